import { CSV_REPORTS, MESSAGES, formatDate as reportDate, formatTime as reportTime } from '@app/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect } from 'vitest';
import { auditLog, calls, participantSlots, users } from '../../db/schema';
import {
  apiTest,
  DAY,
  enrol,
  HOUR,
  insertAssessment,
  insertAvailability,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  insertShift,
  namedFields,
  qualify,
  type Session,
} from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

const MINUTE = 60_000;
const RP_URL = CSV_REPORTS.roleplayerAttendance.path;
const PARTICIPANT_URL = CSV_REPORTS.participantAttendance.path;
const SCHEDULED_URL = CSV_REPORTS.scheduled.path;
const TIMELINE_URL = '/resource_availability';

type Csv = Array<Record<string, string>>;

/** A CSV answer read back: its bytes decoded from Windows-1252 and parsed into rows keyed by header. */
function readCsv(res: { rawPayload: Buffer }): Csv {
  return parse(iconv.decode(res.rawPayload, 'win1252'), { columns: true });
}

const query = (params: Record<string, string | number[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(
      ([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(',') : v]]),
    ),
  ).toString();

/**
 * A world made through the app where it can be (invites answered, swapped and taken through the
 * invite routes) and written straight into the tables where the app refuses to go back in time
 * (a shift that has ended, its calls and assessments):
 * - course A (client with é, ü, ç and an emoji in names), call length 30 + 20 = 50 minutes;
 * - `past`: ended 9 days ago, cohort 'Cohort Ü'; coach accepted, Ann accepted, Bea declined, Cid never
 *   answered, Dee offered a swap nobody took, Eve took Fay's shift by swap (audit trail);
 *   participants: Zoë (block 1, assessed), Çelik (block 2, not assessed);
 * - `future`: in 7 days, cohort 'Cohort Two'; through the API: Ann accepts, Bea declines, Cid is left
 *   invited, Dee accepts then offers a swap that Eve takes; participant Zoë in block 1;
 * - `other`: a shift of course B inside the window, and `outside`: course A, 40 days ago.
 */
