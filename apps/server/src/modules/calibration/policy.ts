import { ROLES, type Role, can as roleMay } from '@app/shared';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type CalibrationActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `rate`: reading and saving one's own calibration of a participant in a shift.
 * - `readAgreement`: a course's rater agreement.
 */
export type CalibrationAction = 'rate' | 'readAgreement';

export interface CalibrationPolicyRecords {
  /** `playsForParticipant`: the actor plays a scenario in one of the participant's calls of the shift. */
  rate: { playsForParticipant: boolean };
  /** `coachesCourse`: the actor is the chosen coach of one of the course's shifts. */
  readAgreement: { coachesCourse: boolean };
}

const RULES: { [A in CalibrationAction]: (actor: CalibrationActor, record: CalibrationPolicyRecords[A]) => boolean } = {
  /**
   * A coach or manager who may see the shift (checked before, by the shifts module) calibrates, unless
   * they play in the participant's calls there: a second rater must not be the first.
   */
  rate: (actor, r) => roleMay(actor, 'calibration.rate') && !r.playsForParticipant,
  /** Managers read every course's; a coach the courses they coach (as the course's results). */
  readAgreement: (actor, r) => roleMay(actor, 'results.anyCourse') || (r.coachesCourse && roleMay(actor, 'results.course')),
};

/** Whether the actor may do `action` with the record described by `record`. */
export function can<A extends CalibrationAction>(
  actor: CalibrationActor,
  action: A,
  record: CalibrationPolicyRecords[A],
): boolean {
  return (RULES[action] as (actor: CalibrationActor, record: CalibrationPolicyRecords[A]) => boolean)(actor, record);
}

/**
 * Who hears, live, that a calibration was saved: everybody who may read a rater agreement it moves
 * (managers, and coaches, who read any role-player's agreement over time). The change says only which
 * shift and course; the calibration itself stays its rater's, and participants and role-players never hear of it.
 */
export function agreementAudience(): { roles: Role[]; users: number[] } {
  return { roles: ROLES.filter((role) => roleMay({ roles: [role] }, 'calibration.rate')), users: [] };
}
