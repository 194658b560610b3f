/** The five kinds of user. Stored as strings in `users.roles`. */
export const ROLES = ['admin', 'sc', 'coach', 'rp', 'participant'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  sc: 'Shift Coordinator',
  coach: 'Coach',
  rp: 'Role-player',
  participant: 'Participant',
};

/** Staff roles: everybody who works shifts or runs the office. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'sc', 'coach', 'rp'];
