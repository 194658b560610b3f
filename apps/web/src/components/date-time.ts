import { DATE_TIME_FORMAT } from '@app/shared';
import { DateTime } from 'luxon';
import { businessTimeZone } from '../lib/time-zone';

/** Moments as the web receives them: a Date, an ISO string, or nothing. */
export type Moment = string | Date | null | undefined;

function toDateTime(value: Moment, zone: string): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const dt = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  return dt.isValid ? dt.setZone(zone).setLocale('en-US') : null;
}

/**
 * A moment written with a luxon pattern ('cccc, LLLL d, yyyy', 'H:mm', …) as the clock reads in
 * `zone`, by default the business time zone; '' when absent or invalid.
 */
export function formatInZone(value: Moment, pattern: string, zone: string = businessTimeZone()): string {
  return toDateTime(value, zone)?.toFormat(pattern) ?? '';
}

/** A timestamp in the product's display format MM-dd-yyyy HH:mm, in the business time zone; '' when absent or invalid. */
export function formatDateTime(value: Moment, zone: string = businessTimeZone()): string {
  return formatInZone(value, DATE_TIME_FORMAT, zone);
}

/** True when two moments fall on the same calendar day in `zone`. */
export function sameDayInZone(a: Date | string, b: Date | string, zone: string = businessTimeZone()): boolean {
  const day = (v: Date | string) => formatInZone(v, 'yyyy-MM-dd', zone);
  return day(a) !== '' && day(a) === day(b);
}

/** The start of the day `now` falls on, in `zone`. */
export function startOfDayInZone(now: Date, zone: string = businessTimeZone()): Date {
  return DateTime.fromJSDate(now).setZone(zone).startOf('day').toJSDate();
}
