import { describe, expect, it } from 'vitest';
import { deadlineBefore, groupByDay, whenOf, zonesOf } from './when';

describe('deadlineBefore', () => {
  it('is the same time of day the given calendar days earlier in the business zone', () => {
    // Thu Dec 3 2026, 10:00 in Toronto; two days before: Tue Dec 1, 10:00.
    expect(deadlineBefore('2026-12-03T15:00:00Z', 2, 'America/Toronto').toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('counts a day across a clock change as the calendar does, not as 24 hours', () => {
    // Tue Mar 10 2026, 10:00 EDT (clocks went forward on Sunday the 8th); three days before is Sat
    // Mar 7, 10:00 EST, which is 71 hours earlier.
    expect(deadlineBefore('2026-03-10T14:00:00Z', 3, 'America/Toronto').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    // Back across the autumn change: Mon Nov 2 2026, 10:00 EST; two days before is Sat Oct 31, 10:00 EDT.
    expect(deadlineBefore('2026-11-02T15:00:00Z', 2, 'America/Toronto').toISOString()).toBe('2026-10-31T14:00:00.000Z');
  });
});

describe('times by day', () => {
  const time = (startTime: string, endTime: string) => ({
    shiftId: 1,
    blockNumber: 0,
    startTime,
    endTime,
    freePlaces: 1,
    roomKind: 'online' as const,
  });

  it("groups by the participant's calendar day, in order, not the business zone's", () => {
    // 2:30 UTC on Dec 3 is still Dec 2 in Vancouver (and 21:30 on Dec 2 in Toronto).
    const zones = zonesOf('America/Vancouver', 'America/Toronto', 'en-CA');
    const days = groupByDay(
      [
        time('2026-12-03T18:00:00Z', '2026-12-03T18:30:00Z'),
        time('2026-12-03T02:30:00Z', '2026-12-03T03:00:00Z'),
        time('2026-12-02T17:00:00Z', '2026-12-02T17:30:00Z'),
      ],
      zones,
    );
    expect(days.map((day) => [day.label, day.times.map((t) => t.startTime)])).toEqual([
      ['Wed Dec 2 2026', ['2026-12-02T17:00:00Z', '2026-12-03T02:30:00Z']],
      ['Thu Dec 3 2026', ['2026-12-03T18:00:00Z']],
    ]);
  });

  it('names the business clock only when the participant lives in another zone', () => {
    const elsewhere = zonesOf('Europe/Lisbon', 'America/Toronto', 'pt-PT');
    expect(whenOf('2026-12-03T15:00:00Z', '2026-12-03T15:30:00Z', elsewhere)).toBe(
      'quinta-feira, 3 de dezembro de 2026, 15:00–15:30 (10:00–10:30 America/Toronto)',
    );
    // No zone in the profile: the business zone, nothing beside.
    const same = zonesOf('', 'America/Toronto', 'en-CA');
    expect(whenOf('2026-12-03T15:00:00Z', '2026-12-03T15:30:00Z', same)).toBe('Thu Dec 3 2026, 10:00–10:30');
  });
});
