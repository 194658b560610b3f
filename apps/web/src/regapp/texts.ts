import type { MessageDescriptor } from '@lingui/core';
import { textsIn } from '../lib/i18n/compiled-text';

/**
 * The registration app's texts of its frame and its e-mail page (issue 40): Lingui descriptors, the
 * English in the code, extracted by `npm run i18n -w apps/web` into src/regapp/locales/{language}.po
 * and compiled beside them. The first download carries these, in English only: the page drawn at
 * build time speaks it; another language's catalogue is a chunk of its own (catalogues.ts), read
 * without Lingui's runtime (lib/i18n/compiled-text.ts). The signed-in course page's texts are in
 * course-texts.ts, in its chunk. `{name}` fills in a value (`fill`). Refusals from the server are
 * shown with the server's own text.
 */
export const FIRST_TEXTS = {
  pageTitle: /*i18n*/ { id: 'regapp.pageTitle', message: 'Book your practice call' },
  signInIntro: /*i18n*/ {
    id: 'regapp.signInIntro',
    message:
      'Enter the e-mail address your training provider has for you. We will send you a link to sign in: no password needed.',
  },
  emailLabel: /*i18n*/ { id: 'regapp.emailLabel', message: 'E-mail address' },
  emailInvalid: /*i18n*/ { id: 'regapp.emailInvalid', message: 'Enter a valid e-mail address' },
  sendLink: /*i18n*/ { id: 'regapp.sendLink', message: 'E-mail me a sign-in link' },
  sending: /*i18n*/ { id: 'regapp.sending', message: 'Sending…' },
  sendFailed: /*i18n*/ { id: 'regapp.sendFailed', message: 'The link could not be sent. Try again in a moment.' },
  checkEmailTitle: /*i18n*/ { id: 'regapp.checkEmailTitle', message: 'Check your e-mail' },
  checkEmailBody: /*i18n*/ {
    id: 'regapp.checkEmailBody',
    message:
      'If {email} is registered for this course, a sign-in link is on its way. Open it on this device to choose your time. The link works once.',
  },
  useAnotherEmail: /*i18n*/ { id: 'regapp.useAnotherEmail', message: 'Use another address' },
  signingIn: /*i18n*/ { id: 'regapp.signingIn', message: 'Signing you in…' },
  linkFailed: /*i18n*/ {
    id: 'regapp.linkFailed',
    message: 'This sign-in link has expired or was already used. Enter your e-mail address to get a new one.',
  },
  missingKey: /*i18n*/ {
    id: 'regapp.missingKey',
    message: 'This registration link is incomplete. Use the link your training provider sent you.',
  },
  loading: /*i18n*/ { id: 'regapp.loading', message: 'Loading…' },
} satisfies Record<string, MessageDescriptor>;

export type FirstTexts = Record<keyof typeof FIRST_TEXTS, string>;

/** The frame's and the e-mail page's texts in English, the language of the page drawn at build time. */
export const ENGLISH_TEXTS: FirstTexts = textsIn(FIRST_TEXTS);

export { fill } from '../lib/i18n/compiled-text';
