import { MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, userAvailabilities, users } from '../../db/schema';
import { startOfDayInZone } from '../../lib/zoned-time';
import {
  apiTest,
  DAY,
  HOUR,
  insertAvailability,
  insertClient,
  insertCourse,
  namedFields,
  qualify,
  type Session,
} from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

interface AvailabilityBody {
  id: number;
  userId: number;
  startTime: string;
  endTime: string;
  title: string;
  updatedAt: string;
}

const listUrl = (userId: number) => `/users/${userId}/user_availabilities`;
const itemUrl = (userId: number, id: number) => `/users/${userId}/user_availabilities/${id}`;

/**
 * The shared preamble, plus the start of today in the business time zone, a second role-player, and
 * helpers that write times relative to today and create and read availabilities.
 */
const it = apiTest
  .extend('today', { scope: 'file' }, ({ ctx }) => startOfDayInZone(new Date(), ctx.config.timeZone).getTime())
  .extend('otherRp', { scope: 'file' }, ({ ctx }) => ctx.signIn('rp'))
  /** An ISO time `days` days after the start of today (business zone), at hour:minute. */
  .extend(
    'at',
    { scope: 'file' },
    ({ today }) =>
      (days: number, hour: number, minute = 0) =>
        new Date(today + days * DAY + hour * HOUR + minute * 60_000).toISOString(),
  )
  .extend(
    'create',
    { scope: 'file' },
    ({ ctx }) =>
      (who: Session, userId: number, startTime: string, endTime: string) =>
        ctx.api({
          method: 'POST',
          url: listUrl(userId),
          token: who.token,
          payload: { userAvailability: { startTime, endTime } },
        }),
  )
  .extend(
    'created',
    { scope: 'file' },
    ({ create }) =>
      async (who: Session, userId: number, startTime: string, endTime: string): Promise<AvailabilityBody> => {
        const res = await create(who, userId, startTime, endTime);
        if (res.statusCode !== 201) throw new Error(`availability create failed: ${res.statusCode} ${res.body}`);
        return res.json();
      },
  )
  .extend('rowOf', { scope: 'file' }, ({ ctx }) => async (id: number) => {
    const [row] = await ctx.database.db.select().from(userAvailabilities).where(eq(userAvailabilities.id, id));
    return row;
  })
  /** An availability that has already started, written straight into the table (history). */
  .extend('startedAvailability', { scope: 'file' }, ({ ctx }) => async (userId: number) => {
    const now = Date.now();
    return insertAvailability(ctx.database.db, userId, new Date(now - 2 * HOUR), new Date(now + HOUR));
  });

