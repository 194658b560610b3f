import { type CourseLanguage, type Role, STAFF_ROLES } from '@app/shared';
import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  authTokens,
  clients,
  courseEvents,
  courses,
  eventInvites,
  participantAssessments,
  participantSlots,
  staffRolesArray,
  userQualifications,
  userRoleCounts,
  users,
} from '../../db/schema';
import { inPage, matchedPageIds, matchesOf, matchesTotal } from '../../lib/paging';
import { preparedRead } from '../../lib/prepared';
import { containsPattern, holdsPlaceSql, nextStamp } from '../../lib/records';

// Every query of the users module; the service keeps the rules and the transactions.

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const qb = new QueryBuilder();
const live = isNull(users.deletedAt);
const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/** Which directory a page of users comes from, and how it is narrowed. */
export interface UserFilter {
  kind: 'staff' | 'participants';
  role?: Role | undefined;
  search?: string | undefined;
  /** Only the people who share a shift with this staff member (a non-manager's team directory). */
  colleaguesOf?: number | undefined;
}

/** The roles a directory filter asks for, as conditions on a role-set column (`users.roles` or the counts' key). */
function rolesWhere(
  roles: typeof users.roles | typeof userRoleCounts.roles,
  kind: UserFilter['kind'],
  role: Role | null | undefined | Placeholder,
): SQL | undefined {
  return and(
    // Constants (not parameters), so the planner can read the partial indexes of live participants and staff by name.
    kind === 'participants' ? sql`${roles} @> '{participant}'::text[]` : sql`${roles} && ${staffRolesArray}`,
    role instanceof Placeholder ? sql`${roles} @> array[${role}::text]` : role ? arrayContains(roles, [role]) : undefined,
  );
}

function directoryWhere(filter: UserFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [live, rolesWhere(users.roles, filter.kind, filter.role)];
  if (filter.colleaguesOf !== undefined) conditions.push(sharesShiftSql(filter.colleaguesOf, users.id));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

/**
 * The live users of a directory without a search, as a scalar subquery: a sum over the few role
 * sets of `user_role_counts` (kept exact by triggers on users), whatever the number of users.
 */
export function liveTotalSql(kind: UserFilter['kind'], role?: Role | null | Placeholder): SQL<number> {
  return sql<number>`(select coalesce(sum(${userRoleCounts.live}), 0) from ${userRoleCounts} where ${rolesWhere(userRoleCounts.roles, kind, role)})`.mapWith(
    Number,
  );
}

/**
 * How many live users the directory filter matches: from `user_role_counts` without a search (see
 * `liveTotalSql`); a search counts the matching users.
 */
export async function countUsers(tx: Tx, filter: UserFilter): Promise<number> {
  const [counted] =
    filter.search || filter.colleaguesOf !== undefined
      ? await tx.select({ total: count() }).from(users).where(directoryWhere(filter))
      : await tx.select({ total: liveTotalSql(filter.kind, filter.role) }).from(sql`(values (1)) as one`);
  return counted?.total ?? 0;
}

/** The ids of one page of the directory, along the name index: a deep page skips index entries, not rows. */
function pageIdsOf(tx: Tx, where: SQL | undefined, page: { limit: number | Placeholder; offset: number | Placeholder }) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * One page of live users a search matches, ordered by name, each row carrying how many match in
 * all: the page and the count are read from one reading of the matches (`matchesOf`).
 */
export async function listUsersPage(
  tx: Tx,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<Array<{ row: UserRow; total: number }>> {
  const matches = matchesOf(
    tx,
    tx
      .select({ id: users.id, sortKey: sql<string>`lower(${users.name})`.as('sort_key') })
      .from(users)
      .where(directoryWhere(filter)),
  );
  return tx
    .with(matches)
    .select({ row: users, total: matchesTotal(matches) })
    .from(users)
    .where(inPage(users.id, matchedPageIds(tx, matches, page)))
    .orderBy(...byName);
}

/**
 * One page of a directory without a search, each row carrying the directory's total
 * (`liveTotalSql`): one prepared statement per directory, with a role or without (without, the
 * page's ids come from the name index alone).
 */
export async function listUnsearchedPage(
  tx: Tx,
  filter: { kind: UserFilter['kind']; role?: Role | undefined },
  page: { limit: number; offset: number },
): Promise<Array<{ row: UserRow; total: number }>> {
  return filter.role
    ? unsearchedPage[filter.kind].withRole(tx, { ...page, role: filter.role })
    : unsearchedPage[filter.kind].anyRole(tx, { ...page, role: null });
}

type UnsearchedValues = { limit: number; offset: number; role: Role | null };
const unsearchedPageOf = (kind: UserFilter['kind'], withRole: boolean) =>
  preparedRead<UnsearchedValues, Array<{ row: UserRow; total: number }>>(
    `users_directory_${kind}${withRole ? '_role' : ''}`,
    withRole ? ['limit', 'offset', 'role'] : ['limit', 'offset'],
    (tx, { role, ...page }) =>
      tx
        .select({ row: users, total: liveTotalSql(kind, role) })
        .from(users)
        .where(inPage(users.id, pageIdsOf(tx, and(live, rolesWhere(users.roles, kind, role)), page)))
        .orderBy(...byName),
  );
const unsearchedPage = {
  participants: { anyRole: unsearchedPageOf('participants', false), withRole: unsearchedPageOf('participants', true) },
  staff: { anyRole: unsearchedPageOf('staff', false), withRole: unsearchedPageOf('staff', true) },
};

/** Live users with any staff role (and `role` as well, when given), ordered by name. */
export async function listStaffMembers(tx: Tx, role?: Role): Promise<Array<Pick<UserRow, 'id' | 'name' | 'email' | 'roles'>>> {
  return tx
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .where(and(live, arrayOverlaps(users.roles, [...STAFF_ROLES]), role ? arrayContains(users.roles, [role]) : undefined))
    .orderBy(...byName);
}

/** Somebody an e-mail goes to. */
export interface Person {
  id: number;
  name: string;
  email: string;
}

/** True when `userId` is a live user holding `role` (or, given a list, one of those roles). */
export async function isLiveUserWithRole(tx: Tx, userId: number, role: string | readonly string[]): Promise<boolean> {
  const roles = typeof role === 'string' ? [role] : [...role];
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), live, arrayOverlaps(users.roles, roles)))
    .limit(1);
  return row !== undefined;
}

