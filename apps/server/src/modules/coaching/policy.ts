import { ROLES, type Role } from '@app/shared';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type CoachingActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `read`: a coaching record in the archive or by id.
 * - `edit`: a coaching record on the coaching form (reading it there and saving its answers).
 * - `readHistory`: a user's coaching history (the records of them as role-player).
 */
export type CoachingAction = 'read' | 'edit' | 'readHistory';

export interface CoachingPolicyRecords {
  /** `coachId`: the coach who wrote the record. */
  read: { coachId: number };
  edit: { coachId: number };
  /** The user whose history it is. */
  readHistory: { id: number; roles: readonly Role[] };
}

const holds = (actor: CoachingActor, ...roles: Role[]) => actor.roles.some((role) => roles.includes(role));
/** The roles whose calls are coached. */
const COACHED_ROLES: readonly Role[] = ['rp', 'coach'];

const RULES: { [A in CoachingAction]: (actor: CoachingActor, record: CoachingPolicyRecords[A]) => boolean } = {
  /** Its coach; admins and coordinators read every record. */
  read: (actor, r) => r.coachId === actor.id || holds(actor, 'admin', 'sc'),
  /** Its coach and admins: another coach finds the form taken. */
  edit: (actor, r) => r.coachId === actor.id || holds(actor, 'admin'),
  /** Anybody their own; admins, coordinators and coaches those of role-players and coaches. */
  readHistory: (actor, user) =>
    user.id === actor.id || (holds(actor, 'admin', 'sc', 'coach') && user.roles.some((role) => COACHED_ROLES.includes(role))),
};

/** Whether the actor may do `action` with the coaching record (or history) described by `record`. */
export function can<A extends CoachingAction>(actor: CoachingActor, action: A, record: CoachingPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: CoachingActor, record: CoachingPolicyRecords[A]) => boolean)(actor, record);
}

/**
 * The records an actor's lists hold, as `read` answers: every record (`{}`), or the ones they wrote.
 * A record written by nobody (coach id 0) is one only a reader of every record may read.
 */
export function readableRecords(actor: CoachingActor): { coachId?: number } {
  return can(actor, 'read', { coachId: 0 }) ? {} : { coachId: actor.id };
}

/**
 * Who may read a coaching record (`read`, or `readHistory` of the person coached), for the live
 * updates: everybody holding one of `roles`, and the users listed.
 */
export function recordAudience(record: { coachId: number; userId: number }): { roles: Role[]; users: number[] } {
  const anyone = (role: Role): CoachingActor => ({ id: 0, roles: [role] });
  const roles = ROLES.filter(
    (role) => can(anyone(role), 'read', { coachId: -1 }) || can(anyone(role), 'readHistory', { id: -1, roles: COACHED_ROLES }),
  );
  return { roles, users: [...new Set([record.coachId, record.userId])] };
}
