/**
 * The personal calendar feeds' SQL: the feed addresses (calendar_feeds), the per-(user, shift)
 * entries that carry each event's SEQUENCE and loss (calendar_feed_entries), and the read model of
 * one feed: the parts the user has now, found in the shifts' own tables (so a part written by any
 * path, the demo seed included, is in the feed at once), beside the entries of parts lost
 * (table-ownership test, KEPT_CROSSINGS 'calendar-feeds').
 */
import type { RoomType } from '@app/shared';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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
import { holdsPlaceSql } from '../../lib/records';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Who has a part in which shift: a place held by an invite (invited, accepted, offered for swap), the
 * shift's coach and coordinator, the role-players slotted in its calls and the participants seated
 * in them. Each kind (`part`) names the table its `(user, event)` rows come from (as `a`) and the
 * condition that makes a row a part. The one home of the rule: the feeds' reads and their
 * bookkeeping (partsSql) and the feeds' invariant (partsInWindow) are both built from it.
 */
const PARTS: ReadonlyArray<{ part: string; from: SQL; user: SQL; event: SQL; when: SQL }> = [
  {
    part: 'place',
    from: sql`${eventInvites} a`,
    user: sql`a.user_id`,
    event: sql`a.event_id`,
    when: holdsPlaceSql(sql`a.status`),
  },
  { part: 'coach', from: sql`${courseEvents} a`, user: sql`a.coach_id`, event: sql`a.id`, when: sql`a.coach_id is not null` },
  {
    part: 'coordinator',
    from: sql`${courseEvents} a`,
    user: sql`a.shift_coordinator_id`,
    event: sql`a.id`,
    when: sql`a.shift_coordinator_id is not null`,
  },
  { part: 'call', from: sql`${callSlots} a`, user: sql`a.user_id`, event: sql`a.event_id`, when: sql`a.user_id is not null` },
  { part: 'seat', from: sql`${participantSlots} a`, user: sql`a.user_id`, event: sql`a.event_id`, when: sql`true` },
];

/**
 * Who has a part in which shift (PARTS), as `(user_id, event_id)` rows, one per person and shift:
 * narrowed to one person or one shift, each kind through its own index.
 */
