import { ROLES, type Role, can as roleMay } from '@app/shared';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type AvailabilityActor = Pick<AuthUser, 'id' | 'roles'>;

/** `manage`: reading, adding, changing and removing a user's availability. */
export type AvailabilityAction = 'manage';

export interface AvailabilityPolicyRecords {
  /** `userId`: whose availability it is. */
  manage: { userId: number };
}

const RULES: { [A in AvailabilityAction]: (actor: AvailabilityActor, record: AvailabilityPolicyRecords[A]) => boolean } = {
  /** A user manages their own availability; admin and sc manage anybody's. */
  manage: (actor, r) => r.userId === actor.id || roleMay(actor, 'availability.any'),
};

/** Whether the actor may do `action` with the availability described by `record`. */
export function can<A extends AvailabilityAction>(
  actor: AvailabilityActor,
  action: A,
  record: AvailabilityPolicyRecords[A],
): boolean {
  return (RULES[action] as (actor: AvailabilityActor, record: AvailabilityPolicyRecords[A]) => boolean)(actor, record);
}

/** Who may see a user's availability (`manage`), for the live updates: holders of `roles` and the users listed. */
export function availabilityAudience(userId: number): { roles: Role[]; users: number[] } {
  return { roles: ROLES.filter((role) => can({ id: 0, roles: [role] }, 'manage', { userId: -1 })), users: [userId] };
}
