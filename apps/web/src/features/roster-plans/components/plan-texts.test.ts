import { describe, expect, it } from 'vitest';
import { nextMonth, placesText, solveText } from './plan-texts';

describe('Plan the month, in words', () => {
  it('starts with the next calendar month in the business time zone, across a year and at the edge of a day', () => {
    expect(nextMonth('America/Toronto', new Date('2026-11-20T15:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(nextMonth('America/Toronto', new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    // 23:30 on Jan 31 in Toronto is already February in UTC: the month is Toronto's.
    expect(nextMonth('America/Toronto', new Date('2027-02-01T04:30:00Z'))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('counts places and says how the solver did', () => {
    expect(placesText('roleplayer', 2)).toBe('2 role-player places');
    expect(placesText('shift_coordinator', 1)).toBe('1 shift coordinator place');
    expect(solveText({ solveMs: 1234, optimal: true })).toBe('Solved in 1.2 s, optimal');
    expect(solveText({ solveMs: 40, optimal: true })).toBe('Solved in under 0.1 s, optimal');
    expect(solveText({ solveMs: 10_000, optimal: false })).toBe('Best plan found in 10.0 s, not proven optimal');
  });
});
