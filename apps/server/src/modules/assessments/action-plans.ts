/**
 * A participant's action plans in a course, one per submitted assessment, made the way the action
 * plan e-mail makes them (actionPlanItems of the shared assessment rules) from the same rows.
 */
import { actionPlanItems } from '@app/shared';
import type { Tx } from '../../db/client';
import * as repo from './repository';

export interface ParticipantActionPlan {
  eventId: number;
  /** The shift's start. */
  begins: Date;
  items: Array<{ assessmentPartId: number; text: string }>;
  customActionPlan: string;
}

/**
 * The action plans of the participant's submitted assessments in the course's roleplay shifts, in the
 * shifts' order; an assessment with no item to practise and no custom plan gives none.
 */
export async function actionPlansOf(tx: Tx, opts: { courseId: number; userId: number }): Promise<ParticipantActionPlan[]> {
  const assessments = await repo.submittedAssessmentsOf(tx, opts);
  if (assessments.length === 0) return [];
  const [parts, inputs] = await Promise.all([
    repo.partsOfCourse(tx, opts.courseId),
    repo.actionPlanInputsOf(
      tx,
      assessments.map((a) => a.id),
    ),
  ]);
  return assessments
    .map((assessment) => ({
      eventId: assessment.eventId,
      begins: assessment.begins,
      items: actionPlanItems({
        parts,
        answers: inputs.answers.filter((a) => a.participantAssessmentId === assessment.id),
        ratings: inputs.ratings.filter((r) => r.participantAssessmentId === assessment.id),
      }),
      customActionPlan: assessment.customActionPlan,
    }))
    .filter((plan) => plan.items.length > 0 || plan.customActionPlan.trim() !== '');
}
