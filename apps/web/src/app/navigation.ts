import { type Action, can } from '@app/shared/permissions';
import type { Role } from '@app/shared/roles';

export interface NavItem {
  label: string;
  /** Where the item leads; `:me` stands for the viewer's own id. */
  path: string;
  /** The permission that shows the item; none means everybody signed in. */
  action?: Action;
  /** A permission that hides the item: it is for those without it (My profile, for whoever has no Users). */
  unless?: Action;
  /** The item's name for a viewer without `action`: what the link opens for them. */
  ownLabel?: { without: Action; label: string };
}

/** The item's name for a viewer with these roles. */
export function navLabel(item: NavItem, roles: readonly Role[]): string {
  return item.ownLabel && !can({ roles }, item.ownLabel.without) ? item.ownLabel.label : item.label;
}

/** The menu of a viewer with these roles, by the permission table. */
export function navItemsFor(roles: readonly Role[]): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.action || can({ roles }, item.action)) && !(item.unless && can({ roles }, item.unless)),
  );
}

/** Where the item leads for the viewer `me`. */
export function navPath(item: NavItem, me: { id: number }): string {
  return item.path.replace(':me', String(me.id));
}

/** The side navigation, in the specification's order; each item shows by the permission table. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/' },
  // Whoever works shifts: their own calls, invitations and offers, made for a phone.
  { label: 'My shifts', path: '/my-shifts', action: 'invites.respond' },
  { label: 'Clients', path: '/clients', action: 'clients.manage' },
  { label: 'Courses', path: '/courses', action: 'courses.manage' },
  // Managers staff a period's shifts in one step (issue 39).
  { label: 'Plan the month', path: '/roster-plans', action: 'shifts.manage' },
  { label: 'Coaching templates', path: '/coaching-templates', action: 'coaching.templates' },
  // Managers keep every person's record under Users; other staff find the colleagues they share a
  // shift with there, and everybody who is not a manager has their own page (with the calendar feed).
  { label: 'Users', path: '/users', action: 'users.list', ownLabel: { without: 'users.listAll', label: 'Colleagues' } },
  { label: 'My profile', path: '/users/:me', unless: 'users.listAll' },
  { label: 'Rooms', path: '/rooms', action: 'rooms.manage' },
  { label: 'Reports', path: '/reports', action: 'reports.view' },
  { label: 'Archived', path: '/archive', action: 'archive.view' },
  { label: 'Mailbox', path: '/mailbox', action: 'mailbox.view' },
  { label: 'Settings', path: '/settings', action: 'settings.business' },
  { label: 'Activity', path: '/activity', action: 'audit.view' },
];
