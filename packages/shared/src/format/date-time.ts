/**
 * How the product writes dates and times: the one policy, used by the web, the e-mails and the CSVs
 * (docs/decisions.md, "One way of writing dates and times"). Every formatter takes the zone whose
 * wall clock it reads (the business time zone) and answers '' for a missing or invalid moment.
 * Nothing outside this module writes a date or a time for people (format/no-ad-hoc-dates.test.ts).
 *
 * - A time: 24-hour 'H:mm' everywhere, the hour never padded ('9:05', '17:30', '0:15'): the second
 *   document's time format. `formatClock` is the one place that pads.
 * - A date: 'MMM D YYYY' ('Nov 25 2026'), the second document's; where the day of the week matters
 *   (a schedule, a deadline) the weekday goes in front ('Wed Nov 25 2026'), never in place of it.
 * - A date with time: the two joined by a comma ('Nov 25 2026, 9:05').
 * - A range: the two ends joined by an en dash without spaces, the end dropping what it repeats
 *   ('9:00–12:00', 'Wed Nov 25 2026, 9:00–12:00', 'Nov 23 2026–Nov 29 2026').
 * - Only the grids the first document names (Clients and Courses 'Date Created', a course's Shifts
 *   grid 'Start Time' and 'End Time') keep its 'MM-dd-yyyy HH:mm'.
 * - E-mails and the registration app write dates in the course's language: English ones as above
 *   ('Wed Nov 25 2026'), fr-CA, pt-PT and es-ES the long date of their language.
 * - The back office writes them in the person's language (`locale`): English as above, the others
 *   their short date ('mer. 25 nov. 2026'); times stay 'H:mm' in every language.
 *
 * Built on Intl.DateTimeFormat (one per locale, zone and options, made once): every IANA zone and
 * its daylight-saving rules work, in Node and in browsers, without another library.
 */

/** A moment as the callers hold it: a Date, an ISO string, epoch milliseconds, or nothing. */
export type Moment = Date | string | number | null | undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant to write and the zone to read it in. A bare calendar date ('2026-11-25') is that
 * date whatever the zone: it is read at noon UTC in UTC.
 */
