import { CLIENT_PARTICIPANT_COURSES_SHOWN } from '@app/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clients, courseParticipants, courses, participantProfiles, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { containsPattern, nextStamp, nextStampSql } from '../../lib/records';

// Every query of the clients module (clients, their participants, the CSV import); the services
// keep the rules and the transactions.

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ProfileValues = Omit<typeof participantProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;
export type ProfileField = Exclude<keyof ProfileValues, 'userId'>;

/** The profile columns an import writes, besides the user id. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'clientId',
  'firstName',
  'lastName',
  'managerName',
  'managerEmail',
  'region',
  'location',
  'branch',
  'timeZone',
  'position',
];

/** A live user found by e-mail for an import, with their participant profile if they have one. */
export interface ExistingUser {
  id: number;
  email: string;
  name: string;
  roles: string[];
  profile: Record<ProfileField, unknown> | null;
}

/** The client with this id; with `lock`, locked until the transaction ends. */
export async function findClientById(tx: Tx, id: number, lock = false): Promise<ClientRow | undefined> {
  const query = tx.select().from(clients).where(eq(clients.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The names of the clients of `ids` that exist, by id, in one query. */
export async function clientNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: clients.id, name: clients.orgName }).from(clients).where(inArray(clients.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const clientSearch = (search: string | undefined) => (search ? ilike(clients.orgName, containsPattern(search)) : undefined);

/** How many clients have a name containing `search` (all without it). */
export async function countClients(tx: Tx, search: string | undefined): Promise<number> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(clientSearch(search));
  return counted?.total ?? 0;
}

/** One page of clients, newest first, whose name contains `search` (all without it). */
export async function listClients(tx: Tx, search: string | undefined, page: PageWindow) {
  return tx
    .select({ id: clients.id, orgName: clients.orgName, createdAt: clients.createdAt })
    .from(clients)
    .where(clientSearch(search))
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Inserts a client and returns the row. */
export async function insertClient(tx: Tx, values: NewClient): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

/** Writes changes to a client and moves its version stamp on from `previous`; the updated row. */
export async function updateClientRow(
  tx: Tx,
  id: number,
  changes: Partial<NewClient>,
  previous: Date,
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

function clientParticipantsWhere(clientId: number, search: string | undefined): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(participantProfiles.clientId, clientId), isNull(users.deletedAt)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

/** How many live participants the client has whose name or e-mail contains `search`. */
export async function countClientParticipants(tx: Tx, clientId: number, search: string | undefined): Promise<number> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(participantProfiles)
    .innerJoin(users, eq(users.id, participantProfiles.userId))
    .where(clientParticipantsWhere(clientId, search));
  return counted?.total ?? 0;
}

/** One page of the client's live participants, ordered by name. */
export async function listClientParticipants(tx: Tx, clientId: number, search: string | undefined, page: PageWindow) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(participantProfiles)
    .innerJoin(users, eq(users.id, participantProfiles.userId))
    .where(clientParticipantsWhere(clientId, search))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The first CLIENT_PARTICIPANT_COURSES_SHOWN enrolments (oldest first) of each user, with how many
 * courses each is enrolled in altogether, in one query.
 */
export async function firstEnrolmentsOf(tx: Tx, userIds: number[]) {
  const ranked = tx
    .select({
      userId: courseParticipants.userId,
      courseId: courses.id,
      courseName: courses.name,
      position:
        sql<number>`row_number() over (partition by ${courseParticipants.userId} order by ${courseParticipants.createdAt}, ${courses.id})`
          .mapWith(Number)
          .as('position'),
      courseCount: sql<number>`count(*) over (partition by ${courseParticipants.userId})`.mapWith(Number).as('course_count'),
    })
    .from(courseParticipants)
    .innerJoin(courses, eq(courses.id, courseParticipants.courseId))
    .where(inArray(courseParticipants.userId, userIds))
    .as('ranked');
  return tx
    .select()
    .from(ranked)
    .where(sql`${ranked.position} <= ${CLIENT_PARTICIPANT_COURSES_SHOWN}`)
    .orderBy(ranked.userId, ranked.position);
}

/** The live user whose participant profile names this client, locked until the transaction ends. */
export async function lockLiveParticipantOfClient(
  tx: Tx,
  clientId: number,
  userId: number,
): Promise<{ id: number; updatedAt: Date } | undefined> {
  const [row] = await tx
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .innerJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(participantProfiles.clientId, clientId)))
    .for('update', { of: users });
  return row;
}

/** Removes the user's enrolments in the client's courses; the ids of those courses. */
export async function deleteEnrolmentsInClientCourses(tx: Tx, clientId: number, userId: number): Promise<number[]> {
  const removed = await tx
    .delete(courseParticipants)
    .where(
      and(
        eq(courseParticipants.userId, userId),
        inArray(courseParticipants.courseId, tx.select({ id: courses.id }).from(courses).where(eq(courses.clientId, clientId))),
      ),
    )
    .returning({ courseId: courseParticipants.courseId });
  return removed.map((r) => r.courseId);
}

/** True when the course exists and belongs to the client; with `lock`, it cannot go away meanwhile. */
export async function isCourseOfClient(tx: Tx, clientId: number, courseId: number, lock = false): Promise<boolean> {
  const query = tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.clientId, clientId)));
  const [course] = lock ? await query.for('share') : await query;
  return course !== undefined;
}

