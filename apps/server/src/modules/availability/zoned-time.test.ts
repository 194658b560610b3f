import { describe, expect, it } from 'vitest';
import { formatInZone, startOfDayInZone } from './zoned-time';

const startOf = (now: string, zone: string) => startOfDayInZone(new Date(now), zone).toISOString();

describe('wall-clock days in a time zone', () => {
  it('finds local midnight, also late in the evening when UTC is already on the next day', () => {
    expect(startOf('2026-07-01T03:00:00Z', 'America/Toronto')).toBe('2026-06-30T04:00:00.000Z');
    expect(startOf('2026-07-01T03:00:00Z', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
    expect(startOf('2026-07-01T03:00:00Z', 'Asia/Kolkata')).toBe('2026-06-30T18:30:00.000Z');
  });

  it('keeps the offset of midnight on the days the clocks change', () => {
    // Spring forward at 02:00: midnight was still standard time.
    expect(startOf('2026-03-08T16:00:00Z', 'America/Toronto')).toBe('2026-03-08T05:00:00.000Z');
    // Fall back at 02:00: midnight was still daylight time, also between the two 01:30s.
    expect(startOf('2026-11-01T17:00:00Z', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOf('2026-11-01T06:30:00Z', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
    // Where 00:00 itself is skipped, the day starts at the jump (01:00).
    expect(startOf('2026-09-06T12:00:00Z', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('writes times as MM-dd-yyyy HH:mm on the local clock', () => {
    expect(formatInZone(new Date('2026-07-01T03:05:00Z'), 'America/Toronto')).toBe('06-30-2026 23:05');
    expect(formatInZone(new Date('2026-01-09T00:00:00Z'), 'UTC')).toBe('01-09-2026 00:00');
  });
});