function resolve(value: Moment, zone: string): { at: Date; zone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DATE.exec(value);
    if (day) return { at: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)), zone: 'UTC' };
  }
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, zone };
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(value: Moment, zone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Parts | null {
  const resolved = resolve(value, zone);
  if (!resolved) return null;
  const out: Parts = {};
  for (const part of formatter(locale, resolved.zone, options).formatToParts(resolved.at)) out[part.type] = part.value;
  return out;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const NAMED_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' };

/** The hour as 0–23 (some engines write midnight as '24' even with h23). */
const hourOf = (p: Parts) => Number(p.hour) % 24;

/** The one way a clock reads: 24-hour, the hour as is, the minutes in two digits ('9:05', '17:30', '0:15'). */
export function formatClock(hour: number, minute: number): string {
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/**
 * A wall-clock value as inputs and keys hold it ('09:05', '24:00') written for people: '9:05',
 * '24:00'. Anything else is returned as it came.
 */
export function formatClockValue(value: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  return m ? formatClock(Number(m[1]), Number(m[2])) : value;
}

/** 'H:mm', 24-hour: '9:05', '17:30', '0:15'. */
export function formatTime(value: Moment, zone: string): string {
  const p = partsOf(value, zone, CLOCK);
  return p ? formatClock(hourOf(p), Number(p.minute)) : '';
}

/**
 * 'MM-dd-yyyy HH:mm' (first document), e.g. '11-25-2026 09:05': only in the grids that document
 * names (Clients and Courses 'Date Created', a course's Shifts grid); elsewhere `formatDateTime`.
 */
export function formatGridDateTime(value: Moment, zone: string): string {
  const p = partsOf(value, zone, { ...NUMERIC_DATE, ...CLOCK });
  return p ? `${p.month}-${p.day}-${p.year} ${String(hourOf(p)).padStart(2, '0')}:${p.minute}` : '';
}

/** True for no locale or an English one: the product's own English dates. */
const isEnglish = (locale: string | undefined) => !locale || locale.toLowerCase().startsWith('en');

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const SHORT_WEEKDAY_DATE: Intl.DateTimeFormatOptions = { ...SHORT_DATE, weekday: 'short' };

/**
 * A date in another language than English, as that language writes a short date: fr-CA
 * '25 nov. 2026' ('mer. 25 nov. 2026' with the weekday), pt-PT '25/11/2026' ('quarta, 25/11/2026'),
 * es-ES '25 nov 2026' ('mié, 25 nov 2026'). An unknown locale writes English (null here).
 */
function localDate(value: Moment, zone: string, locale: string, options: Intl.DateTimeFormatOptions): string | null {
  const resolved = resolve(value, zone);
  if (!resolved) return '';
  try {
    return formatter(locale, resolved.zone, options).format(resolved.at);
  } catch {
    return null;
  }
}

/**
 * 'MMM D YYYY' (second document): 'Nov 25 2026'. With a locale other than English, that language's
 * short date ('25 nov. 2026').
 */
export function formatDate(value: Moment, zone: string, locale?: string): string {
  if (!isEnglish(locale)) {
    const local = localDate(value, zone, locale as string, SHORT_DATE);
    if (local !== null) return local;
  }
  const p = partsOf(value, zone, NAMED_DATE);
  return p ? `${p.month} ${p.day} ${p.year}` : '';
}

/** The weekday and 'MMM D YYYY': 'Wed Nov 25 2026'; in another language its own ('mer. 25 nov. 2026'). */
export function formatWeekdayDate(value: Moment, zone: string, locale?: string): string {
  if (!isEnglish(locale)) {
    const local = localDate(value, zone, locale as string, SHORT_WEEKDAY_DATE);
    if (local !== null) return local;
  }
  const p = partsOf(value, zone, NAMED_DATE);
  return p ? `${p.weekday} ${p.month} ${p.day} ${p.year}` : '';
}

const SHORT_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

/**
 * The short weekday alone, for a calendar column's header on a phone: 'Wed' ('mer.', 'quarta',
 * 'mié'), in the zone.
 */
export function formatShortWeekday(value: Moment, zone: string, locale?: string): string {
  if (!isEnglish(locale)) {
    const local = localDate(value, zone, locale as string, SHORT_WEEKDAY);
    if (local !== null) return local;
  }
  return partsOf(value, zone, NAMED_DATE)?.weekday ?? '';
}

const SHORT_DATE_NO_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/**
 * A date that drops its year when it falls in the year of `now` in the zone: 'Nov 3' ('3 nov.',
 * '03/11', '3 nov'); another year's is `formatDate`'s ('Aug 14 2025').
 */
export function formatDateThisYear(value: Moment, zone: string, locale?: string, now: Moment = new Date()): string {
  const sameYear = calendarDateInZone(value, zone).slice(0, 4) === calendarDateInZone(now, zone).slice(0, 4);
  if (!sameYear) return formatDate(value, zone, locale);
  if (!isEnglish(locale)) {
    const local = localDate(value, zone, locale as string, SHORT_DATE_NO_YEAR);
    if (local !== null) return local;
  }
  const p = partsOf(value, zone, NAMED_DATE);
  return p ? `${p.month} ${p.day}` : '';
}

/** A date and its time: 'Nov 25 2026, 9:00' ('25 nov. 2026, 9:00'). */
export function formatDateTime(value: Moment, zone: string, locale?: string): string {
  const date = formatDate(value, zone, locale);
  return date && `${date}, ${formatTime(value, zone)}`;
}

/** A weekday, date and time: 'Wed Nov 25 2026, 9:00' ('mer. 25 nov. 2026, 9:00'). */
export function formatWeekdayDateTime(value: Moment, zone: string, locale?: string): string {
  const date = formatWeekdayDate(value, zone, locale);
  return date && `${date}, ${formatTime(value, zone)}`;
}

/**
 * A date in a course's language, for e-mails and the registration app: in English the product's own
 * date with its weekday ('Wed Nov 25 2026', as `formatWeekdayDate`); in fr-CA, pt-PT and es-ES their
 * long date ('mercredi 25 novembre 2026', 'quarta-feira, 25 de novembro de 2026', 'miércoles, 25 de
 * noviembre de 2026'). An unknown locale writes English.
 */
export function formatDateLong(value: Moment, zone: string, locale = 'en-CA'): string {
  if (!locale.toLowerCase().startsWith('en')) {
    const resolved = resolve(value, zone);
    if (!resolved) return '';
    try {
      return formatter(locale, resolved.zone, { dateStyle: 'full' }).format(resolved.at);
    } catch {
      // An unknown locale: English below.
    }
  }
  return formatWeekdayDate(value, zone);
}

/** The calendar date an instant falls on in the zone, 'yyyy-MM-dd' (for comparing days, not for reading). */
export function calendarDateInZone(value: Moment, zone: string): string {
  const p = partsOf(value, zone, NUMERIC_DATE);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** True when two moments fall on the same calendar day in the zone. */
export function sameDayInZone(a: Moment, b: Moment, zone: string): boolean {
  const day = calendarDateInZone(a, zone);
  return day !== '' && day === calendarDateInZone(b, zone);
}

/**
 * A span of time: '9:00–12:00' within a day; across days the end carries its date,
 * '22:00–Thu Mar 5 2031, 1:00' (or, with a locale, its long date: '22:00–jeudi 5 mars 2031 1:00').
 */
export function formatTimeRange(start: Moment, end: Moment, zone: string, locale?: string): string {
  const from = formatTime(start, zone);
  const to = formatTime(end, zone);
  if (!from || !to) return '';
  if (sameDayInZone(start, end, zone)) return `${from}–${to}`;
  const english = !locale || locale.toLowerCase().startsWith('en');
  return english ? `${from}–${formatWeekdayDateTime(end, zone)}` : `${from}–${formatDateLong(end, zone, locale)} ${to}`;
}

/**
 * A span with its day, for schedules: 'Wed Nov 25 2026, 9:00–12:00'; across days the end carries
 * its date ('Wed Nov 25 2026, 22:00–Thu Nov 26 2026, 1:00'). With a locale, its short dates
 * ('mer. 25 nov. 2026, 9:00–12:00').
 */
export function formatDateTimeRange(start: Moment, end: Moment, zone: string, locale?: string): string {
  const day = formatWeekdayDate(start, zone, locale);
  const from = formatTime(start, zone);
  const to = formatTime(end, zone);
  if (!day || !from || !to) return '';
  return sameDayInZone(start, end, zone)
    ? `${day}, ${from}–${to}`
    : `${day}, ${from}–${formatWeekdayDateTime(end, zone, locale)}`;
}

/** Days from the first to the last: 'Nov 23 2026–Nov 29 2026'; one day is just that day. */
export function formatDateRange(first: Moment, last: Moment, zone: string, locale?: string): string {
  const from = formatDate(first, zone, locale);
  const to = formatDate(last, zone, locale);
  if (!from || !to) return '';
  return from === to ? from : `${from}–${to}`;
}
