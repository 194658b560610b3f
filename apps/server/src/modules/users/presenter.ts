import { ROLES, type Role, type StaffMember, type User, type UserDetail } from '@app/shared';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}

/** A user row as the API shows it: never the password hash or deletion marker. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleList: toRoles(row.roles),
    homeNumber: row.homeNumber,
    cellNumber: row.cellNumber,
    mustChangePassword: row.mustChangePassword,
    lastCoached: row.lastCoached ? row.lastCoached.toISOString() : null,
    regApp: row.regApp,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One user's page: the user plus the version stamp an editor sends back to detect conflicts. */
export function presentUserDetail(row: UserRow): UserDetail {
  return {
    ...presentUser(row),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language ?? null,
    maxShiftsPerWeek: row.maxShiftsPerWeek ?? null,
  };
}

/** The short form used by the staff pickers. */
export function presentStaffMember(row: Pick<UserRow, 'id' | 'name' | 'email' | 'roles'>): StaffMember {
  return { id: row.id, name: row.name, email: row.email, roleList: toRoles(row.roles) };
}
