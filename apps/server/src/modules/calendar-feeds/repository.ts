/**
 * The personal calendar feeds' SQL: the feed addresses (calendar_feeds), the per-(user, shift)
 * entries that carry each event's SEQUENCE and loss (calendar_feed_entries), and the read model of
 * one feed, read in one statement from a user's entries in the window (table-ownership test,
 * KEPT_CROSSINGS 'calendar-feeds').
 */
import { PLACE_HOLDING_INVITE_STATUSES, type RoomType } from '@app/shared';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  calendarFeedEntries,
  calendarFeeds,
  callSlots,
  calls,
  clients,
  courseEvents,
  courses,
  eventInvites,
  participantSlots,
  rooms,
  scenarioComponents,
  users,
} from '../../db/schema';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Feed addresses.

/** A feed row as stored: the nonce its secret is derived from and the SHA-256 of that secret. */
export type StoredFeed = { nonce: string; tokenHash: string };

/** The user's feed (nonce and hash), if they have one. */
export async function findFeed(tx: Tx, userId: number): Promise<StoredFeed | undefined> {
  const [row] = await tx
    .select({ nonce: calendarFeeds.nonce, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Gives the user this feed unless they have one; answers the feed they have now. */
export async function createFeed(tx: Tx, opts: { userId: number } & StoredFeed): Promise<StoredFeed> {
  await tx.insert(calendarFeeds).values(opts).onConflictDoNothing({ target: calendarFeeds.userId });
  return (await findFeed(tx, opts.userId)) ?? { nonce: opts.nonce, tokenHash: opts.tokenHash };
}

/** Gives the user this feed in place of any earlier one (whose address stops working with it). */
export async function replaceFeed(tx: Tx, opts: { userId: number } & StoredFeed): Promise<void> {
  await tx
    .insert(calendarFeeds)
    .values(opts)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { nonce: opts.nonce, tokenHash: opts.tokenHash, updatedAt: sql`now()` },
    });
}

/** Stores the hash of the secret the current key derives from this nonce (after the key changed). */
export async function rehashFeed(tx: Tx, opts: { userId: number; nonce: string; tokenHash: string }): Promise<void> {
  await tx
    .update(calendarFeeds)
    .set({ tokenHash: opts.tokenHash, updatedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, opts.userId), eq(calendarFeeds.nonce, opts.nonce)));
}

/** The live user whose feed secret hashes to `tokenHash`, with their roles. */
export async function feedOwner(tx: Tx, tokenHash: string): Promise<{ id: number; roles: string[] } | undefined> {
  const [row] = await tx
    .select({ id: users.id, roles: users.roles })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}

// Entries: kept by the subscribers.

/**
 * Serialises the feed bookkeeping of one shift until the transaction ends, so that two changes of the
 * same shift at once write its entries one after the other (never crossing row locks).
 */
export async function lockShiftEntries(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar-feeds:shift:${eventId}`}, 0))`);
}

/** The shift's times, or nothing when it is gone. */
export async function shiftTimes(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({ begins: courseEvents.begins, ends: courseEvents.ends })
    .from(courseEvents)
    .where(eq(courseEvents.id, eventId));
  return row;
}

/**
 * Everybody who has a part in the shift now: a place held by an invite (invited, accepted, offered
 * for swap), its coach and coordinator, the role-players slotted in its calls and the participants
 * seated in them.
 */
export async function peopleOnShift(tx: Tx, eventId: number): Promise<number[]> {
  const holding = sql.raw(`'{${PLACE_HOLDING_INVITE_STATUSES.join(',')}}'::text[]`);
  const result = await tx.execute(sql`
    select ${eventInvites.userId} as user_id from ${eventInvites}
      where ${eventInvites.eventId} = ${eventId} and ${eventInvites.status} = any(${holding})
    union select ${courseEvents.coachId} from ${courseEvents} where ${courseEvents.id} = ${eventId} and ${courseEvents.coachId} is not null
    union select ${courseEvents.shiftCoordinatorId} from ${courseEvents}
      where ${courseEvents.id} = ${eventId} and ${courseEvents.shiftCoordinatorId} is not null
    union select ${participantSlots.userId} from ${participantSlots} where ${participantSlots.eventId} = ${eventId}
    union select ${callSlots.userId} from ${callSlots} where ${callSlots.eventId} = ${eventId} and ${callSlots.userId} is not null`);
  return rowsOf<{ user_id: number }>(result)
    .map((r) => Number(r.user_id))
    .sort((a, b) => a - b);
}

