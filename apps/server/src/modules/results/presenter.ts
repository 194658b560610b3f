import { type BlockResult, type NpsFigures, type NpsOfShift, npsOfRatings, type Rating, type SkillProgress } from '@app/shared';
import type { BlockFigureRow, NpsCountRow, ProgressPointRow } from './repository';

/** A rating block of the course's skills list: its id and text. */
export interface RatingBlock {
  id: number;
  text: string;
}

/** Each block with the participant's points in session order, and its first, latest and best rating. */
export function presentSkills(blocks: readonly RatingBlock[], points: readonly ProgressPointRow[]): SkillProgress[] {
  return blocks.map((block) => {
    const own = points.filter((p) => p.assessmentPartId === block.id);
    const ratings = own.map((p) => p.rating as Rating);
    return {
      assessmentPartId: block.id,
      text: block.text,
      points: own.map((p) => ({ callId: p.callId, shiftId: p.shiftId, date: p.date.toISOString(), rating: p.rating as Rating })),
      first: ratings[0] ?? null,
      latest: ratings.at(-1) ?? null,
      best: ratings.length > 0 ? (Math.max(...ratings) as Rating) : null,
    };
  });
}

/** improved / compared in percent, to one decimal; null when nobody was compared. */
const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((1000 * part) / whole) / 10);

/** Every block with the figures of `rows` (all of one group), zeros where a block has none. */
export function presentBlocks(blocks: readonly RatingBlock[], rows: readonly BlockFigureRow[]): BlockResult[] {
  const byPart = new Map(rows.map((r) => [r.assessmentPartId, r]));
  return blocks.map((block) => {
    const r = byPart.get(block.id);
    const compared = r?.compared ?? 0;
    const improved = r?.improved ?? 0;
    return {
      assessmentPartId: block.id,
      text: block.text,
      counts: { minusOne: r?.minusOne ?? 0, zero: r?.zero ?? 0, plusOne: r?.plusOne ?? 0 },
      improvement: { compared, improved, percent: percentOf(improved, compared) },
    };
  });
}

/** The NPS figures of counts by rating value, by the shared rule (npsOfRatings of domain/nps.ts). */
export function presentNps(rows: ReadonlyArray<Pick<NpsCountRow, 'rating' | 'count'>>): NpsFigures {
  return npsOfRatings(rows.flatMap((row) => Array<number>(row.count).fill(row.rating)));
}

/** The NPS of each shift that dates answers, in time order (then by shift id). */
export function presentNpsByShift(rows: readonly NpsCountRow[]): NpsOfShift[] {
  const byShift = new Map<number, NpsCountRow[]>();
  for (const row of rows) {
    if (row.level !== 'shift' || row.shiftId === null) continue;
    byShift.set(row.shiftId, [...(byShift.get(row.shiftId) ?? []), row]);
  }
  return [...byShift.values()]
    .map((group) => {
      const [head] = group as [NpsCountRow, ...NpsCountRow[]];
      return {
        ...presentNps(group),
        shiftId: head.shiftId as number,
        cohortId: head.cohortId as number,
        date: head.date as Date,
      };
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.shiftId - b.shiftId)
    .map((shift) => ({ ...shift, date: shift.date.toISOString() }));
}
