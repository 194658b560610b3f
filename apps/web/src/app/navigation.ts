import type { Action } from '@app/shared';

export interface NavItem {
  label: string;
  path: string;
  /** The permission that shows the item; none means everybody signed in. */
  action?: Action;
}

/** The side navigation, in the specification's order; each item shows by the permission table. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/' },
  { label: 'Clients', path: '/clients', action: 'clients.manage' },
  { label: 'Courses', path: '/courses', action: 'courses.manage' },
  { label: 'Coaching templates', path: '/coaching-templates', action: 'coaching.templates' },
  { label: 'Users', path: '/users' },
  { label: 'Rooms', path: '/rooms', action: 'rooms.manage' },
  { label: 'Reports', path: '/reports', action: 'reports.view' },
  { label: 'Archived', path: '/archive', action: 'archive.view' },
  { label: 'Mailbox', path: '/mailbox', action: 'mailbox.view' },
];
