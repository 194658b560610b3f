import { can as roleMay } from '@app/shared';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type ResultsActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `readCourse`: a course's results.
 * - `readProgress`: one participant's progress in a course.
 */
export type ResultsAction = 'readCourse' | 'readProgress';

/** The facts the rules need, read by the service. */
export interface ResultsPolicyRecords {
  /** `coachesCourse`: the actor is the chosen coach of one of the course's shifts. */
  readCourse: { coachesCourse: boolean };
  readProgress: { coachesCourse: boolean; participantId: number };
}

/** Managers (admin, sc) read every course; a coach the courses they coach. */
const readsCourse = (actor: ResultsActor, r: { coachesCourse: boolean }) =>
  roleMay(actor, 'results.anyCourse') || (r.coachesCourse && roleMay(actor, 'results.course'));

const RULES: { [A in ResultsAction]: (actor: ResultsActor, record: ResultsPolicyRecords[A]) => boolean } = {
  readCourse: readsCourse,
  /** Whoever reads the course's results, and the participant themself. */
  readProgress: (actor, r) => readsCourse(actor, r) || (r.participantId === actor.id && roleMay(actor, 'results.progress')),
};

/** Whether the actor may do `action` with the results described by `record`. */
export function can<A extends ResultsAction>(actor: ResultsActor, action: A, record: ResultsPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: ResultsActor, record: ResultsPolicyRecords[A]) => boolean)(actor, record);
}
