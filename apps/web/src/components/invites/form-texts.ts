import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the forms the invitee's actions open (issue 40), in the shell's catalogue: the swap
 * request form and the Give to… form (for anyone who may take the place). Apart from the buttons'
 * (invite-texts.ts): these load with the forms, not with every page showing the buttons.
 */
export const INVITE_FORM_TEXTS = {
  // The swap request form (its default subject is the shared MESSAGES.shiftCoverageRequest).
  subject: /*i18n*/ { id: 'invites.subject', message: 'Subject' },
  defaultSubject: /*i18n*/ { id: 'invites.defaultSubject', message: 'Shift Coverage Request' },
  details: /*i18n*/ { id: 'invites.details', message: 'Details' },
  detailsHint: /*i18n*/ { id: 'invites.detailsHint', message: 'Which part of the shift, and why' },
  send: /*i18n*/ { id: 'invites.send', message: 'Send' },
  // The Give to… form (nobody: nobodyCanTakePlaceText('people'); noData: MESSAGES.errorRetrievingData).
  giveToForm: /*i18n*/ { id: 'invites.giveToForm', message: 'Give to a person' },
  person: /*i18n*/ { id: 'invites.person', message: 'Person' },
  nobody: /*i18n*/ {
    id: 'invites.nobody',
    message: "No other people can take your place now: they need the course's qualification and a free time",
  },
  noData: /*i18n*/ { id: 'invites.noData', message: 'Error retrieving data' },
  giveShift: /*i18n*/ { id: 'invites.giveShift', message: 'Give shift' },
} satisfies Record<string, MessageDescriptor>;
