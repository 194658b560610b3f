import { DateTime } from 'luxon';
import { businessTimeZone } from '../lib/time-zone';
import type { Moment } from './date-time';

/**
 * A moment written with a luxon pattern as the clock reads in `zone`, by default the business time
 * zone; '' when absent or invalid. For machine values only ('yyyy-MM-dd' for inputs and keys):
 * what people read is written by the named formatters of date-time.ts (docs/decisions.md, "One way
 * of writing dates and times"). Apart from them so that only the pages that write such values
 * download luxon: the signed-in shell, which every first screen waits for, does not (issue 35).
 */
export function formatInZone(value: Moment, pattern: string, zone: string = businessTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const dt = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  return dt.isValid ? dt.setZone(zone).setLocale('en-US').toFormat(pattern) : '';
}
