/**
 * The texts of signing in, and the one a failed request shows: part of `MESSAGES` (message-texts.ts
 * re-exports them), in a module of their own so that the sign-in page, the first download, carries
 * these few and not every text the app's other pages read.
 */
export const invalidCredentials = 'Invalid email or password';
export const tooManyAttempts =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again, or use "E-mail me a sign-in link" to sign in now.';
export const emailMeSignInLink = 'E-mail me a sign-in link';
export const signInLinkRequested =
  'If an account uses this address, a sign-in link is on its way to it. The link works once; check your e-mail.';
export const signInLinkInvalid = 'This sign-in link is invalid or has expired';
export const sessionExpired = 'Your session has expired. Please sign in again.';
export const errorRetrievingData = 'Error retrieving data';
