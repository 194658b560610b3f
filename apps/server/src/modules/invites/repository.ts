/**
 * Every query of the invites module: invites and their holders, the eligibility rules written as
 * SQL (qualified, available, busy, the kind of place held), the calendar feed and the swap lists,
 * the picker of people to invite, and partial swap requests. Services keep the rules and the
 * transactions; shifts are read through the shifts module, people through the users module. The
 * joins to other modules' tables that remain are read models, listed with their reasons in
 * src/test/table-ownership.test.ts.
 */
import type { InviteStatus, RoomType } from '@app/shared';
import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  not,
  notExists,
  notInArray,
  or,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  calls,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  courses,
  eventInvites,
  partialSwapRequests,
  participantSlots,
  rooms,
  userAvailabilities,
  userQualifications,
  users,
} from '../../db/schema';
import { auditAll } from '../../lib/audit';
import { preparedPerDb } from '../../lib/prepared';
import { holdsPlaceSql } from '../../lib/records';
import { busySql, withShiftNames } from '../shifts';
import type { Person } from '../users';
import type { CalendarRecord, InviteRecord } from './presenter';
import type { PlaceRole, ShiftContext } from './shift-context';

export type InviteRow = typeof eventInvites.$inferSelect;

// People are read through the users module; these names stay here for the invites services.
export { anyPerson, livePeople, livePerson, type Person, userExists } from '../users';

/** The most people one open swap or coverage request is e-mailed to. */
export const HELPER_MAIL_CAP = 200;

// The eligibility rules as SQL, for the lists that apply them to many people in one query.

const qb = new QueryBuilder();
const one = sql`1`;

/**
 * True when the user (a column of the outer query, or an id) is qualified for the course (a column
 * of the outer query) or for one of the courses (a list of ids): a user_qualifications row, or no
 * qualification rows at all for those courses (a course without any accepts everybody).
 */
function qualifiedSql(user: AnyColumn | number | Placeholder, course: AnyColumn | number[]): SQL {
  const courseMatch = Array.isArray(course)
    ? inArray(userQualifications.courseId, course)
    : eq(userQualifications.courseId, course);
  const own = qb
    .select({ one })
    .from(userQualifications)
    .where(and(eq(userQualifications.userId, user), courseMatch));
  const any = qb.select({ one }).from(userQualifications).where(courseMatch);
  return sql`(${exists(own)} or not ${exists(any)})`;
}

/** True when one availability row of the user covers the whole of [start, end]. */
function availableSql(user: AnyColumn | number, start: Date, end: Date): SQL {
  return exists(
    qb
      .select({ one })
      .from(userAvailabilities)
      .where(
        and(eq(userAvailabilities.userId, user), lte(userAvailabilities.startTime, start), gte(userAvailabilities.endTime, end)),
      ),
  );
}

/**
 * The kind of place the holder (a column) has on the shift of the outer query: 'coach' or 'sc' when
 * they are its coach or coordinator, otherwise 'rp'. The SQL twin of `placeRole`.
 */
function placeRoleSql(holder: AnyColumn): SQL<string> {
  return sql<string>`(case when ${courseEvents.coachId} = ${holder} then 'coach' when ${courseEvents.shiftCoordinatorId} = ${holder} then 'sc' else 'rp' end)`;
}

// Invites.

const inviteRecordFields = {
  id: eventInvites.id,
  status: eventInvites.status,
  userId: eventInvites.userId,
  userName: users.name,
  userEmail: users.email,
  eventId: eventInvites.eventId,
  eventType: courseEvents.type,
  swapToUserId: eventInvites.swapToUserId,
  answerBy: eventInvites.answerBy,
  createdAt: eventInvites.createdAt,
  updatedAt: eventInvites.updatedAt,
};

/** The invites matching `where`, with their users and shift types, oldest first. */
async function inviteRecords(tx: Tx, where: SQL | undefined, limit?: number): Promise<InviteRecord[]> {
  const query = tx
    .select(inviteRecordFields)
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .where(where)
    .orderBy(asc(eventInvites.id));
  return limit === undefined ? query : query.limit(limit);
}

