import {
  type CreateUserBody,
  can,
  canGrantRoles,
  MESSAGES,
  type Role,
  type StaffMember,
  type UpdateUserBody,
  type User,
  type UserDetail,
  type UserPage,
  type UsersQuery,
} from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit, changedFields } from '../../lib/audit';
import { AppError, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { pageCarryingTotal, pageWindow } from '../../lib/paging';
import { hashPassword, weakPasswordHint } from '../../lib/password';
import { assertFresh } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import * as policy from './policy';
import { presentStaffMember, presentUser, presentUserDetail, toRoles } from './presenter';
import type { NewUser, UserRow } from './repository';
import * as repo from './repository';

/** Same set of roles, whatever the order or repetition. */
function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.every((r) => b.includes(r)) && b.every((r) => a.includes(r));
}

const emailTaken = () => new AppError('email_taken', MESSAGES.emailTaken, { field: 'email' });

/** A unique-index violation on the e-mail becomes the text the form shows. */
async function withEmailUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw emailTaken();
    throw err;
  }
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: number): Promise<void> {
  if (await repo.isEmailTaken(tx, email, exceptId)) throw emailTaken();
}

async function liveUser(tx: Tx, id: number, lock = false): Promise<UserRow> {
  const row = await repo.findLiveUser(tx, id, lock);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

/**
 * Checks a user's current password before they choose a new one, under the sign-in attempt limit
 * (429 beyond it); true when right. Sign-in (auth) owns the attempts and provides it: app.ts hands
 * auth's checkCurrentPassword to the users routes, so users does not import auth (auth reads users).
 */
export type CurrentPasswordCheck = (opts: {
  db: Db;
  email: string;
  ip: string;
  passwordHash: string | null;
  password: string;
}) => Promise<boolean>;

/**
 * Refuses a password that is easy to guess (a common password, dictionary words, keyboard
 * patterns, the person's own name or e-mail) with 400 naming the field.
 */
function assertStrongPassword(password: string, userInputs: string[]): void {
  const hint = weakPasswordHint(password, userInputs);
  if (hint === null) return;
  const message = hint ? `${MESSAGES.passwordTooWeak} (${hint})` : MESSAGES.passwordTooWeak;
  throw new AppError('password_too_weak', message, [{ field: 'user.password', message }]);
}

/** A user who must change their password may look at and edit only their own account. */
function assertNotHeld(actor: AuthUser, id: number): void {
  if (actor.mustChangePassword && actor.id !== id) {
    throw new AppError('must_change_password', MESSAGES.mustChangePassword, { mustChangePassword: true });
  }
}

/**
 * One page of the team directory (users with any staff role) or the participant directory (users
 * with the participant role), ordered by name. The participant directory needs the
 * 'participants.directory' right; the route itself is for staff ('users.list'): staff contact
 * details are not for participants (see `mayRead`). Staff without 'users.listAll' (coach, rp) see
 * only the colleagues they share a shift with, by the rule the user page reads them by.
 */
export async function listUsers(opts: { db: Db; actor: AuthUser; query: UsersQuery }): Promise<UserPage> {
  const { query } = opts;
  if (query.kind === 'participants' && !can(opts.actor, 'participants.directory')) throw forbidden(MESSAGES.forbidden);
  const filter = {
    kind: query.kind === 'participants' ? 'participants' : 'staff',
    role: query.role,
    search: query.search,
    // Staff who do not manage see only the colleagues they share a shift with.
    colleaguesOf: can(opts.actor, 'users.listAll') ? undefined : opts.actor.id,
  } as const;
  const { rows, total } = await pageCarryingTotal(
    pageWindow(query.page, query.per_page),
    (w) =>
      filter.search || filter.colleaguesOf !== undefined
        ? repo.listUsersPage(opts.db, filter, w)
        : repo.listUnsearchedPage(opts.db, filter, w),
    () => repo.countUsers(opts.db, filter),
  );
  return { data: rows.map(presentUser), total };
}

/**
 * Creates a user. An sc may grant only the coach, rp and participant roles; the e-mail must not
 * belong to another live account.
 */
export async function createUser(opts: { db: Db; actor: AuthUser; input: CreateUserBody['user'] }): Promise<User> {
  const { input } = opts;
  if (!canGrantRoles(opts.actor, input.roleList)) throw forbidden(MESSAGES.cannotGrantRoles);
  assertStrongPassword(input.password, [input.name, input.email]);
  const passwordHash = await hashPassword(input.password);
  return withEmailUniqueness(() =>
    transaction(opts.db, async (tx) => {
      await assertEmailFree(tx, input.email);
      const row = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        roles: [...new Set(input.roleList)],
        homeNumber: input.homeNumber ?? null,
        cellNumber: input.cellNumber ?? null,
        passwordHash,
        mustChangePassword: input.mustChangePassword ?? false,
      });
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'create',
        entity: 'user',
        entityId: row.id,
        data: { roles: row.roles },
      });
      return presentUser(row);
    }),
  );
}

