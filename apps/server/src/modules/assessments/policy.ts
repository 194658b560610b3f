import { can as roleMay } from '@app/shared';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type AssessmentActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `edit`: a participant's assessment in a roleplay shift as a whole: opening it, its ratings, the
 *   action plan, Submit and the action plan e-mail.
 * - `editScenario`: one scenario column of it: the answers and the internal comment.
 * - `rateNps`: reading and setting the participant's NPS rating in a cohort.
 */
export type AssessmentAction = 'edit' | 'editScenario' | 'rateNps';

/** One participant's assessment in one roleplay shift, as the actor stands to it. */
export interface AssessorFacts {
  /** The shift's chosen coach. */
  coachId: number | null;
  /** The Scenario components the actor plays in the participant's calls of the shift. */
  scenariosPlayed: readonly number[];
}

export interface AssessmentPolicyRecords {
  edit: AssessorFacts;
  editScenario: AssessorFacts & { scenarioComponentId: number };
  /**
   * `assessorInCohort`: the actor is the coach or coordinator of a roleplay shift of the cohort the
   * participant sits in a call of, or plays in one of those calls.
   */
  rateNps: { assessorInCohort: boolean };
}

/** Managers (admin, sc) and the shift's coach edit every column. */
const editsEveryColumn = (actor: AssessmentActor, r: AssessorFacts) => roleMay(actor, 'shifts.manage') || r.coachId === actor.id;

const RULES: { [A in AssessmentAction]: (actor: AssessmentActor, record: AssessmentPolicyRecords[A]) => boolean } = {
  /** A right over at least one column. */
  edit: (actor, r) => editsEveryColumn(actor, r) || r.scenariosPlayed.length > 0,
  /** A role-player edits the columns of the scenarios they play in the participant's calls. */
  editScenario: (actor, r) => editsEveryColumn(actor, r) || r.scenariosPlayed.includes(r.scenarioComponentId),
  rateNps: (actor, r) => roleMay(actor, 'shifts.manage') || r.assessorInCohort,
};

/** Whether the actor may do `action` with the assessment described by `record`. */
export function can<A extends AssessmentAction>(actor: AssessmentActor, action: A, record: AssessmentPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: AssessmentActor, record: AssessmentPolicyRecords[A]) => boolean)(actor, record);
}