/** One invite as shown, or undefined. */
export async function inviteRecordById(tx: Tx, id: number): Promise<InviteRecord | undefined> {
  const [row] = await inviteRecords(tx, eq(eventInvites.id, id));
  return row;
}

/** The invites of a shift, or only those of `userIds` on it, as shown, oldest first. */
export async function inviteRecordsOfShift(tx: Tx, eventId: number, userIds?: number[]): Promise<InviteRecord[]> {
  return inviteRecords(
    tx,
    and(eq(eventInvites.eventId, eventId), userIds !== undefined ? inArray(eventInvites.userId, userIds) : undefined),
  );
}

/** Invites filtered by shift type, shift and user, as shown, oldest first, at most `limit`. */
export async function findInviteRecords(
  tx: Tx,
  filter: { eventType?: InviteRecord['eventType']; eventId?: number; userId?: number },
  limit: number,
): Promise<InviteRecord[]> {
  return inviteRecords(
    tx,
    and(
      filter.eventType !== undefined ? eq(courseEvents.type, filter.eventType) : undefined,
      filter.eventId !== undefined ? eq(eventInvites.eventId, filter.eventId) : undefined,
      filter.userId !== undefined ? eq(eventInvites.userId, filter.userId) : undefined,
    ),
    limit,
  );
}

/** The invite, locked (FOR UPDATE) until the transaction ends, or undefined. */
export async function lockInvite(tx: Tx, id: number): Promise<InviteRow | undefined> {
  const [row] = await tx.select().from(eventInvites).where(eq(eventInvites.id, id)).for('update');
  return row;
}

/** The user's invite on the shift, whatever its status, or undefined. */
export async function inviteOnShift(tx: Tx, eventId: number, userId: number): Promise<InviteRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.userId, userId)));
  return row;
}

/** The invites the users already have on the shift. */
export async function invitesOfUsersOnShift(
  tx: Tx,
  eventId: number,
  userIds: number[],
): Promise<Array<{ id: number; userId: number; status: InviteStatus }>> {
  return tx
    .select({ id: eventInvites.id, userId: eventInvites.userId, status: eventInvites.status })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), inArray(eventInvites.userId, userIds)));
}

/** New invites of the users on the shift ('invited' unless `status` says otherwise); their ids. */
export async function insertInvites(
  tx: Tx,
  eventId: number,
  userIds: number[],
  status: 'invited' | 'accepted' = 'invited',
): Promise<Array<{ id: number; userId: number }>> {
  if (userIds.length === 0) return [];
  return tx
    .insert(eventInvites)
    .values(userIds.map((userId) => ({ eventId, userId, status })))
    .returning({ id: eventInvites.id, userId: eventInvites.userId });
}

/** Opens declined invites again ('invited' unless `status` says otherwise), offered to nobody. */
export async function reopenInvites(tx: Tx, ids: number[], at: Date, status: 'invited' | 'accepted' = 'invited'): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(eventInvites).set({ status, swapToUserId: null, updatedAt: at }).where(inArray(eventInvites.id, ids));
}

/** Which of the users are enrolled in the course. */
export async function enrolledIn(tx: Tx, courseId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ userId: courseParticipants.userId })
    .from(courseParticipants)
    .where(and(eq(courseParticipants.courseId, courseId), inArray(courseParticipants.userId, userIds)));
  return rows.map((r) => r.userId);
}

/** The course's enrolled participants (live accounts), with their invite status on the shift; by name. */
export async function courseParticipantRows(
  db: Db,
  courseId: number,
  eventId: number,
): Promise<Array<{ id: number; name: string; email: string; roles: string[]; inviteStatus: InviteStatus | null }>> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles, inviteStatus: eventInvites.status })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .leftJoin(eventInvites, and(eq(eventInvites.userId, users.id), eq(eventInvites.eventId, eventId)))
    .where(and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** Writes an invite's new state (and holder). */
export async function updateInvite(
  tx: Tx,
  id: number,
  change: { status: InviteStatus; swapToUserId: number | null; userId?: number; updatedAt: Date },
): Promise<void> {
  await tx.update(eventInvites).set(change).where(eq(eventInvites.id, id));
}

/** Deletes an invite. */
export async function deleteInviteRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(eventInvites).where(eq(eventInvites.id, id));
}