/**
 * One live user with the version stamp for editing, when the object rule of `mayRead` lets the
 * actor read them; otherwise 404, the same answer as for an unknown id.
 */
export async function getUser(opts: { db: Db; actor: AuthUser; id: number }): Promise<UserDetail> {
  assertNotHeld(opts.actor, opts.id);
  const row = await liveUser(opts.db, opts.id);
  if (!(await policy.mayRead(opts.db, opts.actor, { id: row.id, roles: toRoles(row.roles) })))
    throw notFound(MESSAGES.userNotFound);
  return presentUserDetail(row);
}

/**
 * Edits a user: anybody edits themself, an admin edits anyone. Only an admin changes roles. A stale
 * `updatedAt` from the editor gives 409.
 *
 * A new password must be hard to guess. Changing one's own password needs the current one, unless
 * the session came from an e-mailed sign-in link, the account must change its password, or an admin
 * is viewing the app as this user; it signs out the user's other sessions and keeps this one. An
 * admin setting somebody else's password signs out all of that user's sessions. A new password
 * clears the must-change flag.
 */
export async function updateUser(opts: {
  db: Db;
  /** The sign-in module's check of a current password, under its attempt limit (see CurrentPasswordCheck). */
  checkCurrentPassword: CurrentPasswordCheck;
  actor: AuthUser;
  id: number;
  input: UpdateUserBody['user'];
  /** The client's address, for the limit on wrong current passwords. */
  ip: string;
}): Promise<UserDetail> {
  const { actor, id, input } = opts;
  assertNotHeld(actor, id);
  const isSelf = actor.id === id;
  if (!policy.can(actor, 'edit', { id })) throw forbidden(MESSAGES.forbidden);
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    const current = await liveUser(opts.db, id);
    if (isSelf && !actor.viaLink && !actor.mustChangePassword && !actor.impersonatorId) {
      if (!input.currentPassword) {
        throw new AppError('current_password_required', MESSAGES.currentPasswordRequired, [
          { field: 'user.currentPassword', message: MESSAGES.currentPasswordRequired },
        ]);
      }
      const ok = await opts.checkCurrentPassword({
        db: opts.db,
        email: current.email,
        ip: opts.ip,
        passwordHash: current.passwordHash,
        password: input.currentPassword,
      });
      if (!ok) {
        throw new AppError('current_password_wrong', MESSAGES.currentPasswordWrong, [
          { field: 'user.currentPassword', message: MESSAGES.currentPasswordWrong },
        ]);
      }
    }
    assertStrongPassword(input.password, [input.name ?? current.name, input.email ?? current.email, current.email]);
    // Hash outside the transaction: it is slow, and the row stays locked for the whole transaction.
    passwordHash = await hashPassword(input.password);
  }

  return withEmailUniqueness(() =>
    transaction(opts.db, async (tx) => {
      const row = await liveUser(tx, id, true);
      assertFresh(input.updatedAt, row.updatedAt);
      const changes: Partial<NewUser> = {};
      if (input.name !== undefined && input.name !== row.name) changes.name = input.name;
      if (input.email !== undefined && input.email !== row.email.toLowerCase()) {
        await assertEmailFree(tx, input.email, id);
        changes.email = input.email;
      }
      if (input.roleList !== undefined && !sameRoles(input.roleList, row.roles)) {
        if (!policy.can(actor, 'changeRoles', { id })) throw forbidden(MESSAGES.cannotChangeRoles);
        const roles: Role[] = [...new Set(input.roleList)];
        if (row.roles.includes('admin') && !roles.includes('admin')) await assertAnotherAdmin(tx, id);
        changes.roles = roles;
      }
      if (input.homeNumber !== undefined && input.homeNumber !== row.homeNumber) changes.homeNumber = input.homeNumber;
      if (input.cellNumber !== undefined && input.cellNumber !== row.cellNumber) changes.cellNumber = input.cellNumber;
      if (input.language !== undefined && input.language !== row.language) changes.language = input.language;
      if (input.maxShiftsPerWeek !== undefined && input.maxShiftsPerWeek !== row.maxShiftsPerWeek) {
        changes.maxShiftsPerWeek = input.maxShiftsPerWeek;
      }
      if (passwordHash !== undefined) {
        changes.passwordHash = passwordHash;
        changes.mustChangePassword = false;
        // Every other session ends; the one that changed its own password stays, and from now on
        // needs the current password like any other.
        await repo.revokeOtherSessions(tx, id, isSelf ? actor.tokenId : null);
      }
      const updated = await repo.updateUserRow(tx, id, changes, row.updatedAt);
      if (!updated) throw notFound(MESSAGES.userNotFound);
      await audit(tx, {
        actorId: actor.id,
        action: 'update',
        entity: 'user',
        entityId: id,
        // The changed fields before and after; the password hash is redacted by the trail itself.
        ...changedFields(row, changes),
      });
      return presentUserDetail(updated);
    }),
  );
}