describe(`availability (${testDbKind})`, () => {
  describe('access', () => {
    it('needs a session on every route', async ({ ctx, rp, at }) => {
      const body = { userAvailability: { startTime: at(3, 10), endTime: at(3, 12) } };
      const calls = [
        ctx.api({ method: 'GET', url: listUrl(rp.user.id) }),
        ctx.api({ method: 'POST', url: listUrl(rp.user.id), payload: body }),
        ctx.api({ method: 'PUT', url: itemUrl(rp.user.id, 1), payload: body }),
        ctx.api({ method: 'DELETE', url: itemUrl(rp.user.id, 1) }),
        ctx.api({
          method: 'GET',
          url: `/availabilities?start_time=${encodeURIComponent(at(1, 0))}&end_time=${encodeURIComponent(at(5, 0))}`,
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe(MESSAGES.sessionExpired);
      }
    });

    it('refuses a participant, even for their own user id', async ({ ctx, participant, at, create }) => {
      const list = await ctx.api({ method: 'GET', url: listUrl(participant.user.id), token: participant.token });
      expect(list.statusCode).toBe(403);
      const add = await create(participant, participant.user.id, at(3, 10), at(3, 12));
      expect(add.statusCode).toBe(403);
      expect(add.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
    });

    it("refuses an rp or a coach another user's availability, changing nothing", async ({
      ctx,
      coach,
      rp,
      otherRp,
      at,
      created,
      rowOf,
    }) => {
      const theirs = await created(otherRp, otherRp.user.id, at(3, 9), at(3, 10));
      const body = { userAvailability: { startTime: at(3, 14), endTime: at(3, 15) } };
      for (const who of [rp, coach]) {
        const calls = await Promise.all([
          ctx.api({ method: 'GET', url: listUrl(otherRp.user.id), token: who.token }),
          ctx.api({ method: 'POST', url: listUrl(otherRp.user.id), token: who.token, payload: body }),
          ctx.api({ method: 'PUT', url: itemUrl(otherRp.user.id, theirs.id), token: who.token, payload: body }),
          ctx.api({ method: 'DELETE', url: itemUrl(otherRp.user.id, theirs.id), token: who.token }),
        ]);
        for (const res of calls) {
          expect(res.statusCode).toBe(403);
          expect(res.json().error).toBe(MESSAGES.forbidden);
        }
      }
      expect((await rowOf(theirs.id))?.startTime.toISOString()).toBe(theirs.startTime);
      const rows = await ctx.database.db.select().from(userAvailabilities).where(eq(userAvailabilities.userId, otherRp.user.id));
      expect(rows).toHaveLength(1);
    });

    it('keeps the managers list to admin and sc', async ({ ctx, admin, sc, coach, rp, participant, at }) => {
      const query = `/availabilities?start_time=${encodeURIComponent(at(1, 0))}&end_time=${encodeURIComponent(at(5, 0))}`;
      for (const who of [coach, rp, participant]) {
        const res = await ctx.api({ method: 'GET', url: query, token: who.token });
        expect(res.statusCode).toBe(403);
      }
      for (const who of [admin, sc]) {
        const res = await ctx.api({ method: 'GET', url: query, token: who.token });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe('creating', () => {
    it('adds own availability with the calendar title, and audits it', async ({ ctx, rp, at, create }) => {
      const res = await create(rp, rp.user.id, at(4, 10), at(4, 12));
      expect(res.statusCode).toBe(201);
      const body = res.json() as AvailabilityBody;
      expect(body).toMatchObject({ userId: rp.user.id, startTime: at(4, 10), endTime: at(4, 12), title: 'Available' });
      expect(Date.parse(body.updatedAt)).not.toBeNaN();
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user_availability'), eq(auditLog.entityId, body.id), eq(auditLog.action, 'create')));
      expect(entry).toMatchObject({ actorId: rp.user.id, data: { userId: rp.user.id } });

      const list = await ctx.api({ method: 'GET', url: listUrl(rp.user.id), token: rp.token });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((a: AvailabilityBody) => a.id)).toContain(body.id);
    });

    it("lets an sc and an admin add another user's availability", async ({ ctx, admin, sc, coach, at, create }) => {
      const bySc = await create(sc, coach.user.id, at(5, 8), at(5, 9));
      expect(bySc.statusCode).toBe(201);
      expect(bySc.json().userId).toBe(coach.user.id);
      const byAdmin = await create(admin, coach.user.id, at(5, 9), at(5, 10));
      expect(byAdmin.statusCode).toBe(201);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user_availability'), eq(auditLog.entityId, bySc.json().id)));
      expect(entry?.actorId).toBe(sc.user.id);
    });

    it('allows a start at the very beginning of today', async ({ ctx, at, create }) => {
      const early = await ctx.signIn('coach');
      const res = await create(early, early.user.id, at(0, 0), at(0, 0, 30));
      expect(res.statusCode).toBe(201);
    });

    it('refuses a start before today, an end not after the start, bad dates and more than 14 days, naming the field', async ({
      ctx,
      rp,
      at,
      create,
    }) => {
      const yesterday = await create(rp, rp.user.id, at(-1, 10), at(-1, 12));
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json()).toMatchObject({ code: 'availability_in_past' });
      expect(yesterday.json().error).toContain('startTime');
      expect(yesterday.json().error).toContain('before today');

      const reversed = await create(rp, rp.user.id, at(6, 12), at(6, 10));
      expect(reversed.statusCode).toBe(400);
      expect(namedFields(reversed)).toContain('endTime');
      const empty = await create(rp, rp.user.id, at(6, 12), at(6, 12));
      expect(empty.statusCode).toBe(400);

      const badText = await create(rp, rp.user.id, 'next tuesday', at(6, 12));
      expect(badText.statusCode).toBe(400);
      expect(namedFields(badText)).toContain('startTime');
      const noZone = await create(rp, rp.user.id, '2030-01-01T10:00:00', at(6, 12));
      expect(noZone.statusCode).toBe(400);

      const tooLong = await create(rp, rp.user.id, at(6, 0), at(20, 1));
      expect(tooLong.statusCode).toBe(400);
      expect(namedFields(tooLong)).toContain('endTime');
      expect(tooLong.json().error).toContain('14 days');
      const fourteen = await create(rp, rp.user.id, at(30, 0), at(44, 0));
      expect(fourteen.statusCode).toBe(201);

      const rows = await ctx.database.db.select().from(userAvailabilities).where(eq(userAvailabilities.userId, rp.user.id));
      expect(rows.some((r) => r.startTime.toISOString() === at(-1, 10) || r.startTime.toISOString() === at(6, 0))).toBe(false);
    });

    it('refuses availability for a participant account and for an unknown user', async ({
      ctx,
      admin,
      sc,
      participant,
      at,
      create,
    }) => {
      const forParticipant = await create(sc, participant.user.id, at(3, 10), at(3, 12));
      expect(forParticipant.statusCode).toBe(400);
      const unknown = await create(sc, 999_999, at(3, 10), at(3, 12));
      expect(unknown.statusCode).toBe(404);
      const list = await ctx.api({ method: 'GET', url: listUrl(999_999), token: admin.token });
      expect(list.statusCode).toBe(404);
    });

    it('refuses an overlap with 409 naming the clash, and allows touching ends', async ({
      ctx,
      sc,
      otherRp,
      at,
      create,
      created,
    }) => {
      const who = await ctx.signIn('rp');
      const first = await created(who, who.user.id, at(8, 10), at(8, 12));
      const overlap = await create(who, who.user.id, at(8, 11), at(8, 13));
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json()).toMatchObject({ code: 'availability_overlap', details: { availability: { id: first.id } } });
      expect(overlap.json().error).toMatch(
        /^This overlaps your availability from \w{3} \w{3} \d{1,2} \d{4}, 10:00 to \w{3} \w{3} \d{1,2} \d{4}, 12:00$/,
      );
      const inside = await create(who, who.user.id, at(8, 10, 30), at(8, 11));
      expect(inside.statusCode).toBe(409);
      // As another user sees it.
      const bySc = await create(sc, who.user.id, at(8, 9), at(8, 10, 1));
      expect(bySc.statusCode).toBe(409);
      expect(bySc.json().error).toContain(`${who.user.name}'s availability`);

      expect((await create(who, who.user.id, at(8, 12), at(8, 14))).statusCode).toBe(201);
      expect((await create(who, who.user.id, at(8, 8), at(8, 10))).statusCode).toBe(201);
      // Another user's availability at the same time is no clash.
      expect((await create(otherRp, otherRp.user.id, at(8, 10), at(8, 12))).statusCode).toBe(201);
      const rows = await ctx.database.db.select().from(userAvailabilities).where(eq(userAvailabilities.userId, who.user.id));
      expect(rows).toHaveLength(3);
    });

    it.skipIf(testDbKind !== 'postgres')(
      'lets exactly one of ten simultaneous overlapping requests through',
      async ({ ctx, at, create }) => {
        const who = await ctx.signIn('coach');
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) => create(who, who.user.id, at(12, 9, i), at(12, 11, i))),
        );
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([201, ...Array(9).fill(409)]);
        for (const res of results.filter((r) => r.statusCode === 409)) {
          expect(res.json().error).toContain('This overlaps your availability');
        }
        const rows = await ctx.database.db.select().from(userAvailabilities).where(eq(userAvailabilities.userId, who.user.id));
        expect(rows).toHaveLength(1);
      },
    );
  });

  describe('listing one user', () => {
    it('limits to the items overlapping start_time and end_time, ordered by start', async ({ ctx, sc, at, created }) => {
      const who = await ctx.signIn('rp');
      const a = await created(who, who.user.id, at(20, 8), at(20, 10));
      const b = await created(who, who.user.id, at(21, 8), at(21, 10));
      const c = await created(who, who.user.id, at(22, 8), at(22, 10));
      const window = `start_time=${encodeURIComponent(at(20, 9))}&end_time=${encodeURIComponent(at(22, 8))}`;
      const res = await ctx.api({ method: 'GET', url: `${listUrl(who.user.id)}?${window}`, token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((x: AvailabilityBody) => x.id)).toEqual([a.id, b.id]);
      const all = await ctx.api({ method: 'GET', url: listUrl(who.user.id), token: sc.token });
      expect(all.json().map((x: AvailabilityBody) => x.id)).toEqual([a.id, b.id, c.id]);
      const reversed = await ctx.api({
        method: 'GET',
        url: `${listUrl(who.user.id)}?start_time=${encodeURIComponent(at(22, 0))}&end_time=${encodeURIComponent(at(20, 0))}`,
        token: who.token,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().error).toContain('end_time');
      const bad = await ctx.api({ method: 'GET', url: `${listUrl(who.user.id)}?start_time=soon`, token: who.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('start_time');
    });
  });

  describe('updating', () => {
    it('moves own availability and audits the change', async ({ ctx, rp, at, created, rowOf }) => {
      const item = await created(rp, rp.user.id, at(9, 10), at(9, 12));
      const res = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, item.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(9, 13), endTime: at(9, 16), updatedAt: item.updatedAt } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: item.id, startTime: at(9, 13), endTime: at(9, 16), title: 'Available' });
      expect(res.json().updatedAt).not.toBe(item.updatedAt);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user_availability'), eq(auditLog.entityId, item.id), eq(auditLog.action, 'update')));
      expect(entry?.data).toMatchObject({ from: { startTime: at(9, 10) }, to: { startTime: at(9, 13) } });

      // The version the caller saw is now stale.
      const stale = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, item.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(9, 14), endTime: at(9, 16), updatedAt: item.updatedAt } },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toBe(MESSAGES.conflict);
      expect((await rowOf(item.id))?.startTime.toISOString()).toBe(at(9, 13));
    });

    it("lets an sc resize another user's availability", async ({ ctx, sc, coach, at, created }) => {
      const item = await created(coach, coach.user.id, at(10, 10), at(10, 12));
      const res = await ctx.api({
        method: 'PUT',
        url: itemUrl(coach.user.id, item.id),
        token: sc.token,
        payload: { userAvailability: { startTime: at(10, 10), endTime: at(10, 18) } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().endTime).toBe(at(10, 18));
    });

    it('refuses a move into an overlap with 409 and leaves the row as it was', async ({ ctx, at, created, rowOf }) => {
      const who = await ctx.signIn('rp');
      await created(who, who.user.id, at(11, 10), at(11, 12));
      const moving = await created(who, who.user.id, at(11, 14), at(11, 16));
      const res = await ctx.api({
        method: 'PUT',
        url: itemUrl(who.user.id, moving.id),
        token: who.token,
        payload: { userAvailability: { startTime: at(11, 11), endTime: at(11, 13) } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('This overlaps your availability from');
      const row = await rowOf(moving.id);
      expect(row?.startTime.toISOString()).toBe(moving.startTime);
      expect(row?.endTime.toISOString()).toBe(moving.endTime);
      expect(row?.updatedAt.toISOString()).toBe(moving.updatedAt);

      // Shrinking or shifting within its own time is no clash with itself.
      const self = await ctx.api({
        method: 'PUT',
        url: itemUrl(who.user.id, moving.id),
        token: who.token,
        payload: { userAvailability: { startTime: at(11, 12), endTime: at(11, 15) } },
      });
      expect(self.statusCode).toBe(200);
    });

    it('refuses bad times and an availability that has already started', async ({
      ctx,
      rp,
      at,
      created,
      rowOf,
      startedAvailability,
    }) => {
      const item = await created(rp, rp.user.id, at(13, 10), at(13, 12));
      const past = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, item.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(-2, 10), endTime: at(-2, 12) } },
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().error).toContain('startTime');
      const long = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, item.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(13, 10), endTime: at(28, 10) } },
      });
      expect(long.statusCode).toBe(400);

      const started = await startedAvailability(rp.user.id);
      const move = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, started.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(14, 10), endTime: at(14, 12) } },
      });
      expect(move.statusCode).toBe(400);
      expect(move.json().error).toContain('already started');
      expect((await rowOf(started.id))?.startTime.getTime()).toBe(started.startTime.getTime());
    });

    it("answers 404 for another user's availability reached through one's own user id", async ({
      ctx,
      sc,
      coach,
      rp,
      otherRp,
      at,
      created,
      rowOf,
    }) => {
      const theirs = await created(otherRp, otherRp.user.id, at(15, 10), at(15, 12));
      const res = await ctx.api({
        method: 'PUT',
        url: itemUrl(rp.user.id, theirs.id),
        token: rp.token,
        payload: { userAvailability: { startTime: at(15, 13), endTime: at(15, 14) } },
      });
      expect(res.statusCode).toBe(404);
      const gone = await ctx.api({ method: 'DELETE', url: itemUrl(rp.user.id, theirs.id), token: rp.token });
      expect(gone.statusCode).toBe(404);
      // An sc naming the wrong owner gets 404 too.
      const wrongOwner = await ctx.api({ method: 'DELETE', url: itemUrl(coach.user.id, theirs.id), token: sc.token });
      expect(wrongOwner.statusCode).toBe(404);
      expect((await rowOf(theirs.id))?.startTime.toISOString()).toBe(theirs.startTime);
    });
  });

  describe('deleting', () => {
    it('removes own availability, and an sc removes anybody’s, with audit entries', async ({
      ctx,
      sc,
      coach,
      rp,
      at,
      created,
      rowOf,
    }) => {
      const own = await created(rp, rp.user.id, at(16, 10), at(16, 12));
      const res = await ctx.api({ method: 'DELETE', url: itemUrl(rp.user.id, own.id), token: rp.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowOf(own.id)).toBeUndefined();
      const again = await ctx.api({ method: 'DELETE', url: itemUrl(rp.user.id, own.id), token: rp.token });
      expect(again.statusCode).toBe(404);

      const theirs = await created(coach, coach.user.id, at(16, 10), at(16, 12));
      const bySc = await ctx.api({ method: 'DELETE', url: itemUrl(coach.user.id, theirs.id), token: sc.token });
      expect(bySc.statusCode).toBe(204);
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user_availability'), eq(auditLog.action, 'delete')));
      expect(entries.map((e) => [e.entityId, e.actorId])).toEqual(
        expect.arrayContaining([
          [own.id, rp.user.id],
          [theirs.id, sc.user.id],
        ]),
      );
    });

    it('keeps an availability that has already started', async ({ ctx, coach, rowOf, startedAvailability }) => {
      const started = await startedAvailability(coach.user.id);
      const res = await ctx.api({ method: 'DELETE', url: itemUrl(coach.user.id, started.id), token: coach.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'availability_started' });
      expect(res.json().error).toContain('already started');
      expect(await rowOf(started.id)).toBeDefined();
    });
  });

  describe('GET /availabilities', () => {
    const window = (from: string, to: string, extra = '') =>
      `/availabilities?start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}${extra}`;

    it('refuses a missing, reversed or longer than 100 days range, naming the parameter', async ({ ctx, sc, at }) => {
      const missing = await ctx.api({
        method: 'GET',
        url: `/availabilities?start_time=${encodeURIComponent(at(1, 0))}`,
        token: sc.token,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain('end_time');
      const badEnd = await ctx.api({ method: 'GET', url: '/availabilities?end_time=later', token: sc.token });
      expect(badEnd.statusCode).toBe(400);
      expect(badEnd.json().error).toContain('end_time');
      const reversed = await ctx.api({ method: 'GET', url: window(at(5, 0), at(1, 0)), token: sc.token });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().error).toContain('end_time');
      const huge = await ctx.api({ method: 'GET', url: window(at(0, 0), at(101, 0)), token: sc.token });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error).toContain('100 days');
      expect((await ctx.api({ method: 'GET', url: window(at(0, 0), at(100, 0)), token: sc.token })).statusCode).toBe(200);
      const roles = await ctx.api({ method: 'GET', url: window(at(0, 0), at(5, 0), '&roles=rp,king'), token: sc.token });
      expect(roles.statusCode).toBe(400);
      expect(roles.json().error).toContain('roles');
      const ids = await ctx.api({ method: 'GET', url: window(at(0, 0), at(5, 0), '&course_ids=1,99999999999'), token: sc.token });
      expect(ids.statusCode).toBe(400);
      expect(ids.json().error).toContain('course_ids');
    });

    it('filters by role and by course qualification', async ({ ctx, admin, sc, at, created }) => {
      const db = ctx.database.db;
      const player = await ctx.signIn('rp');
      const qualifiedPlayer = await ctx.signIn('rp');
      const trainer = await ctx.signIn('coach');
      const coordinator = await ctx.signIn('sc');
      const boss = await ctx.signIn('admin');
      const leaver = await ctx.signIn('rp');
      const day = 60;
      const mine = {
        player: await created(player, player.user.id, at(day, 9), at(day, 11)),
        qualifiedPlayer: await created(qualifiedPlayer, qualifiedPlayer.user.id, at(day, 8), at(day, 10)),
        trainer: await created(trainer, trainer.user.id, at(day, 12), at(day, 13)),
        coordinator: await created(coordinator, coordinator.user.id, at(day, 7), at(day, 8)),
        boss: await created(boss, boss.user.id, at(day, 7), at(day, 9)),
        leaver: await created(leaver, leaver.user.id, at(day, 7), at(day, 9)),
      };
      // Outside the window.
      await created(player, player.user.id, at(day + 2, 9), at(day + 2, 11));
      await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.user.id));

      const client = await insertClient(db, { orgName: 'Availability Client' });
      const strict = await insertCourse(db, { name: 'Strict course', clientId: client.id, key: 'AVAILSTRCT' });
      const open = await insertCourse(db, { name: 'Open course', clientId: client.id, key: 'AVAILOPENX' });
      await qualify(db, qualifiedPlayer.user.id, strict.id);
      await qualify(db, trainer.user.id, strict.id);

      const from = at(day, 0);
      const to = at(day + 1, 0);
      const ids = async (extra = '') => {
        const res = await ctx.api({ method: 'GET', url: window(from, to, extra), token: sc.token });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().map((a: AvailabilityBody & { userName: string }) => a.id);
      };

      // Default roles sc, rp, coach: the admin-only user and the deleted user are not there; ordered by start.
      expect(await ids()).toEqual([mine.coordinator.id, mine.qualifiedPlayer.id, mine.player.id, mine.trainer.id]);
      expect(await ids('&roles=coach')).toEqual([mine.trainer.id]);
      expect(await ids('&roles=rp,sc')).toEqual([mine.coordinator.id, mine.qualifiedPlayer.id, mine.player.id]);
      // A course with qualifications: only those qualified for it.
      expect(await ids(`&course_ids=${strict.id}`)).toEqual([mine.qualifiedPlayer.id, mine.trainer.id]);
      expect(await ids(`&course_ids=${strict.id}&roles=rp`)).toEqual([mine.qualifiedPlayer.id]);
      // A course without any qualifications accepts everybody, also beside a strict one.
      expect(await ids(`&course_ids=${open.id}`)).toHaveLength(4);
      expect(await ids(`&course_ids=${strict.id},${open.id}`)).toHaveLength(4);
      // Courses that do not exist match nobody.
      expect(await ids('&course_ids=987654')).toEqual([]);

      const res = await ctx.api({ method: 'GET', url: window(from, to, '&roles=coach'), token: admin.token });
      expect(res.json()).toEqual([{ ...mine.trainer, userName: trainer.user.name }]);
    });
  });
});