/** A live user by id with their roles, or undefined (a deleted account gets no mail and cannot be offered anything). */
export async function livePerson(tx: Tx, id: number | null): Promise<(Person & { roles: string[] }) | undefined> {
  if (id === null) return undefined;
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** The live users among `ids`, with their roles. */
export async function livePeople(tx: Tx, ids: number[]): Promise<Array<Person & { roles: string[] }>> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .where(and(inArray(users.id, ids), live));
}

/** A user by id, deleted or not, or undefined. */
export async function anyPerson(tx: Tx, id: number): Promise<(Person & { deletedAt: Date | null }) | undefined> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** True when a user (deleted or not) has this id. */
export async function userExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The live user with this id, locked until the transaction ends with `lock`; undefined when none. */
export async function findLiveUser(tx: Tx, id: number, lock = false): Promise<UserRow | undefined> {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Any user with this id, deleted or not. */
export async function findUserById(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(tx, { id });
  return row;
}
const userById = preparedRead<{ id: number }, UserRow[]>('users_by_id', ['id'], (tx, { id }) =>
  tx.select().from(users).where(eq(users.id, id)),
);

/**
 * Records the language of the device a person signed in with (lib/device-language.ts). Not an edit of
 * the person: their version stamp stays, so an editor open on their page is not told of a change.
 */
export async function setDeviceLanguage(tx: Tx, id: number, language: CourseLanguage): Promise<void> {
  await tx.update(users).set({ deviceLanguage: language }).where(eq(users.id, id));
}

/** The id and name of any user, deleted or not (who is impersonating). */
export async function findUserName(tx: Tx, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

/**
 * The live user with this e-mail address, whatever its case; `email` must be lower case. With
 * `lock`, the row stays locked until the transaction ends.
 */
export async function findLiveUserByEmail(tx: Tx, email: string, lock = false): Promise<UserRow | undefined> {
  const query = tx
    .select()
    .from(users)
    .where(and(live, sql`lower(${users.email}) = ${email}`));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** True when a live user other than `exceptId` has this e-mail address, whatever its case. */
export async function isEmailTaken(tx: Tx, email: string, exceptId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(live, sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return taken !== undefined;
}

/** True when a live admin other than `exceptId` exists. */
export async function hasAnotherAdmin(tx: Tx, exceptId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(live, arrayContains(users.roles, ['admin']), ne(users.id, exceptId)))
    .limit(1);
  return other !== undefined;
}

// The staff pool of the suggested shift dates (shifts reads it through the index).

/** A live user who could staff a shift, with their roles. */
export interface PoolRow {
  id: number;
  name: string;
  roles: string[];
  /** Whether they may play the course's scenarios: qualified for it, or the course has no qualifications. */
  mayPlay: boolean;
}

/** The qualification rows of a course. */
function qualificationsOf(db: Tx, courseId: number) {
  return db.select({ id: userQualifications.id }).from(userQualifications).where(eq(userQualifications.courseId, courseId));
}

/**
 * Live users holding one of `roles`, with whether they may play the course's scenarios (qualified for
 * it, or the course has no qualifications), by name.
 */
export async function staffPool(db: Tx, courseId: number, roles: string[]): Promise<PoolRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      roles: users.roles,
      mayPlay: sql<boolean>`(${userQualifications.id} is not null or not ${exists(qualificationsOf(db, courseId))})`,
    })
    .from(users)
    .leftJoin(userQualifications, and(eq(userQualifications.userId, users.id), eq(userQualifications.courseId, courseId)))
    .where(and(isNull(users.deletedAt), arrayOverlaps(users.roles, roles)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** Inserts a user and returns the row. */
export async function insertUser(tx: Tx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Writes changes to a user and moves its version stamp on from `previous`; the updated row. */
export async function updateUserRow(tx: Tx, id: number, changes: Partial<NewUser>, previous: Date): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Deletes a user softly: marks the account deleted (moving its version stamp on from `previous`)
 * and revokes all its tokens, so it cannot sign in while the history that refers to it stays.
 */
export async function softDeleteUser(tx: Tx, user: { id: number; updatedAt: Date }): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({ deletedAt: now, updatedAt: nextStamp(user.updatedAt) })
    .where(eq(users.id, user.id));
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
}

/**
 * Ends every session of a user but `keepTokenId` (when given), and marks the kept one as no longer
 * opened by a sign-in link.
 */
export async function revokeOtherSessions(tx: Tx, userId: number, keepTokenId: number | null): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'session'),
        isNull(authTokens.revokedAt),
        keepTokenId !== null ? ne(authTokens.id, keepTokenId) : undefined,
      ),
    );
  if (keepTokenId !== null) {
    await tx.update(authTokens).set({ viaLink: false }).where(eq(authTokens.id, keepTokenId));
  }
}