/**
 * Brings the shift's entries in step: everybody with a part gets an entry (a new one at sequence 0;
 * an existing one moves to the shift's times and is no longer lost), and the sequence grows for
 * those in `bump` and for those who get back a part they had lost. Those with an entry but no part
 * any more lose it now (their sequence grows once).
 */
export async function syncEntries(
  tx: Tx,
  opts: { eventId: number; begins: Date; ends: Date; people: number[]; bump: number[] | 'all' },
): Promise<void> {
  const { eventId, begins, ends, people } = opts;
  if (people.length > 0) {
    const bumped =
      opts.bump === 'all' ? sql`true` : opts.bump.length > 0 ? inArray(calendarFeedEntries.userId, opts.bump) : sql`false`;
    await tx
      .insert(calendarFeedEntries)
      .values(people.map((userId) => ({ userId, eventId, begins, ends })))
      .onConflictDoUpdate({
        target: [calendarFeedEntries.userId, calendarFeedEntries.eventId],
        set: {
          begins,
          ends,
          sequence: sql`${calendarFeedEntries.sequence} + case when ${calendarFeedEntries.lostAt} is not null or ${bumped} then 1 else 0 end`,
          lostAt: null,
          snapshot: null,
          updatedAt: sql`now()`,
        },
      });
  }
  await tx
    .update(calendarFeedEntries)
    .set({ lostAt: sql`now()`, sequence: sql`${calendarFeedEntries.sequence} + 1`, begins, ends, updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeedEntries.eventId, eventId),
        isNull(calendarFeedEntries.lostAt),
        people.length > 0 ? sql`${calendarFeedEntries.userId} <> all(${sql.param(people)}::int[])` : undefined,
      ),
    );
}

/**
 * The shift is going: every entry of it is lost (if not already) with its sequence grown, and keeps
 * what the feed says of the shift, which will not be there to read.
 */
export async function loseShift(
  tx: Tx,
  opts: { eventId: number; snapshot: { summary: string; description: string; location: string | null } },
): Promise<void> {
  await tx
    .update(calendarFeedEntries)
    .set({
      lostAt: sql`coalesce(${calendarFeedEntries.lostAt}, now())`,
      sequence: sql`${calendarFeedEntries.sequence} + 1`,
      snapshot: opts.snapshot,
      updatedAt: sql`now()`,
    })
    .where(eq(calendarFeedEntries.eventId, opts.eventId));
}

/** The shifts of a course (about to be deleted with it). */
export async function shiftsOfCourse(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(eq(courseEvents.courseId, courseId))
    .orderBy(courseEvents.id);
  return rows.map((r) => r.id);
}

/** The shifts in the room that a feed may still show (ending after `since`). */
export async function shiftsInRoom(tx: Tx, opts: { roomId: number; since: Date }): Promise<number[]> {
  const rows = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.roomId, opts.roomId), gt(courseEvents.ends, opts.since)))
    .orderBy(courseEvents.id);
  return rows.map((r) => r.id);
}

// The feed's read model.

/** A call as the feed reads it: its block, its own link, the scenario played and who is in it. */
export interface FeedCallRow {
  callId: number;
  block: number;
  meetingUrl: string | null;
  scenario?: string | null;
  participants?: string[];
}

