import type { Calibration, RaterAgreement, RaterHistory } from '@app/shared';
import { describe, expect } from 'vitest';
import {
  assessmentParts,
  assessmentPartTypes,
  assessmentRatings,
  callSlots,
  calls,
  participantAssessments,
  participantSlots,
} from '../../db/schema';
import {
  apiTest,
  enrol,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  insertScenarioComponents,
  namedFields,
} from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { refoldCourseResults } from '../results';

/**
 * One course with hand-counted pairs. Skills list: a heading H, then rating blocks A, B, C; two
 * Scenarios X and Y. Shifts S1 (20 days ago) and S2 (10 days ago), both coached by `calCoach`.
 * Role-players Rae and Rob; `playingCoach` (a coach) plays Y in P2's call of S1.
 *
 * Calls (participant: who plays), shift ratings (A, B, C), and calibrations (A, B, C):
 * - S1 P1: Rae X, Rob Y. Shift 1, 0, −1. calCoach 1, −1, −1 → pairs (1,1) (0,−1) (−1,−1).
 * - S1 P2: Rae X, playingCoach Y. Shift 1, 1, 0. calCoach 1, 1, – → (1,1) (1,1); admin A 0 → (1,0).
 * - S2 P1: Rob X. Shift 0, 0, 1. calCoach 0, 1, 1 → (0,0) (0,1) (1,1).
 * - S2 P3: Rob X. Shift 1, 1, 1. calCoach 1, 0, 1 → (1,1) (1,0) (1,1).
 * - S2 P4: Rob X. Shift −1, 0, –. calCoach −1, 0, 0 → (−1,−1) (0,0) (C has no shift rating: no pair).
 * - S2 P5: nobody plays; calibrated by a test, no pair.
 *
 * Rae (S1 P1, S1 P2): 6 pairs, equal 4 → 2/3, kappa null (under 10).
 * playingCoach (S1 P2): 3 pairs (1,1) (1,1) (1,0) → 2/3, kappa null.
 * Rob (S1 P1, S2 P1, P3, P4): 11 pairs, cells (1,1) 4, (0,−1) 1, (−1,−1) 2, (0,0) 2, (0,1) 1, (1,0) 1;
 *   equal 8 → 8/11. Weighted observed 8 + 3·½ = 9.5 → po = 9.5/11. Rows (Rob) 1: 5, 0: 4, −1: 2;
 *   columns (calibration) 1: 5, 0: 3, −1: 3. Σ w·row·col = (25 + 7.5 + 0) + (10 + 12 + 6) + (0 + 3 + 6)
 *   = 69.5 → pe = 69.5/121. kappa = (104.5 − 69.5) / (121 − 69.5) = 35 / 51.5 = 70/103.
 * Only S1 (to = S2's start): Rae as above; Rob 3 pairs, equal 2 → 2/3; playingCoach as above.
 * Only S2 (from = S2's start): Rob 8 pairs, equal 6 → 0.75.
 */
