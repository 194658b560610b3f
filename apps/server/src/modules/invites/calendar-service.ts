import { type CalendarShift, can, type InviteWithShift } from '@app/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { presentCalendarShift, presentInvite } from './presenter';
import { calendarRows, placesInRange, swapOffers, userExists } from './repository';
import type { RangeQuery } from './schemas';
import { INVITE_TEXTS } from './texts';

/** The longest time range one calendar call may ask for. */
export const MAX_RANGE_DAYS = 100;
const DAY = 86_400_000;

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

/**
 * GET /course_events: the dashboard's shifts overlapping the range (at most 100 days). Admin and sc
 * get every shift. Everybody else gets the shifts where they hold a place (myStatus, myInviteId)
 * and the ones offered to them for swap (swapInviteId: 'Shift Available'); declined shifts stay
 * hidden unless offered. One query over the begins index, joined to course, client and cohort.
 */
export async function calendarFeed(opts: { db: Db; viewer: AuthUser; query: RangeQuery }): Promise<CalendarShift[]> {
  const { start, end } = rangeOf(opts.query);
  const rows = await calendarRows(opts.db, { viewer: opts.viewer, start, end, everything: can(opts.viewer, 'shifts.manage') });
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
  if (!(await userExists(opts.db, opts.userId))) throw notFound(INVITE_TEXTS.userNotFound);
  const rows = await placesInRange(opts.db, { userId: opts.userId, start, end });
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
  const rows = await swapOffers(opts.db, opts.viewer);
  return rows.map(({ invite, shift, myStatus, myInviteId }) => ({
    ...presentInvite(invite),
    shift: presentCalendarShift({ ...shift, myStatus, myInviteId, swapInviteId: invite.id }),
  }));
}
