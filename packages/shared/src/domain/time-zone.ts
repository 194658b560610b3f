import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';

let zoneSpelling: Map<string, string> | undefined;

/**
 * The usual spelling of an IANA time-zone name, or undefined when it names none. The zones of
 * `Intl.supportedValuesOf('timeZone')` and 'UTC' are matched without case; other names the
 * platform knows as IANA aliases (such as 'Asia/Kolkata', missing from Node 20's list) are kept as
 * written. The participant import and the participant profile form both check zones with it.
 */
export function canonicalTimeZone(value: string): string | undefined {
  if (!zoneSpelling) {
    zoneSpelling = new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]));
  }
  const known = zoneSpelling.get(value.toLowerCase());
  if (known) return known;
  // Region/City style names only: offsets such as '+05:00' are not IANA zones.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

/**
 * The first instant of the day `now` falls on in the zone: its local midnight, or the first instant
 * that exists when a daylight-saving change skips midnight. The server's days (availability, the
 * suggested dates) and the web's (My shifts, the calendar's today) start here.
 */
export function startOfDayInZone(now: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), timeZone)).getTime());
}
