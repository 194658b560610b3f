import { type ImportRowError, MESSAGES, type UploadParticipantsResult } from '@app/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseParticipants, courses, participantProfiles, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { assertCsvFile, decodeCsv, type ParticipantRow, parseParticipantCsv } from './participant-csv';
import { findClient } from './service';

/** Rows per write statement. Each batch travels as one JSON parameter; the batch bounds the statement's size. */
const BATCH = 1000;

export interface UploadedCsv {
  filename: string;
  mimetype: string;
  data: Buffer;
}

type ProfileValues = Omit<typeof participantProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;
type ProfileField = Exclude<keyof ProfileValues, 'userId'>;
const PROFILE_FIELDS: readonly ProfileField[] = [
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

interface ExistingUser {
  id: number;
  email: string;
  name: string;
  roles: string[];
  profile: Record<ProfileField, unknown> | null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const fullName = (row: ParticipantRow) => `${row.firstName} ${row.lastName}`;

function profileOf(userId: number, clientId: number, row: ParticipantRow): ProfileValues {
  return {
    userId,
    clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    managerName: row.managerName,
    managerEmail: row.managerEmail,
    region: row.region,
    location: row.location,
    branch: row.branch,
    timeZone: row.timeZone,
    position: row.position,
  };
}

/** 400 unless the course exists and belongs to the client. With `lock`, the course cannot go away meanwhile. */
async function assertCourseOfClient(tx: Tx, clientId: number, courseId: number, lock = false): Promise<void> {
  const query = tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.clientId, clientId)));
  const [course] = lock ? await query.for('share') : await query;
  if (!course) {
    throw badRequest('Invalid body: course_id is not a course of this client', [
      { field: 'course_id', message: 'is not a course of this client' },
    ]);
  }
}

