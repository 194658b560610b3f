/**
 * Every query of the rooms module: the rooms themselves, the shifts that book them, and whether a
 * shift's calls have a meeting URL yet. Services keep the rules and the transactions.
 */
import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { calls, courseEvents, courses, rooms } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { containsPattern, nextStamp } from '../../lib/records';

export type RoomRow = typeof rooms.$inferSelect;
export type NewRoom = typeof rooms.$inferInsert;
type RoomValues = Partial<Pick<NewRoom, 'name' | 'roomType' | 'localNumber' | 'tollFreeNumber' | 'meetingUrl'>>;

const liveRoomSearch = (search: string | undefined): SQL | undefined =>
  and(isNull(rooms.deletedAt), search ? ilike(rooms.name, containsPattern(search)) : undefined);

/** How many live rooms have a name containing `search` (all without it). */
export async function countRooms(tx: Tx, search: string | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(rooms)
    .where(liveRoomSearch(search));
  return row?.total ?? 0;
}

/** One page of live rooms by name whose name contains `search` (all without it). */
export async function listRooms(tx: Tx, search: string | undefined, page: PageWindow): Promise<RoomRow[]> {
  return tx
    .select()
    .from(rooms)
    .where(liveRoomSearch(search))
    .orderBy(asc(sql`lower(${rooms.name})`), asc(rooms.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The live (not deleted) room with this id. `lock` 'update' locks it against every change until the
 * transaction ends; 'share' only against its change or deletion (a booking holds it so).
 */
export async function findLiveRoom(tx: Tx, id: number, lock?: 'update' | 'share'): Promise<RoomRow | undefined> {
  const query = tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.deletedAt)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertRoom(tx: Tx, values: NewRoom): Promise<RoomRow> {
  const [row] = await tx.insert(rooms).values(values).returning();
  if (!row) throw new Error('room insert returned no row');
  return row;
}

/** Writes changes to a room and moves its version stamp on from `previous`; the updated row. */
export async function updateRoomRow(tx: Tx, id: number, changes: RoomValues, previous: Date): Promise<RoomRow | undefined> {
  const [row] = await tx
    .update(rooms)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(rooms.id, id))
    .returning();
  return row;
}

/** Marks a room deleted: shifts that used it keep naming it. */
export async function softDeleteRoomRow(tx: Tx, row: RoomRow): Promise<void> {
  await tx
    .update(rooms)
    .set({ deletedAt: new Date(), updatedAt: nextStamp(row.updatedAt) })
    .where(eq(rooms.id, row.id));
}

export async function deleteRoomRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.id, id));
}

/** The names of the rooms of `ids` that are still stored (rooms marked deleted too), by id, in one query. */
export async function roomNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The first shift beginning after `now` that books the room, with its course name; undefined when none. */
export async function firstFutureBooking(
  tx: Tx,
  roomId: number,
  now: Date,
): Promise<{ eventId: number; type: string; begins: Date; courseName: string } | undefined> {
  const [row] = await tx
    .select({ eventId: courseEvents.id, type: courseEvents.type, begins: courseEvents.begins, courseName: courses.name })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(and(eq(courseEvents.roomId, roomId), gt(courseEvents.begins, now)))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id))
    .limit(1);
  return row;
}

/** True when any shift (past or future) books the room. */
export async function isRoomEverBooked(tx: Tx, roomId: number): Promise<boolean> {
  const [row] = await tx.select({ id: courseEvents.id }).from(courseEvents).where(eq(courseEvents.roomId, roomId)).limit(1);
  return row !== undefined;
}

/**
 * The live rooms no other shift holds at any moment of [begins, ends), and the room `currentRoomId`
 * (the shift's own, even if deleted since), by name.
 */
export async function roomsFreeFor(
  tx: Tx,
  window: { eventId: number; begins: Date; ends: Date; currentRoomId: number | null },
): Promise<RoomRow[]> {
  const taken = sql`exists (
    select 1 from ${courseEvents}
    where ${courseEvents.roomId} = ${rooms.id}
      and ${courseEvents.id} <> ${window.eventId}
      and tstzrange(${courseEvents.begins}, ${courseEvents.ends}, '[)')
          && tstzrange(${window.begins.toISOString()}::timestamptz, ${window.ends.toISOString()}::timestamptz, '[)')
  )`;
  const free = and(isNull(rooms.deletedAt), sql`not ${taken}`);
  return tx
    .select()
    .from(rooms)
    .where(window.currentRoomId !== null ? or(eq(rooms.id, window.currentRoomId), free) : free)
    .orderBy(asc(sql`lower(${rooms.name})`), asc(rooms.id));
}

/** True once any call of the shift has a meeting URL (the shift's room choice is then locked). */
export async function callsHaveMeetingUrl(tx: Tx, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.eventId, eventId), sql`coalesce(trim(${calls.meetingUrl}), '') <> ''`))
    .limit(1);
  return row !== undefined;
}