function partsSql(of: { userId: number } | { eventId: number }): SQL {
  const arms = PARTS.map(({ from, user, event, when }) => {
    const by = 'userId' in of ? sql`${user} = ${of.userId}` : sql`${event} = ${of.eventId}`;
    return sql`select ${user} as user_id, ${event} as event_id from ${from} where ${by} and ${when}`;
  });
  return sql.join(arms, sql` union `);
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

/** Everybody who has a part in the shift now (partsSql), by id. */
export async function peopleOnShift(tx: Tx, eventId: number): Promise<number[]> {
  const result = await tx.execute(sql`select p.user_id from (${partsSql({ eventId })}) p order by p.user_id`);
  return rowsOf<{ user_id: number }>(result).map((r) => Number(r.user_id));
}

/**
 * Brings the shift's entries in step: everybody with a part gets an entry: a new one at sequence 0,
 * or 1 when bumped (the feed may have shown the part at 0 before it had an entry); an existing one
 * moves to the shift's times and is no longer lost, and its sequence grows for those in `bump` and
 * for those who get back a part they had lost. Those with an entry but no part any more
 * lose it now (their sequence grows once), and so do those in `bump` with neither a part nor an entry
 * (a part the feed showed from the shift's tables alone, gone with this change).
 */
export async function syncEntries(
  tx: Tx,
  opts: { eventId: number; begins: Date; ends: Date; people: number[]; bump: number[] | 'all' },
): Promise<void> {
  const { eventId, begins, ends, people, bump } = opts;
  const isBumped = (userId: number) => bump === 'all' || bump.includes(userId);
  if (people.length > 0) {
    const bumped = bump === 'all' ? sql`true` : bump.length > 0 ? inArray(calendarFeedEntries.userId, bump) : sql`false`;
    await tx
      .insert(calendarFeedEntries)
      .values(people.map((userId) => ({ userId, eventId, begins, ends, sequence: isBumped(userId) ? 1 : 0 })))
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
  const goneUnseen = bump === 'all' ? [] : bump.filter((userId) => !people.includes(userId));
  if (goneUnseen.length > 0) {
    await tx
      .insert(calendarFeedEntries)
      .values(goneUnseen.map((userId) => ({ userId, eventId, begins, ends, sequence: 1, lostAt: sql`now()` })))
      .onConflictDoNothing({ target: [calendarFeedEntries.userId, calendarFeedEntries.eventId] });
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
 * The user's feed: each shift they have a part in now (partsSql, from the shifts' own tables) that
 * begins in [earliest, end) and ends after `start`, and each entry of a part they no longer have whose
 * copied times lie there, lost after `lostSince` (an entry whose part went with no event to mark it is
 * lost as of its last update). With each: the shift, course, client, room, the user's invite, the
 * course's component durations (for the call times), the calls the user plays a scenario in (with
 * their participants) and the calls they sit in. The SEQUENCE is the entry's, one more where the
 * entry does not know yet what the tables say (a part regained, or lost, with no event), 0 with no
 * entry. One statement, starting from the person's own rows (invites, slots, coached and coordinated
 * shifts, entries, each by its user index): its cost follows their rows, not the other shifts.
 */
export async function feedRows(
  tx: Tx,
  opts: { userId: number; start: Date; end: Date; earliest: Date; lostSince: Date },
): Promise<FeedRow[]> {
  const en = calendarFeedEntries;
  const inWindow = (alias: string) => {
    const t = sql.raw(alias);
    return sql`${t}.begins >= ${opts.earliest.toISOString()}::timestamptz and ${t}.begins < ${opts.end.toISOString()}::timestamptz
      and ${t}.ends > ${opts.start.toISOString()}::timestamptz`;
  };
  const result = await tx.execute(sql`
    with held as (
      select e.id as event_id, e.begins, e.ends from (${partsSql({ userId: opts.userId })}) p
        join ${courseEvents} e on e.id = p.event_id
        where ${inWindow('e')}
    ), shown as (
      select event_id, begins, ends, true as held from held
      union all
      select en.event_id, en.begins, en.ends, false from ${en} en
        where en.user_id = ${opts.userId} and ${inWindow('en')}
          and coalesce(en.lost_at, en.updated_at) > ${opts.lostSince.toISOString()}::timestamptz
          and not exists (select 1 from held h where h.event_id = en.event_id)
    )
    select s.event_id, s.begins, s.ends,
      coalesce(en.sequence, 0) + case when s.held = (en.lost_at is not null) then 1 else 0 end as sequence,
      case when s.held then null else coalesce(en.lost_at, en.updated_at) end as lost_at,
      case when s.held then null else en.snapshot end as snapshot,
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
        where cs.event_id = s.event_id and cs.user_id = ${opts.userId}) as rp_calls,
      (select coalesce(json_agg(json_build_object('callId', c.id, 'block', c.block_number, 'meetingUrl', c.meeting_url)
          order by c.block_number, c.id), '[]'::json)
        from ${participantSlots} ps join ${calls} c on c.id = ps.call_id
        where ps.event_id = s.event_id and ps.user_id = ${opts.userId}) as participant_calls
    from shown s
    left join ${en} en on en.user_id = ${opts.userId} and en.event_id = s.event_id
    left join ${courseEvents} e on e.id = s.event_id
    left join ${courses} co on co.id = e.course_id
    left join ${clients} cl on cl.id = co.client_id
    left join ${rooms} r on r.id = e.room_id
    left join ${eventInvites} inv on inv.event_id = s.event_id and inv.user_id = ${opts.userId}
    order by s.begins, s.event_id`);
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

/**
 * Every live person's part in every shift of the window (begins in [earliest, end), ends after
 * `start`), each named by its kind (PARTS), found over all shifts at once rather than per person:
 * the feeds' invariant holds the feed's read (feedRows) to it.
 */
export async function partsInWindow(
  tx: Tx,
  opts: { start: Date; end: Date; earliest: Date },
): Promise<Array<{ userId: number; eventId: number; part: string; begins: Date }>> {
  const result = await tx.execute(sql`
    select x.user_id, x.event_id, x.part, e.begins from (${sql.join(
      PARTS.map(
        ({ part, from, user, event, when }) =>
          sql`select ${user} as user_id, ${event} as event_id, ${part}::text as part from ${from} where ${when}`,
      ),
      sql` union all `,
    )}) x
    join ${courseEvents} e on e.id = x.event_id
    join ${users} u on u.id = x.user_id and u.deleted_at is null
    where e.begins >= ${opts.earliest.toISOString()}::timestamptz and e.begins < ${opts.end.toISOString()}::timestamptz
      and e.ends > ${opts.start.toISOString()}::timestamptz
    order by x.user_id, e.begins, x.event_id, x.part`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    userId: Number(r.user_id),
    eventId: Number(r.event_id),
    part: String(r.part),
    begins: date(r.begins),
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
