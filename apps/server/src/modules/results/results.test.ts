import { type CourseResults, MESSAGES, type ParticipantProgress } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Tx } from '../../db/client';
import {
  assessmentParts,
  assessmentPartTypes,
  assessmentRatings,
  calls,
  courseEvents,
  npsRatings,
  participantAssessments,
  participantSlots,
} from '../../db/schema';
import { apiTest, DAY, enrol, insertCohort, insertCourse, namedFields } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { refoldCourse } from './repository';

const MINUTE = 60_000;

/**
 * One course with hand-counted results. Its skills list: a heading (no rating block), then three
 * rating blocks A (true/false), B (short answer) and C (multiple choice); its call is 30 minutes.
 * Three-hour roleplay shifts, days from now: S1 −40 (Alpha, coached by `courseCoach`), S2 −30
 * (Alpha), S3 −20 (Beta), S4 −10 (Alpha), S5 −5 (no cohort), S6 +10 (Alpha, not begun).
 *
 * Ratings (block: shift value, …), sessions in time order:
 * - P1 Ada (calls in S1 blocks 1 and 2, S2 block 0, S4 block 2): A: S1 −1, S2 0, S4 1;
 *   B: S1 0, S4 −1; C: S4 1. Submitted everywhere.
 * - P2 Ben (S1 block 0, S2 block 1): A: S1 0, S2 0; B: S2 1. Submitted.
 * - P3 Cy (S3 block 0, S5 block 0): A: S3 −1, S5 1. Submitted.
 * - P4 Dee (S5 block 1): A: S5 0, assessment begun, not submitted.
 * - P5 Eve (S4 block 0, S6 block 0): no assessment.
 * Course-wide, A: −1 ×2, 0 ×4, 1 ×2; compared P1, P2, P3, improved P1 (−1→1) and P3 (−1→1): 2 of 3.
 * B: −1, 0, 1 once each; compared P1 (0→−1), improved none. C: 1 once; nobody compared.
 * Alpha, A: −1, 0 ×3, 1; compared P1, P2, improved P1. Beta, A: −1. No cohort, A: 0, 1.
 * Missing assessments (calls begun): P4 in S5 (opened), P5 in S4; P5's S6 call has not begun.
 *
 * NPS (rating, last set → dated by): Alpha P1 10 (day −35 → S1), P2 9 (day −35 → S1), P5 8
 * (day −50, before all of P5's shifts → the earliest, S4); Beta P3 4 (now → S3), P6 7 (no call:
 * undated). Course: promoters 2, passives 2, detractors 1 of 5: 40 % − 20 % = 20. Alpha 10, 9, 8:
 * 67; Beta 4, 7: −50. By shift: S1 10, 9 → 100; S3 4 → −100; S4 8 → 0.
 */
