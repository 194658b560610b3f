import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import type { RouteHandle } from '../../lib/route-handle';

const MailboxPage = lazy(() => import('./components/mailbox-page').then((m) => ({ default: m.MailboxPage })));

const handle: RouteHandle = { crumb: 'Mailbox' };

/** /mailbox (admin): the outbox, readable when no SMTP server delivers it. */
export const mailboxRoute: RouteObject = {
  path: 'mailbox',
  handle,
  element: (
    <RequireAccess action="mailbox.view">
      <MailboxPage />
    </RequireAccess>
  ),
};
