import type { InviteStatus } from '@app/shared';

/** How an invite's state reads in a refusal. */
const STATE_WORDS: Record<InviteStatus, string> = {
  invited: 'waiting for an answer',
  accepted: 'accepted',
  rejected: 'declined',
  swap_requested: 'offered for swap',
  expired: 'expired (not answered in time)',
};

/** The refusals of the invites and swaps calls that the shared message list does not name. */
export const INVITE_TEXTS = {
  onlyInvitee: 'Only the invited person can accept or decline this invitation',
  onlyHolder: 'Only the person who holds this shift can do this',
  ownInvitesOnly: 'You can see only your own invitations',
  notPending: (status: InviteStatus) =>
    `Only an invitation waiting for an answer can be accepted or declined; this one is ${STATE_WORDS[status]}`,
  notAccepted: (status: InviteStatus) => `Only an accepted shift can be offered to others; this one is ${STATE_WORDS[status]}`,
  notOffered: (status: InviteStatus) => `Only a shift offered for swap can be taken back; this one is ${STATE_WORDS[status]}`,
  notSwappable: 'This shift is not offered for swap',
  ownSwap: 'You cannot take a shift you offered yourself',
  offeredToSomebodyElse: 'This shift is offered to somebody else',
  declinedNotOffered: 'You declined this shift, so it is not offered to you',
  notEligible: 'You are not qualified to take this shift',
  alreadyOnShift: 'You are already on this shift',
  targetAlreadyOnShift: 'This person is already on this shift',
  shiftStarted: 'This shift has already started',
  participantNotEnrolled: 'Only participants enrolled in this course can be placed on its shifts',
  staffOnly: 'must name staff members (admin, sc, coach or rp)',
  notYourself: 'cannot be yourself',
} as const;