const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx }) => {
  const db = ctx.database.db;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const course = await insertCourse(db, { name: 'Results course', components: [{ type: 'Scenario', duration: 30 }] });
  const types = await db.select().from(assessmentPartTypes);
  const typeId = (blockType: string) => types.find((t) => t.blockType === blockType)?.id ?? 0;
  const addPart = async (blockType: string, text: string, position: number) => {
    const [row] = await db
      .insert(assessmentParts)
      .values({ courseId: course.id, assessmentPartTypeId: typeId(blockType), text, position })
      .returning();
    return row?.id ?? 0;
  };
  await addPart('heading', 'Opening', 0);
  const A = await addPart('true_false', 'Greets the caller', 1);
  const B = await addPart('short_answer', 'Listens', 2);
  const C = await addPart('multiple_choice', 'Closes', 3);

  const alpha = await insertCohort(db, course.id, 'Alpha');
  const beta = await insertCohort(db, course.id, 'Beta');
  const courseCoach = await ctx.signIn('coach');
  const otherCoach = await ctx.signIn('coach');
  const shift = async (days: number, cohortId: number | null, coachId: number | null = null) => {
    const begins = at(days);
    const [row] = await db
      .insert(courseEvents)
      .values({
        courseId: course.id,
        type: 'roleplay',
        begins,
        ends: new Date(begins.getTime() + 3 * 3_600_000),
        cohortId,
        coachId,
        sessions: 2,
        extensions: 1,
      })
      .returning();
    if (!row) throw new Error('shift insert failed');
    return row;
  };
  const S1 = await shift(-40, alpha.id, courseCoach.user.id);
  const S2 = await shift(-30, alpha.id);
  const S3 = await shift(-20, beta.id);
  const S4 = await shift(-10, alpha.id);
  const S5 = await shift(-5, null);
  const S6 = await shift(10, alpha.id);
  // The other coach coaches a shift of another course only.
  const elsewhere = await insertCourse(db, { components: [{ type: 'Scenario' }] });
  await db.insert(courseEvents).values({
    courseId: elsewhere.id,
    type: 'roleplay',
    begins: at(-3),
    ends: new Date(at(-3).getTime() + 3_600_000),
    coachId: otherCoach.user.id,
  });

  const person = async (name: string) => {
    const user = await ctx.createUser({ roles: ['participant'], name });
    await enrol(db, course.id, user.id);
    return user;
  };
  const [P1, P2, P3, P4, P5, P6] = [
    await person('Ada'),
    await person('Ben'),
    await person('Cy'),
    await person('Dee'),
    await person('Eve'),
    await person('Fay'),
  ] as const;
  const seat = async (event: { id: number }, blockNumber: number, userId: number) => {
    const [call] = await db.insert(calls).values({ eventId: event.id, blockNumber }).returning();
    if (!call) throw new Error('call insert failed');
    await db.insert(participantSlots).values({ callId: call.id, eventId: event.id, blockNumber, userId });
    return call.id;
  };
  const assess = async (event: { id: number }, userId: number, ratings: Array<[number, number]>, completed = true) => {
    const [row] = await db
      .insert(participantAssessments)
      .values({ eventId: event.id, userId, completedAt: completed ? at(0) : null })
      .returning();
    if (!row) throw new Error('assessment insert failed');
    for (const [assessmentPartId, rating] of ratings) {
      await db.insert(assessmentRatings).values({ participantAssessmentId: row.id, assessmentPartId, rating });
    }
  };
  const callOf = {
    p1s1: await seat(S1, 1, P1.id),
    p1s1b: await seat(S1, 2, P1.id),
    p1s2: await seat(S2, 0, P1.id),
    p1s4: await seat(S4, 2, P1.id),
    p2s1: await seat(S1, 0, P2.id),
    p2s2: await seat(S2, 1, P2.id),
    p3s3: await seat(S3, 0, P3.id),
    p3s5: await seat(S5, 0, P3.id),
    p4s5: await seat(S5, 1, P4.id),
    p5s4: await seat(S4, 0, P5.id),
    p5s6: await seat(S6, 0, P5.id),
  };
  await assess(S1, P1.id, [
    [A, -1],
    [B, 0],
  ]);
  await assess(S2, P1.id, [[A, 0]]);
  await assess(S4, P1.id, [
    [A, 1],
    [B, -1],
    [C, 1],
  ]);
  await assess(S1, P2.id, [[A, 0]]);
  await assess(S2, P2.id, [
    [A, 0],
    [B, 1],
  ]);
  await assess(S3, P3.id, [[A, -1]]);
  await assess(S5, P3.id, [[A, 1]]);
  await assess(S5, P4.id, [[A, 0]], false);

  const nps = (cohortId: number, userId: number, rating: number, updatedAt: Date) =>
    db.insert(npsRatings).values({ cohortId, userId, rating, updatedAt, createdAt: updatedAt });
  await nps(alpha.id, P1.id, 10, at(-35));
  await nps(alpha.id, P2.id, 9, at(-35));
  await nps(alpha.id, P5.id, 8, at(-50));
  await nps(beta.id, P3.id, 4, at(0));
  await nps(beta.id, P6.id, 7, at(0));

  const otherCohort = await insertCohort(db, elsewhere.id, 'Elsewhere');
  // The ratings were written here directly, not through the assessments: fold them as the results keep them.
  await refoldCourse(db, course.id);
  await refoldCourse(db, elsewhere.id);
  return {
    now,
    at,
    course,
    elsewhere,
    blocks: { A, B, C },
    cohorts: { alpha, beta, otherCohort },
    shifts: { S1, S2, S3, S4, S5, S6 },
    people: { P1, P2, P3, P4, P5, P6 },
    callOf,
    courseCoach,
    otherCoach,
  };
});