/** The live users with these (lower-case) e-mail addresses and their participant profiles, in one query. */
export async function findUsersByEmails(tx: Tx, emails: string[]): Promise<Map<string, ExistingUser>> {
  const rows = await tx
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      name: users.name,
      roles: users.roles,
      profileUserId: participantProfiles.userId,
      clientId: participantProfiles.clientId,
      firstName: participantProfiles.firstName,
      lastName: participantProfiles.lastName,
      managerName: participantProfiles.managerName,
      managerEmail: participantProfiles.managerEmail,
      region: participantProfiles.region,
      location: participantProfiles.location,
      branch: participantProfiles.branch,
      timeZone: participantProfiles.timeZone,
      position: participantProfiles.position,
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(
      and(
        isNull(users.deletedAt),
        // One parameter for the whole list, whatever its length.
        sql`lower(${users.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
      ),
    );
  const byEmail = new Map<string, ExistingUser>();
  for (const r of rows) {
    const { id, email, name, roles, profileUserId, ...profile } = r;
    byEmail.set(email, { id, email, name, roles, profile: profileUserId === null ? null : profile });
  }
  return byEmail;
}

/** A JSON array of objects as a table `v` in SQL: one parameter for a whole batch. Column names are ours, never input. */
function recordset(rows: object[], columns: Record<string, 'integer' | 'text'>): SQL {
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(definition)})`;
}

/** The rows of a raw statement: both drivers (node-postgres and PGlite) answer with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Inserts participant users without a password, in one statement; their ids and e-mail addresses. */
export async function insertParticipantUsers(
  tx: Tx,
  people: Array<{ name: string; email: string }>,
): Promise<Array<{ id: number; email: string }>> {
  return rowsOf<{ id: number; email: string }>(
    await tx.execute(sql`
      insert into ${users} (name, email, roles, must_change_password)
      select v.name, v.email, array['participant']::text[], false
      from ${recordset(people, { name: 'text', email: 'text' })}
      returning id, email`),
  );
}

/** Renames users in one statement; only a name that changes moves the version stamp. */
export async function renameUsers(tx: Tx, renamed: Array<{ id: number; name: string }>): Promise<void> {
  await tx.execute(sql`
    update ${users} set name = v.name, updated_at = ${nextStampSql(users.updatedAt)}
    from ${recordset(renamed, { id: 'integer', name: 'text' })}
    where ${users.id} = v.id and ${users.name} is distinct from v.name`);
}

/** Inserts or replaces participant profiles in one statement. */
export async function upsertProfiles(tx: Tx, profiles: ProfileValues[]): Promise<void> {
  const profileColumns = ['userId', ...PROFILE_FIELDS] as const;
  const columnName = (f: (typeof profileColumns)[number]) => participantProfiles[f].name;
  const columnList = sql.raw(profileColumns.map(columnName).join(', '));
  const updates = sql.raw(PROFILE_FIELDS.map((f) => `${columnName(f)} = excluded.${columnName(f)}`).join(', '));
  const types: Record<string, 'integer' | 'text'> = Object.fromEntries(
    profileColumns.map((f) => [columnName(f), f === 'userId' || f === 'clientId' ? 'integer' : 'text']),
  );
  const json = profiles.map((p) => Object.fromEntries(profileColumns.map((f) => [columnName(f), p[f]])));
  await tx.execute(sql`
    insert into ${participantProfiles} (${columnList})
    select ${columnList} from ${recordset(json, types)}
    on conflict (user_id) do update set ${updates}, updated_at = now()`);
}

/** Enrols users in a course in one statement, skipping existing enrolments; how many were added. */
export async function enrolUsers(tx: Tx, courseId: number, userIds: number[]): Promise<number> {
  // Existing enrolments are filtered out first: cheaper than letting each one conflict.
  const added = rowsOf<{ user_id: number }>(
    await tx.execute(sql`
      insert into ${courseParticipants} (course_id, user_id)
      select ${courseId}::integer, v.user_id from ${recordset(
        userIds.map((id) => ({ user_id: id })),
        { user_id: 'integer' },
      )}
      where not exists (
        select 1 from ${courseParticipants} cp where cp.course_id = ${courseId}::integer and cp.user_id = v.user_id
      )
      on conflict do nothing
      returning user_id`),
  );
  return added.length;
}
