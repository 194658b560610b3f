import type { RegappBooking } from '@app/shared';
import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import type { AuthUser } from '../../plugins/types';

/**
 * Who asks: the signed-in participant (only their id matters here). Being enrolled in the course is
 * not a rule here: the service reads the actor's own enrolment, and a course without one is not found.
 */
export type RegappActor = Pick<AuthUser, 'id'>;

/**
 * - `manageBooking`: seeing, moving or cancelling a booking (a participant slot).
 * - `manageEntry`: leaving a waiting list, or claiming the place it offers.
 * - `book`: booking a time (a call of a block): also what a move books and a waiting list offers.
 * - `move`: moving a booked call elsewhere.
 * - `cancel`: cancelling a booked call.
 */
export type RegappAction = 'manageBooking' | 'manageEntry' | 'book' | 'move' | 'cancel';

/** A call's start, judged at `now` in the business time zone. */
interface CallTime {
  start: Date;
  now: Date;
  timeZone: string;
}

/** The record each action needs. */
export interface RegappPolicyRecords {
  /** Whose booking it is. */
  manageBooking: { userId: number };
  /** Whose waiting list entry it is. */
  manageEntry: { userId: number };
  /** With the course's change timeout in days. */
  book: CallTime & { changeTimeout: number };
  /** With the course's change timeout in days. */
  move: CallTime & { changeTimeout: number };
  /** With the course's cancel timeout in days. */
  cancel: CallTime & { cancelTimeout: number };
}

/**
 * Whether a call starting at `start` is inside a window of `days` calendar days before it (in the
 * business time zone: the same time of day, `days` days earlier), so it can no longer be changed.
 */
function insideWindow(start: Date, days: number, now: Date, timeZone: string): boolean {
  const opens = subDays(new TZDate(start.getTime(), timeZone), days).getTime();
  return now.getTime() >= opens;
}

/** Whether a call is open for booking: outside the course's change window. */
export function openForBooking(r: RegappPolicyRecords['book']): boolean {
  return !insideWindow(r.start, r.changeTimeout, r.now, r.timeZone);
}

const RULES: { [A in RegappAction]: (actor: RegappActor, record: RegappPolicyRecords[A]) => boolean } = {
  /** A participant's own booking; another's reads as not found. */
  manageBooking: (actor, r) => r.userId === actor.id,
  /** A participant's own entry; another's reads as not found. */
  manageEntry: (actor, r) => r.userId === actor.id,
  /** A call outside the course's change window: booking, moving into it and offers close with it. */
  book: (_actor, r) => openForBooking(r),
  /** A booked call is moved only outside the course's change window. */
  move: (_actor, r) => !insideWindow(r.start, r.changeTimeout, r.now, r.timeZone),
  /** A booked call is cancelled only outside the course's cancel window. */
  cancel: (_actor, r) => !insideWindow(r.start, r.cancelTimeout, r.now, r.timeZone),
};

/** Whether the actor may do `action` with the course, booking, entry or call described by `record`. */
export function can<A extends RegappAction>(actor: RegappActor, action: A, record: RegappPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: RegappActor, record: RegappPolicyRecords[A]) => boolean)(actor, record);
}

/**
 * What the participant may still do with their booked call starting at `start` (`move`, `cancel`),
 * for the app to show an action closed, with why, before it is tapped. A call that has started is
 * closed whatever the windows.
 */
export function bookingActions(
  actor: RegappActor,
  course: { changeTimeout: number; cancelTimeout: number },
  timeZone: string,
  start: Date,
  now: Date,
): Pick<RegappBooking, 'canMove' | 'moveClosedReason' | 'canCancel' | 'cancelClosedReason'> {
  const started = start.getTime() <= now.getTime();
  const call = { start, now, timeZone };
  const moveClosedReason = started
    ? 'call_started'
    : !can(actor, 'move', { ...call, changeTimeout: course.changeTimeout })
      ? 'change_window'
      : null;
  const cancelClosedReason = started
    ? 'call_started'
    : !can(actor, 'cancel', { ...call, cancelTimeout: course.cancelTimeout })
      ? 'cancel_window'
      : null;
  return { canMove: moveClosedReason === null, moveClosedReason, canCancel: cancelClosedReason === null, cancelClosedReason };
}