/** Records several audit entries of invite changes at once. */
export async function auditInviteChanges(
  tx: Tx,
  entries: Array<{ actorId: number; action: string; entityId: number; data: unknown }>,
): Promise<void> {
  await auditAll(tx, 'event_invite', entries);
}

/** Records a partial swap request of an invite. */
export async function insertPartialSwapRequest(
  tx: Tx,
  values: { eventInviteId: number; requestSubject: string; requestDetails: string; createdById: number },
): Promise<typeof partialSwapRequests.$inferSelect> {
  const [row] = await tx.insert(partialSwapRequests).values(values).returning();
  if (!row) throw new Error('partial swap request insert returned no row');
  return row;
}

// People.

/** True when the user is qualified for the course (or the course has no qualifications). */
export async function isQualified(tx: Tx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ ok: qualifiedSql(users.id, [courseId]) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.ok === true;
}

/**
 * The people who could take over (part of) a place on the shift: live users with the place's role,
 * qualified for the course, with no invite on this shift (a declined one included: who declined the
 * shift is not asked again) and no overlapping place on another one.
 * Those whose availability covers the shift come first; at most HELPER_MAIL_CAP people.
 */
export async function helpersFor(tx: Tx, opts: { shift: ShiftContext; role: PlaceRole; exclude: number[] }): Promise<Person[]> {
  const { shift } = opts;
  const onThisShift = tx.select({ userId: eventInvites.userId }).from(eventInvites).where(eq(eventInvites.eventId, shift.id));
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        arrayContains(users.roles, [opts.role]),
        opts.exclude.length > 0 ? notInArray(users.id, opts.exclude) : undefined,
        notInArray(users.id, onThisShift),
        qualifiedSql(users.id, [shift.courseId]),
        sql`not ${busySql(users.id, { start: shift.begins, end: shift.ends, exceptShiftId: shift.id })}`,
      ),
    )
    .orderBy(desc(availableSql(users.id, shift.begins, shift.ends)), asc(sql`lower(${users.name})`), asc(users.id))
    .limit(HELPER_MAIL_CAP);
}

/**
 * The people a holder may hand their place on the shift to, by name (`only`: whether that one
 * person may): live, somebody else, with the place's role, qualified for the course, holding no
 * place on this shift (who declined it may still be named) and free then (no place on an
 * overlapping shift). The one rule of a direct swap: the picker lists these, the give checks them.
 */