const staffInvite = alias(eventInvites, 'staff_invite');
const participantInvite = alias(eventInvites, 'participant_invite');
const sharedShift = alias(courseEvents, 'shared_shift');

/**
 * The one rule of who shares a shift with a staff member (`staffId`), as a condition on `other` (a
 * user id or a column): some shift the staff member works, as its coach, its coordinator or by an
 * invite they have not declined, that the other person is in, as its coach or coordinator, by an
 * invite not declined, a participant slot in one of its calls, or an assessment in it. The user page
 * (`sharesShift`) and the team directory of non-managers (`colleaguesOf`) read it.
 */
function sharesShiftSql(staffId: number, other: AnyColumn | number): SQL {
  const staffPlace = qb
    .select({ one: sql`1` })
    .from(staffInvite)
    .where(and(eq(staffInvite.eventId, sharedShift.id), eq(staffInvite.userId, staffId), holdsPlaceSql(staffInvite.status)));
  const otherPlace = qb
    .select({ one: sql`1` })
    .from(participantInvite)
    .where(
      and(
        eq(participantInvite.eventId, sharedShift.id),
        eq(participantInvite.userId, other),
        holdsPlaceSql(participantInvite.status),
      ),
    );
  const assessed = qb
    .select({ one: sql`1` })
    .from(participantAssessments)
    .where(and(eq(participantAssessments.eventId, sharedShift.id), eq(participantAssessments.userId, other)));
  const seated = qb
    .select({ one: sql`1` })
    .from(participantSlots)
    .where(and(eq(participantSlots.eventId, sharedShift.id), eq(participantSlots.userId, other)));
  return exists(
    qb
      .select({ one: sql`1` })
      .from(sharedShift)
      .where(
        and(
          or(eq(sharedShift.coachId, staffId), eq(sharedShift.shiftCoordinatorId, staffId), exists(staffPlace)),
          or(
            eq(sharedShift.coachId, other),
            eq(sharedShift.shiftCoordinatorId, other),
            exists(otherPlace),
            exists(seated),
            exists(assessed),
          ),
        ),
      ),
  );
}

/** True when the staff member works a shift that the other person is in (`sharesShiftSql`). */
export async function sharesShift(tx: Tx, staffId: number, otherId: number): Promise<boolean> {
  const [row] = await tx.select({ shared: sharesShiftSql(staffId, otherId) }).from(sql`(values (1)) as one`);
  return row?.shared === true;
}

// Course qualifications (the user page; the invite, swap and suggestion rules read the same rows).

/** A user's course qualifications with each course's and client's names, by course name. */
export async function listQualifications(tx: Tx, userId: number) {
  return tx
    .select({ id: userQualifications.id, courseId: courses.id, courseName: courses.name, clientName: clients.orgName })
    .from(userQualifications)
    .innerJoin(courses, eq(courses.id, userQualifications.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(eq(userQualifications.userId, userId))
    .orderBy(asc(sql`lower(${courses.name})`), asc(userQualifications.id));
}

/** Adds a qualification; undefined when the user already holds it. A course that does not exist violates its foreign key. */
export async function insertQualification(tx: Tx, userId: number, courseId: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .insert(userQualifications)
    .values({ userId, courseId })
    .onConflictDoNothing({ target: [userQualifications.userId, userQualifications.courseId] })
    .returning({ id: userQualifications.id });
  return row;
}

/** Removes a qualification by id; the removed row, or undefined when there was none. */
export async function deleteQualification(tx: Tx, id: number): Promise<{ userId: number; courseId: number } | undefined> {
  const [row] = await tx
    .delete(userQualifications)
    .where(eq(userQualifications.id, id))
    .returning({ userId: userQualifications.userId, courseId: userQualifications.courseId });
  return row;
}