const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx, admin }) => {
  const db = ctx.database.db;
  const course = await insertCourse(db, { name: 'Calibrated course' });
  const [X, Y] = await insertScenarioComponents(db, course.id, [{ type: 'Scenario' }, { type: 'Scenario' }]);
  if (!X || !Y) throw new Error('scenarios missing');
  const types = await db.select().from(assessmentPartTypes);
  const typeId = (blockType: string) => types.find((t) => t.blockType === blockType)?.id ?? 0;
  const addPart = async (courseId: number, blockType: string, text: string, position: number) => {
    const [row] = await db
      .insert(assessmentParts)
      .values({ courseId, assessmentPartTypeId: typeId(blockType), text, position })
      .returning();
    return row?.id ?? 0;
  };
  const H = await addPart(course.id, 'heading', 'Opening', 0);
  const A = await addPart(course.id, 'true_false', 'Greets the caller', 1);
  const B = await addPart(course.id, 'short_answer', 'Listens', 2);
  const C = await addPart(course.id, 'multiple_choice', 'Closes', 3);
  const elsewhere = await insertCourse(db, {});
  const foreignPart = await addPart(elsewhere.id, 'true_false', 'Elsewhere', 0);

  const calCoach = await ctx.signIn('coach');
  const otherCoach = await ctx.signIn('coach');
  const playingCoach = await ctx.signIn('coach');
  const rae = await ctx.createUser({ roles: ['rp'], name: 'Rae' });
  const rob = await ctx.createUser({ roles: ['rp'], name: 'Rob' });
  const S1 = await insertRoleplayShift(db, course.id, { daysAhead: -20, coachId: calCoach.user.id });
  const S2 = await insertRoleplayShift(db, course.id, { daysAhead: -10, coachId: calCoach.user.id, sessions: 4 });
  for (const [shift, people] of [
    [S1, [rae.id, rob.id, playingCoach.user.id]],
    [S2, [rob.id]],
  ] as const) {
    for (const userId of people) await insertInvite(db, shift.id, userId, 'accepted');
  }
  const person = async (name: string) => {
    const user = await ctx.createUser({ roles: ['participant'], name });
    await enrol(db, course.id, user.id);
    return user;
  };
  const [P1, P2, P3, P4, P5] = [
    await person('Ada'),
    await person('Ben'),
    await person('Cy'),
    await person('Dee'),
    await person('Eve'),
  ];
  const seat = async (shift: { id: number }, blockNumber: number, userId: number, players: Array<[number, number]>) => {
    const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber }).returning();
    if (!call) throw new Error('call insert failed');
    await db.insert(participantSlots).values({ callId: call.id, eventId: shift.id, blockNumber, userId });
    for (const [scenarioComponentId, player] of players) {
      await db.insert(callSlots).values({ callId: call.id, eventId: shift.id, blockNumber, scenarioComponentId, userId: player });
    }
  };
  await seat(S1, 0, P1.id, [
    [X.id, rae.id],
    [Y.id, rob.id],
  ]);
  await seat(S1, 1, P2.id, [
    [X.id, rae.id],
    [Y.id, playingCoach.user.id],
  ]);
  await seat(S2, 0, P1.id, [[X.id, rob.id]]);
  await seat(S2, 1, P3.id, [[X.id, rob.id]]);
  await seat(S2, 2, P4.id, [[X.id, rob.id]]);
  // P5 sits in S2 with nobody playing: a calibration of them makes no pair.
  await seat(S2, 3, P5.id, []);
  const assess = async (shift: { id: number }, userId: number, ratings: Array<[number, number]>) => {
    const [row] = await db.insert(participantAssessments).values({ eventId: shift.id, userId }).returning();
    if (!row) throw new Error('assessment insert failed');
    for (const [assessmentPartId, rating] of ratings) {
      await db.insert(assessmentRatings).values({ participantAssessmentId: row.id, assessmentPartId, rating });
    }
  };
  await assess(S1, P1.id, [
    [A, 1],
    [B, 0],
    [C, -1],
  ]);
  await assess(S1, P2.id, [
    [A, 1],
    [B, 1],
    [C, 0],
  ]);
  await assess(S2, P1.id, [
    [A, 0],
    [B, 0],
    [C, 1],
  ]);
  await assess(S2, P3.id, [
    [A, 1],
    [B, 1],
    [C, 1],
  ]);
  await assess(S2, P4.id, [
    [A, -1],
    [B, 0],
  ]);
  // The ratings were written here directly, not through the assessments: fold them as the results keep them.
  await refoldCourseResults(db, course.id);

  const save = async (token: string, shift: { id: number }, userId: number, ratings: Array<[number, number]>) => {
    const res = await ctx.api({
      method: 'PUT',
      url: '/calibrations',
      token,
      payload: {
        calibration: {
          eventId: shift.id,
          userId,
          ratings: ratings.map(([assessmentPartId, rating]) => ({ assessmentPartId, rating })),
          updatedAt: null,
        },
      },
    });
    if (res.statusCode !== 200) throw new Error(`calibration save: ${res.statusCode} ${res.body}`);
    return res.json() as Calibration;
  };
  await save(calCoach.token, S1, P1.id, [
    [A, 1],
    [B, -1],
    [C, -1],
  ]);
  await save(calCoach.token, S1, P2.id, [
    [A, 1],
    [B, 1],
  ]);
  await save(admin.token, S1, P2.id, [[A, 0]]);
  await save(calCoach.token, S2, P1.id, [
    [A, 0],
    [B, 1],
    [C, 1],
  ]);
  await save(calCoach.token, S2, P3.id, [
    [A, 1],
    [B, 0],
    [C, 1],
  ]);
  await save(calCoach.token, S2, P4.id, [
    [A, -1],
    [B, 0],
    [C, 0],
  ]);
  return {
    course,
    elsewhere,
    blocks: { H, A, B, C, foreignPart },
    shifts: { S1, S2 },
    people: { P1, P2, P3, P4, P5 },
    rae,
    rob,
    calCoach,
    otherCoach,
    playingCoach,
  };
});