export async function takersOfPlace(
  tx: Tx | Db,
  opts: { shift: ShiftContext; role: PlaceRole; holderId: number; only?: number },
): Promise<Array<Person & { roles: string[] }>> {
  const { shift } = opts;
  const holdsPlaceHere = tx
    .select({ userId: eventInvites.userId })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, shift.id), holdsPlaceSql(eventInvites.status)));
  return tx
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .where(
      and(
        opts.only !== undefined ? eq(users.id, opts.only) : undefined,
        isNull(users.deletedAt),
        ne(users.id, opts.holderId),
        arrayContains(users.roles, [opts.role]),
        notInArray(users.id, holdsPlaceHere),
        qualifiedSql(users.id, [shift.courseId]),
        sql`not ${busySql(users.id, { start: shift.begins, end: shift.ends, exceptShiftId: shift.id })}`,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(HELPER_MAIL_CAP);
}

/** A staff member as the invite picker shows them, before presentation. */
export interface InvitableRow {
  id: number;
  name: string;
  email: string;
  roles: string[];
  lastCoached: Date | null;
  qualified: boolean;
  available: boolean;
  busy: boolean;
  inviteStatus: InviteStatus | null;
}

/**
 * Live users holding `role` (or any of `anyOfRoles`), or the one user `userId`, with whether each
 * is qualified for the courses, has availability covering the window, is busy on another shift in
 * it, and their invite status on `eventId`. `onlyAvailable` keeps the available ones. By name.
 */
export async function invitableRows(
  db: Db,
  opts: {
    window?: { start: Date; end: Date };
    courseIds: number[];
    eventId?: number;
    role?: string;
    anyOfRoles: string[];
    userId?: number;
    onlyAvailable: boolean;
  },
): Promise<InvitableRow[]> {
  const { window, eventId } = opts;
  const available: SQL<boolean> = window
    ? sql<boolean>`${availableSql(users.id, window.start, window.end)}`
    : sql<boolean>`false`;
  const busy: SQL<boolean> = window
    ? sql<boolean>`${busySql(users.id, { ...window, exceptShiftId: eventId })}`
    : sql<boolean>`false`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      lastCoached: users.lastCoached,
      qualified: sql<boolean>`${qualifiedSql(users.id, opts.courseIds)}`,
      available,
      busy,
      inviteStatus: eventInvites.status,
    })
    .from(users)
    .leftJoin(eventInvites, and(eq(eventInvites.userId, users.id), eq(eventInvites.eventId, eventId ?? 0)))
    .where(
      and(
        isNull(users.deletedAt),
        opts.role ? arrayContains(users.roles, [opts.role]) : arrayOverlaps(users.roles, opts.anyOfRoles),
        opts.userId !== undefined ? eq(users.id, opts.userId) : undefined,
        opts.onlyAvailable ? available : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

// The calendar feed and the swap lists.

const DAY = 86_400_000;
/**
 * How far before the range a shift may begin and still reach into it. Shifts last hours, so a week
 * is generous; the bound lets the begins index find the shifts instead of reading every older one.
 */
export const LONGEST_SHIFT_DAYS = 7;

/** The viewer's own invite on a shift, and an invite offered for swap. */
const mine = alias(eventInvites, 'mine');
const offered = alias(eventInvites, 'offered');
const placeHeld = alias(eventInvites, 'place_held');

/** Who reads the calendar: their id and roles. */
export interface CalendarViewer {
  id: number;
  roles: readonly string[];
}

/** The bounds of a range read: [start, end), and the earliest begin of a shift reaching into it. */
interface RangeBounds<T> {
  start: T;
  end: T;
  earliest: T;
}

/** The bounds of [start, end): shifts begin at most LONGEST_SHIFT_DAYS before `start` to reach it. */
function boundsOf(start: Date, end: Date): RangeBounds<Date> {
  return { start, end, earliest: new Date(start.getTime() - LONGEST_SHIFT_DAYS * DAY) };
}

/** The same bounds as placeholders, for prepared statements (filled by `rangeValues`). */
const rangePlaceholders: RangeBounds<Placeholder> = {
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
  earliest: sql.placeholder('earliest'),
};

/** The values of a prepared range read's placeholders: the bounds and `viewerId`. */
function rangeValues(opts: { viewer: CalendarViewer; start: Date; end: Date }) {
  return { ...boundsOf(opts.start, opts.end), viewerId: opts.viewer.id };
}

/**
 * Shifts overlapping [start, end), found through the begins index: those beginning before `end`
 * and no earlier than `earliest` that end after `start`. The bounds are values (`boundsOf`), or
 * placeholders of a prepared statement.
 */
function overlapping({ start, end, earliest }: RangeBounds<Date | Placeholder>): SQL | undefined {
  return and(lt(courseEvents.begins, end), gte(courseEvents.begins, earliest), gt(courseEvents.ends, start));
}

/** Who an offer is for, as values or as placeholders of a prepared statement (see `offerValues`). */
interface OfferTarget<N, R, T> {
  viewerId: N;
  /** The places the viewer's roles can hold ('rp', 'coach', 'sc'); none for a manager who plays no part. */
  placeRoles: R;
  now: T;
}

/** Who an offer is for, as values. */
function offerValues(viewer: CalendarViewer): OfferTarget<number, string[], Date> {
  return {
    viewerId: viewer.id,
    placeRoles: viewer.roles.filter((r) => r === 'rp' || r === 'coach' || r === 'sc'),
    now: new Date(),
  };
}

/**
 * True for an invite (of the `offered` alias) offered for swap to the viewer: not their own, on a
 * shift not begun, and either named for them or open, on a course they are qualified for, for a
 * place their role can hold, on a shift they have not declined. `course_events` of the query must be the invite's shift.
 */
function offeredTo({
  viewerId,
  placeRoles,
  now,
}: OfferTarget<number | Placeholder, string[] | Placeholder, Date | Placeholder>): SQL | undefined {
  // One parameter holding the whole list (a JS array in a template would become a list of parameters).
  const roles = placeRoles instanceof Placeholder ? placeRoles : sql.param(placeRoles);
  return and(
    // A constant, not a parameter: a generic plan can then read the partial index of offered invites.
    sql`${offered.status} = 'swap_requested'`,
    ne(offered.userId, viewerId),
    gt(courseEvents.begins, now),
    or(
      eq(offered.swapToUserId, viewerId),
      and(
        isNull(offered.swapToUserId),
        sql`${placeRoleSql(offered.userId)} = any(${roles}::text[])`,
        qualifiedSql(viewerId, courseEvents.courseId),
        // Who declined the shift is not offered it back to all (a holder may still name them).
        notExists(declinedBy(viewerId)),
      ),
    ),
  );
}

/** The viewer's declined (or expired) invite on the shift of the `offered` invite: one holding no place. */
function declinedBy(viewerId: number | Placeholder) {
  return qb
    .select({ one })
    .from(placeHeld)
    .where(and(eq(placeHeld.eventId, offered.eventId), eq(placeHeld.userId, viewerId), not(holdsPlaceSql(placeHeld.status))));
}

/** The viewer's own place (not declined) on the shift of the `offered` invite. */
function placeOf(viewerId: number | Placeholder) {
  return qb
    .select({ one })
    .from(placeHeld)
    .where(and(eq(placeHeld.eventId, offered.eventId), eq(placeHeld.userId, viewerId), holdsPlaceSql(placeHeld.status)));
}

const shiftColumns = {
  id: courseEvents.id,
  type: courseEvents.type,
  begins: courseEvents.begins,
  ends: courseEvents.ends,
  courseId: courseEvents.courseId,
  courseName: courses.name,
  clientName: clients.orgName,
  cohortName: cohorts.name,
};

/** A row of the calendar feed before the viewer's call (if any) is put on it. */
export type CalendarRow = Omit<CalendarRecord, 'myCalls'>;

/** A row of the calendar feed as read: the viewer's own invite's answer-by time as stored (see shownAnswerBy). */
export type FeedRow = Omit<CalendarRecord, 'myCalls' | 'answerBy'> & { answerBy: Date | null };

/** A timestamp as JSON writes it from a JS Date (`toISOString`): UTC, milliseconds, 'Z'. */
function isoText(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The viewer's own invite's answer-by time as the feed writes it: the SQL twin of `shownAnswerBy`. */
function answerBySql(): SQL<string | null> {
  return sql<string | null>`(case when ${mine.status} in ('invited', 'expired') then ${isoText(mine.answerBy)} end)`;
}

/** Where each field of a calendar row comes from: a column, or a field of a subquery. */
type FeedSources = Record<keyof CalendarRow, SQLWrapper>;

/** The subquery of feed rows that `feedJson` writes. */
const FEED_ROWS = 'feed_rows';

/**
 * A calendar row's fields as the feed writes them, each named for its JSON key: the timestamps as
 * the API writes them, and no calls (`myCalls` empty). Selected into the `FEED_ROWS` subquery.
 */
function feedFields(f: FeedSources) {
  const fields: Record<keyof CalendarRecord, SQLWrapper> = {
    ...f,
    begins: isoText(f.begins),
    ends: isoText(f.ends),
    myCalls: sql`'[]'::json`,
  };
  return Object.fromEntries(Object.entries(fields).map(([key, source]) => [key, sql`${source}`.as(key)])) as {
    [K in keyof CalendarRecord]: SQL.Aliased<unknown>;
  };
}

/**
 * The rows of the `FEED_ROWS` subquery as the feed's JSON text: an array of CalendarShift by start
 * (then id). Each row is written whole (`json_agg` of the row), which costs PostgreSQL about a fifth less
 * than building an object per row from its fields. For the managers' feed, which holds every shift
 * of the range, building and writing the rows in Node cost more than reading them (measured in
 * pairs against the plain read: about 2× for a week, 1.4–1.5× for a month at 4× scale; a staff
 * member's few rows gained too little and are read plainly, `ownShiftsInRange`); a test holds the
 * text equal to the route schema's writing of the same rows.
 */
function feedJson(): SQL<string> {
  const rows = sql.identifier(FEED_ROWS);
  // The ISO timestamps, compared byte by byte (collate "C"), sort as the times do.
  return sql<string>`coalesce(json_agg(${rows} order by ${rows}.begins collate "C", ${rows}.id), '[]')::text`;
}

/**
 * Every shift overlapping [start, end), for those who see every shift (admin and sc), with the
 * viewer's own invite and the swap offered to them, as the feed's JSON text (`feedJson`). One
 * prepared statement over the begins index.
 */
export async function allShiftsFeedJson(db: Db, opts: { viewer: CalendarViewer; start: Date; end: Date }): Promise<string> {
  const [row] = await allShiftsStatement(db).execute({ ...rangeValues(opts), ...offerValues(opts.viewer) });
  return row?.feed ?? '[]';
}

const allShiftsStatement = preparedPerDb((db) => {
  const offer = offerSubquery(db, rangePlaceholders, offerPlaceholders);
  const fields = feedFields({
    ...shiftColumns,
    myStatus: mine.status,
    myInviteId: mine.id,
    swapInviteId: offer.inviteId,
    answerBy: answerBySql(),
  });
  const rows = withShiftNames(db.select(fields).from(courseEvents).$dynamic())
    .leftJoin(mine, and(eq(mine.eventId, courseEvents.id), eq(mine.userId, offerPlaceholders.viewerId)))
    .leftJoin(offer, eq(offer.eventId, courseEvents.id))
    .where(overlapping(rangePlaceholders))
    .as(FEED_ROWS);
  return db.select({ feed: feedJson() }).from(rows).prepare('invites_calendar_all_shifts');
});

/**
 * The places of a staff member or participant in [start, end) and the shifts offered to them,
 * which never overlap (an offer is only made where they hold no place); in no particular order.
 */
export async function ownShiftsInRange(db: Db, opts: { viewer: CalendarViewer; start: Date; end: Date }): Promise<FeedRow[]> {
  const bounds = boundsOf(opts.start, opts.end);
  const target = offerValues(opts.viewer);
  const offer = offerSubquery(db, bounds, target);
  const own = withShiftNames(
    db
      .select({
        ...shiftColumns,
        // Typed as the offers' left-joined fields, for the union.
        myStatus: sql<InviteStatus | null>`${mine.status}`,
        myInviteId: sql<number | null>`${mine.id}`,
        swapInviteId: sql<number | null>`null`,
        answerBy: mine.answerBy,
      })
      .from(mine)
      .innerJoin(courseEvents, eq(courseEvents.id, mine.eventId))
      .$dynamic(),
  ).where(and(eq(mine.userId, opts.viewer.id), holdsPlaceSql(mine.status), overlapping(bounds)));
  const offers = withShiftNames(
    db
      .select({
        ...shiftColumns,
        myStatus: mine.status,
        myInviteId: mine.id,
        swapInviteId: offer.inviteId,
        answerBy: mine.answerBy,
      })
      .from(offer)
      .innerJoin(courseEvents, eq(courseEvents.id, offer.eventId))
      .$dynamic(),
  ).leftJoin(mine, and(eq(mine.eventId, courseEvents.id), eq(mine.userId, opts.viewer.id)));
  return own.unionAll(offers);
}

/** Who an offer is for, as the placeholders of a prepared statement (filled by `offerValues`). */
const offerPlaceholders = {
  viewerId: sql.placeholder('viewerId'),
  placeRoles: sql.placeholder('placeRoles'),
  now: sql.placeholder('now'),
};

/**
 * The shifts overlapping the range offered to the viewer for swap where they hold no place: one
 * offer per shift, a named one first. The bounds and the viewer are values, or placeholders of a
 * prepared statement.
 */
function offerSubquery(
  db: Db,
  bounds: RangeBounds<Date | Placeholder>,
  target: OfferTarget<number | Placeholder, string[] | Placeholder, Date | Placeholder>,
) {
  return db
    .selectDistinctOn([offered.eventId], { eventId: offered.eventId, inviteId: sql<number>`${offered.id}`.as('invite_id') })
    .from(offered)
    .innerJoin(courseEvents, eq(courseEvents.id, offered.eventId))
    .where(and(overlapping(bounds), offeredTo(target), notExists(placeOf(target.viewerId))))
    .orderBy(offered.eventId, sql`${offered.swapToUserId} is null`, asc(offered.id))
    .as('offer');
}

/**
 * The roleplay shifts overlapping [start, end) where the viewer sits in a call (participant slots),
 * with the block number of their first call on each.
 */
export async function participantCallsInRange(
  db: Db,
  opts: { viewer: CalendarViewer; start: Date; end: Date },
): Promise<Array<CalendarRow & { call: ParticipantCallRow }>> {
  return withShiftNames(
    db
      .select({
        ...shiftColumns,
        myStatus: sql<InviteStatus | null>`null`,
        myInviteId: sql<number | null>`null`,
        swapInviteId: sql<number | null>`null`,
        call: {
          id: calls.id,
          blockNumber: calls.blockNumber,
          meetingUrl: calls.meetingUrl,
          roomType: rooms.roomType,
          roomUrl: rooms.meetingUrl,
          localNumber: rooms.localNumber,
          tollFreeNumber: rooms.tollFreeNumber,
        },
      })
      .from(participantSlots)
      .innerJoin(courseEvents, eq(courseEvents.id, participantSlots.eventId))
      .innerJoin(calls, eq(calls.id, participantSlots.callId))
      .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
      .$dynamic(),
  )
    .where(
      and(
        eq(participantSlots.userId, opts.viewer.id),
        eq(courseEvents.type, 'roleplay'),
        overlapping(boundsOf(opts.start, opts.end)),
      ),
    )
    .orderBy(asc(courseEvents.id), asc(calls.blockNumber), asc(calls.id));
}

/** A participant's call as the calendar reads it: its block, its link and the shift's room (if any). */
export interface ParticipantCallRow {
  id: number;
  blockNumber: number;
  meetingUrl: string | null;
  roomType: RoomType | null;
  roomUrl: string | null;
  localNumber: string | null;
  tollFreeNumber: string | null;
}

type ShiftColumns = Omit<CalendarRecord, 'myStatus' | 'myInviteId' | 'swapInviteId' | 'myCalls'>;

/** The user's places (invited, accepted, offered for swap) on shifts overlapping [start, end), by start. */
export async function placesInRange(
  db: Db,
  opts: { userId: number; start: Date; end: Date },
): Promise<Array<{ invite: InviteRecord; shift: ShiftColumns }>> {
  return withShiftNames(
    db
      .select({ invite: inviteRecordFields, shift: shiftColumns })
      .from(eventInvites)
      .innerJoin(users, eq(users.id, eventInvites.userId))
      .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
      .$dynamic(),
  )
    .where(
      and(eq(eventInvites.userId, opts.userId), holdsPlaceSql(eventInvites.status), overlapping(boundsOf(opts.start, opts.end))),
    )
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
}

/**
 * The future shifts offered to the viewer for swap, with the viewer's own invite on each (none, or
 * declined), by start.
 */
export async function swapOffers(
  db: Db,
  viewer: CalendarViewer,
): Promise<Array<{ invite: InviteRecord; shift: ShiftColumns; myStatus: InviteStatus | null; myInviteId: number | null }>> {
  return withShiftNames(
    db
      .select({
        invite: {
          id: offered.id,
          status: offered.status,
          userId: offered.userId,
          userName: users.name,
          userEmail: users.email,
          eventId: offered.eventId,
          eventType: courseEvents.type,
          swapToUserId: offered.swapToUserId,
          answerBy: offered.answerBy,
          createdAt: offered.createdAt,
          updatedAt: offered.updatedAt,
        },
        shift: shiftColumns,
        myStatus: mine.status,
        myInviteId: mine.id,
      })
      .from(offered)
      .innerJoin(users, eq(users.id, offered.userId))
      .innerJoin(courseEvents, eq(courseEvents.id, offered.eventId))
      .$dynamic(),
  )
    .leftJoin(mine, and(eq(mine.eventId, offered.eventId), eq(mine.userId, viewer.id)))
    .where(and(offeredTo(offerValues(viewer)), or(isNull(mine.id), not(holdsPlaceSql(mine.status)))))
    .orderBy(asc(courseEvents.begins), asc(offered.id));
}

// Answer-by deadlines and backfill (modules/backfill keeps the deadlines in step and fills places).

/** Writes when an invitation lapses unanswered (and, when given, when it was sent). */
export async function setAnswerBy(tx: Tx, id: number, values: { answerBy: Date | null; invitedAt?: Date }): Promise<void> {
  await tx.update(eventInvites).set(values).where(eq(eventInvites.id, id));
}

/** The invitations of a shift still waiting for an answer, with when they were sent and lapse. */
export async function waitingInvites(
  tx: Tx,
  eventId: number,
): Promise<Array<{ id: number; userId: number; invitedAt: Date; answerBy: Date | null }>> {
  const rows = await tx
    .select({
      id: eventInvites.id,
      userId: eventInvites.userId,
      invitedAt: eventInvites.invitedAt,
      updatedAt: eventInvites.updatedAt,
      answerBy: eventInvites.answerBy,
    })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.status, 'invited')))
    .orderBy(asc(eventInvites.id));
  // An invitation from before answer-by times were kept was sent when its row last changed.
  return rows.map((r) => ({ id: r.id, userId: r.userId, invitedAt: r.invitedAt ?? r.updatedAt, answerBy: r.answerBy }));
}

