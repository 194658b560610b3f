import * as format from '@app/shared';
import { currentLanguage } from '../lib/i18n/i18n';
import { businessTimeZone } from '../lib/time-zone';

/** Moments as the web receives them: a Date, an ISO string, or nothing. */
export type Moment = string | Date | null | undefined;

/*
 * The shared formatters of @app/shared (packages/shared/src/format/date-time.ts) with the business
 * time zone as the default zone; each answers '' when the moment is absent or invalid.
 */

/** 'MM-dd-yyyy HH:mm' ('11-25-2026 09:05'): only the grids the first document names (Clients, Courses, a course's Shifts). */
export const formatGridDateTime = (value: Moment, zone: string = businessTimeZone()) => format.formatGridDateTime(value, zone);
/** A clock from its hour and minute, 'H:mm' ('9:05'): the one place the padding is decided. */
export const formatClock = format.formatClock;
/** A wall-clock value as inputs hold it ('09:05') written for people ('9:05'). */
export const formatClockValue = format.formatClockValue;
/** 'H:mm', 24-hour ('9:05'). */
export const formatTime = (value: Moment, zone: string = businessTimeZone()) => format.formatTime(value, zone);
// Dates are written in the person's language (lib/i18n: the active one, en-CA until one is active):
// English as the product always has, the others their own short dates ('mer. 25 nov. 2026').

/** 'MMM D YYYY' ('Nov 25 2026'). */
export const formatDate = (value: Moment, zone: string = businessTimeZone(), locale: string = currentLanguage()) =>
  format.formatDate(value, zone, locale);
/** 'Wed Nov 25 2026'. */
export const formatWeekdayDate = (value: Moment, zone: string = businessTimeZone(), locale: string = currentLanguage()) =>
  format.formatWeekdayDate(value, zone, locale);
/** The short weekday alone, 'Wed' ('mer.'): a calendar column's header on a phone. */
export const formatShortWeekday = (value: Moment, zone: string = businessTimeZone(), locale: string = currentLanguage()) =>
  format.formatShortWeekday(value, zone, locale);
/** 'Nov 25 2026, 9:05'. */
export const formatDateTime = (value: Moment, zone: string = businessTimeZone(), locale: string = currentLanguage()) =>
  format.formatDateTime(value, zone, locale);
/** 'Wed Nov 25 2026, 9:05'. */
export const formatWeekdayDateTime = (value: Moment, zone: string = businessTimeZone(), locale: string = currentLanguage()) =>
  format.formatWeekdayDateTime(value, zone, locale);
/** 'Wed Nov 25 2026, 9:00–12:00': a span with its day; across days the end carries its date. */
export const formatDateTimeRange = (
  start: Moment,
  end: Moment,
  zone: string = businessTimeZone(),
  locale: string = currentLanguage(),
) => format.formatDateTimeRange(start, end, zone, locale);
/** 'Nov 23 2026–Nov 29 2026': days from the first to the last. */
export const formatDateRange = (
  first: Moment,
  last: Moment,
  zone: string = businessTimeZone(),
  locale: string = currentLanguage(),
) => format.formatDateRange(first, last, zone, locale);
/** '9:00–12:00'; across days the end carries its date ('22:00–Thu Nov 26 2026, 1:00'). */
export const formatTimeRange = (start: Moment, end: Moment, zone: string = businessTimeZone()) =>
  format.formatTimeRange(start, end, zone);
/** A staff member's fair share in one line: '2 shifts this month · last Nov 3', 'No shifts yet'. */
export const formatFairShare = (share: format.FairShare, zone: string = businessTimeZone()) =>
  format.formatFairShare(share, zone);

/** True when two moments fall on the same calendar day in `zone`. */
export function sameDayInZone(a: Date | string, b: Date | string, zone: string = businessTimeZone()): boolean {
  return format.sameDayInZone(a, b, zone);
}

/** The start of the day `now` falls on, in `zone`. */
export function startOfDayInZone(now: Date, zone: string = businessTimeZone()): Date {
  return format.startOfDayInZone(now, zone);
}
