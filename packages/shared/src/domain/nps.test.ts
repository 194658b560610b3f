import { describe, expect, it } from 'vitest';
import { npsGroup, npsOfRatings, npsSummary } from './nps';

describe('NPS', () => {
  it('puts 9–10 in promoters, 7–8 in passives, 1–6 in detractors, and refuses anything else', () => {
    expect([1, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
    for (const bad of [0, 11, 7.5, Number.NaN]) expect(() => npsGroup(bad)).toThrow(RangeError);
  });

  it('scores % promoters − % detractors from the counts', () => {
    // 3 promoters, 2 passives, 1 detractor of 6: 50% − 16.7% = 33.3 → 33.
    expect(npsOfRatings([10, 9, 9, 8, 7, 3])).toEqual({
      promoters: 3,
      passives: 2,
      detractors: 1,
      responses: 6,
      promoterPercent: 50,
      detractorPercent: 16.7,
      score: 33,
    });
    expect(npsOfRatings([10, 10]).score).toBe(100);
    expect(npsOfRatings([1, 6, 2]).score).toBe(-100);
    expect(npsOfRatings([7, 8]).score).toBe(0);
  });

  it('rounds halves away from zero, alike for a score and its opposite', () => {
    // 1 promoter, 7 passives of 8: 12.5 → 13; and the mirror: −12.5 → −13.
    expect(npsSummary({ promoters: 1, passives: 7, detractors: 0 }).score).toBe(13);
    expect(npsSummary({ promoters: 0, passives: 7, detractors: 1 }).score).toBe(-13);
    // 2 of 3 promoters: 66.666… → 66.7% and 67.
    expect(npsSummary({ promoters: 2, passives: 1, detractors: 0 })).toMatchObject({ promoterPercent: 66.7, score: 67 });
  });

  it('has no score without responses', () => {
    expect(npsOfRatings([])).toMatchObject({ responses: 0, score: null, promoterPercent: null, detractorPercent: null });
  });
});
