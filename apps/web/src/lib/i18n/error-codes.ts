import type { MessageDescriptor } from '@lingui/core';
import { COMMON_TEXTS } from './common-texts';

/**
 * The server's refusals by their code, in the person's language (the web branches on the code, never
 * on the server's English words). A code not listed here shows the screen's own text, translated.
 */
export const CODE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  network: /*i18n*/ { id: 'error.network', message: 'Cannot reach the server. Check your connection and try again.' },
  service_unavailable: /*i18n*/ {
    id: 'error.serviceUnavailable',
    message: 'The database is unavailable; please try again in a moment.',
  },
  internal: /*i18n*/ { id: 'error.internal', message: 'Something went wrong on our side. Please try again.' },
  forbidden: /*i18n*/ { id: 'error.forbidden', message: 'You do not have access to this' },
  not_found: /*i18n*/ { id: 'error.notFound', message: 'Not found' },
  conflict: COMMON_TEXTS.conflict,
  stale_edit: COMMON_TEXTS.conflict,
  too_many_requests: /*i18n*/ {
    id: 'error.tooManyRequests',
    message: 'Too many requests: please wait a minute before trying again',
  },
  swap_taken: /*i18n*/ { id: 'error.swapTaken', message: 'This shift has already been taken by someone else' },
  backfill_taken: /*i18n*/ { id: 'error.backfillTaken', message: 'Somebody took this place first.' },
  backfill_not_offered: /*i18n*/ { id: 'error.backfillNotOffered', message: 'This place was not offered to you' },
  busy_elsewhere: /*i18n*/ {
    id: 'error.busyElsewhere',
    message: 'You are now on another shift at this time, so you cannot take this place.',
  },
  invite_wrong_status: /*i18n*/ {
    id: 'error.inviteWrongStatus',
    message: 'This invitation no longer waits for an answer. Reload the page to see where it stands.',
  },
  invite_not_yours: /*i18n*/ {
    id: 'error.inviteNotYours',
    message: 'Only the invited person can accept or decline this invitation',
  },
  shift_started: /*i18n*/ { id: 'error.shiftStarted', message: 'This shift has already started' },
  not_qualified: /*i18n*/ { id: 'error.notQualified', message: 'You are not qualified to take this shift' },
  already_on_shift: /*i18n*/ { id: 'error.alreadyOnShift', message: 'You are already on this shift' },
};
