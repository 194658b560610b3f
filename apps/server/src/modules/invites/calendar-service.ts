import { type CalendarShift, can, type InviteWithShift } from '@app/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clients, cohorts, courseEvents, courses, eventInvites, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { fitsIntColumn } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { LIVE_STATUSES, placeRoleSql, qualifiedSql } from './eligibility';
import { type CalendarRecord, inviteRecordFields, presentCalendarShift, presentInvite } from './presenter';
import type { RangeQuery } from './schemas';
import { INVITE_TEXTS } from './texts';

/** The longest time range one calendar call may ask for. */
export const MAX_RANGE_DAYS = 100;
/**
 * How far before the range a shift may begin and still reach into it. Shifts last hours, so a week
 * is generous; the bound lets the begins index find the shifts instead of reading every older one.
 */
export const LONGEST_SHIFT_DAYS = 7;
const DAY = 86_400_000;

/** The viewer's own invite on a shift, and an invite offered for swap. */
const mine = alias(eventInvites, 'mine');
const offered = alias(eventInvites, 'offered');

function rangeOf(query: RangeQuery): { start: Date; end: Date } {
  // The route's schema has made sure both are there.
  const start = new Date(query.start_time ?? Number.NaN);
  const end = new Date(query.end_time ?? Number.NaN);
  const refuse = (message: string) => badRequest(`Invalid query: end_time ${message}`, [{ field: 'end_time', message }]);
  if (!(end > start)) throw refuse('must be after start_time');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY)
    throw refuse(`must be at most ${MAX_RANGE_DAYS} days after start_time`);
  return { start, end };
}

/** Shifts overlapping [start, end), found through the begins index. */
function overlapping(start: Date, end: Date): SQL | undefined {
  return and(
    lt(courseEvents.begins, end),
    gte(courseEvents.begins, new Date(start.getTime() - LONGEST_SHIFT_DAYS * DAY)),
    gt(courseEvents.ends, start),
  );
}

/** The working roles of a viewer that a swap can be offered to. */
function placeRolesOf(viewer: AuthUser): string[] {
  return viewer.roles.filter((r) => r === 'rp' || r === 'coach' || r === 'sc');
}

/**
 * True for an invite (of the `offered` alias) offered for swap to the viewer: not their own, on a
 * shift not begun, and either named for them or open, on a course they are qualified for, for a
 * place their role can hold. `course_events` of the query must be the invite's shift.
 */
function offeredTo(viewer: AuthUser): SQL | undefined {
  const roles = placeRolesOf(viewer);
  return and(
    eq(offered.status, 'swap_requested'),
    ne(offered.userId, viewer.id),
    gt(courseEvents.begins, new Date()),
    or(
      eq(offered.swapToUserId, viewer.id),
      and(
        isNull(offered.swapToUserId),
        roles.length > 0 ? inArray(placeRoleSql(offered.userId), roles) : sql`false`,
        qualifiedSql(viewer.id, courseEvents.courseId),
      ),
    ),
  );
}

const placeHeld = alias(eventInvites, 'place_held');

/** The viewer's own place (not declined) on the shift of the `offered` invite. */
function placeOf(viewer: AuthUser) {
  return new QueryBuilder()
    .select({ one: sql`1` })
    .from(placeHeld)
    .where(and(eq(placeHeld.eventId, offered.eventId), eq(placeHeld.userId, viewer.id), ne(placeHeld.status, 'rejected')));
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

/**
 * GET /course_events: the dashboard's shifts overlapping the range (at most 100 days). Admin and sc
 * get every shift. Everybody else gets the shifts where they hold a place (myStatus, myInviteId)
 * and the ones offered to them for swap (swapInviteId: 'Shift Available'); declined shifts stay
 * hidden unless offered. One query over the begins index, joined to course, client and cohort.
 */
export async function calendarFeed(opts: { db: Db; viewer: AuthUser; query: RangeQuery }): Promise<CalendarShift[]> {
  const { start, end } = rangeOf(opts.query);
  const { viewer } = opts;
  // The swaps offered to the viewer on shifts in the range, one per shift (a swap named for them
  // before an open one), as one set joined to the shifts rather than a look-up per shift.
  const offer = opts.db
    .selectDistinctOn([offered.eventId], { eventId: offered.eventId, inviteId: sql<number>`${offered.id}`.as('invite_id') })
    .from(offered)
    .innerJoin(courseEvents, eq(courseEvents.id, offered.eventId))
    .where(and(overlapping(start, end), offeredTo(viewer), notExists(placeOf(viewer))))
    .orderBy(offered.eventId, sql`${offered.swapToUserId} is null`, asc(offered.id))
    .as('offer');
  const everything = can(viewer, 'shifts.manage');
  const rows: CalendarRecord[] = await opts.db
    .select({ ...shiftColumns, myStatus: mine.status, myInviteId: mine.id, swapInviteId: offer.inviteId })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .leftJoin(mine, and(eq(mine.eventId, courseEvents.id), eq(mine.userId, viewer.id)))
    .leftJoin(offer, eq(offer.eventId, courseEvents.id))
    .where(
      and(overlapping(start, end), everything ? undefined : or(inArray(mine.status, LIVE_STATUSES), isNotNull(offer.inviteId))),
    )
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
  return rows.map(presentCalendarShift);
}

/**
 * GET /users/{id}/event_invites: the user's places (invited, accepted, offered for swap) on shifts
 * overlapping the range. A user sees their own; managers anybody's.
 */
export async function userInvites(opts: {
  db: Db;
  actor: AuthUser;
  userId: number;
  query: RangeQuery;
}): Promise<InviteWithShift[]> {
  if (opts.userId !== opts.actor.id && !can(opts.actor, 'shifts.manage')) throw forbidden(INVITE_TEXTS.ownInvitesOnly);
  const { start, end } = rangeOf(opts.query);
  const [person] = fitsIntColumn(opts.userId)
    ? await opts.db.select({ id: users.id }).from(users).where(eq(users.id, opts.userId))
    : [];
  if (!person) throw notFound(INVITE_TEXTS.userNotFound);
  const rows = await opts.db
    .select({ invite: inviteRecordFields, shift: shiftColumns })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .where(and(eq(eventInvites.userId, opts.userId), inArray(eventInvites.status, LIVE_STATUSES), overlapping(start, end)))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
  return rows.map(({ invite, shift }) => ({
    ...presentInvite(invite),
    shift: presentCalendarShift({ ...shift, myStatus: invite.status, myInviteId: invite.id, swapInviteId: null }),
  }));
}

/**
 * GET /role_players/all_swap_requested_events: the future shifts offered to the caller for swap
 * (named for them, or open on a course they are qualified for and a place their role can hold),
 * not their own and not on a shift where they already hold a place.
 */
export async function offeredSwaps(opts: { db: Db; viewer: AuthUser }): Promise<InviteWithShift[]> {
  const { viewer } = opts;
  const rows = await opts.db
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
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .leftJoin(mine, and(eq(mine.eventId, offered.eventId), eq(mine.userId, viewer.id)))
    .where(and(offeredTo(viewer), or(isNull(mine.id), eq(mine.status, 'rejected'))))
    .orderBy(asc(courseEvents.begins), asc(offered.id));
  return rows.map(({ invite, shift, myStatus, myInviteId }) => ({
    ...presentInvite(invite),
    shift: presentCalendarShift({ ...shift, myStatus, myInviteId, swapInviteId: invite.id }),
  }));
}
