/**
 * Wall-clock arithmetic in the business's time zone (config.timeZone) with nothing but Intl:
 * "today" and the times people read in messages mean the clock on the office wall, not UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsOf(instant: Date, timeZone: string): WallTime {
  const values: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The first instant of the calendar day that `now` falls on in `timeZone` (local midnight). */
export function startOfDayInZone(now: Date, timeZone: string): Date {
  const p = partsOf(now, timeZone);
  const midnightAsUtc = Date.UTC(p.year, p.month - 1, p.day);
  // Midnight under each offset the zone uses around that day (before and after any DST change).
  // The earliest candidate that falls on the same calendar day is the day's start; where 00:00 is
  // skipped by a spring-forward, that is the instant of the jump.
  const hours14 = 14 * 3_600_000;
  const offsets = new Set([
    offsetAt(now, timeZone),
    offsetAt(new Date(midnightAsUtc - hours14), timeZone),
    offsetAt(new Date(midnightAsUtc + hours14), timeZone),
  ]);
  const sameDay = [...offsets]
    .map((offset) => midnightAsUtc - offset)
    .filter((t) => {
      const q = partsOf(new Date(t), timeZone);
      return q.year === p.year && q.month === p.month && q.day === p.day;
    })
    .sort((a, b) => a - b);
  return new Date(sameDay[0] ?? midnightAsUtc - offsetAt(now, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as people read it in the product: MM-dd-yyyy HH:mm on the zone's wall clock. */
export function formatInZone(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  return `${pad(p.month)}-${pad(p.day)}-${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}
