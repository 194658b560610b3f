import type { MessageDescriptor } from '@lingui/core';

/**
 * The invitee's actions' texts (issue 40), in the shell's catalogue: the buttons, the dialogs'
 * titles and what each request tells (the forms' own words: form-texts.ts). The failures keep the
 * English of the shared MESSAGES (errorAcceptingEvent…).
 */
export const INVITES_TEXTS = {
  accept: /*i18n*/ { id: 'invites.accept', message: 'Accept' },
  decline: /*i18n*/ { id: 'invites.decline', message: 'Decline' },
  giveTo: /*i18n*/ { id: 'invites.giveTo', message: 'Give to…' },
  giveToAll: /*i18n*/ { id: 'invites.giveToAll', message: 'Give to all…' },
  partial: /*i18n*/ { id: 'invites.partial', message: 'Request partial coverage' },
  withdraw: /*i18n*/ { id: 'invites.withdraw', message: 'Withdraw offer' },
  accepted: /*i18n*/ { id: 'invites.accepted', message: 'Shift accepted' },
  acceptFailed: /*i18n*/ { id: 'invites.acceptFailed', message: 'Error accepting Event' },
  declined: /*i18n*/ { id: 'invites.declined', message: 'Shift declined' },
  declineFailed: /*i18n*/ { id: 'invites.declineFailed', message: 'Error rejecting Event' },
  offeredTo: /*i18n*/ { id: 'invites.offeredTo', message: 'Shift offered to {name}' },
  swapFailed: /*i18n*/ { id: 'invites.swapFailed', message: 'Error swapping event' },
  offeredToAll: /*i18n*/ { id: 'invites.offeredToAll', message: 'Shift offered to all who could take it' },
  giveAllTitle: /*i18n*/ { id: 'invites.giveAllTitle', message: 'Give this shift to all?' },
  offerToAll: /*i18n*/ { id: 'invites.offerToAll', message: 'Offer to all' },
  giveAllIntro: /*i18n*/ {
    id: 'invites.giveAllIntro',
    message:
      'The shift is offered to all qualified people who could take your place who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.',
  },
  coverageSent: /*i18n*/ { id: 'invites.coverageSent', message: 'Coverage request sent' },
  coverageFailed: /*i18n*/ { id: 'invites.coverageFailed', message: 'Error Requesting Partial Swap' },
  coverageIntro: /*i18n*/ {
    id: 'invites.coverageIntro',
    message:
      'Ask the shift coordinator and the qualified role-players to cover part of this shift. You stay responsible for the whole shift until someone agrees.',
  },
  withdrawn: /*i18n*/ { id: 'invites.withdrawn', message: 'Offer withdrawn: the shift is yours again' },
  withdrawFailed: /*i18n*/ { id: 'invites.withdrawFailed', message: 'Error undoing Swap' },
  taken: /*i18n*/ { id: 'invites.taken', message: 'The shift is now yours' },
  takeFailed: /*i18n*/ { id: 'invites.takeFailed', message: 'Error accepting Swap' },
} satisfies Record<string, MessageDescriptor>;
