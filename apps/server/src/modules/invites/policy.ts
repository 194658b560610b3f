import { type InviteAction, type InviteStatus, MESSAGES, mayTakeInviteAction, can as roleMay } from '@app/shared';
import { AppError, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { INVITE_TEXTS } from './texts';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type InviteActor = Pick<AuthUser, 'id' | 'roles'>;

/** The holder's own invite: whose it is and its status. */
interface OwnInvite {
  userId: number;
  status: InviteStatus;
}

/**
 * - the shared invite actions (`accept`, `reject`, `swap`, `direct_swap`, `partial_swap`, `undo_swap`):
 *   what the invitee does with their own invite;
 * - `takeSwap`: taking a shift somebody offers for swap;
 * - `handOver`: a place changing hands (given away or taken), judged by the shift's start;
 * - `readInvites`: reading a user's places (GET /users/{id}/event_invites).
 */
export type InvitePolicyAction = InviteAction | 'takeSwap' | 'handOver' | 'readInvites';

/** The record each action needs. */
export type InvitePolicyRecords = { [A in InviteAction]: OwnInvite } & {
  /** The offered invite: its holder, status and the person it is offered to by name (null: to all). */
  takeSwap: OwnInvite & { swapToUserId: number | null };
  /** When the shift begins, and the time of asking (ms). */
  handOver: { begins: Date; now: number };
  /** Whose places are read. */
  readInvites: { userId: number };
};

type Rule<A extends InvitePolicyAction> = (actor: InviteActor, record: InvitePolicyRecords[A]) => boolean;

/**
 * The invitee's own action: only they, and only in a status the action table (packages/shared)
 * allows it in. The time rule, that a shift changes hands only before it begins, is `handOver`.
 */
const own =
  (action: InviteAction): Rule<InviteAction> =>
  (actor, r) =>
    r.userId === actor.id && mayTakeInviteAction(r.status, action, { ended: false });

const RULES: { [A in InvitePolicyAction]: Rule<A> } = {
  accept: own('accept'),
  reject: own('reject'),
  swap: own('swap'),
  direct_swap: own('direct_swap'),
  partial_swap: own('partial_swap'),
  undo_swap: own('undo_swap'),
  /** A swap on offer (one its holder may still take back), not one's own, offered to all or to them by name. */
  takeSwap: (actor, r) =>
    mayTakeInviteAction(r.status, 'undo_swap', { ended: false }) &&
    r.userId !== actor.id &&
    (r.swapToUserId === null || r.swapToUserId === actor.id),
  handOver: (_actor, r) => r.begins.getTime() > r.now,
  /** A user reads their own places; managers anybody's. */
  readInvites: (actor, r) => r.userId === actor.id || roleMay(actor, 'shifts.manage'),
};

/** Whether the actor may do `action` with the invite (or shift, or user) described by `record`. */
export function can<A extends InvitePolicyAction>(actor: InviteActor, action: A, record: InvitePolicyRecords[A]): boolean {
  return (RULES[action] as Rule<A>)(actor, record);
}

/** The invitee answers an invitation: 403 invite_not_yours for anybody else, 409 invite_wrong_status unless it waits for an answer. */
export function assertInvitee(invite: OwnInvite, actor: InviteActor, action: 'accept' | 'reject'): void {
  if (can(actor, action, invite)) return;
  if (invite.userId !== actor.id) throw new AppError('invite_not_yours', INVITE_TEXTS.onlyInvitee);
  throw new AppError('invite_wrong_status', INVITE_TEXTS.notPending(invite.status));
}

/** The holder gives their shift away or takes the offer back: only they, in a status that allows it. */
export function assertHolder(invite: OwnInvite, actor: InviteActor, action: Exclude<InviteAction, 'accept' | 'reject'>): void {
  if (can(actor, action, invite)) return;
  if (invite.userId !== actor.id) throw new AppError('invite_not_yours', INVITE_TEXTS.onlyHolder);
  throw new AppError(
    'invite_wrong_status',
    action === 'undo_swap' ? INVITE_TEXTS.notOffered(invite.status) : INVITE_TEXTS.notAccepted(invite.status),
  );
}

/** 409 swap_taken, invite_wrong_status or swap_not_for_you unless the actor may take the swap offered (`takeSwap`). */
export function assertMayTakeSwap(invite: InvitePolicyRecords['takeSwap'], actor: InviteActor): void {
  if (can(actor, 'takeSwap', invite)) return;
  // A swap is on offer while its holder may still take it back.
  if (!mayTakeInviteAction(invite.status, 'undo_swap', { ended: false })) {
    throw invite.status === 'accepted'
      ? new AppError('swap_taken', MESSAGES.swapAlreadyTaken)
      : new AppError('invite_wrong_status', INVITE_TEXTS.notSwappable);
  }
  if (invite.userId === actor.id) throw new AppError('swap_not_for_you', INVITE_TEXTS.ownSwap);
  throw new AppError('swap_not_for_you', INVITE_TEXTS.offeredToSomebodyElse);
}

/** A shift is given away or taken only before it begins: 409 shift_started after. */
export function assertNotStarted(actor: InviteActor, shift: { begins: Date }): void {
  if (!can(actor, 'handOver', { begins: shift.begins, now: Date.now() }))
    throw new AppError('shift_started', INVITE_TEXTS.shiftStarted);
}

/** 403 unless the actor may read the user's places (`readInvites`). */
export function assertMayReadInvites(actor: InviteActor, userId: number): void {
  if (!can(actor, 'readInvites', { userId })) throw forbidden(INVITE_TEXTS.ownInvitesOnly);
}
