import { type Role, can as roleMay, STAFF_ROLES } from '@app/shared';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../plugins/types';
import { sharesShift } from './repository';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type UserActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `read`: one user's details (GET /users/{id}, their qualifications, a participant's record).
 * - `edit`: their name, e-mail, numbers and password.
 * - `changeRoles`: their roles.
 * - `delete`: deleting the account.
 * - `resetPassword`: e-mailing them a sign-in link that makes them choose a new password.
 */
export type UserAction = 'read' | 'edit' | 'changeRoles' | 'delete' | 'resetPassword';

/** The user acted on. */
export interface UserTarget {
  id: number;
  roles: readonly Role[];
}

export interface UserPolicyRecords {
  /** `sharesShift`: the actor works a shift the target is in (see repository `sharesShiftSql`). */
  read: UserTarget & { sharesShift: boolean };
  edit: Pick<UserTarget, 'id'>;
  changeRoles: Pick<UserTarget, 'id'>;
  delete: Pick<UserTarget, 'id'>;
  resetPassword: Pick<UserTarget, 'roles'>;
}

/** A user holding a staff role and the participant role counts as staff, as actor and as target. */
const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

const RULES: { [A in UserAction]: (actor: UserActor, record: UserPolicyRecords[A]) => boolean } = {
  /**
   * Everybody reads their own account; admins and coordinators read every account. Other staff
   * (coach, rp) read the accounts of the people they share a shift with (the shift page's people,
   * and their team directory), staff or participant, and nobody else's. A participant reads nobody
   * else, staff included (the shift page shows them the names they need, never an e-mail address).
   */
  read: (actor, target) =>
    actor.id === target.id || roleMay(actor, 'users.listAll') || (isStaff(actor.roles) && target.sharesShift),
  /** Anybody edits themself; an admin edits anyone. */
  edit: (actor, target) => actor.id === target.id || roleMay(actor, 'users.editAny'),
  /** Only an admin changes roles, their own included. */
  changeRoles: (actor) => roleMay(actor, 'users.editAny'),
  /** Admins delete accounts (the route's rule), never their own. */
  delete: (actor, target) => roleMay(actor, 'users.delete') && actor.id !== target.id,
  /** Admins reset passwords by e-mail (the route's rule), of participant accounts only. */
  resetPassword: (actor, target) => roleMay(actor, 'users.resetPassword') && target.roles.includes('participant'),
};

/** Whether the actor may do `action` with the user described by `record`. */
export function can<A extends UserAction>(actor: UserActor, action: A, record: UserPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: UserActor, record: UserPolicyRecords[A]) => boolean)(actor, record);
}

/**
 * `can(viewer, 'read', target)`, reading whether they share a shift only when it decides. The caller
 * answers 404 when it fails, exactly as for an id that names nobody, so walking ids tells nothing.
 */
export async function mayRead(tx: Tx, viewer: UserActor, target: UserTarget): Promise<boolean> {
  const record = { ...target, sharesShift: false };
  if (can(viewer, 'read', record)) return true;
  if (!can(viewer, 'read', { ...record, sharesShift: true })) return false;
  return sharesShift(tx, viewer.id, target.id);
}
