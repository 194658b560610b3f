import type { MessageDescriptor } from '@lingui/core';

/**
 * The sign-in page's texts (issue 40): Lingui descriptors, the English in the code, extracted into
 * src/features/auth/locales/{language}.po and compiled beside them. The page reads them from the
 * compiled catalogue of its language, English included, a chunk of its own, by key: each text's id is
 * `auth.` and its key (sign-in-language.ts; login-page.test.tsx holds them to it). So the first
 * download carries none of them. The server's refusals: refusal-texts.ts.
 */
export const SIGN_IN_TEXTS = {
  signIn: /*i18n*/ { id: 'auth.signIn', message: 'Sign in' },
  email: /*i18n*/ { id: 'auth.email', message: 'Email' },
  password: /*i18n*/ { id: 'auth.password', message: 'Password' },
  signingIn: /*i18n*/ { id: 'auth.signingIn', message: 'Signing you in…' },
  signInFailed: /*i18n*/ { id: 'auth.signInFailed', message: 'Could not sign in' },
  linkFailed: /*i18n*/ { id: 'auth.linkFailed', message: 'Could not sign in with this link' },
  sendLinkFailed: /*i18n*/ { id: 'auth.sendLinkFailed', message: 'Could not send the sign-in link' },
  emailMeSignInLink: /*i18n*/ { id: 'auth.emailMeSignInLink', message: 'E-mail me a sign-in link' },
  signInLinkRequested: /*i18n*/ {
    id: 'auth.signInLinkRequested',
    message: 'If an account uses this address, a sign-in link is on its way to it. The link works once; check your e-mail.',
  },
  language: /*i18n*/ { id: 'auth.language', message: 'Language' },
} satisfies Record<string, MessageDescriptor>;
