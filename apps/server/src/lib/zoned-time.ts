import { formatDateLong, formatTimeRange } from '@app/shared';
import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend, parseISO, startOfDay } from 'date-fns';

/**
 * Calendar arithmetic in the business time zone (config.timeZone): which day an instant falls on,
 * where a day starts, and how a time reads. Built on @date-fns/tz, so every IANA zone and its
 * daylight-saving rules work.
 */

const inZone = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return format(inZone(instant, timeZone), 'yyyy-MM-dd');
}

/** True when the instant falls on a Saturday or Sunday in the zone. */
export function isZonedWeekend(instant: Date, timeZone: string): boolean {
  return isWeekend(inZone(instant, timeZone));
}

/**
 * The first instant of a calendar date (YYYY-MM-DD) in the zone: its local midnight, or the first
 * instant that exists when a daylight-saving change skips midnight.
 */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Noon always exists; the start of its day is the day's first instant.
  return new Date(startOfDay(new TZDate(year, month - 1, day, 12, 0, 0, timeZone)).getTime());
}

/**
 * The instant a wall-clock time (whole hours) of a calendar date reads in the zone: 9 is 9:00 local
 * on a day whose clocks change too (not nine hours after its midnight).
 */
export function zonedTime(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, timeZone).getTime());
}

/** The first instant of the day that `now` falls on in the zone (shared with the web). */
export { startOfDayInZone } from '@app/shared';

/** The calendar date `days` after a date (YYYY-MM-DD). */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/**
 * How a shift's time reads in an e-mail: the long date in the language and H:mm–H:mm (the shared
 * formatters of @app/shared, docs/decisions.md "One way of writing dates and times").
 */
export function describeShiftTime(
  shift: { begins: Date; ends: Date },
  opts: { timeZone: string; language: string },
): { date: string; time: string; timeZone: string } {
  return {
    date: formatDateLong(shift.begins, opts.timeZone, opts.language),
    time: formatTimeRange(shift.begins, shift.ends, opts.timeZone, opts.language),
    timeZone: opts.timeZone,
  };
}