const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx, sc }) => {
  const db = ctx.database.db;
  const person = (name: string) => ctx.signIn('rp').then(async (s) => rename(s, name));
  const rename = async (s: Session, name: string) => {
    await db.update(users).set({ name }).where(eq(users.id, s.user.id));
    return { ...s, user: { ...s.user, name } };
  };
  const coach = await rename(await ctx.signIn('coach'), 'Coach Céline');
  const ann = await person('Ann Aimée');
  const bea = await person('Bea Brügge');
  const cid = await person('Cid');
  const dee = await person('Dee');
  const eve = await person('Eve');
  const fay = await person('Fay');
  const formula = await person('=HYPERLINK("x")');

  const courseA = await insertCourse(db, {
    name: 'Négociation façile',
    clientName: 'Zoë Bank 😀',
    components: [
      { type: 'Scenario', duration: 30 },
      { type: 'Scenario', duration: 20 },
    ],
  });
  const courseB = await insertCourse(db, { name: 'Other Course', components: [{ type: 'Scenario', duration: 15 }] });

  const pastBegins = new Date(Date.now() - 9 * DAY);
  const past = await insertRoleplayShift(db, courseA.id, {
    begins: pastBegins,
    hours: 3,
    cohortName: 'Cohort Ü',
    coachId: coach.user.id,
  });
  await insertInvite(db, past.id, coach.user.id, 'accepted');
  await insertInvite(db, past.id, ann.user.id, 'accepted');
  await insertInvite(db, past.id, bea.user.id, 'rejected');
  await insertInvite(db, past.id, cid.user.id, 'invited');
  await insertInvite(db, past.id, dee.user.id, 'swap_requested');
  await insertInvite(db, past.id, formula.user.id, 'rejected');
  const taken = await insertInvite(db, past.id, eve.user.id, 'accepted');
  await db.insert(auditLog).values({
    actorId: eve.user.id,
    action: 'invite_swap_taken',
    entity: 'event_invite',
    entityId: taken.id,
    data: { eventId: past.id, userId: eve.user.id, from: 'swap_requested', to: 'accepted', giverId: fay.user.id },
  });

  const zoe = await ctx.createUser({ roles: ['participant'], name: 'Zoë Zürich', email: 'zoe@example.com' });
  const celik = await ctx.createUser({ roles: ['participant'], name: 'Çelik', email: 'celik@example.com' });
  const [call0] = await db.insert(calls).values({ eventId: past.id, blockNumber: 0 }).returning();
  const [call1] = await db.insert(calls).values({ eventId: past.id, blockNumber: 1 }).returning();
  if (!call0 || !call1) throw new Error('calls');
  // Participants in calls are enrolled in the course.
  for (const p of [zoe, celik]) await enrol(db, courseA.id, p.id);
  await db.insert(participantSlots).values([
    { callId: call0.id, eventId: past.id, blockNumber: 0, userId: zoe.id, addedToEvent: true },
    { callId: call1.id, eventId: past.id, blockNumber: 1, userId: celik.id },
  ]);
  await insertAssessment(db, past.id, zoe.id, { completed: true });
  await insertAssessment(db, past.id, celik.id, { completed: false });

  const future = await insertRoleplayShift(db, courseA.id, { daysAhead: 7, cohortName: 'Cohort Two' });
  const invited = await ctx.api({
    method: 'PUT',
    url: `/roleplay_shifts/${future.id}/invite`,
    token: sc.token,
    payload: { invites: { userIds: [ann.user.id, bea.user.id, cid.user.id, dee.user.id] } },
  });
  if (invited.statusCode !== 200) throw new Error(invited.body);
  const inviteOf = (userId: number) =>
    (invited.json() as Array<{ id: number; user: { id: number } }>).find((i) => i.user.id === userId)?.id;
  const answer = async (who: Session, path: string, id: number | undefined) => {
    const res = await ctx.api({ method: 'PUT', url: `/role_players/${path}/${id}`, token: who.token });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  };
  await answer(ann, 'accept_event', inviteOf(ann.user.id));
  await answer(bea, 'reject_event', inviteOf(bea.user.id));
  await answer(dee, 'accept_event', inviteOf(dee.user.id));
  await answer(dee, 'swap_event', inviteOf(dee.user.id));
  await answer(eve, 'accept_swap_event', inviteOf(dee.user.id));
  const [futureCall] = await db.insert(calls).values({ eventId: future.id, blockNumber: 0 }).returning();
  if (!futureCall) throw new Error('call');
  await db.insert(participantSlots).values({ callId: futureCall.id, eventId: future.id, blockNumber: 0, userId: zoe.id });

  const other = await insertRoleplayShift(db, courseB.id, { begins: new Date(Date.now() - 8 * DAY), cohortName: 'B1' });
  await insertInvite(db, other.id, ann.user.id, 'accepted');
  const outside = await insertRoleplayShift(db, courseA.id, { begins: new Date(Date.now() - 40 * DAY) });
  await insertInvite(db, outside.id, ann.user.id, 'accepted');

  const window = {
    start_time: new Date(Date.now() - 20 * DAY).toISOString(),
    end_time: new Date(Date.now() + 20 * DAY).toISOString(),
  };
  return { coach, ann, bea, cid, dee, eve, fay, formula, zoe, celik, courseA, courseB, past, future, other, outside, window };
});

const CSV_ROUTES = [RP_URL, PARTICIPANT_URL, SCHEDULED_URL];

