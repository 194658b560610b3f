import { DateTime } from 'luxon';
import { formatInZone } from '../../../components/date-pattern';
import { businessTimeZone } from '../../../lib/time-zone';

/** The value format of an <input type="datetime-local">, to the minute (a luxon pattern). */
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A moment as a datetime-local field shows it: the clock in the business time zone. */
export function toDateTimeInput(value: Date | string, zone: string = businessTimeZone()): string {
  // An invalid date writes as ''.
  return formatInZone(value instanceof Date ? value : new Date(value), INPUT_FORMAT, zone);
}

/** What a datetime-local field holds, read as a clock time in the business time zone; null when empty or invalid. */
export function fromDateTimeInput(value: string, zone: string = businessTimeZone()): Date | null {
  if (!value) return null;
  // Some browsers add seconds to the value; the minute is what counts.
  const dt = DateTime.fromFormat(value.slice(0, 16), INPUT_FORMAT, { zone });
  return dt.isValid ? dt.toJSDate() : null;
}

/** ISO 8601 with the business zone's offset (2025-06-10T10:00:00-04:00), as the API expects. */
export function toIsoWithOffset(date: Date, zone: string = businessTimeZone()): string {
  return formatInZone(date, "yyyy-MM-dd'T'HH:mm:ssZZ", zone);
}

/** The calendar date of a moment in the business time zone, YYYY-MM-DD. */
export function toDateOnly(date: Date, zone: string = businessTimeZone()): string {
  return formatInZone(date, 'yyyy-MM-dd', zone);
}

/** 10:00 on the day `date` falls on (in the business time zone), `weeks` later. */
const atTen = (date: Date, weeks = 0) =>
  DateTime.fromJSDate(date).setZone(businessTimeZone()).plus({ weeks }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });

/** A new roleplay shift starts two weeks ahead at 10:00 unless changed. */
export function defaultRoleplayStart(now = new Date()): Date {
  return atTen(now, 2).toJSDate();
}

/** A new orientation or live shift starts today at 10:00 and lasts two hours (of elapsed time) unless changed. */
export function defaultTimedShift(now = new Date()): { start: Date; end: Date } {
  const start = atTen(now);
  return { start: start.toJSDate(), end: start.plus({ hours: 2 }).toJSDate() };
}
