import { RATER_AGREEMENT_MIN_PAIRS, RATINGS } from '@app/shared';

/** How many pairs have the role-player's rating `raterRating` and the calibration's `calibrationRating`. */
export interface PairCount {
  raterRating: number;
  calibrationRating: number;
  n: number;
}

export interface Agreement {
  /** The number of pairs. */
  n: number;
  /** Equal pairs over all pairs (0 to 1); 0 without pairs. */
  agreement: number;
  /** Cohen's kappa with linear weights; null under RATER_AGREEMENT_MIN_PAIRS pairs or when expected agreement is 1. */
  kappa: number | null;
}

/** The linear weight of ratings `a` and `b` among −1, 0, 1: 1 when equal, ½ one step apart, 0 two apart. */
const weight = (a: number, b: number) => 1 - Math.abs(a - b) / (RATINGS.length - 1);

/**
 * Agreement and weighted kappa of one rater with the calibrations, from the pair counts per cell.
 * Observed weighted agreement po = Σ w·n(i,j) / n; expected pe = Σ w·row(i)·col(j) / n²; kappa =
 * (po − pe) / (1 − pe). Cells of ratings outside −1, 0, 1 cannot occur (the tables' checks).
 */
export function raterAgreement(cells: readonly PairCount[]): Agreement {
  const n = cells.reduce((sum, c) => sum + c.n, 0);
  if (n === 0) return { n: 0, agreement: 0, kappa: null };
  const equal = cells.reduce((sum, c) => sum + (c.raterRating === c.calibrationRating ? c.n : 0), 0);
  const agreement = equal / n;
  if (n < RATER_AGREEMENT_MIN_PAIRS) return { n, agreement, kappa: null };

  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  let observed = 0;
  for (const c of cells) {
    rows.set(c.raterRating, (rows.get(c.raterRating) ?? 0) + c.n);
    cols.set(c.calibrationRating, (cols.get(c.calibrationRating) ?? 0) + c.n);
    observed += weight(c.raterRating, c.calibrationRating) * c.n;
  }
  let expected = 0;
  for (const [i, row] of rows) for (const [j, col] of cols) expected += weight(i, j) * row * col;
  const po = observed / n;
  const pe = expected / (n * n);
  if (pe >= 1) return { n, agreement, kappa: null };
  return { n, agreement, kappa: (po - pe) / (1 - pe) };
}