describe(`reports (${testDbKind})`, () => {
  describe('access: admin and sc only', () => {
    it('refuses anonymous callers (401) and coaches, role-players and participants (403) on every report', async ({
      ctx,
      coach,
      rp,
      participant,
      world,
    }) => {
      for (const url of [...CSV_ROUTES, TIMELINE_URL]) {
        const full = `${url}?${query(world.window)}`;
        expect((await ctx.api({ method: 'GET', url: full })).statusCode, url).toBe(401);
        for (const who of [coach, rp, participant]) {
          const res = await ctx.api({ method: 'GET', url: full, token: who.token });
          expect(res.statusCode, `${url} ${who.user.roles}`).toBe(403);
        }
      }
    });

    it('answers admins and shift coordinators with the file under its fixed name, in Windows-1252', async ({
      ctx,
      admin,
      sc,
      world,
    }) => {
      const files = [
        [RP_URL, CSV_REPORTS.roleplayerAttendance.fileName],
        [PARTICIPANT_URL, CSV_REPORTS.participantAttendance.fileName],
        [SCHEDULED_URL, CSV_REPORTS.scheduled.fileName],
      ] as const;
      for (const [url, fileName] of files) {
        for (const who of [admin, sc]) {
          const res = await ctx.api({ method: 'GET', url: `${url}?${query(world.window)}`, token: who.token });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
          expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
        }
      }
      const week = {
        start_time: world.window.start_time,
        end_time: new Date(Date.parse(world.window.start_time) + 7 * DAY).toISOString(),
      };
      const timeline = await ctx.api({ method: 'GET', url: `${TIMELINE_URL}?${query(week)}`, token: sc.token });
      expect(timeline.statusCode, timeline.body).toBe(200);
    });
  });

  describe('bad input: 400 naming the parameter, nothing else', () => {
    it('needs both From and To on the attendance reports', async ({ ctx, admin, world }) => {
      for (const url of [RP_URL, PARTICIPANT_URL]) {
        const noStart = await ctx.api({
          method: 'GET',
          url: `${url}?${query({ end_time: world.window.end_time })}`,
          token: admin.token,
        });
        expect(noStart.statusCode).toBe(400);
        expect(noStart.json().error).toBe(MESSAGES.pickBothToAndFrom);
        expect(namedFields(noStart)).toContain('start_time');
        const noEnd = await ctx.api({
          method: 'GET',
          url: `${url}?${query({ start_time: world.window.start_time })}`,
          token: admin.token,
        });
        expect(noEnd.statusCode).toBe(400);
        expect(noEnd.json().error).toBe(MESSAGES.pickBothToAndFrom);
        expect(namedFields(noEnd)).toContain('end_time');
        const neither = await ctx.api({ method: 'GET', url, token: admin.token });
        expect(neither.statusCode).toBe(400);
        expect(namedFields(neither)).toMatch(/start_time.*end_time/);
      }
    });

    it('refuses a To before From, malformed dates and malformed id lists', async ({ ctx, admin, world }) => {
      const cases: Array<[string, Record<string, string>, string]> = [
        [RP_URL, { start_time: world.window.end_time, end_time: world.window.start_time }, 'end_time'],
        [RP_URL, { start_time: 'yesterday', end_time: world.window.end_time }, 'start_time'],
        [PARTICIPANT_URL, { ...world.window, course_ids: '1,x' }, 'course_ids'],
        [PARTICIPANT_URL, { ...world.window, cohort_ids: '0' }, 'cohort_ids'],
        [SCHEDULED_URL, { cohort_ids: '3;4' }, 'cohort_ids'],
        [TIMELINE_URL, { start_time: world.window.start_time }, 'end_time'],
        [TIMELINE_URL, { ...world.window }, 'end_time'], // 40 days: more than the 8 a timeline may ask
        [
          TIMELINE_URL,
          { start_time: world.window.start_time, end_time: world.window.start_time.replace('Z', '+05:00'), roles: 'rp' },
          'end_time',
        ],
        [
          TIMELINE_URL,
          {
            start_time: world.window.start_time,
            end_time: new Date(Date.parse(world.window.start_time) + DAY).toISOString(),
            roles: 'rp,admin',
          },
          'roles',
        ],
        [
          TIMELINE_URL,
          {
            start_time: world.window.start_time,
            end_time: new Date(Date.parse(world.window.start_time) + DAY).toISOString(),
            per_page: '0',
          },
          'per_page',
        ],
        [
          TIMELINE_URL,
          {
            start_time: world.window.start_time,
            end_time: new Date(Date.parse(world.window.start_time) + DAY).toISOString(),
            page: '-1',
          },
          'page',
        ],
      ];
      for (const [url, params, field] of cases) {
        const res = await ctx.api({ method: 'GET', url: `${url}?${new URLSearchParams(params)}`, token: admin.token });
        expect(res.statusCode, `${url} ${JSON.stringify(params)} ${res.body}`).toBe(400);
        expect(namedFields(res), url).toContain(field);
      }
    });
  });

  describe('the files', () => {
    it('gives a file with only its header when nothing matches', async ({ ctx, admin }) => {
      const empty = { start_time: '2001-01-01T00:00:00Z', end_time: '2001-02-01T00:00:00Z' };
      for (const url of [RP_URL, PARTICIPANT_URL]) {
        const res = await ctx.api({ method: 'GET', url: `${url}?${query(empty)}`, token: admin.token });
        expect(res.statusCode).toBe(200);
        const text = iconv.decode(res.rawPayload, 'win1252');
        expect(text.split('\r\n')).toEqual([expect.stringMatching(/^Shift Date,Start,End,Shift Type,Client,Course,Cohort,/), '']);
      }
      const scheduled = await ctx.api({ method: 'GET', url: `${SCHEDULED_URL}?cohort_ids=2147483647`, token: admin.token });
      expect(iconv.decode(scheduled.rawPayload, 'win1252')).toMatch(/^Shift Date,[^\r\n]*Role-players\r\n$/);
    });

    it('writes é, ü and ç as single Windows-1252 bytes, spells an emoji, and neutralises formulas', async ({
      ctx,
      admin,
      world,
    }) => {
      const res = await ctx.api({ method: 'GET', url: `${RP_URL}?${query(world.window)}`, token: admin.token });
      const bytes = res.rawPayload;
      for (const byte of [0xe9, 0xfc, 0xe7]) expect(bytes.includes(byte), byte.toString(16)).toBe(true);
      // No UTF-8 sequences: é in UTF-8 is C3 A9.
      expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
      const text = iconv.decode(bytes, 'win1252');
      expect(text).toContain('Zoë Bank :grinning:');
      expect(text).toContain('Négociation façile');
      expect(text).not.toContain('?');
      const formulaRow = readCsv(res).find((r) => r.Name?.includes('HYPERLINK'));
      expect(formulaRow?.Name).toBe('\'=HYPERLINK("x")');
    });
  });

  describe('role-player attendance', () => {
    it('lists who was invited, accepted, declined, swapped and attended, matching a hand count', async ({
      ctx,
      admin,
      world,
    }) => {
      const res = await ctx.api({ method: 'GET', url: `${RP_URL}?${query(world.window)}`, token: admin.token });
      expect(res.statusCode).toBe(200);
      const rows = readCsv(res);
      const tz = ctx.config.timeZone;
      const of = (shiftDate: Date, course: string) =>
        rows.filter((r) => r['Shift Date'] === reportDate(shiftDate, tz) && r.Course === course);
      const count = (list: Csv, column: string) =>
        list.reduce<Record<string, number>>((acc, r) => {
          const key = r[column] ?? '';
          acc[key] = (acc[key] ?? 0) + 1;
          return acc;
        }, {});

      const past = of(world.past.begins, world.courseA.name);
      // Coach, Ann, Eve accepted; Bea and the formula declined; Cid invited; Dee offered; Fay gave hers away.
      expect(count(past, 'Status')).toEqual({ Accepted: 3, Declined: 2, Invited: 1, 'Swap requested': 1, 'Swapped away': 1 });
      expect(count(past, 'Attended')).toEqual({ Yes: 4, No: 4 });
      const byName = (list: Csv, name: string) => list.find((r) => r.Name === name);
      expect(byName(past, 'Coach Céline')).toMatchObject({ Place: 'Coach', Attended: 'Yes' });
      expect(byName(past, 'Dee')).toMatchObject({ Status: 'Swap requested', Attended: 'Yes' });
      expect(byName(past, 'Cid')).toMatchObject({ Status: 'Invited', Attended: 'No' });
      expect(byName(past, 'Eve')).toMatchObject({ Status: 'Accepted', 'Swapped With': 'Fay', Attended: 'Yes' });
      expect(byName(past, 'Fay')).toMatchObject({ Status: 'Swapped away', 'Swapped With': 'Eve', Attended: 'No' });
      expect(byName(past, 'Ann Aimée')).toMatchObject({
        Start: reportTime(world.past.begins, tz),
        End: reportTime(world.past.ends, tz),
        'Shift Type': 'Roleplay',
        Client: 'Zoë Bank :grinning:',
        Cohort: 'Cohort Ü',
        Place: 'Role-player',
      });

      const future = of(world.future.begins, world.courseA.name);
      // Made through the app: Ann accepted, Bea declined, Cid left invited, Dee's shift taken by Eve.
      expect(count(future, 'Status')).toEqual({ Accepted: 2, Declined: 1, Invited: 1, 'Swapped away': 1 });
      expect(byName(future, 'Eve')).toMatchObject({ Status: 'Accepted', 'Swapped With': 'Dee' });
      expect(byName(future, 'Dee')).toMatchObject({ Status: 'Swapped away', 'Swapped With': 'Eve' });
      // Not ended yet: attendance is not known.
      expect(count(future, 'Attended')).toEqual({ '': 5 });

      // The other course's shift is in the window; the 40-day-old one is not. Shifts come in time order.
      expect(of(world.other.begins, world.courseB.name)).toHaveLength(1);
      expect(rows).toHaveLength(past.length + future.length + 1);
      expect(rows.map((r) => r['Shift Date'])).toEqual(
        [...past, ...of(world.other.begins, world.courseB.name), ...future].map((r) => r['Shift Date']),
      );
    });

    it('narrows to courses and cohorts', async ({ ctx, admin, world }) => {
      const byCourse = await ctx.api({
        method: 'GET',
        url: `${RP_URL}?${query({ ...world.window, course_ids: [world.courseB.id] })}`,
        token: admin.token,
      });
      expect(readCsv(byCourse).map((r) => r.Course)).toEqual([world.courseB.name]);
      const byCohort = await ctx.api({
        method: 'GET',
        url: `${RP_URL}?${query({ ...world.window, cohort_ids: [world.future.cohortId as number] })}`,
        token: admin.token,
      });
      const cohorts = new Set(readCsv(byCohort).map((r) => r.Cohort));
      expect([...cohorts]).toEqual(['Cohort Two']);
    });

    it('reads a report larger than one page of shifts whole and in order', async ({ ctx, admin }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { name: 'Paging course' });
      // Two role-players, so that the two shifts of an hour are not one person's two places at once.
      const pagers = [
        await ctx.createUser({ roles: ['rp'], name: 'Pat Pager' }),
        await ctx.createUser({ roles: ['rp'], name: 'Sam Pager' }),
      ];
      const start = Date.parse('2030-01-01T12:00:00Z');
      // 205 shifts: more than one page of 200, two of them at the very same time (the key's tie).
      for (let i = 0; i < 205; i++) {
        const shift = await insertShift(db, course.id, { begins: new Date(start + Math.floor(i / 2) * HOUR), hours: 1 });
        await insertInvite(db, shift.id, pagers[i % 2]?.id ?? 0, 'accepted');
      }
      const res = await ctx.api({
        method: 'GET',
        url: `${RP_URL}?${query({ start_time: '2030-01-01T00:00:00Z', end_time: '2030-02-01T00:00:00Z' })}`,
        token: admin.token,
      });
      const rows = readCsv(res);
      expect(rows).toHaveLength(205);
      expect(new Set(rows.map((r) => `${r['Shift Date']} ${r.Start}`)).size).toBe(103);
    });
  });

  describe('participant attendance and the scheduled report', () => {
    it('lists participants in calls with their call time, calendar invite and attendance', async ({ ctx, admin, world }) => {
      const res = await ctx.api({ method: 'GET', url: `${PARTICIPANT_URL}?${query(world.window)}`, token: admin.token });
      const rows = readCsv(res);
      const tz = ctx.config.timeZone;
      expect(rows.map((r) => [r.Participant, r['Call Block'], r['Calendar Invite Sent'], r.Attended])).toEqual([
        ['Zoë Zürich', '1', 'Yes', 'Yes'],
        ['Çelik', '2', 'No', 'No'],
        ['Zoë Zürich', '1', 'No', ''],
      ]);
      expect(rows[1]?.['Call Time']).toBe(reportTime(new Date(world.past.begins.getTime() + 50 * MINUTE), tz));
      expect(rows[0]).toMatchObject({ Email: 'zoe@example.com', Cohort: 'Cohort Ü', 'Shift Type': 'Roleplay' });
    });

    it('lists the participants scheduled per shift and call for the chosen cohorts, with their role-players', async ({
      ctx,
      admin,
      world,
    }) => {
      const db = ctx.database.db;
      // A role-player in the future shift's call (through the API, as managers do it).
      const components = await ctx.api({
        method: 'GET',
        url: `/courses/${world.courseA.id}/scenario_components`,
        token: admin.token,
      });
      const [first] = components.json() as Array<{ id: number }>;
      const [futureCall] = await db.select().from(calls).where(eq(calls.eventId, world.future.id));
      const slot = await ctx.api({
        method: 'POST',
        url: '/call_slots',
        token: admin.token,
        payload: { callSlot: { callId: futureCall?.id, scenarioComponentId: first?.id, userId: world.ann.user.id } },
      });
      expect(slot.statusCode, slot.body).toBe(201);

      const res = await ctx.api({
        method: 'GET',
        url: `${SCHEDULED_URL}?${query({ cohort_ids: [world.future.cohortId as number] })}`,
        token: admin.token,
      });
      const rows = readCsv(res);
      expect(rows).toEqual([
        expect.objectContaining({
          Participant: 'Zoë Zürich',
          Cohort: 'Cohort Two',
          'Call Block': '1',
          'Call Time': reportTime(world.future.begins, ctx.config.timeZone),
          'Role-players': 'Ann Aimée',
        }),
      ]);
      const all = readCsv(await ctx.api({ method: 'GET', url: SCHEDULED_URL, token: admin.token }));
      expect(all.map((r) => r.Participant)).toEqual(['Zoë Zürich', 'Çelik', 'Zoë Zürich']);
    });
  });

  describe('resource availability', () => {
    it('pages over staff of the asked roles with their availability and only invited or accepted shifts', async ({
      ctx,
      admin,
      world,
    }) => {
      const db = ctx.database.db;
      const weekStart = new Date(world.future.begins.getTime() - 2 * DAY);
      const weekEnd = new Date(weekStart.getTime() + 7 * DAY);
      await insertAvailability(
        db,
        world.ann.user.id,
        new Date(weekStart.getTime() + HOUR),
        new Date(weekStart.getTime() + 5 * HOUR),
      );
      // Outside the week: not listed.
      await insertAvailability(
        db,
        world.ann.user.id,
        new Date(weekEnd.getTime() + DAY),
        new Date(weekEnd.getTime() + DAY + HOUR),
      );
      const range = { start_time: weekStart.toISOString(), end_time: weekEnd.toISOString() };

      const res = await ctx.api({
        method: 'GET',
        url: `${TIMELINE_URL}?${query({ ...range, roles: 'rp' })}&per_page=100`,
        token: admin.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const names = body.users.map((u: { name: string }) => u.name);
      expect(names).toEqual(expect.arrayContaining(['Ann Aimée', 'Bea Brügge', 'Eve']));
      expect(names).not.toContain('Coach Céline');
      expect(body.total).toBe(body.users.length);
      expect(body.availabilities.filter((a: { userId: number }) => a.userId === world.ann.user.id)).toHaveLength(1);
      const booked = body.events.filter((e: { eventId: number }) => e.eventId === world.future.id);
      // Ann accepted, Cid invited, Eve took Dee's: Bea declined and Dee gave hers away.
      expect(booked.map((e: { userId: number }) => e.userId).sort()).toEqual(
        [world.ann.user.id, world.cid.user.id, world.eve.user.id].sort(),
      );
      expect(booked[0]).toMatchObject({ courseName: world.courseA.name, clientName: 'Zoë Bank 😀', eventType: 'roleplay' });

      // Default roles take in the coach too; pages of 10 by name, keeping the total.
      for (let i = 0; i < 11; i++) await ctx.createUser({ roles: ['coach'], name: `Zed ${String(i).padStart(2, '0')}` });
      const pageOf = async (page: number) =>
        (
          await ctx.api({ method: 'GET', url: `${TIMELINE_URL}?${query(range)}&per_page=10&page=${page}`, token: admin.token })
        ).json();
      const [page1, page2] = [await pageOf(1), await pageOf(2)];
      expect(page1.users).toHaveLength(10);
      // The coaches (Céline and the Zeds) and the coordinator join the role-players.
      expect(page1.total).toBeGreaterThanOrEqual(body.total + 13);
      expect(page1.users.map((u: { name: string }) => u.name)).toContain('Coach Céline');
      const seen = new Set([...page1.users, ...page2.users].map((u: { id: number }) => u.id));
      expect(seen.size).toBe(page1.users.length + page2.users.length);
    });

    it('narrows people to those qualified for the chosen courses', async ({ ctx, admin, world }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { name: 'Qualified only' });
      await qualify(db, world.bea.user.id, course.id);
      const range = {
        start_time: world.window.start_time,
        end_time: new Date(Date.parse(world.window.start_time) + 7 * DAY).toISOString(),
      };
      const res = await ctx.api({
        method: 'GET',
        url: `${TIMELINE_URL}?${query({ ...range, course_ids: [course.id] })}`,
        token: admin.token,
      });
      expect(res.json().users.map((u: { name: string }) => u.name)).toEqual(['Bea Brügge']);
      const unknown = await ctx.api({
        method: 'GET',
        url: `${TIMELINE_URL}?${query({ ...range, course_ids: [2147483647] })}`,
        token: admin.token,
      });
      expect(unknown.json()).toEqual({ users: [], availabilities: [], events: [], total: 0 });
    });
  });
});
