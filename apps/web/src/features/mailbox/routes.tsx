import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const MailboxPage = lazyPage('mailbox', () => import('./components/mailbox-page').then((m) => m.MailboxPage));

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
