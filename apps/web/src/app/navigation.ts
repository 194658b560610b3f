import { type Action, can } from '@app/shared/permissions';
import type { Role } from '@app/shared/roles';

export interface NavItem {
  label: string;
  path: string;
  /** The permission that shows the item; none means everybody signed in. */
  action?: Action;
  /** The item's name for a viewer without `action`: what the link opens for them. */
  ownLabel?: { without: Action; label: string };
}

/** The item's name for a viewer with these roles. */
export function navLabel(item: NavItem, roles: readonly Role[]): string {
  return item.ownLabel && !can({ roles }, item.ownLabel.without) ? item.ownLabel.label : item.label;
}

/** The side navigation, in the specification's order; each item shows by the permission table. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/' },
  // Whoever works shifts: their own calls, invitations and offers, made for a phone.
  { label: 'My shifts', path: '/my-shifts', action: 'invites.respond' },
  { label: 'Clients', path: '/clients', action: 'clients.manage' },
  { label: 'Courses', path: '/courses', action: 'courses.manage' },
  { label: 'Coaching templates', path: '/coaching-templates', action: 'coaching.templates' },
  // Who may not read the team directory is sent to their own page: the link says so.
  { label: 'Users', path: '/users', ownLabel: { without: 'users.list', label: 'My profile' } },
  { label: 'Rooms', path: '/rooms', action: 'rooms.manage' },
  { label: 'Reports', path: '/reports', action: 'reports.view' },
  { label: 'Archived', path: '/archive', action: 'archive.view' },
  { label: 'Mailbox', path: '/mailbox', action: 'mailbox.view' },
  { label: 'Activity', path: '/activity', action: 'audit.view' },
];
