/**
 * The Net Promoter Score (DESIGN.md section 7): of the ratings 1 to 10, promoters rate 9 or 10,
 * passives 7 or 8, detractors 1 to 6; NPS = % promoters − % detractors, from −100 to 100.
 */
import { NPS_MAX, NPS_MIN } from './assessment-rules';

export type NpsGroup = 'promoter' | 'passive' | 'detractor';

/** Where one rating falls: 9–10 promoter, 7–8 passive, 1–6 detractor. */
export function npsGroup(rating: number): NpsGroup {
  if (!Number.isInteger(rating) || rating < NPS_MIN || rating > NPS_MAX) {
    throw new RangeError(`an NPS rating is a whole number from ${NPS_MIN} to ${NPS_MAX}`);
  }
  if (rating >= 9) return 'promoter';
  if (rating >= 7) return 'passive';
  return 'detractor';
}

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface NpsSummary extends NpsCounts {
  responses: number;
  /** Shares of the responses in percent, to one decimal; null without responses. */
  promoterPercent: number | null;
  detractorPercent: number | null;
  /** % promoters − % detractors, a whole number from −100 to 100 (halves away from zero); null without responses. */
  score: number | null;
}

/** Rounds halves away from zero, so that a score and its opposite round alike (−12.5 → −13, 12.5 → 13). */
function roundHalfAway(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  // The small nudge keeps 12.5 that binary floating point holds as 12.4999… a half.
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * The NPS of a group of responses from its counts. The score is computed from the counts, not from
 * the rounded percentages, so it is the nearest whole number to the exact difference.
 */
export function npsSummary(counts: NpsCounts): NpsSummary {
  const responses = counts.promoters + counts.passives + counts.detractors;
  if (responses === 0) return { ...counts, responses, promoterPercent: null, detractorPercent: null, score: null };
  const percent = (n: number) => (100 * n) / responses;
  return {
    ...counts,
    responses,
    promoterPercent: roundHalfAway(percent(counts.promoters), 1),
    detractorPercent: roundHalfAway(percent(counts.detractors), 1),
    score: roundHalfAway(percent(counts.promoters) - percent(counts.detractors)),
  };
}

/** The NPS of a list of ratings (each 1 to 10). */
export function npsOfRatings(ratings: Iterable<number>): NpsSummary {
  const counts: NpsCounts = { promoters: 0, passives: 0, detractors: 0 };
  for (const rating of ratings) {
    const group = npsGroup(rating);
    if (group === 'promoter') counts.promoters += 1;
    else if (group === 'passive') counts.passives += 1;
    else counts.detractors += 1;
  }
  return npsSummary(counts);
}
