/**
 * Rules of the skills assessment that the page and the server both apply (DESIGN.md section 6):
 * what an answer may be for each kind of skills-list block, the rating toggle, the NPS scale and
 * which blocks make up a participant's action plan.
 */
import type { BlockType } from '../constants';

/** The answers of a true/false block: On Standard, Needs Practice, N/A, DNGT. */
export const TRUE_FALSE_ANSWERS = ['true', 'false', 'na', 'dngt'] as const;
export type TrueFalseAnswer = (typeof TRUE_FALSE_ANSWERS)[number];

/** How each true/false answer reads on the page and in e-mails (section 9 of the second document). */
export const TRUE_FALSE_LABELS: Record<TrueFalseAnswer, string> = {
  true: 'On Standard',
  false: 'Needs Practice',
  na: 'N/A',
  dngt: 'DNGT',
};

/**
 * What each true/false answer means, for the page's legend: the specification names DNGT without
 * spelling it out; it is read as "Did not get to" (docs/decisions.md, issue 23 item 13).
 */
export const TRUE_FALSE_MEANINGS: Record<TrueFalseAnswer, string> = {
  true: 'the participant met the standard for this skill',
  false: 'the participant needs more practice on this skill',
  na: 'not applicable: the skill does not belong in this scenario',
  dngt: 'did not get to: the call ended before this skill came up',
};

/** A rating of a skills-list block. */
export const RATINGS = [-1, 0, 1] as const;
export type Rating = (typeof RATINGS)[number];

export const NPS_MIN = 1;
export const NPS_MAX = 10;
/** The NPS choices offered, 1 to 10. */
export const NPS_SCALE: readonly number[] = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);

/** Short answers hold at most this many characters; internal comments and the custom action plan as many. */
export const MAX_SHORT_ANSWER = 5000;

/** Pressing a rating: the same rating as the current one clears it (0); any other sets it. */
export function toggleRating(current: Rating, pressed: Rating): Rating {
  return current === pressed ? 0 : pressed;
}

/** Blocks that take an answer per scenario (headings and sub-headings only structure the list). */
export function blockTakesAnswer(blockType: BlockType): boolean {
  return blockType === 'true_false' || blockType === 'short_answer' || blockType === 'multiple_choice';
}

/** One answer as sent and stored: exactly one of the three kinds. */
export type AnswerData = { value: TrueFalseAnswer } | { text: string } | { answerIndex: number };

/**
 * Why an answer does not fit its block, or null when it does: a true/false block takes one of
 * TRUE_FALSE_ANSWERS, a short answer takes text, a multiple-choice block the index of one of its
 * answers; headings take nothing.
 */
export function answerRefusal(block: { blockType: BlockType; answers: readonly string[] }, data: AnswerData): string | null {
  switch (block.blockType) {
    case 'true_false':
      return 'value' in data ? null : 'must be a value (true, false, na or dngt) for a true/false item';
    case 'short_answer':
      return 'text' in data ? null : 'must be a text for a short-answer item';
    case 'multiple_choice':
      if (!('answerIndex' in data)) return 'must be an answer index for a multiple-choice item';
      return data.answerIndex < block.answers.length
        ? null
        : `must be the index of one of the item's ${block.answers.length} answers (0 to ${block.answers.length - 1})`;
    default:
      return 'cannot be answered: headings and sub-headings take no answer';
  }
}

/** What the action plan is made from: the skills-list blocks, their answers and their ratings. */
export interface ActionPlanInput {
  parts: ReadonlyArray<{ id: number; text: string; actionPlan: boolean; blockType: BlockType }>;
  answers: ReadonlyArray<{ assessmentPartId: number; scenarioComponentId: number; value: TrueFalseAnswer | null }>;
  ratings: ReadonlyArray<{ assessmentPartId: number; rating: number }>;
}

/**
 * The action plan: the blocks marked for the action plan that the participant needs to practise,
 * in skills-list order: answered Needs Practice in at least one scenario, or rated -1.
 */
export function actionPlanItems(input: ActionPlanInput): Array<{ assessmentPartId: number; text: string }> {
  const needsPractice = new Set<number>();
  for (const answer of input.answers) if (answer.value === 'false') needsPractice.add(answer.assessmentPartId);
  for (const rating of input.ratings) if (rating.rating === -1) needsPractice.add(rating.assessmentPartId);
  return input.parts
    .filter((part) => part.actionPlan && blockTakesAnswer(part.blockType) && needsPractice.has(part.id))
    .map((part) => ({ assessmentPartId: part.id, text: part.text }));
}