/** The live users with these (lower-case) e-mail addresses and their participant profiles, in one query. */
async function existingUsers(tx: Tx, emails: string[]): Promise<Map<string, ExistingUser>> {
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

function refuse(errors: ImportRowError[]): never {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const lines = new Set(sorted.map((e) => e.line)).size;
  throw badRequest(`The file has ${lines} row(s) with errors; nothing was imported`, { rows: sorted });
}

/**
 * Imports a client's participants from a CSV file into one of the client's courses: all or nothing.
 * Every row is checked first; if any is bad the answer is 400 with every bad row (line, column,
 * reason) and nothing changes. Otherwise, in one transaction, missing participant users are
 * created (no password), existing participants get the name and profile of the file (their
 * profile now names this client), and everyone in the file is enrolled in the course. Values equal
 * to what is stored are not written, so importing the same file again changes nothing. The work is
 * done in batched statements, never one query per row.
 */
export async function importParticipants(opts: {
  db: Db;
  actor: AuthUser;
  clientId: number;
  courseId: number;
  file: UploadedCsv;
}): Promise<UploadParticipantsResult> {
  const { db, clientId, courseId } = opts;
  // Cheap checks first, so a wrong client or course is reported before the file is read.
  await findClient(db, clientId);
  await assertCourseOfClient(db, clientId, courseId);
  assertCsvFile(opts.file);
  const { rows, errors } = parseParticipantCsv(decodeCsv(opts.file.data));

  return db.transaction(async (tx) => {
    await assertCourseOfClient(tx, clientId, courseId, true);
    const emails = rows.map((r) => r.email).filter((e) => e !== '');
    const existing = await existingUsers(tx, emails);
    for (const row of rows) {
      const user = existing.get(row.email);
      if (user && !user.roles.includes('participant')) {
        errors.push({ line: row.line, field: 'Email', message: `${row.email} belongs to a staff account, not a participant` });
      }
    }
    if (errors.length > 0) refuse(errors);

    const created: ParticipantRow[] = [];
    const renamed: Array<{ id: number; name: string }> = [];
    const profiles: ProfileValues[] = [];
    const userIdOf = new Map<string, number>();
    let updated = 0;
    let unchanged = 0;
    for (const row of rows) {
      const user = existing.get(row.email);
      if (!user) {
        created.push(row);
        continue;
      }
      userIdOf.set(row.email, user.id);
      const profile = profileOf(user.id, clientId, row);
      const nameChanged = user.name !== fullName(row);
      const stored = user.profile;
      const profileChanged = stored === null || PROFILE_FIELDS.some((f) => stored[f] !== profile[f]);
      if (nameChanged) renamed.push({ id: user.id, name: fullName(row) });
      if (profileChanged) profiles.push(profile);
      if (nameChanged || profileChanged) updated++;
      else unchanged++;
    }

    for (const batch of chunks(created, BATCH)) {
      const inserted = rowsOf<{ id: number; email: string }>(
        await tx.execute(sql`
          insert into ${users} (name, email, roles, must_change_password)
          select v.name, v.email, array['participant']::text[], false
          from ${recordset(
            batch.map((row) => ({ name: fullName(row), email: row.email })),
            { name: 'text', email: 'text' },
          )}
          returning id, email`),
      );
      for (const u of inserted) userIdOf.set(u.email, u.id);
    }
    for (const row of created) {
      const id = userIdOf.get(row.email);
      if (id === undefined) throw new Error(`no id for the new user ${row.email}`);
      profiles.push(profileOf(id, clientId, row));
    }

    for (const batch of chunks(renamed, BATCH)) {
      await tx.execute(sql`
        update ${users} set name = v.name, updated_at = greatest(now(), ${users.updatedAt} + interval '1 millisecond')
        from ${recordset(batch, { id: 'integer', name: 'text' })}
        where ${users.id} = v.id and ${users.name} is distinct from v.name`);
    }

    const profileColumns = ['userId', ...PROFILE_FIELDS] as const;
    const columnName = (f: (typeof profileColumns)[number]) => participantProfiles[f].name;
    const columnList = sql.raw(profileColumns.map(columnName).join(', '));
    const updates = sql.raw(PROFILE_FIELDS.map((f) => `${columnName(f)} = excluded.${columnName(f)}`).join(', '));
    const types: Record<string, 'integer' | 'text'> = Object.fromEntries(
      profileColumns.map((f) => [columnName(f), f === 'userId' || f === 'clientId' ? 'integer' : 'text']),
    );
    for (const batch of chunks(profiles, BATCH)) {
      const json = batch.map((p) => Object.fromEntries(profileColumns.map((f) => [columnName(f), p[f]])));
      await tx.execute(sql`
        insert into ${participantProfiles} (${columnList})
        select ${columnList} from ${recordset(json, types)}
        on conflict (user_id) do update set ${updates}, updated_at = now()`);
    }

    let enrolled = 0;
    const userIds = rows.map((row) => {
      const id = userIdOf.get(row.email);
      if (id === undefined) throw new Error(`no id for ${row.email}`);
      return { user_id: id };
    });
    for (const batch of chunks(userIds, BATCH)) {
      // Existing enrolments are filtered out first: cheaper than letting each one conflict.
      const added = rowsOf<{ user_id: number }>(
        await tx.execute(sql`
          insert into ${courseParticipants} (course_id, user_id)
          select ${courseId}::integer, v.user_id from ${recordset(batch, { user_id: 'integer' })}
          where not exists (
            select 1 from ${courseParticipants} cp where cp.course_id = ${courseId}::integer and cp.user_id = v.user_id
          )
          on conflict do nothing
          returning user_id`),
      );
      enrolled += added.length;
    }

    const result = { rows: rows.length, created: created.length, updated, unchanged, enrolled };
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'import_participants',
      entity: 'client',
      entityId: clientId,
      data: { courseId, fileName: opts.file.filename, ...result },
    });
    return { message: MESSAGES.clientParticipantsUploaded, ...result };
  });
}
