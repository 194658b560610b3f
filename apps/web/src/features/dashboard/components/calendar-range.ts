import { DateTime } from 'luxon';
import type { CalendarRange } from '../api/keys';

/** The views the dashboard opens with: the week grid on wide screens, the month's list on phones. */
export type FirstView = 'timeGridWeek' | 'listMonth';

/** Weeks start on Monday in every calendar of the product (ISO 8601, as the resource timeline). */
export const FIRST_DAY = 1;

/** The view the dashboard opens with on a phone-sized screen (`narrow`) or a wider one. */
export function firstView(narrow: boolean): FirstView {
  return narrow ? 'listMonth' : 'timeGridWeek';
}

/**
 * A wall-clock moment in the business zone written as FullCalendar writes a range's ends with a named
 * time zone (its `startStr`): seconds, no milliseconds, the zone's offset, or 'Z' where it is zero.
 * The calendar's queries are keyed by these strings (shift-calendar.tsx).
 */
function asCalendarWrites(moment: DateTime): string {
  const wall = moment.toFormat("yyyy-MM-dd'T'HH:mm:ss");
  return moment.offset === 0 ? `${wall}Z` : `${wall}${moment.toFormat('ZZ')}`;
}

/**
 * The range the dashboard's calendar first asks its feeds for, opened at `now` in `view`: the week
 * from Monday (weeks start on Monday, FIRST_DAY) or the month, from midnight to midnight in the
 * business time zone. Asked for at sign-in (api/prefetch-dashboard.ts) under the keys the calendar
 * then reads; a test holds it to what FullCalendar asks for.
 */
export function firstRange(view: FirstView, now: Date, timeZone: string): CalendarRange {
  const unit = view === 'listMonth' ? 'month' : 'week';
  const start = DateTime.fromJSDate(now).setZone(timeZone).startOf(unit);
  return { start: asCalendarWrites(start), end: asCalendarWrites(start.plus({ [unit]: 1 })) };
}

/** The days the holidays of a calendar range are asked for (YYYY-MM-DD, as the range's ends read). */
export function holidayDays(range: CalendarRange): [startDate: string, endDate: string] {
  return [range.start.slice(0, 10), range.end.slice(0, 10)];
}
