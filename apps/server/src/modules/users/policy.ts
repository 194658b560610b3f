import { can, type Role, STAFF_ROLES } from '@app/shared';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../plugins/types';
import { sharesShift } from './repository';

const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

/**
 * The object rule of one user's details (GET /users/{id}); the caller answers 404 when it fails,
 * exactly as for an id that names nobody, so walking ids tells nothing.
 * - Everybody reads their own account; admins and coordinators read every account.
 * - Staff (coach, rp) read every staff account, as the team directory lists them, and a
 *   participant's account only when they share a shift with them (the shift page's people).
 * - A participant reads nobody else: not other participants, and not staff either (the shift page
 *   shows them the names they need, and never an e-mail address or phone number).
 * A user holding a staff role and the participant role counts as staff, as viewer and as target.
 */
export async function mayRead(tx: Tx, viewer: AuthUser, target: { id: number; roles: readonly Role[] }): Promise<boolean> {
  if (viewer.id === target.id || can(viewer, 'participants.directory')) return true;
  if (!isStaff(viewer.roles)) return false;
  if (isStaff(target.roles)) return true;
  return sharesShift(tx, viewer.id, target.id);
}
