import type { AssessmentPart, AssessmentPartType, BlockType } from '@app/shared';
import type { assessmentParts, assessmentPartTypes } from '../../db/schema';

type PartRow = typeof assessmentParts.$inferSelect;
type TypeRow = typeof assessmentPartTypes.$inferSelect;

/** The answers kept in a part's `data`; anything that is not a list of texts reads as none. */
export function answersOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const answers = (data as { answers?: unknown }).answers;
  return Array.isArray(answers) ? answers.filter((a): a is string => typeof a === 'string') : [];
}

/** One block of the skills-list form, with its block type. */
export function presentAssessmentPart(row: PartRow & { blockType: BlockType }): AssessmentPart {
  return {
    id: row.id,
    courseId: row.courseId,
    assessmentPartTypeId: row.assessmentPartTypeId,
    blockType: row.blockType,
    text: row.text,
    position: row.position,
    actionPlan: row.actionPlan,
    data: { answers: answersOf(row.data) },
  };
}

export function presentAssessmentPartType(row: TypeRow): AssessmentPartType {
  return { id: row.id, blockType: row.blockType };
}
