import { describe, expect, it } from 'vitest';
import { formatFairShare } from './fair-share';

const ZONE = 'America/Toronto';
const NOW = '2026-11-25T15:00:00.000Z';

describe('formatFairShare', () => {
  it('says how many shifts this month and when the last was, in the business time zone', () => {
    const share = { shiftsThisMonth: 2, lastShiftAt: '2026-11-03T15:00:00.000Z', lateGiveUps: 0 };
    expect(formatFairShare(share, ZONE, NOW)).toBe('2 shifts this month · last Nov 3');
    expect(formatFairShare({ ...share, shiftsThisMonth: 1 }, ZONE, NOW)).toBe('1 shift this month · last Nov 3');
    // 02:00 UTC on Nov 4 is still Nov 3 in Toronto.
    expect(formatFairShare({ ...share, lastShiftAt: '2026-11-04T02:00:00.000Z' }, ZONE, NOW)).toBe(
      '2 shifts this month · last Nov 3',
    );
  });

  it('writes the year of a last shift in another year, and tells nobody-yet and late give-ups', () => {
    expect(formatFairShare({ shiftsThisMonth: 0, lastShiftAt: '2025-08-14T15:00:00.000Z', lateGiveUps: 0 }, ZONE, NOW)).toBe(
      'No shifts this month · last Aug 14 2025',
    );
    expect(formatFairShare({ shiftsThisMonth: 0, lastShiftAt: null, lateGiveUps: 0 }, ZONE, NOW)).toBe('No shifts yet');
    expect(formatFairShare({ shiftsThisMonth: 3, lastShiftAt: null, lateGiveUps: 2 }, ZONE, NOW)).toBe(
      '3 shifts this month · 2 late give-ups',
    );
  });
});
