import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { zonedFormatter } from '../../../lib/time-zone';

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};
/** Offsets change only at whole quarter hours (UTC) in every zone in use: one answer per quarter. */
const QUARTER_HOUR = 15 * 60_000;
const MINUTE = 60_000;

/**
 * FullCalendar's clock in a named time zone (the business zone), through the browser's own zone
 * data. It answers what the luxon plugin answered: the zone's offset at a moment and the wall-clock
 * parts of a moment. The offset is worked out once per quarter hour and kept, so drawing a month
 * of a thousand items asks Intl a few hundred times instead of many thousands.
 */
class CachedNamedTimeZone extends NamedTimeZoneImpl {
  private readonly offsets = new Map<number, number>();

  /** The zone's offset from UTC in minutes at the UTC moment `ms`. */
  private offsetAt(ms: number): number {
    const quarter = Math.floor(ms / QUARTER_HOUR);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR;
      const parts: Record<string, number> = {};
      for (const { type, value } of zonedFormatter(this.timeZoneName, PARTS).formatToParts(at)) {
        if (type !== 'literal') parts[type] = Number(value);
      }
      const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
      offset = Math.round((wall - at) / MINUTE);
      this.offsets.set(quarter, offset);
    }
    return offset;
  }

  /** The offset of a wall-clock time; a time skipped or repeated by a clock change reads as luxon reads it. */
  offsetForArray(a: number[]): number {
    const local = Date.UTC(a[0] ?? 0, a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0);
    const first = this.offsetAt(local);
    let guess = local - first * MINUTE;
    const second = this.offsetAt(guess);
    if (first === second) return first;
    guess -= (second - first) * MINUTE;
    const third = this.offsetAt(guess);
    return second === third ? second : Math.max(second, third);
  }

  timestampToArray(ms: number): number[] {
    const d = new Date(ms + this.offsetAt(ms) * MINUTE);
    return [
      d.getUTCFullYear(),
      d.getUTCMonth(),
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ];
  }
}

/** Lets the calendar show and read times in the business time zone, not the browser's. */
export const zonedTimePlugin = createPlugin({ name: 'roleplay-zoned-time', namedTimeZonedImpl: CachedNamedTimeZone });
