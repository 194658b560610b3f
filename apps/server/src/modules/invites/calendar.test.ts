import { calendarShiftSchema, MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { calls, courseEvents, courseParticipants, participantSlots, rooms } from '../../db/schema';
import { apiTest, insertCourse, insertInvite, insertShift, qualify, type Session, signInEachRole } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { TIMES } from './test-fixtures';

const it = apiTest;

interface Item {
  id: number;
  myCalls?: Array<{ id: number; begins: string; ends: string; joinUrl: string | null }>;
  myStatus: string | null;
  myInviteId: number | null;
  swapInviteId: number | null;
}

/** A month in the future that no other test of this file touches. */
const FROM = '2031-03-01T00:00:00Z';
const TO = '2031-04-01T00:00:00Z';
const range = `start_time=${encodeURIComponent(FROM)}&end_time=${encodeURIComponent(TO)}`;
const at = (iso: string) => new Date(iso);

describe(`calendar feeds (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  let coach: Session;
  let rp: Session;
  let participant: Session;
  const shifts: Record<string, { id: number }> = {};
  const invites: Record<string, { id: number }> = {};

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    const db = ctx.database.db;
    ({ admin, sc, coach, rp, participant } = await signInEachRole(ctx));
    const giver = await ctx.createUser({ roles: ['rp'] });
    const course = await insertCourse(db, { name: 'Calendar Course', clientName: 'Calendar Client' });
    const strict = await insertCourse(db, { name: 'Strict Calendar' });
    await qualify(db, giver.id, strict.id);

    const make = async (key: string, begins: string, opts: { courseId?: number; cohortName?: string; hours?: number } = {}) => {
      shifts[key] = await insertShift(db, opts.courseId ?? course.id, { begins: at(begins), ...opts });
    };
    await make('accepted', '2031-03-03T14:00:00Z', { cohortName: 'Cohort A' });
    await make('invited', '2031-03-04T14:00:00Z');
    await make('offeredByMe', '2031-03-05T14:00:00Z');
    await make('rejected', '2031-03-06T14:00:00Z');
    await make('openSwap', '2031-03-07T14:00:00Z');
    await make('namedForMe', '2031-03-08T14:00:00Z');
    await make('namedForOther', '2031-03-09T14:00:00Z');
    await make('unqualifiedSwap', '2031-03-10T14:00:00Z', { courseId: strict.id });
    await make('rejectedButOffered', '2031-03-11T14:00:00Z');
    await make('rejectedButNamed', '2031-03-11T18:00:00Z');
    await make('nobody', '2031-03-12T14:00:00Z');
    // Begins before the range and reaches into it; another ends exactly when the range starts.
    await make('straddling', '2031-02-28T22:00:00Z', { hours: 4 });
    await make('endsAtStart', '2031-02-28T21:00:00Z', { hours: 3 });
    await make('after', '2031-04-01T00:00:00Z');

    const me = rp.user.id;
    invites.accepted = await insertInvite(db, shifts.accepted?.id ?? 0, me, 'accepted');
    invites.invited = await insertInvite(db, shifts.invited?.id ?? 0, me, 'invited');
    invites.offeredByMe = await insertInvite(db, shifts.offeredByMe?.id ?? 0, me, 'swap_requested');
    invites.rejected = await insertInvite(db, shifts.rejected?.id ?? 0, me, 'rejected');
    invites.openSwap = await insertInvite(db, shifts.openSwap?.id ?? 0, giver.id, 'swap_requested');
    invites.namedForMe = await insertInvite(db, shifts.namedForMe?.id ?? 0, giver.id, 'swap_requested', { swapToUserId: me });
    invites.namedForOther = await insertInvite(db, shifts.namedForOther?.id ?? 0, giver.id, 'swap_requested', {
      swapToUserId: admin.user.id,
    });
    invites.unqualifiedSwap = await insertInvite(db, shifts.unqualifiedSwap?.id ?? 0, giver.id, 'swap_requested');
    invites.myDecline = await insertInvite(db, shifts.rejectedButOffered?.id ?? 0, me, 'rejected');
    invites.rejectedButOffered = await insertInvite(db, shifts.rejectedButOffered?.id ?? 0, giver.id, 'swap_requested');
    invites.myNamedDecline = await insertInvite(db, shifts.rejectedButNamed?.id ?? 0, me, 'rejected');
    invites.rejectedButNamed = await insertInvite(db, shifts.rejectedButNamed?.id ?? 0, giver.id, 'swap_requested', {
      swapToUserId: me,
    });
    invites.straddling = await insertInvite(db, shifts.straddling?.id ?? 0, me, 'accepted');
    invites.endsAtStart = await insertInvite(db, shifts.endsAtStart?.id ?? 0, me, 'accepted');
    invites.after = await insertInvite(db, shifts.after?.id ?? 0, me, 'accepted');
  });

  const feed = (session: Session, query = range) =>
    ctx.api({ method: 'GET', url: `/course_events?${query}`, token: session.token });
  const byId = (items: Item[]) => new Map(items.map((i) => [i.id, i]));
  const idOf = (key: string) => shifts[key]?.id;
  /** A shift of Calendar Course (3 hours from `begins`) as a feed shows it; `extra` for what differs. */
  const shownShift = (key: string, begins: string, extra: Record<string, unknown> = {}) => ({
    id: idOf(key),
    type: 'roleplay',
    begins,
    ends: new Date(new Date(begins).getTime() + 3 * 3_600_000).toISOString(),
    courseId: expect.any(Number),
    courseName: 'Calendar Course',
    clientName: 'Calendar Client',
    cohortName: null,
    myStatus: null,
    myInviteId: null,
    swapInviteId: null,
    answerBy: null,
    myCalls: [],
    ...extra,
  });

  describe('GET /course_events', () => {
    it('needs a session', async () => {
      expect((await ctx.api({ method: 'GET', url: `/course_events?${range}` })).statusCode).toBe(401);
    });

    it('names the bad query field and refuses more than 100 days', async () => {
      const cases: Array<[string, string]> = [
        ['', 'start_time'],
        [`start_time=${encodeURIComponent(FROM)}`, 'end_time'],
        ['start_time=yesterday&end_time=2031-03-01T00:00:00Z', 'start_time'],
        [`start_time=${encodeURIComponent(FROM)}&end_time=abc`, 'end_time'],
        [`start_time=${encodeURIComponent(TO)}&end_time=${encodeURIComponent(FROM)}`, 'end_time'],
        [`start_time=${encodeURIComponent(FROM)}&end_time=${encodeURIComponent('2031-06-10T00:00:00Z')}`, 'end_time'],
      ];
      for (const [query, field] of cases) {
        const res = await feed(admin, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(field);
      }
      const hundred = await feed(
        admin,
        `start_time=${encodeURIComponent(FROM)}&end_time=${encodeURIComponent('2031-06-09T00:00:00Z')}`,
      );
      expect(hundred.statusCode).toBe(200);
    });

    it('shows admin and sc every shift overlapping the range, joined to course, client and cohort', async () => {
      const expected = [
        'straddling',
        'accepted',
        'invited',
        'offeredByMe',
        'rejected',
        'openSwap',
        'namedForMe',
        'namedForOther',
        'unqualifiedSwap',
        'rejectedButOffered',
        'rejectedButNamed',
        'nobody',
      ].map(idOf);
      for (const session of [admin, sc]) {
        const res = await feed(session);
        expect(res.statusCode).toBe(200);
        expect(res.json().map((s: Item) => s.id)).toEqual(expected);
      }
      const first = (await feed(admin)).json()[1];
      expect(first).toEqual(shownShift('accepted', '2031-03-03T14:00:00.000Z', { cohortName: 'Cohort A' }));
      // The admin is named in one direct swap: it shows as offered to them.
      expect(byId((await feed(admin)).json()).get(idOf('namedForOther') ?? 0)?.swapInviteId).toBe(invites.namedForOther?.id);
    });

    // The managers' feed is JSON text written by the database (allShiftsFeedJson): it must be what
    // the route's schema would write, field for field, for every kind of row.
    it("writes the managers' feed in the schema's shape: own invite, offer, no cohort, no call", async () => {
      const own = await insertInvite(ctx.database.db, idOf('nobody') ?? 0, sc.user.id, 'accepted');
      const res = await feed(sc);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json() as unknown[];
      expect(z.array(calendarShiftSchema).parse(body)).toEqual(body);
      expect(byId(body as Item[]).get(idOf('nobody') ?? 0)).toMatchObject({ myStatus: 'accepted', myInviteId: own.id });
      expect(byId(body as Item[]).get(idOf('invited') ?? 0)).toEqual(shownShift('invited', '2031-03-04T14:00:00.000Z'));
      // A range with no shift is an empty list.
      const empty = await feed(
        sc,
        `start_time=${encodeURIComponent('2040-01-01T00:00:00Z')}&end_time=${encodeURIComponent('2040-01-02T00:00:00Z')}`,
      );
      expect(empty.json()).toEqual([]);
    });

    it('shows a role-player their own places and the swaps offered to them, and hides what they declined unless named', async () => {
      const res = await feed(rp);
      expect(res.statusCode).toBe(200);
      const items: Item[] = res.json();
      expect(items.map((s) => s.id)).toEqual(
        ['straddling', 'accepted', 'invited', 'offeredByMe', 'openSwap', 'namedForMe', 'rejectedButNamed'].map(idOf),
      );
      const map = byId(items);
      expect(map.get(idOf('accepted') ?? 0)).toMatchObject({
        myStatus: 'accepted',
        myInviteId: invites.accepted?.id,
        swapInviteId: null,
      });
      expect(map.get(idOf('invited') ?? 0)).toMatchObject({ myStatus: 'invited', myInviteId: invites.invited?.id });
      expect(map.get(idOf('offeredByMe') ?? 0)).toMatchObject({ myStatus: 'swap_requested', swapInviteId: null });
      expect(map.get(idOf('openSwap') ?? 0)).toMatchObject({
        myStatus: null,
        myInviteId: null,
        swapInviteId: invites.openSwap?.id,
      });
      expect(map.get(idOf('namedForMe') ?? 0)).toMatchObject({ myStatus: null, swapInviteId: invites.namedForMe?.id });
      // Declined, then offered to all: not offered back. Declined, then named by the holder: offered.
      expect(map.has(idOf('rejectedButOffered') ?? 0)).toBe(false);
      expect(map.get(idOf('rejectedButNamed') ?? 0)).toMatchObject({
        myStatus: 'rejected',
        myInviteId: invites.myNamedDecline?.id,
        swapInviteId: invites.rejectedButNamed?.id,
      });
      // Exactly what the route's schema writes (ownShiftsInRange through the presenter).
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(z.array(calendarShiftSchema).parse(items)).toEqual(items);
      expect(map.get(idOf('openSwap') ?? 0)).toEqual(
        shownShift('openSwap', '2031-03-07T14:00:00.000Z', { swapInviteId: invites.openSwap?.id }),
      );
    });

    it('shows a coach no role-player swaps, and a participant nothing of shifts they are not in', async () => {
      expect((await feed(coach)).json()).toEqual([]);
      const res = await feed(participant);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("shows a participant the roleplay shifts they sit in a call of, with their call's time, and their invites", async () => {
      const db = ctx.database.db;
      const course = await insertCourse(db, {
        name: 'Participant Calendar',
        components: [
          { type: 'Scenario', duration: 20 },
          { type: 'Scenario', duration: 25 },
        ],
      });
      const roleplay = await insertShift(db, course.id, { begins: at('2031-03-20T14:00:00Z'), hours: 5 });
      const other = await insertShift(db, course.id, { begins: at('2031-03-21T14:00:00Z') });
      const live = await insertShift(db, course.id, { begins: at('2031-03-22T14:00:00Z'), type: 'live' });
      const outside = await insertShift(db, course.id, { begins: at('2031-04-03T14:00:00Z') });
      const someoneElse = await ctx.createUser({ roles: ['participant'] });
      const learner = await ctx.signIn('participant');
      const seat = async (eventId: number, blockNumber: number, userId: number) => {
        const [call] = await db.insert(calls).values({ eventId, blockNumber }).returning();
        // A participant in a call is enrolled in its course.
        await db.insert(courseParticipants).values({ courseId: course.id, userId }).onConflictDoNothing();
        await db.insert(participantSlots).values({ callId: call?.id ?? 0, eventId, blockNumber, userId });
      };
      await seat(roleplay.id, 2, learner.user.id);
      await seat(other.id, 0, someoneElse.id);
      await seat(outside.id, 0, learner.user.id);
      const invite = await insertInvite(db, live.id, learner.user.id, 'accepted');

      const items = (await feed(learner)).json();
      expect(items.map((s: Item) => s.id)).toEqual([roleplay.id, live.id]);
      expect(items[0]).toMatchObject({
        type: 'roleplay',
        courseName: 'Participant Calendar',
        myStatus: null,
        myCalls: [{ begins: '2031-03-20T15:30:00.000Z', ends: '2031-03-20T16:15:00.000Z', joinUrl: null }],
      });
      expect(items[1]).toMatchObject({ type: 'live', myStatus: 'accepted', myInviteId: invite.id, myCalls: [] });
      // Staff do not see the participant's calls as theirs.
      expect(byId((await feed(admin)).json()).get(roleplay.id)?.myCalls).toEqual([]);
    });

    it("shows a participant each of their calls of one shift with its own time and link, or the phone room's numbers", async () => {
      const db = ctx.database.db;
      const course = await insertCourse(db, {
        name: 'Two Calls',
        components: [
          { type: 'Scenario', duration: 30 },
          { type: 'Scenario', duration: 30 },
        ],
      });
      const [custom] = await db.insert(rooms).values({ name: 'Two Calls Bridge', roomType: 'custom' }).returning();
      const [phone] = await db
        .insert(rooms)
        .values({ name: 'Two Calls Phone', roomType: 'phone', localNumber: '416-555-0100', tollFreeNumber: '1-800-555-0100' })
        .returning();
      const online = await insertShift(db, course.id, { begins: at('2031-03-24T13:00:00Z'), hours: 6 });
      const dialled = await insertShift(db, course.id, { begins: at('2031-03-25T13:00:00Z'), hours: 6 });
      await db
        .update(courseEvents)
        .set({ roomId: custom?.id ?? 0 })
        .where(eq(courseEvents.id, online.id));
      await db
        .update(courseEvents)
        .set({ roomId: phone?.id ?? 0 })
        .where(eq(courseEvents.id, dialled.id));
      const session = await ctx.signIn('participant');
      const seat = async (eventId: number, blockNumber: number, meetingUrl: string | null) => {
        const [call] = await db.insert(calls).values({ eventId, blockNumber, meetingUrl }).returning();
        await db.insert(courseParticipants).values({ courseId: course.id, userId: session.user.id }).onConflictDoNothing();
        await db.insert(participantSlots).values({ callId: call?.id ?? 0, eventId, blockNumber, userId: session.user.id });
        return call?.id ?? 0;
      };
      const late = await seat(online.id, 3, 'https://meet.example.com/late');
      const early = await seat(online.id, 0, 'https://meet.example.com/early');
      const phoneCall = await seat(dialled.id, 1, null);

      const items = (await feed(session)).json() as Array<Item & { myCalls: unknown[] }>;
      expect(z.array(calendarShiftSchema).parse(items)).toEqual(items);
      expect(items.map((s) => s.id)).toEqual([online.id, dialled.id]);
      expect(items[0]?.myCalls).toEqual([
        {
          id: early,
          begins: '2031-03-24T13:00:00.000Z',
          ends: '2031-03-24T14:00:00.000Z',
          joinUrl: 'https://meet.example.com/early',
          localNumber: null,
          tollFreeNumber: null,
        },
        {
          id: late,
          begins: '2031-03-24T16:00:00.000Z',
          ends: '2031-03-24T17:00:00.000Z',
          joinUrl: 'https://meet.example.com/late',
          localNumber: null,
          tollFreeNumber: null,
        },
      ]);
      expect(items[1]?.myCalls).toEqual([
        {
          id: phoneCall,
          begins: '2031-03-25T14:00:00.000Z',
          ends: '2031-03-25T15:00:00.000Z',
          joinUrl: null,
          localNumber: '416-555-0100',
          tollFreeNumber: '1-800-555-0100',
        },
      ]);
    });
  });

  describe('GET /users/{id}/event_invites', () => {
    const url = (id: number, query = range) => `/users/${id}/event_invites?${query}`;

    it('needs a session, and is for oneself unless the caller manages shifts', async () => {
      expect((await ctx.api({ method: 'GET', url: url(rp.user.id) })).statusCode).toBe(401);
      for (const session of [coach, participant]) {
        const res = await ctx.api({ method: 'GET', url: url(rp.user.id), token: session.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('You can see only your own invitations');
      }
      const own = await ctx.api({ method: 'GET', url: url(participant.user.id), token: participant.token });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([]);
      expect((await ctx.api({ method: 'GET', url: url(999_999), token: admin.token })).statusCode).toBe(404);
    });

    it('names the bad field', async () => {
      const bad = await ctx.api({ method: 'GET', url: url(rp.user.id, 'start_time=abc'), token: rp.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('start_time');
      const badId = await ctx.api({ method: 'GET', url: `/users/abc/event_invites?${range}`, token: rp.token });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toContain('id');
      expect(MESSAGES.forbidden).toBeTruthy();
    });

    it("lists the user's places on shifts in the range with each shift, declined ones left out", async () => {
      for (const session of [rp, sc]) {
        const res = await ctx.api({ method: 'GET', url: url(rp.user.id), token: session.token });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.map((i: { id: number }) => i.id)).toEqual(
          [invites.straddling, invites.accepted, invites.invited, invites.offeredByMe].map((i) => i?.id),
        );
        expect(body[1]).toMatchObject({
          id: invites.accepted?.id,
          status: 'accepted',
          user: { id: rp.user.id },
          eventType: 'roleplay',
          eventId: idOf('accepted'),
          shift: {
            id: idOf('accepted'),
            cohortName: 'Cohort A',
            myStatus: 'accepted',
            myInviteId: invites.accepted?.id,
            swapInviteId: null,
          },
        });
      }
      const day = `start_time=${encodeURIComponent('2031-03-04T00:00:00Z')}&end_time=${encodeURIComponent('2031-03-05T00:00:00Z')}`;
      const one = await ctx.api({ method: 'GET', url: url(rp.user.id, day), token: rp.token });
      expect(one.json().map((i: { id: number }) => i.id)).toEqual([invites.invited?.id]);
      expect(TIMES.DAY).toBeGreaterThan(0);
    });
  });
});
