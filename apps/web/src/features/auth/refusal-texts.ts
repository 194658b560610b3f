import type { MessageDescriptor } from '@lingui/core';

/**
 * The server's refusals of signing in, for the languages other than English (in English the page
 * shows the server's own words, packages/shared/src/texts/sign-in.ts). The page does not import this
 * file: it reads a refusal's text from the language's catalogue by its id, `auth.` and the refusal's
 * code in camelCase (`refusalId` in sign-in-language.ts); the file is here for `lingui extract`.
 */
export const REFUSAL_TEXTS = {
  invalid_credentials: /*i18n*/ { id: 'auth.invalidCredentials', message: 'Invalid email or password' },
  too_many_attempts: /*i18n*/ {
    id: 'auth.tooManyAttempts',
    message:
      'Too many failed sign-in attempts. Please wait 15 minutes and try again, or use "E-mail me a sign-in link" to sign in now.',
  },
  sign_in_link_invalid: /*i18n*/ { id: 'auth.signInLinkInvalid', message: 'This sign-in link is invalid or has expired' },
  too_many_requests: /*i18n*/ {
    id: 'auth.tooManyRequests',
    message: 'Too many requests: please wait a minute before trying again',
  },
  network: /*i18n*/ { id: 'auth.network', message: 'Cannot reach the server. Check your connection and try again.' },
} satisfies Record<string, MessageDescriptor>;