const progressUrl = (participantId: number, courseId: number | string) =>
  `/participants/${participantId}/progress?course_id=${courseId}`;

const iso = (d: Date) => d.toISOString();
const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE).toISOString();

describe(`participant progress (${testDbKind})`, () => {
  it('gives every rating block with the points in session order, first, latest and best, and the NPS answers', async ({
    ctx,
    admin,
    world,
  }) => {
    const { P1 } = world.people;
    const { S1, S2, S4 } = world.shifts;
    const res = await ctx.api({ method: 'GET', url: progressUrl(P1.id, world.course.id), token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ParticipantProgress;
    expect(body.participant).toEqual({ id: P1.id, name: 'Ada' });
    expect(body.course).toEqual({ id: world.course.id, name: 'Results course' });
    expect(body.skills).toEqual([
      {
        assessmentPartId: world.blocks.A,
        text: 'Greets the caller',
        points: [
          // P1's first call of S1 is in block 1: 30 minutes after the shift begins.
          { callId: world.callOf.p1s1, shiftId: S1.id, date: plus(S1.begins, 30), rating: -1 },
          { callId: world.callOf.p1s2, shiftId: S2.id, date: iso(S2.begins), rating: 0 },
          { callId: world.callOf.p1s4, shiftId: S4.id, date: plus(S4.begins, 60), rating: 1 },
        ],
        first: -1,
        latest: 1,
        best: 1,
      },
      {
        assessmentPartId: world.blocks.B,
        text: 'Listens',
        points: [
          { callId: world.callOf.p1s1, shiftId: S1.id, date: plus(S1.begins, 30), rating: 0 },
          { callId: world.callOf.p1s4, shiftId: S4.id, date: plus(S4.begins, 60), rating: -1 },
        ],
        first: 0,
        latest: -1,
        best: 0,
      },
      {
        assessmentPartId: world.blocks.C,
        text: 'Closes',
        points: [{ callId: world.callOf.p1s4, shiftId: S4.id, date: plus(S4.begins, 60), rating: 1 }],
        first: 1,
        latest: 1,
        best: 1,
      },
    ]);
    // Last set on day −35: the latest of P1's Alpha shifts begun by then is S1.
    expect(body.nps).toEqual([{ cohortId: world.cohorts.alpha.id, shiftId: S1.id, date: iso(S1.begins), rating: 10 }]);
  });

  it('dates an NPS answer by the earliest shift when none had begun, and leaves one without a call undated', async ({
    ctx,
    admin,
    world,
  }) => {
    const get = async (id: number) => {
      const res = await ctx.api({ method: 'GET', url: progressUrl(id, world.course.id), token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ParticipantProgress;
    };
    const eve = await get(world.people.P5.id);
    expect(eve.nps).toEqual([
      { cohortId: world.cohorts.alpha.id, shiftId: world.shifts.S4.id, date: iso(world.shifts.S4.begins), rating: 8 },
    ]);
    // No rating at all: every block, without points.
    expect(eve.skills.map((s) => [s.text, s.points.length, s.first, s.latest, s.best])).toEqual([
      ['Greets the caller', 0, null, null, null],
      ['Listens', 0, null, null, null],
      ['Closes', 0, null, null, null],
    ]);
    const fay = await get(world.people.P6.id);
    expect(fay.nps).toEqual([{ cohortId: world.cohorts.beta.id, shiftId: null, date: null, rating: 7 }]);
    // A rating of 0 in an assessment not yet submitted is a point.
    const dee = await get(world.people.P4.id);
    expect(dee.skills[0]?.points).toEqual([
      { callId: world.callOf.p4s5, shiftId: world.shifts.S5.id, date: plus(world.shifts.S5.begins, 30), rating: 0 },
    ]);
    // Another course's progress of the same person: empty.
    const other = await ctx.api({ method: 'GET', url: progressUrl(world.people.P1.id, world.elsewhere.id), token: admin.token });
    expect(other.json()).toMatchObject({ skills: [], nps: [] });
  });

  it('lets managers, the course’s coach and the participant themself read; 401 anonymous, 403 everybody else', async ({
    ctx,
    admin,
    sc,
    rp,
    participant,
    world,
  }) => {
    const url = progressUrl(world.people.P1.id, world.course.id);
    const own = await ctx.sessionFor(world.people.P1);
    const otherParticipant = await ctx.sessionFor(world.people.P2);
    for (const token of [admin.token, sc.token, world.courseCoach.token, own]) {
      const res = await ctx.api({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as ParticipantProgress).participant.id).toBe(world.people.P1.id);
    }
    expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
    for (const token of [rp.token, participant.token, otherParticipant, world.otherCoach.token]) {
      const res = await ctx.api({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', error: MESSAGES.forbidden });
    }
  });

  it('answers 404 for an unknown course, and for an id that is not a participant', async ({ ctx, admin, world }) => {
    const unknownCourse = await ctx.api({ method: 'GET', url: progressUrl(world.people.P1.id, 999999), token: admin.token });
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json()).toMatchObject({ code: 'not_found', error: MESSAGES.courseNotFound });
    // The participant themself asking about an unknown course is told the same.
    const own = await ctx.sessionFor(world.people.P1);
    expect((await ctx.api({ method: 'GET', url: progressUrl(world.people.P1.id, 999999), token: own })).statusCode).toBe(404);
    for (const id of [999999, world.courseCoach.user.id]) {
      const res = await ctx.api({ method: 'GET', url: progressUrl(id, world.course.id), token: admin.token });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', error: MESSAGES.participantNotFound });
    }
  });

  it('refuses bad input with a 400 naming the field', async ({ ctx, admin, world }) => {
    const id = world.people.P1.id;
    const cases: Array<[string, string]> = [
      [`/participants/${id}/progress`, 'course_id'],
      [`/participants/${id}/progress?course_id=abc`, 'course_id'],
      [`/participants/${id}/progress?course_id=0`, 'course_id'],
      [`/participants/${id}/progress?course_id=99999999999`, 'course_id'],
      [`/participants/x/progress?course_id=${world.course.id}`, 'id'],
      [`/participants/0/progress?course_id=${world.course.id}`, 'id'],
    ];
    for (const [url, field] of cases) {
      const res = await ctx.api({ method: 'GET', url, token: admin.token });
      expect(res.statusCode, url).toBe(400);
      expect(namedFields(res), url).toContain(field);
    }
  });
});

describe(`course results (${testDbKind})`, () => {
  const resultsOf = async (
    ctx: {
      api: (o: { method: 'GET'; url: string; token: string }) => Promise<{ statusCode: number; body: string; json(): unknown }>;
    },
    token: string,
    courseId: number,
    query = '',
  ) => {
    const res = await ctx.api({ method: 'GET', url: `/courses/${courseId}/results${query ? `?${query}` : ''}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CourseResults;
  };
  /** A block's figures as [text, −1, 0, 1, compared, improved, percent]. */
  const figures = (blocks: CourseResults['blocks']) =>
    blocks.map((b) => [
      b.text,
      b.counts.minusOne,
      b.counts.zero,
      b.counts.plusOne,
      b.improvement.compared,
      b.improvement.improved,
      b.improvement.percent,
    ]);
  const npsLine = (n: CourseResults['nps']) => [n.promoters, n.passives, n.detractors, n.responses, n.score];

  it('counts each block’s ratings and improvement, the NPS, the missing assessments, course-wide and by cohort', async ({
    ctx,
    admin,
    world,
  }) => {
    const body = await resultsOf(ctx, admin.token, world.course.id);
    expect(body.course).toEqual({ id: world.course.id, name: 'Results course' });
    expect(figures(body.blocks)).toEqual([
      ['Greets the caller', 2, 4, 2, 3, 2, 66.7],
      ['Listens', 1, 1, 1, 1, 0, 0],
      ['Closes', 0, 0, 1, 0, 0, null],
    ]);
    expect(body.nps).toEqual({
      promoters: 2,
      passives: 2,
      detractors: 1,
      responses: 5,
      promoterPercent: 40,
      detractorPercent: 20,
      score: 20,
    });
    const { S1, S3, S4, S5 } = world.shifts;
    const { alpha, beta } = world.cohorts;
    expect(body.npsByShift.map((s) => [s.shiftId, s.cohortId, s.date, s.responses, s.score])).toEqual([
      [S1.id, alpha.id, iso(S1.begins), 2, 100],
      [S3.id, beta.id, iso(S3.begins), 1, -100],
      [S4.id, alpha.id, iso(S4.begins), 1, 0],
    ]);
    expect(body.missingAssessments).toEqual([
      {
        participant: { id: world.people.P4.id, name: 'Dee' },
        callId: world.callOf.p4s5,
        shiftId: S5.id,
        cohortId: null,
        date: plus(S5.begins, 30),
        opened: true,
      },
      {
        participant: { id: world.people.P5.id, name: 'Eve' },
        callId: world.callOf.p5s4,
        shiftId: S4.id,
        cohortId: alpha.id,
        date: iso(S4.begins),
        opened: false,
      },
    ]);
    expect(body.missingAssessmentsTotal).toBe(2);
    expect(body.cohorts.map((c) => [c.cohort, figures(c.blocks)[0], npsLine(c.nps), c.missingAssessments])).toEqual([
      [{ id: alpha.id, name: 'Alpha' }, ['Greets the caller', 1, 3, 1, 2, 1, 50], [2, 1, 0, 3, 67], 1],
      [{ id: beta.id, name: 'Beta' }, ['Greets the caller', 1, 0, 0, 0, 0, null], [0, 1, 1, 2, -50], 0],
      // P3 was rated in Beta and here once each: within either group, nobody is compared.
      [null, ['Greets the caller', 0, 1, 1, 0, 0, null], [0, 0, 0, 0, null], 1],
    ]);
    expect(figures(body.cohorts[0]?.blocks ?? []).slice(1)).toEqual([
      ['Listens', 1, 1, 1, 1, 0, 0],
      ['Closes', 0, 0, 1, 0, 0, null],
    ]);
  });

  it('narrows to a cohort and to the shifts beginning in [from, to)', async ({ ctx, admin, world }) => {
    const { alpha } = world.cohorts;
    const onlyAlpha = await resultsOf(ctx, admin.token, world.course.id, `cohort=${alpha.id}`);
    expect(figures(onlyAlpha.blocks)[0]).toEqual(['Greets the caller', 1, 3, 1, 2, 1, 50]);
    expect(npsLine(onlyAlpha.nps)).toEqual([2, 1, 0, 3, 67]);
    expect(onlyAlpha.cohorts.map((c) => c.cohort?.name)).toEqual(['Alpha']);
    expect(onlyAlpha.missingAssessments.map((m) => m.participant.name)).toEqual(['Eve']);

    // From day −25 on: S3, S4, S5 (and S6, not begun). P3 is compared (−1 → 1); P1 has only S4.
    const from = encodeURIComponent(iso(world.at(-25)));
    const recent = await resultsOf(ctx, admin.token, world.course.id, `from=${from}`);
    expect(figures(recent.blocks)).toEqual([
      ['Greets the caller', 1, 1, 2, 1, 1, 100],
      ['Listens', 1, 0, 0, 0, 0, null],
      ['Closes', 0, 0, 1, 0, 0, null],
    ]);
    // NPS dated in the period: P3 4 (S3) and P5 8 (S4); the undated one only counts without a period.
    expect(npsLine(recent.nps)).toEqual([0, 1, 1, 2, -50]);
    expect(recent.missingAssessmentsTotal).toBe(2);

    // [day −45, day −25): S1 and S2 only.
    const to = encodeURIComponent(iso(world.at(-25)));
    const early = await resultsOf(ctx, admin.token, world.course.id, `from=${encodeURIComponent(iso(world.at(-45)))}&to=${to}`);
    expect(figures(early.blocks)).toEqual([
      ['Greets the caller', 1, 3, 0, 2, 1, 50],
      ['Listens', 0, 1, 1, 0, 0, null],
      ['Closes', 0, 0, 0, 0, 0, null],
    ]);
    expect(npsLine(early.nps)).toEqual([2, 0, 0, 2, 100]);
    expect(early.npsByShift.map((s) => s.shiftId)).toEqual([world.shifts.S1.id]);
    expect(early.missingAssessmentsTotal).toBe(0);
    expect(early.cohorts.map((c) => c.cohort?.name ?? null)).toEqual(['Alpha', 'Beta']);
  });

  it('answers a course without assessments with every figure at zero', async ({ ctx, admin, world }) => {
    const body = await resultsOf(ctx, admin.token, world.elsewhere.id);
    expect(body).toEqual({
      course: { id: world.elsewhere.id, name: world.elsewhere.name },
      blocks: [],
      nps: { promoters: 0, passives: 0, detractors: 0, responses: 0, promoterPercent: null, detractorPercent: null, score: null },
      npsByShift: [],
      missingAssessments: [],
      missingAssessmentsTotal: 0,
      cohorts: [
        {
          cohort: { id: world.cohorts.otherCohort.id, name: 'Elsewhere' },
          blocks: [],
          nps: {
            promoters: 0,
            passives: 0,
            detractors: 0,
            responses: 0,
            promoterPercent: null,
            detractorPercent: null,
            score: null,
          },
          missingAssessments: 0,
        },
      ],
    });
  });

  it('lets managers and the course’s coach read; 401 anonymous, 403 other coaches, role-players, participants', async ({
    ctx,
    admin,
    sc,
    rp,
    participant,
    world,
  }) => {
    const url = `/courses/${world.course.id}/results`;
    for (const token of [admin.token, sc.token, world.courseCoach.token]) {
      expect((await ctx.api({ method: 'GET', url, token })).statusCode).toBe(200);
    }
    expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
    const ownParticipant = await ctx.sessionFor(world.people.P1);
    for (const token of [world.otherCoach.token, rp.token, participant.token, ownParticipant]) {
      const res = await ctx.api({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', error: MESSAGES.forbidden });
    }
  });

  it('answers 404 for an unknown course and for a cohort that is not the course’s', async ({ ctx, admin, world }) => {
    const unknown = await ctx.api({ method: 'GET', url: '/courses/999999/results', token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', error: MESSAGES.courseNotFound });
    for (const cohort of [world.cohorts.otherCohort.id, 999999]) {
      const res = await ctx.api({
        method: 'GET',
        url: `/courses/${world.course.id}/results?cohort=${cohort}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', error: MESSAGES.cohortNotFound });
    }
  });

  it('refuses bad input with a 400 naming the field', async ({ ctx, admin, world }) => {
    const base = `/courses/${world.course.id}/results`;
    const now = encodeURIComponent(new Date().toISOString());
    const before = encodeURIComponent(new Date(Date.now() - DAY).toISOString());
    const cases: Array<[string, string]> = [
      [`${base}?cohort=abc`, 'cohort'],
      [`${base}?cohort=-1`, 'cohort'],
      [`${base}?from=yesterday`, 'from'],
      [`${base}?to=2026-13-01T00:00:00Z`, 'to'],
      [`${base}?from=${now}&to=${before}`, 'to'],
      [`${base}?from=1800-01-01T00:00:00Z`, 'from'],
      ['/courses/abc/results', 'id'],
    ];
    for (const [url, field] of cases) {
      const res = await ctx.api({ method: 'GET', url, token: admin.token });
      expect(res.statusCode, url).toBe(400);
      expect(namedFields(res), url).toContain(field);
    }
  });

  /** The block figures course-wide and by cohort (what the kept fold answers without a period). */
  const blockLines = (body: CourseResults) => [
    figures(body.blocks),
    ...body.cohorts.map((c) => [c.cohort?.name ?? null, figures(c.blocks)]),
  ];
  /** A period holding every shift: its block figures are counted from the ratings, not the kept fold. */
  const everything = `from=${encodeURIComponent('1900-01-01T00:00:00.000Z')}&to=${encodeURIComponent('2999-01-01T00:00:00.000Z')}`;

  it('gives the same block figures from the kept fold as from the ratings, and after a shift moves', async ({
    ctx,
    admin,
    world,
  }) => {
    const kept = await resultsOf(ctx, admin.token, world.course.id);
    expect(blockLines(kept)).toEqual(blockLines(await resultsOf(ctx, admin.token, world.course.id, everything)));
    for (const cohort of [world.cohorts.alpha, world.cohorts.beta]) {
      const one = await resultsOf(ctx, admin.token, world.course.id, `cohort=${cohort.id}`);
      expect(blockLines(one)).toEqual(
        blockLines(await resultsOf(ctx, admin.token, world.course.id, `cohort=${cohort.id}&${everything}`)),
      );
    }
    // S1 moved after S4: P1's first and latest ratings of the first block change places, and so does the improvement.
    const move = async (begins: Date) => {
      const res = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${world.shifts.S1.id}`,
        token: admin.token,
        payload: { courseEvent: { begins: begins.toISOString() } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move(world.at(-5));
    try {
      const moved = await resultsOf(ctx, admin.token, world.course.id);
      expect(figures(moved.blocks)[0]).not.toEqual(figures(kept.blocks)[0]);
      expect(blockLines(moved)).toEqual(blockLines(await resultsOf(ctx, admin.token, world.course.id, everything)));
    } finally {
      await move(world.shifts.S1.begins);
    }
    expect(blockLines(await resultsOf(ctx, admin.token, world.course.id))).toEqual(blockLines(kept));
  });

  it('leaves a deleted shift’s ratings out of the kept fold', async ({ ctx, admin, world }) => {
    const db: Tx = ctx.database.db;
    const kept = await resultsOf(ctx, admin.token, world.course.id);
    // A session of Ada's before her first, rated 1 on the first block: her first rating changes.
    const begins = world.at(-45);
    const [extra] = await db
      .insert(courseEvents)
      .values({
        courseId: world.course.id,
        type: 'roleplay',
        begins,
        ends: new Date(begins.getTime() + 3_600_000),
        cohortId: world.cohorts.alpha.id,
      })
      .returning();
    const [assessment] = await db
      .insert(participantAssessments)
      .values({ eventId: extra?.id ?? 0, userId: world.people.P1.id, completedAt: begins })
      .returning();
    await db
      .insert(assessmentRatings)
      .values({ participantAssessmentId: assessment?.id ?? 0, assessmentPartId: world.blocks.A, rating: 1 });
    await refoldCourse(db, world.course.id);
    expect(figures((await resultsOf(ctx, admin.token, world.course.id)).blocks)[0]).not.toEqual(figures(kept.blocks)[0]);

    const res = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${extra?.id ?? 0}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(204);
    expect(blockLines(await resultsOf(ctx, admin.token, world.course.id))).toEqual(blockLines(kept));
  });

  it('follows a rating changed through the assessments at once', async ({ ctx, admin, world }) => {
    const db: Tx = ctx.database.db;
    const [rating] = await db
      .select({ id: assessmentRatings.id, updatedAt: assessmentRatings.updatedAt })
      .from(assessmentRatings)
      .innerJoin(participantAssessments, eq(participantAssessments.id, assessmentRatings.participantAssessmentId))
      .where(and(eq(participantAssessments.userId, world.people.P2.id), eq(assessmentRatings.assessmentPartId, world.blocks.A)))
      .orderBy(participantAssessments.id)
      .limit(1);
    // Pressing −1 sets it; pressing it again clears it back to 0.
    const press = async (updatedAt: string) => {
      const res = await ctx.api({
        method: 'PUT',
        url: `/ratings/${rating?.id ?? 0}`,
        token: admin.token,
        payload: { rating: { pressed: -1, updatedAt } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { rating: number; updatedAt: string };
    };
    const changed = await press(rating?.updatedAt.toISOString() ?? '');
    expect(changed.rating).toBe(-1);
    try {
      // P2 on A: S1 −1 (was 0), S2 0: now improved too.
      const body = await resultsOf(ctx, admin.token, world.course.id);
      expect(figures(body.blocks)[0]).toEqual(['Greets the caller', 3, 3, 2, 3, 3, 100]);
    } finally {
      expect((await press(changed.updatedAt)).rating).toBe(0);
    }
  });
});
