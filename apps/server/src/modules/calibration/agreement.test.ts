import { describe, expect, it } from 'vitest';
import { raterAgreement } from './agreement';

describe('raterAgreement', () => {
  it('gives agreement and linearly weighted kappa of a hand-worked example', () => {
    // Ten pairs (role-player's rating, calibration rating):
    //   (1,1) ×4, (0,0) ×2, (−1,−1) ×1, (1,0) ×2, (0,−1) ×1.
    // Agreement: 4 + 2 + 1 = 7 equal of 10 = 0.7.
    // Weights: 1 equal, ½ one step apart, 0 two apart.
    // Observed po = (7·1 + 2·½ + 1·½) / 10 = 8.5 / 10 = 0.85.
    // Rows (role-player): 1 → 6, 0 → 3, −1 → 1. Columns (calibration): 1 → 4, 0 → 4, −1 → 2.
    // Σ w·row·col: row 1: 6·4·1 + 6·4·½ + 6·2·0 = 36; row 0: 3·4·½ + 3·4·1 + 3·2·½ = 21;
    //   row −1: 1·4·0 + 1·4·½ + 1·2·1 = 4; in all 61, so pe = 61 / 100 = 0.61.
    // kappa = (0.85 − 0.61) / (1 − 0.61) = 0.24 / 0.39 = 8/13 ≈ 0.6154.
    const result = raterAgreement([
      { raterRating: 1, calibrationRating: 1, n: 4 },
      { raterRating: 0, calibrationRating: 0, n: 2 },
      { raterRating: -1, calibrationRating: -1, n: 1 },
      { raterRating: 1, calibrationRating: 0, n: 2 },
      { raterRating: 0, calibrationRating: -1, n: 1 },
    ]);
    expect(result.n).toBe(10);
    expect(result.agreement).toBeCloseTo(0.7, 10);
    expect(result.kappa).toBeCloseTo(8 / 13, 10);
  });

  it('gives no kappa under ten pairs, but the agreement', () => {
    const result = raterAgreement([
      { raterRating: 1, calibrationRating: 1, n: 5 },
      { raterRating: 0, calibrationRating: 1, n: 4 },
    ]);
    expect(result).toEqual({ n: 9, agreement: 5 / 9, kappa: null });
  });

  it('gives no kappa when the expected agreement is 1 (every rating the same on both sides)', () => {
    expect(raterAgreement([{ raterRating: 0, calibrationRating: 0, n: 12 }])).toEqual({ n: 12, agreement: 1, kappa: null });
  });

  it('gives −1 for ratings always two steps apart, split evenly', () => {
    // (1,−1) ×5, (−1,1) ×5: po = 0; rows and columns 5 and 5 at 1 and −1; pe = (25·1 + 25·0 + 25·0 + 25·1) / 100 = 0.5.
    // kappa = (0 − 0.5) / 0.5 = −1.
    const result = raterAgreement([
      { raterRating: 1, calibrationRating: -1, n: 5 },
      { raterRating: -1, calibrationRating: 1, n: 5 },
    ]);
    expect(result).toEqual({ n: 10, agreement: 0, kappa: -1 });
  });
});
