import type { Role } from './roles';

/**
 * The one permission table of the product (DESIGN.md section 2). The server refuses with 403 what
 * this table does not allow; the web hides menus and redirects with the same table.
 */
export const PERMISSIONS = {
  // Navigation areas
  'clients.manage': ['admin', 'sc'],
  'courses.manage': ['admin', 'sc'],
  'rooms.manage': ['admin', 'sc'],
  'reports.view': ['admin', 'sc'],
  'participants.directory': ['admin', 'sc'],
  'archive.view': ['admin', 'sc', 'coach'],
  'mailbox.view': ['admin'],
  // The business settings (the rater agreement threshold).
  'settings.business': ['admin'],
  // The audit trail: the Activity page, a person's History, the CSV file.
  'audit.view': ['admin'],
  // Admin-only actions
  'courses.delete': ['admin'],
  'clients.deleteParticipant': ['admin'],
  'users.delete': ['admin'],
  'users.impersonate': ['admin'],
  'users.resetPassword': ['admin'],
  'users.editAny': ['admin'],
  'users.qualifications.edit': ['admin'],
  // Users
  'users.create': ['admin', 'sc'],
  // The team directory holds staff contact details: staff only. A participant reads only themself.
  'users.list': ['admin', 'sc', 'coach', 'rp'],
  // Every person's record and the whole team directory: managers. Other staff list and open only
  // the colleagues they share a shift with (the users module's policy), and have My profile in the menu.
  'users.listAll': ['admin', 'sc'],
  'users.view': ['admin', 'sc', 'coach', 'rp', 'participant'],
  'users.editOwn': ['admin', 'sc', 'coach', 'rp', 'participant'],
  // Every staff member with their address, for the managers' choosers.
  'staff.list': ['admin', 'sc'],
  // Shifts
  'shifts.manage': ['admin', 'sc'],
  'shifts.view': ['admin', 'sc', 'coach', 'rp', 'participant'],
  'shifts.lateReminder': ['admin', 'sc', 'coach'],
  'invites.respond': ['admin', 'sc', 'coach', 'rp'],
  'availability.own': ['admin', 'sc', 'coach', 'rp'],
  'availability.any': ['admin', 'sc'],
  // Assessment and coaching
  'coaching.form': ['admin', 'coach'],
  'coaching.templates': ['admin'],
  // Whose coaching history a viewer may read is decided per user (managers and coaches: role-players and coaches; a role-player: their own).
  'coaching.history': ['admin', 'sc', 'coach', 'rp'],
  'coaching.recordsCreated': ['admin'],
  'assessment.edit': ['admin', 'sc', 'coach', 'rp'],
  // Results of the skills assessment. Managers read every course's; a coach only the courses they
  // coach, a participant only their own progress (the results module's policy).
  'results.course': ['admin', 'sc', 'coach'],
  'results.progress': ['admin', 'sc', 'coach', 'participant'],
  'results.anyCourse': ['admin', 'sc'],
  // Calibration ratings: a second, independent rating of a participant's skills list by a coach or a
  // manager who may see the shift and plays in none of the participant's calls of it (the calibration
  // module's policy). Role-players and participants never read them.
  'calibration.rate': ['admin', 'sc', 'coach'],
  // The registration app (regapp-scope sessions only): a participant books their own calls.
  'regapp.book': ['participant'],
  // Anyone signed in
  'session.self': ['admin', 'sc', 'coach', 'rp', 'participant'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

/** Roles an sc may grant; anything else needs an admin. */
export const ROLES_SC_MAY_GRANT: readonly Role[] = ['coach', 'rp', 'participant'];

export interface HasRoles {
  roles: readonly Role[];
}

/** True when the user holds at least one role the action allows. */
export function can(user: HasRoles | null | undefined, action: Action): boolean {
  if (!user) return false;
  const allowed: readonly Role[] = PERMISSIONS[action];
  return user.roles.some((role) => allowed.includes(role));
}

/** True when `actor` may give a user exactly the roles in `roles`. */
export function canGrantRoles(actor: HasRoles, roles: readonly Role[]): boolean {
  if (actor.roles.includes('admin')) return true;
  if (!actor.roles.includes('sc')) return false;
  return roles.every((role) => ROLES_SC_MAY_GRANT.includes(role));
}

/** What a route declares: open to anyone, or guarded by one action of the table. */
export type RouteAccess = 'public' | Action;