const calibrationUrl = (eventId: number | string, userId: number | string) =>
  `/calibrations?event_id=${eventId}&user_id=${userId}`;

describe(`calibration ratings (${testDbKind})`, () => {
  it('reads the viewer’s own calibration in skills-list order, and nobody else’s', async ({ ctx, admin, world }) => {
    const { S1 } = world.shifts;
    const { A, B } = world.blocks;
    const own = await ctx.api({ method: 'GET', url: calibrationUrl(S1.id, world.people.P2.id), token: world.calCoach.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      eventId: S1.id,
      userId: world.people.P2.id,
      ratings: [
        { assessmentPartId: A, rating: 1 },
        { assessmentPartId: B, rating: 1 },
      ],
    });
    const admins = await ctx.api({ method: 'GET', url: calibrationUrl(S1.id, world.people.P2.id), token: admin.token });
    expect(admins.json().ratings).toEqual([{ assessmentPartId: A, rating: 0 }]);
    // P5 sits in no call of S1: 404; a participant of the shift not yet calibrated reads an empty one.
    const none = await ctx.api({ method: 'GET', url: calibrationUrl(S1.id, world.people.P5.id), token: admin.token });
    expect(none.statusCode).toBe(404);
    const fresh = await ctx.api({ method: 'GET', url: calibrationUrl(S1.id, world.people.P1.id), token: admin.token });
    expect(fresh.json()).toEqual({ eventId: S1.id, userId: world.people.P1.id, ratings: [], updatedAt: null });
  });

  it('saves the whole set, replacing what was there, with the stamp; a stale or competing save is 409', async ({
    ctx,
    sc,
    world,
  }) => {
    const { S2 } = world.shifts;
    const { A, B, C } = world.blocks;
    const put = (ratings: Array<[number, number]>, updatedAt: string | null) =>
      ctx.api({
        method: 'PUT',
        url: '/calibrations',
        token: sc.token,
        payload: {
          calibration: {
            eventId: S2.id,
            userId: world.people.P5.id,
            ratings: ratings.map(([assessmentPartId, rating]) => ({ assessmentPartId, rating })),
            updatedAt,
          },
        },
      });
    const first = await put(
      [
        [C, -1],
        [A, 1],
      ],
      null,
    );
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json() as Calibration;
    expect(made.ratings).toEqual([
      { assessmentPartId: A, rating: 1 },
      { assessmentPartId: C, rating: -1 },
    ]);
    expect(made.updatedAt).not.toBeNull();
    // Began from none, but one exists now.
    const competing = await put([[A, 0]], null);
    expect(competing.statusCode).toBe(409);
    expect(competing.json().code).toBe('stale_edit');
    const second = await put([[B, 0]], made.updatedAt);
    expect(second.statusCode, second.body).toBe(200);
    const replaced = second.json() as Calibration;
    expect(replaced.ratings).toEqual([{ assessmentPartId: B, rating: 0 }]);
    expect(Date.parse(replaced.updatedAt ?? '')).toBeGreaterThan(Date.parse(made.updatedAt ?? ''));
    const stale = await put([[A, 1]], made.updatedAt);
    expect(stale.statusCode).toBe(409);
    const read = await ctx.api({ method: 'GET', url: calibrationUrl(S2.id, world.people.P5.id), token: sc.token });
    expect(read.json().ratings).toEqual([{ assessmentPartId: B, rating: 0 }]);
  });

  it('answers 401 anonymous, 403 role-players, participants, coaches off the shift and a coach who plays for the participant', async ({
    ctx,
    rp,
    participant,
    world,
  }) => {
    const { S1 } = world.shifts;
    const url = calibrationUrl(S1.id, world.people.P2.id);
    const body = {
      calibration: {
        eventId: S1.id,
        userId: world.people.P2.id,
        ratings: [{ assessmentPartId: world.blocks.A, rating: 1 }],
        updatedAt: null,
      },
    };
    expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.api({ method: 'PUT', url: '/calibrations', payload: body })).statusCode).toBe(401);
    for (const token of [rp.token, participant.token, world.otherCoach.token, world.playingCoach.token]) {
      expect((await ctx.api({ method: 'GET', url, token })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'PUT', url: '/calibrations', token, payload: body })).statusCode).toBe(403);
    }
    const playing = await ctx.api({ method: 'GET', url, token: world.playingCoach.token });
    expect(playing.json().code).toBe('calibration_not_independent');
    // A role-player of the shift is refused by the role table, whatever they play.
    const raeToken = await ctx.sessionFor(world.rae);
    expect((await ctx.api({ method: 'GET', url, token: raeToken })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or non-roleplay shift, and refuses bad input with a 400 naming the field', async ({
    ctx,
    admin,
    world,
  }) => {
    const { S1 } = world.shifts;
    expect(
      (await ctx.api({ method: 'GET', url: calibrationUrl(2_000_000_000, world.people.P1.id), token: admin.token })).statusCode,
    ).toBe(404);
    const gets: Array<[string, string]> = [
      [calibrationUrl('abc', world.people.P1.id), 'event_id'],
      [calibrationUrl(S1.id, '-1'), 'user_id'],
      [`/calibrations?event_id=${S1.id}`, 'user_id'],
    ];
    for (const [url, field] of gets) {
      const res = await ctx.api({ method: 'GET', url, token: admin.token });
      expect(res.statusCode, url).toBe(400);
      expect(namedFields(res), url).toContain(field);
    }
    const rating = (assessmentPartId: number, value: number) => ({ assessmentPartId, rating: value });
    const puts: Array<[Record<string, unknown>, string]> = [
      [
        { eventId: S1.id, userId: world.people.P1.id, ratings: [rating(world.blocks.A, 2)], updatedAt: null },
        'calibration.ratings.0.rating',
      ],
      [
        { eventId: S1.id, userId: world.people.P1.id, ratings: [rating(world.blocks.H, 1)], updatedAt: null },
        'calibration.ratings.0.assessmentPartId',
      ],
      [
        {
          eventId: S1.id,
          userId: world.people.P1.id,
          ratings: [rating(world.blocks.A, 0), rating(world.blocks.foreignPart, 1)],
          updatedAt: null,
        },
        'calibration.ratings.1.assessmentPartId',
      ],
      [
        {
          eventId: S1.id,
          userId: world.people.P1.id,
          ratings: [rating(world.blocks.A, 0), rating(world.blocks.A, 1)],
          updatedAt: null,
        },
        'calibration.ratings',
      ],
      [{ eventId: S1.id, userId: world.people.P5.id, ratings: [], updatedAt: null }, 'calibration.userId'],
      [{ eventId: 'x', userId: world.people.P1.id, ratings: [], updatedAt: null }, 'calibration.eventId'],
      [{ eventId: S1.id, userId: world.people.P1.id, ratings: [], updatedAt: 'soon' }, 'calibration.updatedAt'],
      [{ eventId: S1.id, userId: world.people.P1.id, ratings: [] }, 'calibration.updatedAt'],
    ];
    for (const [calibration, field] of puts) {
      const res = await ctx.api({ method: 'PUT', url: '/calibrations', token: admin.token, payload: { calibration } });
      expect(res.statusCode, field).toBe(400);
      expect(namedFields(res), field).toContain(field);
    }
    const read = await ctx.api({ method: 'GET', url: calibrationUrl(S1.id, world.people.P1.id), token: admin.token });
    expect(read.json().ratings).toEqual([]);
  });
});

