import type { MessageDescriptor } from '@lingui/core';
/** The error and not-found pages' texts (issue 40), read with `textOf`: they may be drawn before a language is. */
export const ERROR_PAGE_TEXTS = {
  newVersion: /*i18n*/ { id: 'errorPage.newVersion', message: 'A new version is available' },
  notShown: /*i18n*/ { id: 'errorPage.notShown', message: 'This page could not be shown' },
  updated: /*i18n*/ { id: 'errorPage.updated', message: 'The app was updated while you were using it. Reload to continue.' },
  wentWrong: /*i18n*/ {
    id: 'errorPage.wentWrong',
    message:
      'Something went wrong while showing this page. Reloading usually helps; if it keeps happening, tell an administrator.',
  },
  offlineTitle: /*i18n*/ { id: 'errorPage.offlineTitle', message: 'You are offline' },
  notKept: /*i18n*/ {
    id: 'errorPage.notKept',
    message: 'This page was not saved on this device, so it opens only with a connection.',
  },
  tryAgain: /*i18n*/ { id: 'errorPage.tryAgain', message: 'Try again' },
  backOnlineTitle: /*i18n*/ { id: 'errorPage.backOnlineTitle', message: 'You are back online' },
  backOnline: /*i18n*/ {
    id: 'errorPage.backOnline',
    message: 'This page could not load without a connection. Try again to open it.',
  },
  notFound: /*i18n*/ { id: 'errorPage.notFound', message: 'The page you are looking for cannot be found' },
  followedLink: /*i18n*/ { id: 'errorPage.followedLink', message: 'If you followed a link here and think it should work,' },
  contactAdmin: /*i18n*/ { id: 'errorPage.contactAdmin', message: 'contact an administrator' },
  toDashboard: /*i18n*/ { id: 'errorPage.toDashboard', message: 'Go to the dashboard' },
} satisfies Record<string, MessageDescriptor>;
