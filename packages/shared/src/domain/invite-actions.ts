import type { InviteStatus } from '../constants';

/** What the invitee can do with their own invite. */
export type InviteAction = 'accept' | 'reject' | 'swap' | 'direct_swap' | 'partial_swap' | 'undo_swap';

/**
 * The invitee's actions per invite status (DESIGN.md section 4): an invitation is accepted or
 * declined (an invitation left unanswered past its answer-by time expires); an accepted shift is given away to all, to one person, or partly covered; a swap on offer
 * can be withdrawn. A declined invite has none.
 */
export const INVITE_ACTIONS: Readonly<Record<InviteStatus, readonly InviteAction[]>> = {
  invited: ['accept', 'reject'],
  accepted: ['swap', 'direct_swap', 'partial_swap'],
  swap_requested: ['undo_swap'],
  rejected: [],
  // Unanswered past its answer-by time: the place is gone; a manager may invite them again.
  expired: [],
};

/** The actions open to the invitee now: none once the shift has ended. */
export function inviteActions(status: InviteStatus, opts: { ended: boolean }): readonly InviteAction[] {
  return opts.ended ? [] : INVITE_ACTIONS[status];
}

/** True when the invitee may take `action` on an invite in `status` of a shift not yet ended. */
export function mayTakeInviteAction(status: InviteStatus, action: InviteAction, opts: { ended: boolean }): boolean {
  return inviteActions(status, opts).includes(action);
}

/**
 * How an invite reads on screen. 'tentative' is not stored: it is an invitation still waiting for its
 * answer on a shift that has not begun (the place is held, not yet promised); once the shift has
 * begun an unanswered invitation reads 'invited'.
 */
export type InviteDisplayStatus = InviteStatus | 'tentative';

export function inviteDisplayStatus(status: InviteStatus, opts: { started: boolean }): InviteDisplayStatus {
  return status === 'invited' && !opts.started ? 'tentative' : status;
}

/** The words of each display status. */
export const INVITE_DISPLAY_LABELS: Readonly<Record<InviteDisplayStatus, string>> = {
  tentative: 'Tentative',
  invited: 'Invited',
  accepted: 'Accepted',
  swap_requested: 'Swap requested',
  rejected: 'Declined',
  expired: 'Expired',
};