describe(`rater agreement (${testDbKind})`, () => {
  const agreementUrl = (courseId: number | string, query = '') => `/courses/${courseId}/rater_agreement${query}`;

  it('gives each role-player’s pairs, agreement and weighted kappa, counted by hand', async ({ ctx, admin, world }) => {
    const res = await ctx.api({ method: 'GET', url: agreementUrl(world.course.id), token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const { raters } = res.json() as RaterAgreement;
    expect(raters.map((r) => [r.userId, r.n])).toEqual([
      [world.playingCoach.user.id, 3],
      [world.rae.id, 6],
      [world.rob.id, 11],
    ]);
    const byId = new Map(raters.map((r) => [r.userId, r]));
    expect(byId.get(world.rae.id)).toMatchObject({ name: 'Rae', kappa: null });
    expect(byId.get(world.rae.id)?.agreement).toBeCloseTo(2 / 3, 10);
    expect(byId.get(world.playingCoach.user.id)?.agreement).toBeCloseTo(2 / 3, 10);
    expect(byId.get(world.rob.id)?.agreement).toBeCloseTo(8 / 11, 10);
    expect(byId.get(world.rob.id)?.kappa).toBeCloseTo(70 / 103, 10);
  });

  it('counts the shifts that begin in [from, to)', async ({ ctx, admin, world }) => {
    const s2 = encodeURIComponent(world.shifts.S2.begins.toISOString());
    const early = (await ctx.api({ method: 'GET', url: agreementUrl(world.course.id, `?to=${s2}`), token: admin.token })).json();
    const rob = (early as RaterAgreement).raters.find((r) => r.userId === world.rob.id);
    expect(rob?.n).toBe(3);
    expect(rob?.agreement).toBeCloseTo(2 / 3, 10);
    const late = (await ctx.api({ method: 'GET', url: agreementUrl(world.course.id, `?from=${s2}`), token: admin.token })).json();
    expect((late as RaterAgreement).raters).toEqual([{ userId: world.rob.id, name: 'Rob', n: 8, agreement: 0.75, kappa: null }]);
    const other = await ctx.api({ method: 'GET', url: agreementUrl(world.elsewhere.id), token: admin.token });
    expect(other.json()).toEqual({ raters: [], threshold: 70 });
  });

  it('lets managers and the course’s coach read; 401 anonymous, 403 other coaches, role-players, participants', async ({
    ctx,
    sc,
    rp,
    participant,
    world,
  }) => {
    const url = agreementUrl(world.course.id);
    expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
    for (const token of [sc.token, world.calCoach.token])
      expect((await ctx.api({ method: 'GET', url, token })).statusCode).toBe(200);
    for (const token of [world.otherCoach.token, rp.token, participant.token]) {
      expect((await ctx.api({ method: 'GET', url, token })).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown course and refuses bad input with a 400 naming the field', async ({ ctx, admin, world }) => {
    expect((await ctx.api({ method: 'GET', url: agreementUrl(2_000_000_000), token: admin.token })).statusCode).toBe(404);
    const now = encodeURIComponent(new Date().toISOString());
    const before = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    const cases: Array<[string, string]> = [
      [agreementUrl('abc'), 'id'],
      [agreementUrl(world.course.id, '?from=yesterday'), 'from'],
      [agreementUrl(world.course.id, '?to=2026-13-01T00:00:00Z'), 'to'],
      [agreementUrl(world.course.id, `?from=${now}&to=${before}`), 'to'],
    ];
    for (const [url, field] of cases) {
      const res = await ctx.api({ method: 'GET', url, token: admin.token });
      expect(res.statusCode, url).toBe(400);
      expect(namedFields(res), url).toContain(field);
    }
  });
});

describe(`a role-player's agreement over time (${testDbKind})`, () => {
  it('gives their pairs per shift in time order and over all, with the threshold', async ({ ctx, world }) => {
    const res = await ctx.api({ method: 'GET', url: `/users/${world.rob.id}/rater_agreement`, token: world.otherCoach.token });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as RaterHistory;
    expect(history.shifts.map((s) => [s.shiftId, s.date, s.courseName, s.n])).toEqual([
      [world.shifts.S1.id, world.shifts.S1.begins.toISOString(), 'Calibrated course', 3],
      [world.shifts.S2.id, world.shifts.S2.begins.toISOString(), 'Calibrated course', 8],
    ]);
    expect(history.shifts[0]?.agreement).toBeCloseTo(2 / 3, 10);
    expect(history.shifts[1]?.agreement).toBe(0.75);
    expect(history.overall?.n).toBe(11);
    expect(history.overall?.agreement).toBeCloseTo(8 / 11, 10);
    expect(history.overall?.kappa).toBeCloseTo(70 / 103, 10);
    expect(history.threshold).toBe(70);
    const none = await ctx.api({
      method: 'GET',
      url: `/users/${world.calCoach.user.id}/rater_agreement`,
      token: world.otherCoach.token,
    });
    expect(none.json()).toEqual({ userId: world.calCoach.user.id, threshold: 70, overall: null, shifts: [] });
  });

  it('answers 401 anonymous, 403 role-players (themselves too) and participants, 404 unknown, 400 a bad id', async ({
    ctx,
    admin,
    participant,
    world,
  }) => {
    const url = `/users/${world.rob.id}/rater_agreement`;
    expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
    for (const token of [await ctx.sessionFor(world.rob), participant.token]) {
      expect((await ctx.api({ method: 'GET', url, token })).statusCode).toBe(403);
    }
    expect((await ctx.api({ method: 'GET', url: '/users/2000000000/rater_agreement', token: admin.token })).statusCode).toBe(404);
    const bad = await ctx.api({ method: 'GET', url: '/users/x/rater_agreement', token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(namedFields(bad)).toContain('id');
  });
});