async function assertAnotherAdmin(tx: Tx, exceptId: number): Promise<void> {
  if (!(await repo.hasAnotherAdmin(tx, exceptId))) throw new AppError('last_admin', MESSAGES.lastAdmin);
}

/**
 * Deletes a user softly: the account disappears from every list and cannot sign in (all their
 * tokens are revoked), while the history that refers to it stays. Nobody deletes themself.
 */
export async function deleteUser(opts: { db: Db; actor: AuthUser; id: number }): Promise<void> {
  // The route lets only admins in: what the policy refuses them is their own account.
  if (!policy.can(opts.actor, 'delete', { id: opts.id })) throw new AppError('cannot_delete_self', MESSAGES.cannotDeleteSelf);
  await transaction(opts.db, async (tx) => {
    const row = await liveUser(tx, opts.id, true);
    await repo.softDeleteUser(tx, row);
    await audit(tx, { actorId: opts.actor.id, action: 'delete', entity: 'user', entityId: row.id });
  });
}

/**
 * Sends a participant a one-time sign-in link and makes them choose a new password. The flag, the
 * link and the e-mail commit together: sign-in (auth) writes the link and its e-mail in this
 * transaction when told of the reset ('user.passwordReset').
 */
export async function resetPassword(opts: { db: Db; actor: AuthUser; id: number }): Promise<{ message: string }> {
  await transaction(opts.db, async (tx) => {
    const row = await liveUser(tx, opts.id, true);
    if (!policy.can(opts.actor, 'resetPassword', { roles: toRoles(row.roles) })) throw forbidden(MESSAGES.resetOnlyParticipants);
    await repo.updateUserRow(tx, row.id, { mustChangePassword: true }, row.updatedAt);
    await emit(tx, 'user.passwordReset', { userId: row.id });
    await audit(tx, { actorId: opts.actor.id, action: 'reset_password', entity: 'user', entityId: row.id });
  });
  return { message: MESSAGES.passwordEmailSent };
}

/** Live users with any staff role, or only those holding `role` as well, ordered by name. */
export async function listStaff(opts: { db: Db; role?: Role | undefined }): Promise<StaffMember[]> {
  const rows = await repo.listStaffMembers(opts.db, opts.role);
  return rows.map(presentStaffMember);
}
