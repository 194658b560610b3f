import { type InviteAction, mayTakeInviteAction } from '@app/shared';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import type { InviteRow } from './repository';
import type { ShiftContext } from './shift-context';
import { INVITE_TEXTS } from './texts';

/**
 * True when the action table (packages/shared) allows `action` on the invite's status. The time
 * rule, that a shift is given away only before it begins, has its own refusal (assertNotStarted).
 */
export function allowed(invite: Pick<InviteRow, 'status'>, action: InviteAction): boolean {
  return mayTakeInviteAction(invite.status, action, { ended: false });
}

/** The invitee answers an invitation: only they, and only while it waits for an answer. */
export function assertInvitee(invite: InviteRow, actor: AuthUser, action: 'accept' | 'reject'): void {
  if (invite.userId !== actor.id) throw new AppError('invite_not_yours', INVITE_TEXTS.onlyInvitee);
  if (!allowed(invite, action)) throw new AppError('invite_wrong_status', INVITE_TEXTS.notPending(invite.status));
}

/** The holder gives their shift away or takes the offer back: only they, in a status that allows it. */
export function assertHolder(
  invite: Pick<InviteRow, 'userId' | 'status'>,
  actor: AuthUser,
  action: Exclude<InviteAction, 'accept' | 'reject'>,
): void {
  if (invite.userId !== actor.id) throw new AppError('invite_not_yours', INVITE_TEXTS.onlyHolder);
  if (!allowed(invite, action)) {
    throw new AppError(
      'invite_wrong_status',
      action === 'undo_swap' ? INVITE_TEXTS.notOffered(invite.status) : INVITE_TEXTS.notAccepted(invite.status),
    );
  }
}

/** A shift is given away or taken only before it begins. */
export function assertNotStarted(shift: ShiftContext): void {
  if (shift.begins.getTime() <= Date.now()) throw new AppError('shift_started', INVITE_TEXTS.shiftStarted);
}
