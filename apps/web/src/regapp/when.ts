import type { CourseLanguage } from '@app/shared/constants';
import type { RegappTime } from '@app/shared/contracts/regapp';
import { calendarDateInZone, formatDateLong, formatTime, formatTimeRange } from '@app/shared/format/date-time';

/** The zones a page shows: the participant's own, and the business's when it differs. */
export interface Zones {
  /** The participant's profile zone, or the business zone when they have none. */
  own: string;
  /** The business time zone, or null when it is the participant's too (nothing to show beside). */
  business: string | null;
  language: CourseLanguage;
}

export function zonesOf(participantZone: string, businessZone: string, language: CourseLanguage): Zones {
  const own = participantZone || businessZone;
  return { own, business: own === businessZone ? null : businessZone, language };
}

/** 'Wed Nov 25 2026' (or the course language's long date) in the participant's zone. */
export function dayOf(at: string, zones: Zones): string {
  return formatDateLong(at, zones.own, zones.language);
}

/** '9:00–9:30', in the participant's zone. */
export function spanOf(start: string, end: string, zones: Zones): string {
  return formatTimeRange(start, end, zones.own, zones.language);
}

/** The same span on the business's clock, '(14:00–14:30 America/Toronto)', or '' when the zones agree. */
export function businessSpanOf(start: string, end: string, zones: Zones): string {
  return zones.business ? `(${formatTimeRange(start, end, zones.business, zones.language)} ${zones.business})` : '';
}

/** A day, its time and the business time beside: for bookings and waiting places. */
export function whenOf(start: string, end: string, zones: Zones): string {
  return [`${dayOf(start, zones)}, ${spanOf(start, end, zones)}`, businessSpanOf(start, end, zones)].filter(Boolean).join(' ');
}

/** A moment with its date and time: 'Wed Nov 25 2026, 9:00'. */
export function momentOf(at: Date | string, zones: Zones): string {
  return `${formatDateLong(at, zones.own, zones.language)}, ${formatTime(at, zones.own)}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (its wall clock minus UTC). */
function offsetAt(at: number, zone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, (p.hour ?? 0) % 24, p.minute ?? 0, p.second ?? 0) - at;
}

/**
 * The last moment a booked call may still be changed (or cancelled): the same time of day `days`
 * calendar days before it in the business time zone, as the server counts its windows (a day
 * across a clock change is 23 or 25 hours).
 */
export function deadlineBefore(start: string, days: number, businessZone: string): Date {
  const at = Date.parse(start);
  // The call's wall clock in the business zone, moved back `days` days, read back as an instant.
  const wall = at + offsetAt(at, businessZone) - days * 24 * 3_600_000;
  let guess = wall - offsetAt(wall, businessZone);
  guess = wall - offsetAt(guess, businessZone);
  return new Date(guess);
}

export interface Day {
  /** 'yyyy-MM-dd' in the participant's zone. */
  key: string;
  label: string;
  times: RegappTime[];
}

/** The times grouped by their day in the participant's zone, in order. */
export function groupByDay(times: readonly RegappTime[], zones: Zones): Day[] {
  const days = new Map<string, Day>();
  const sorted = [...times].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const time of sorted) {
    const key = calendarDateInZone(time.startTime, zones.own);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayOf(time.startTime, zones), times: [] };
      days.set(key, day);
    }
    day.times.push(time);
  }
  return [...days.values()];
}