/** One entry of a feed with what the feed says of its shift now (the shift fields are null once it is gone). */
export interface FeedRow {
  eventId: number;
  begins: Date;
  ends: Date;
  sequence: number;
  lostAt: Date | null;
  snapshot: { summary: string; description: string; location: string | null } | null;
  shiftId: number | null;
  shiftType: string | null;
  coachId: number | null;
  coordinatorId: number | null;
  comments: string | null;
  courseName: string | null;
  clientName: string | null;
  roomName: string | null;
  roomType: RoomType | null;
  roomUrl: string | null;
  localNumber: string | null;
  tollFreeNumber: string | null;
  inviteStatus: string | null;
  durations: number[];
  rolePlayerCalls: FeedCallRow[];
  participantCalls: FeedCallRow[];
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const json = <T>(value: unknown, empty: T): T =>
  (value == null ? empty : typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The user's entries whose shift begins in [earliest, end) and ends after `start`, not lost before
 * `lostSince`, with their shift, course, client, room, the user's invite, the course's component
 * durations (for the call times), the calls the user plays a scenario in (with its participants) and
 * the calls they sit in. One statement, starting from the (user_id, begins) index of the entries:
 * its cost follows the rows returned.
 */
export async function feedRows(
  tx: Tx,
  opts: { userId: number; start: Date; end: Date; earliest: Date; lostSince: Date },
): Promise<FeedRow[]> {
  const en = calendarFeedEntries;
  const result = await tx.execute(sql`
    select en.event_id, en.begins, en.ends, en.sequence, en.lost_at, en.snapshot,
      e.id as shift_id, e.type as shift_type, e.coach_id, e.shift_coordinator_id, e.comments,
      co.name as course_name, cl.org_name as client_name,
      r.name as room_name, r.room_type, r.meeting_url as room_url, r.local_number, r.toll_free_number,
      inv.status as invite_status,
      (select coalesce(json_agg(sc.duration), '[]'::json) from ${scenarioComponents} sc where sc.course_id = e.course_id) as durations,
      (select coalesce(json_agg(json_build_object(
          'callId', c.id, 'block', c.block_number, 'meetingUrl', c.meeting_url, 'scenario', sc.content,
          'participants', (select coalesce(json_agg(pu.name order by lower(pu.name)), '[]'::json)
            from ${participantSlots} ps join ${users} pu on pu.id = ps.user_id where ps.call_id = c.id)
        ) order by c.block_number, c.id), '[]'::json)
        from ${callSlots} cs join ${calls} c on c.id = cs.call_id join ${scenarioComponents} sc on sc.id = cs.scenario_component_id
        where cs.event_id = en.event_id and cs.user_id = en.user_id) as rp_calls,
      (select coalesce(json_agg(json_build_object('callId', c.id, 'block', c.block_number, 'meetingUrl', c.meeting_url)
          order by c.block_number, c.id), '[]'::json)
        from ${participantSlots} ps join ${calls} c on c.id = ps.call_id
        where ps.event_id = en.event_id and ps.user_id = en.user_id) as participant_calls
    from ${en} en
    left join ${courseEvents} e on e.id = en.event_id
    left join ${courses} co on co.id = e.course_id
    left join ${clients} cl on cl.id = co.client_id
    left join ${rooms} r on r.id = e.room_id
    left join ${eventInvites} inv on inv.event_id = en.event_id and inv.user_id = en.user_id
    where en.user_id = ${opts.userId} and en.begins >= ${opts.earliest.toISOString()}::timestamptz
      and en.begins < ${opts.end.toISOString()}::timestamptz and en.ends > ${opts.start.toISOString()}::timestamptz
      and (en.lost_at is null or en.lost_at > ${opts.lostSince.toISOString()}::timestamptz)
    order by en.begins, en.event_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    eventId: Number(r.event_id),
    begins: date(r.begins),
    ends: date(r.ends),
    sequence: Number(r.sequence),
    lostAt: r.lost_at == null ? null : date(r.lost_at),
    snapshot: json(r.snapshot, null),
    shiftId: r.shift_id == null ? null : Number(r.shift_id),
    shiftType: (r.shift_type as string | null) ?? null,
    coachId: r.coach_id == null ? null : Number(r.coach_id),
    coordinatorId: r.shift_coordinator_id == null ? null : Number(r.shift_coordinator_id),
    comments: (r.comments as string | null) ?? null,
    courseName: (r.course_name as string | null) ?? null,
    clientName: (r.client_name as string | null) ?? null,
    roomName: (r.room_name as string | null) ?? null,
    roomType: (r.room_type as RoomType | null) ?? null,
    roomUrl: (r.room_url as string | null) ?? null,
    localNumber: (r.local_number as string | null) ?? null,
    tollFreeNumber: (r.toll_free_number as string | null) ?? null,
    inviteStatus: (r.invite_status as string | null) ?? null,
    durations: json<number[]>(r.durations, []),
    rolePlayerCalls: json<FeedCallRow[]>(r.rp_calls, []),
    participantCalls: json<FeedCallRow[]>(r.participant_calls, []),
  }));
}

/** The shift as a deleted shift's snapshot describes it: course, client and room names. */
export async function shiftNames(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      begins: courseEvents.begins,
      courseName: courses.name,
      clientName: clients.orgName,
      roomName: rooms.name,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(eq(courseEvents.id, eventId));
  return row;
}
