import { MESSAGES, type Room, type Shift } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { calls, courseEvents, rooms } from '../../db/schema';
import {
  apiTest,
  DAY,
  HOUR,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  namedFields,
  type Session,
  signInEachRole,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

// Every PATCH of a shift may send mail: lift the per-user mail rate limit for this file.
const it = apiTest.extend('appConfig', { scope: 'file' }, { mailRateLimit: 10_000 });

describe(`rooms (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  let coach: Session;
  let rp: Session;
  let participant: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;
  let roomCount = 0;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    ({ admin, sc, coach, rp, participant } = await signInEachRole(ctx));
    course = await insertCourse(ctx.database.db, {
      name: 'Difficult Conversations',
      clientName: 'Acme Bank',
      components: [{ type: 'Scenario', duration: 30 }],
    });
  });

  const db = () => ctx.database.db;

  async function createRoom(room: Record<string, unknown> = {}, token = admin.token): Promise<Room> {
    roomCount += 1;
    const res = await ctx.api({
      method: 'POST',
      url: '/rooms',
      token,
      // A phone room (the default type) needs a number.
      payload: {
        room: {
          name: `Room ${roomCount} ${Date.now()}`,
          ...(room.roomType && room.roomType !== 'phone' ? {} : { localNumber: `416-555-${1000 + roomCount}` }),
          ...room,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A roleplay shift starting `daysAhead` days from now (negative: in the past), `hours` long. */
  function shiftAt(daysAhead: number, opts: { hours?: number; offsetHours?: number } = {}) {
    const begins = new Date(Date.now() + daysAhead * DAY + (opts.offsetHours ?? 0) * HOUR);
    return insertRoleplayShift(db(), course.id, { begins: begins.toISOString(), hours: opts.hours ?? 2 });
  }

  function book(shiftId: number, roomId: number | null, token = sc.token) {
    return ctx.api({ method: 'PATCH', url: `/roleplay_shifts/${shiftId}`, token, payload: { roleplayShift: { roomId } } });
  }

  async function roomRow(id: number) {
    const [row] = await db().select().from(rooms).where(eq(rooms.id, id));
    return row;
  }

  describe('access', () => {
    it('refuses anonymous callers with 401 and coach, role-player and participant with 403, changing nothing', async () => {
      const room = await createRoom();
      const shift = await shiftAt(30);
      const requests = [
        { method: 'GET' as const, url: '/rooms' },
        { method: 'POST' as const, url: '/rooms', payload: { room: { name: 'Sneaky' } } },
        { method: 'PATCH' as const, url: `/rooms/${room.id}`, payload: { room: { name: 'Sneaky' } } },
        { method: 'DELETE' as const, url: `/rooms/${room.id}` },
        { method: 'GET' as const, url: `/events/${shift.id}/rooms` },
        { method: 'PATCH' as const, url: `/roleplay_shifts/${shift.id}`, payload: { roleplayShift: { roomId: room.id } } },
      ];
      for (const request of requests) {
        expect((await ctx.api(request)).statusCode, request.url).toBe(401);
        for (const session of [coach, rp, participant]) {
          const res = await ctx.api({ ...request, token: session.token });
          expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'forbidden', error: MESSAGES.forbidden });
        }
      }
      expect(await roomRow(room.id)).toMatchObject({ name: room.name, deletedAt: null });
      const [event] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(event?.roomId).toBeNull();
    });

    it('lets a shift coordinator manage rooms as an admin does', async () => {
      const room = await createRoom({ roomType: 'zoom', meetingUrl: 'https://zoom.example/j/1' }, sc.token);
      const res = await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: sc.token });
      expect(res.statusCode, res.body).toBe(204);
    });
  });

  describe('create, list, edit, delete', () => {
    it('creates a phone room by default, with its numbers, and lists live rooms by name with search and paging', async () => {
      const tag = `srch${Date.now()}`;
      const created = await ctx.api({
        method: 'POST',
        url: '/rooms',
        token: admin.token,
        payload: { room: { name: `  Bravo ${tag} `, localNumber: '416-555-0100', tollFreeNumber: '1-800-555-0199' } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const bravo = created.json() as Room;
      expect(bravo).toMatchObject({
        name: `Bravo ${tag}`,
        roomType: 'phone',
        localNumber: '416-555-0100',
        tollFreeNumber: '1-800-555-0199',
        meetingUrl: null,
      });
      const alpha = await createRoom({ name: `alpha ${tag}`, roomType: 'teams', meetingUrl: 'https://teams.example/meet/1' });
      expect(alpha).toMatchObject({ roomType: 'teams', localNumber: null, tollFreeNumber: null });

      const page = await ctx.api({ method: 'GET', url: `/rooms?search=${tag}`, token: admin.token });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ total: 2, data: [{ id: alpha.id }, { id: bravo.id }] });

      const second = await ctx.api({ method: 'GET', url: `/rooms?search=${tag}&per_page=10&page=2`, token: admin.token });
      expect(second.json()).toEqual({ total: 2, data: [] });

      const nothing = await ctx.api({ method: 'GET', url: '/rooms?search=%25_nothing_', token: admin.token });
      expect(nothing.json()).toEqual({ total: 0, data: [] });
    });

    it('edits only what changes; a new type clears what the old type kept', async () => {
      const room = await createRoom({ localNumber: '555-0101', tollFreeNumber: '1-800-555-0101' });
      const same = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { name: room.name, localNumber: '555-0101', updatedAt: room.updatedAt } },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().updatedAt).toBe(room.updatedAt);

      const renamed = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { name: `${room.name} (big)`, updatedAt: room.updatedAt } },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: `${room.name} (big)`, localNumber: '555-0101' });
      expect(renamed.json().updatedAt).not.toBe(room.updatedAt);

      const teams = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { roomType: 'custom', meetingUrl: 'https://meet.example/custom' } },
      });
      expect(teams.statusCode, teams.body).toBe(200);
      expect(teams.json()).toMatchObject({
        roomType: 'custom',
        localNumber: null,
        tollFreeNumber: null,
        meetingUrl: 'https://meet.example/custom',
      });

      const phone = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { roomType: 'phone', tollFreeNumber: '1-800-555-0102' } },
      });
      expect(phone.json()).toMatchObject({ roomType: 'phone', meetingUrl: null, tollFreeNumber: '1-800-555-0102' });
      expect(await roomRow(room.id)).toMatchObject({ roomType: 'phone', meetingUrl: null, localNumber: null });
    });

    it('keeps a custom room link untouched when the same link is sent again', async () => {
      const room = await createRoom({ roomType: 'custom', meetingUrl: 'https://rooms.example/a' });
      const again = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { meetingUrl: ' https://rooms.example/a ', updatedAt: room.updatedAt } },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().updatedAt).toBe(room.updatedAt);
      const changed = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { meetingUrl: 'https://rooms.example/b', updatedAt: room.updatedAt } },
      });
      expect(changed.json()).toMatchObject({ meetingUrl: 'https://rooms.example/b' });
      const cleared = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { meetingUrl: '' } },
      });
      expect(cleared.json()).toMatchObject({ meetingUrl: null });
    });

    it('answers 409 stale_edit to an editor holding an older copy, and changes nothing', async () => {
      const room = await createRoom();
      const first = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { name: `${room.name} A`, updatedAt: room.updatedAt } },
      });
      expect(first.statusCode).toBe(200);
      const stale = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: sc.token,
        payload: { room: { name: `${room.name} B`, updatedAt: room.updatedAt } },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_edit', error: MESSAGES.conflict });
      expect((await roomRow(room.id))?.name).toBe(`${room.name} A`);
    });

    it('refuses a name another live room has, whatever its case, but frees the name of a deleted room', async () => {
      const room = await createRoom({ name: `Unique ${Date.now()}` });
      const twin = await ctx.api({
        method: 'POST',
        url: '/rooms',
        token: admin.token,
        payload: { room: { name: room.name.toUpperCase(), localNumber: '416-555-0111' } },
      });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'room_name_taken', error: MESSAGES.roomNameTaken });

      const other = await createRoom();
      const rename = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${other.id}`,
        token: admin.token,
        payload: { room: { name: room.name } },
      });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().code).toBe('room_name_taken');

      expect((await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: admin.token })).statusCode).toBe(204);
      const reuse = await ctx.api({
        method: 'POST',
        url: '/rooms',
        token: admin.token,
        payload: { room: { name: room.name, roomType: 'zoom' } },
      });
      expect(reuse.statusCode, reuse.body).toBe(201);
    });

    it('removes an unused room; a second delete or an edit of it is 404', async () => {
      const room = await createRoom();
      const res = await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: admin.token });
      expect(res.statusCode).toBe(204);
      expect(await roomRow(room.id)).toBeUndefined();
      expect((await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: admin.token })).statusCode).toBe(404);
      const edit = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { name: 'x' } },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toMatchObject({ code: 'not_found', error: MESSAGES.roomNotFound });
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field, and stores nothing', async () => {
      const before = await ctx.api({ method: 'GET', url: '/rooms?per_page=100', token: admin.token });
      const cases: Array<[unknown, string, string]> = [
        [{}, 'room', 'room'],
        [{ room: {} }, 'room.name', 'Room Name'],
        [{ room: { name: '   ' } }, 'room.name', 'Room Name'],
        [{ room: { name: 'x'.repeat(101) } }, 'room.name', 'Room Name'],
        [{ room: { name: 'A', roomType: 'skype' } }, 'room.roomType', 'Room Type'],
        [{ room: { name: 'A', localNumber: 'call me' } }, 'room.localNumber', 'Local Number'],
        [
          { room: { name: 'A', roomType: 'teams', localNumber: '555-0100' } },
          'room.localNumber',
          'Local Number can be set for phone rooms only',
        ],
        [{ room: { name: 'A', roomType: 'zoom', tollFreeNumber: '1-800-555-0100' } }, 'room.tollFreeNumber', 'Toll-free Number'],
        [
          { room: { name: 'A', localNumber: '555-0100', meetingUrl: 'https://x.example' } },
          'room.meetingUrl',
          'Meeting Link cannot be set for a phone room',
        ],
        [{ room: { name: 'A', roomType: 'meet', meetingUrl: 'javascript:alert(1)' } }, 'room.meetingUrl', 'Meeting Link'],
        [{ room: { name: 'A', roomType: 'meet', meetingUrl: 'not a link' } }, 'room.meetingUrl', 'Meeting Link'],
        // A phone room is dialled: without a number it could not be joined.
        [{ room: { name: 'A' } }, 'room.localNumber', MESSAGES.phoneRoomNeedsNumber],
        [
          { room: { name: 'A', roomType: 'phone', localNumber: ' ', tollFreeNumber: '' } },
          'room.localNumber',
          MESSAGES.phoneRoomNeedsNumber,
        ],
      ];
      for (const [payload, field, label] of cases) {
        const res = await ctx.api({ method: 'POST', url: '/rooms', token: admin.token, payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('bad_request');
        expect(namedFields(res), JSON.stringify(payload)).toContain(field);
        expect(res.json().error.toLowerCase(), JSON.stringify(payload)).toContain(label.toLowerCase());
      }
      const after = await ctx.api({ method: 'GET', url: '/rooms?per_page=100', token: admin.token });
      expect(after.json().total).toBe(before.json().total);

      const room = await createRoom({ roomType: 'teams' });
      const edit = await ctx.api({
        method: 'PATCH',
        url: `/rooms/${room.id}`,
        token: admin.token,
        payload: { room: { tollFreeNumber: '1-800-555-0100' } },
      });
      expect(edit.statusCode).toBe(400);
      expect(namedFields(edit)).toContain('room.tollFreeNumber');
      // Made a phone room without numbers, or a phone room's numbers both emptied: refused, unchanged.
      for (const [target, changes] of [
        [room, { roomType: 'phone' }],
        [await createRoom({ localNumber: '416-555-0150' }), { localNumber: null }],
      ] as const) {
        const refused = await ctx.api({
          method: 'PATCH',
          url: `/rooms/${target.id}`,
          token: admin.token,
          payload: { room: changes },
        });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(namedFields(refused)).toContain('room.localNumber');
        expect(refused.json().error).toBe(MESSAGES.phoneRoomNeedsNumber);
        expect(await roomRow(target.id)).toMatchObject({ roomType: target.roomType, localNumber: target.localNumber });
      }
      for (const url of ['/rooms/abc', '/rooms/0', '/rooms/99999999999']) {
        const res = await ctx.api({ method: 'PATCH', url, token: admin.token, payload: { room: { name: 'x' } } });
        expect(res.statusCode, url).toBe(400);
      }
      expect((await ctx.api({ method: 'GET', url: '/rooms?per_page=7', token: admin.token })).statusCode).toBe(400);
      expect((await ctx.api({ method: 'GET', url: '/events/abc/rooms', token: admin.token })).statusCode).toBe(400);
      expect((await ctx.api({ method: 'GET', url: '/events/2147483647/rooms', token: admin.token })).statusCode).toBe(404);
    });
  });

  describe('deleting a booked room', () => {
    it('refuses while a future shift books it, naming the shift', async () => {
      const room = await createRoom();
      const shift = await shiftAt(10);
      expect((await book(shift.id, room.id)).statusCode).toBe(200);
      const res = await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: admin.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('room_in_use');
      expect(res.json().error).toContain('Difficult Conversations');
      expect(res.json().details).toMatchObject({ eventId: shift.id });
      expect(await roomRow(room.id)).toMatchObject({ deletedAt: null });
    });

    it('keeps a room only past shifts used, marked deleted, and their pages still name it', async () => {
      const room = await createRoom({ localNumber: '555-0123' });
      const past = await shiftAt(-3);
      await db().update(courseEvents).set({ roomId: room.id }).where(eq(courseEvents.id, past.id));
      const res = await ctx.api({ method: 'DELETE', url: `/rooms/${room.id}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(204);
      const row = await roomRow(room.id);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const listed = await ctx.api({ method: 'GET', url: `/rooms?search=${encodeURIComponent(room.name)}`, token: admin.token });
      expect(listed.json().total).toBe(0);
      const page = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${past.id}`, token: admin.token });
      expect(page.json().room).toMatchObject({ id: room.id, name: room.name, localNumber: '555-0123' });
      // A deleted room cannot be booked again.
      const later = await shiftAt(40);
      const again = await book(later.id, room.id);
      expect(again.statusCode).toBe(400);
      expect(namedFields(again)).toContain('roleplayShift.roomId');
    });
  });

  describe('booking a room on a roleplay shift', () => {
    it('books, shows the room with its joining details to staff on the shift, and frees it', async () => {
      const room = await createRoom({ roomType: 'teams', meetingUrl: 'https://teams.example/join/9' });
      const shift = await shiftAt(12);
      const res = await book(shift.id, room.id);
      expect(res.statusCode, res.body).toBe(200);
      const shown = res.json() as Shift;
      expect(shown.room).toEqual({
        id: room.id,
        name: room.name,
        roomType: 'teams',
        localNumber: null,
        tollFreeNumber: null,
        meetingUrl: 'https://teams.example/join/9',
      });
      expect(shown.roomLocked).toBe(false);

      await insertInvite(db(), shift.id, rp.user.id, 'accepted');
      const asRp = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: rp.token });
      expect(asRp.statusCode, asRp.body).toBe(200);
      expect(asRp.json().room).toMatchObject({ id: room.id, meetingUrl: 'https://teams.example/join/9' });

      const freed = await book(shift.id, null);
      expect(freed.statusCode).toBe(200);
      expect(freed.json().room).toBeNull();
    });

    it('lists the rooms free for the shift time, with its own room marked current', async () => {
      const tag = `free${Date.now()}`;
      const busy = await createRoom({ name: `${tag} busy` });
      const free = await createRoom({ name: `${tag} free` });
      const mine = await createRoom({ name: `${tag} mine` });
      const deleted = await createRoom({ name: `${tag} deleted` });
      await ctx.api({ method: 'DELETE', url: `/rooms/${deleted.id}`, token: admin.token });
      const other = await shiftAt(20, { hours: 3 });
      const shift = await shiftAt(20, { hours: 3, offsetHours: 2 });
      const later = await shiftAt(20, { hours: 1, offsetHours: 5 });
      expect((await book(other.id, busy.id)).statusCode).toBe(200);
      expect((await book(shift.id, mine.id)).statusCode).toBe(200);

      const res = await ctx.api({ method: 'GET', url: `/events/${shift.id}/rooms`, token: sc.token });
      expect(res.statusCode, res.body).toBe(200);
      const names = (res.json() as Array<{ name: string; current: boolean }>).filter((r) => r.name.startsWith(tag));
      expect(names).toEqual([
        expect.objectContaining({ name: `${tag} free`, current: false }),
        expect.objectContaining({ name: `${tag} mine`, current: true }),
      ]);
      // A shift touching another's end ([begins, ends) ranges) may have its room.
      const after = (await ctx.api({ method: 'GET', url: `/events/${later.id}/rooms`, token: admin.token })).json() as Array<{
        id: number;
      }>;
      expect(after.map((r) => r.id)).toEqual(expect.arrayContaining([busy.id, free.id, mine.id]));
      expect(after.map((r) => r.id)).not.toContain(deleted.id);
    });

    it('answers 409 room_taken to a booking overlapping another shift of that room', async () => {
      const room = await createRoom();
      const first = await shiftAt(25, { hours: 2 });
      const second = await shiftAt(25, { hours: 2, offsetHours: 1 });
      expect((await book(first.id, room.id)).statusCode).toBe(200);
      const res = await book(second.id, room.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'room_taken', error: MESSAGES.roomTaken });
      const [row] = await db().select().from(courseEvents).where(eq(courseEvents.id, second.id));
      expect(row?.roomId).toBeNull();
    });

    it('answers 409 room_taken, not 500, when a shift holding a room is moved onto another booking of it', async () => {
      const room = await createRoom();
      const fixed = await shiftAt(26, { hours: 2 });
      const moving = await shiftAt(27, { hours: 2 });
      expect((await book(fixed.id, room.id)).statusCode).toBe(200);
      expect((await book(moving.id, room.id)).statusCode).toBe(200);
      const onto = new Date(fixed.begins.getTime() + HOUR).toISOString();
      const moved = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${moving.id}`,
        token: sc.token,
        payload: { courseEvent: { begins: onto } },
      });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().code).toBe('room_taken');
      const restarted = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${moving.id}`,
        token: sc.token,
        payload: { roleplayShift: { startTime: onto } },
      });
      expect(restarted.statusCode, restarted.body).toBe(409);
      expect(restarted.json().code).toBe('room_taken');
      const [row] = await db().select().from(courseEvents).where(eq(courseEvents.id, moving.id));
      expect(row?.begins.getTime()).toBe(moving.begins.getTime());
      // Moving it clear of the other booking is fine.
      const clear = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${moving.id}`,
        token: sc.token,
        payload: { courseEvent: { begins: new Date(fixed.ends.getTime()).toISOString() } },
      });
      expect(clear.statusCode, clear.body).toBe(200);
    });

    it('lets exactly one of two concurrent bookings of one room for overlapping shifts win', async () => {
      const room = await createRoom();
      const a = await shiftAt(30, { hours: 2 });
      const b = await shiftAt(30, { hours: 2, offsetHours: 1 });
      const results = await Promise.all([book(a.id, room.id), book(b.id, room.id, admin.token)]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json().code).toBe('room_taken');
      const holders = await db().select().from(courseEvents).where(eq(courseEvents.roomId, room.id));
      expect(holders).toHaveLength(1);
    });

    it('locks the room choice once a call has a meeting URL', async () => {
      const room = await createRoom();
      const other = await createRoom();
      const shift = await shiftAt(33);
      expect((await book(shift.id, room.id)).statusCode).toBe(200);
      await db().insert(calls).values({ eventId: shift.id, blockNumber: 0, meetingUrl: '  ' });
      expect((await book(shift.id, other.id)).statusCode).toBe(200);
      await db().insert(calls).values({ eventId: shift.id, blockNumber: 1, meetingUrl: 'https://meet.example/call' });

      const page = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: sc.token });
      expect(page.json()).toMatchObject({ roomLocked: true, room: { id: other.id } });
      for (const roomId of [room.id, null]) {
        const res = await book(shift.id, roomId);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'room_locked', error: MESSAGES.roomLocked });
      }
      // Sending the room it already has changes nothing and is not refused.
      expect((await book(shift.id, other.id)).statusCode).toBe(200);
      const [row] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(row?.roomId).toBe(other.id);
    });

    it('refuses a room id that names no room, naming the field', async () => {
      const shift = await shiftAt(35);
      for (const roomId of [2147483647, 0, 'x']) {
        const res = await book(shift.id, roomId as number);
        expect(res.statusCode, String(roomId)).toBe(400);
        expect(namedFields(res)).toContain('roleplayShift.roomId');
        expect(res.json().error).toMatch(/^Room /);
      }
    });
  });
});
