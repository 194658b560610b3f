import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

// Filled in by the mailbox screen work.
export const mailboxRoute: RouteObject = {
  path: 'mailbox',
  handle: { crumb: 'Mailbox' },
  element: <PlaceholderPage title="Mailbox" />,
};
