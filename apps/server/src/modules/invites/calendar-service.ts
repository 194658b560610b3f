import {
  blockStartTimes,
  type CalendarShift,
  callJoinUrl,
  can,
  type InviteWithShift,
  MESSAGES,
  shownAnswerBy,
} from '@app/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { JsonText } from '../../lib/responses';
import type { AuthUser } from '../../plugins/types';
import { callLengthMinutes } from '../scenario-components';
import { assertMayReadInvites } from './policy';
import { type CalendarRecord, presentCalendarShift, presentInvite } from './presenter';
import {
  allShiftsFeedJson,
  type FeedRow,
  ownShiftsInRange,
  participantCallsInRange,
  placesInRange,
  swapOffers,
  userExists,
} from './repository';
import type { RangeQuery } from './schemas';

/** The longest time range one calendar call may ask for. */
export const MAX_RANGE_DAYS = 100;
const DAY = 86_400_000;
const MINUTE = 60_000;

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
 * get every shift. Everybody else gets the shifts where they hold a place (myStatus, myInviteId),
 * the ones offered to them for swap (swapInviteId: 'Shift Available'; declined shifts stay hidden
 * unless offered) and, for a participant, the roleplay shifts they sit in a call of (myCalls: each
 * of their calls with its own time and joining details). A non-manager's feed is built from their
 * own rows (their invites, the few invites offered for swap, their participant slots), so its cost
 * follows what they see, not every shift of the range.
 */
export async function calendarFeed(opts: { db: Db; viewer: AuthUser; query: RangeQuery }): Promise<CalendarShift[] | JsonText> {
  const { start, end } = rangeOf(opts.query);
  const range = { viewer: opts.viewer, start, end };
  // Every shift, with the swaps offered to the manager: written as JSON by the database.
  if (can(opts.viewer, 'shifts.manage')) return new JsonText(await allShiftsFeedJson(opts.db, range));
  // A staff member's places and offers.
  if (!opts.viewer.roles.includes('participant'))
    return (await ownShiftsInRange(opts.db, range)).map(shownFeedRow).sort(byStart).map(presentCalendarShift);

  // A participant's places and offers are read as a staff member's; each of their calls is put on
  // its shift here, with its own times (they follow the course's call length) and joining details.
  const [places, calls] = await Promise.all([ownShiftsInRange(opts.db, range), participantCallsInRange(opts.db, range)]);
  const byShift = new Map<number, CalendarRecord>(places.map((row) => [row.id, shownFeedRow(row)]));
  const lengths = new Map<number, number>();
  for (const { call, ...row } of calls) {
    let length = lengths.get(row.courseId);
    if (length === undefined) {
      length = await callLengthMinutes(opts.db, row.courseId);
      lengths.set(row.courseId, length);
    }
    const [begins = row.begins] = blockStartTimes(row.begins, length, call.blockNumber + 1).slice(call.blockNumber);
    const room = call.roomType ? { roomType: call.roomType, meetingUrl: call.roomUrl } : null;
    const phone = call.roomType === 'phone';
    const shift = byShift.get(row.id) ?? { ...row, answerBy: null };
    shift.myCalls = [
      ...(shift.myCalls ?? []),
      {
        id: call.id,
        begins,
        ends: new Date(begins.getTime() + length * MINUTE),
        joinUrl: callJoinUrl(room, call.meetingUrl),
        localNumber: phone ? call.localNumber : null,
        tollFreeNumber: phone ? call.tollFreeNumber : null,
      },
    ];
    byShift.set(row.id, shift);
  }
  return [...byShift.values()].sort(byStart).map(presentCalendarShift);
}

/** A feed row with its answer-by time as shown: only while the viewer's own invitation waits. */
function shownFeedRow(row: FeedRow): CalendarRecord {
  return { ...row, answerBy: row.myStatus === null ? null : shownAnswerBy(row.myStatus, row.answerBy) };
}

/** By start, then id. */
function byStart(a: CalendarRecord, b: CalendarRecord): number {
  return a.begins.getTime() - b.begins.getTime() || a.id - b.id;
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
  assertMayReadInvites(opts.actor, opts.userId);
  const { start, end } = rangeOf(opts.query);
  if (!(await userExists(opts.db, opts.userId))) throw notFound(MESSAGES.userNotFound);
  const rows = await placesInRange(opts.db, { userId: opts.userId, start, end });
  return rows.map(({ invite, shift }) => ({
    ...presentInvite(invite),
    shift: presentCalendarShift({
      ...shift,
      myStatus: invite.status,
      myInviteId: invite.id,
      swapInviteId: null,
      answerBy: shownAnswerBy(invite.status, invite.answerBy),
    }),
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