/** The places held on a shift (place-holding invites) with their holders' roles. */
export async function heldPlaces(
  tx: Tx,
  eventId: number,
): Promise<Array<{ inviteId: number; userId: number; status: InviteStatus; roles: string[] }>> {
  return tx
    .select({ inviteId: eventInvites.id, userId: eventInvites.userId, status: eventInvites.status, roles: users.roles })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(and(eq(eventInvites.eventId, eventId), holdsPlaceSql(eventInvites.status)))
    .orderBy(asc(eventInvites.id));
}

/**
 * The live users with `role` who may be offered a place on the shift: the invite picker's rules
 * (qualified for the course, availability covering the whole shift, not busy on an overlapping
 * shift), holding no invite on this shift (a declined or lapsed one included) and not its coach
 * or coordinator; without those in `exclude`. By id.
 */
export async function eligibleStaffIds(
  tx: Tx,
  opts: { shift: ShiftContext; role: PlaceRole; exclude: number[]; userId?: number },
): Promise<number[]> {
  const { shift } = opts;
  const onThisShift = tx.select({ userId: eventInvites.userId }).from(eventInvites).where(eq(eventInvites.eventId, shift.id));
  const chosen = [shift.coachId, shift.coordinatorId].filter((id): id is number => id !== null);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        arrayContains(users.roles, [opts.role]),
        opts.userId !== undefined ? eq(users.id, opts.userId) : undefined,
        opts.exclude.length > 0 ? notInArray(users.id, opts.exclude) : undefined,
        chosen.length > 0 ? notInArray(users.id, chosen) : undefined,
        notInArray(users.id, onThisShift),
        qualifiedSql(users.id, [shift.courseId]),
        availableSql(users.id, shift.begins, shift.ends),
        sql`not ${busySql(users.id, { start: shift.begins, end: shift.ends, exceptShiftId: shift.id })}`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
