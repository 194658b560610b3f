import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zonedTimePlugin } from './zoned-time-plugin';

type Impl = { offsetForArray(a: number[]): number; timestampToArray(ms: number): number[] };
const Zone = zonedTimePlugin.namedTimeZonedImpl as unknown as new (name: string) => Impl;

function luxonArray(ms: number, zone: string): number[] {
  const d = DateTime.fromMillis(ms, { zone });
  return [d.year, d.month - 1, d.day, d.hour, d.minute, d.second, d.millisecond];
}

describe('the calendar clock in a named zone', () => {
  // Every 17 minutes across 2026 (both clock changes in Toronto), and a zone with half-hour offsets.
  for (const zone of ['America/Toronto', 'Asia/Kolkata', 'Australia/Adelaide']) {
    it(`agrees with luxon in ${zone} on wall-clock parts, and its offsets lead back to them`, () => {
      const impl = new Zone(zone);
      const from = Date.UTC(2026, 0, 1);
      for (let ms = from; ms < from + 366 * 86_400_000; ms += 17 * 60_000 + 1234) {
        const parts = impl.timestampToArray(ms);
        expect(parts).toEqual(luxonArray(ms, zone));
        // The offset read back from the wall clock leads to a moment showing that same wall clock (in
        // the hour repeated in autumn either of the two moments does).
        const local = Date.UTC(parts[0] ?? 0, parts[1] ?? 0, parts[2], parts[3], parts[4], parts[5], parts[6]);
        expect(impl.timestampToArray(local - impl.offsetForArray(parts) * 60_000)).toEqual(parts);
      }
    });
  }

  it('reads a wall-clock time skipped by the spring change as luxon does', () => {
    const impl = new Zone('America/Toronto');
    // 8 March 2026, 2:30 does not exist in Toronto.
    const gap = [2026, 2, 8, 2, 30, 0, 0];
    const luxonOffset = DateTime.fromObject(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      { zone: 'America/Toronto' },
    ).offset;
    expect(impl.offsetForArray(gap)).toBe(luxonOffset);
  });
});
