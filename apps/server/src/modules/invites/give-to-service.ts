import { MESSAGES, ROLES, type StaffMember } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { assertHolder } from './policy';
import { inviteRecordById, takersOfPlace } from './repository';
import { loadShiftContext, placeRole, type ShiftContext } from './shift-context';

/**
 * The people who may take the holder's place on the shift: a coordinator's place goes to
 * coordinators, a coach's to coaches, a role-player's to role-players (`placeRole`), each qualified
 * for the course, free then and not on the shift already (`takersOfPlace`). The picker of Give to…
 * lists them; a direct swap to anybody else is refused with the same rule (`assertMayTakePlace`).
 */
export async function giveToCandidates(opts: { db: Db; actor: AuthUser; id: number }): Promise<StaffMember[]> {
  const invite = await inviteRecordById(opts.db, opts.id);
  if (!invite) throw notFound(MESSAGES.inviteNotFound);
  assertHolder({ userId: invite.userId, status: invite.status }, opts.actor, 'direct_swap');
  const shift = await loadShiftContext(opts.db, invite.eventId);
  if (!shift) throw notFound(MESSAGES.shiftNotFound);
  const people = await takersOfPlace(opts.db, { shift, role: placeRole(shift, invite.userId), holderId: invite.userId });
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    roleList: ROLES.filter((role) => p.roles.includes(role)),
  }));
}

/**
 * 409 place_not_for_them unless `userId` may take the holder's place on the shift: the rule the
 * picker lists people by (`giveToCandidates`). Somebody already holding a place there has their
 * own refusal (already_on_shift), checked first by the caller.
 */
export async function assertMayTakePlace(tx: Tx, opts: { shift: ShiftContext; holderId: number; userId: number }) {
  const [person] = await takersOfPlace(tx, {
    shift: opts.shift,
    role: placeRole(opts.shift, opts.holderId),
    holderId: opts.holderId,
    only: opts.userId,
  });
  if (!person) throw new AppError('place_not_for_them', MESSAGES.giveToNotEligible);
}
