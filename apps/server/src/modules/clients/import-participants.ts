import { type ImportRowError, MESSAGES, type UploadParticipantsResult } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { assertCsvFile, decodeCsv, type ParticipantRow, parseParticipantCsv } from './participant-csv';
import * as repo from './repository';
import { PROFILE_FIELDS, type ProfileValues } from './repository';
import { findClient } from './service';

/** Rows per write statement. Each batch travels as one JSON parameter; the batch bounds the statement's size. */
const BATCH = 1000;

export interface UploadedCsv {
  filename: string;
  mimetype: string;
  data: Buffer;
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
  if (!(await repo.isCourseOfClient(tx, clientId, courseId, lock))) {
    throw badRequest('Invalid body: course_id is not a course of this client', [
      { field: 'course_id', message: 'is not a course of this client' },
    ]);
  }
}

function refuse(errors: ImportRowError[]): never {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const lines = new Set(sorted.map((e) => e.line)).size;
  // Counted in lines of the file, as the list of problems names them (line 1 is the header).
  const counted = lines === 1 ? '1 line' : `${lines} lines`;
  throw badRequest(`The file has ${counted} with errors; nothing was imported`, { rows: sorted });
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

  return transaction(db, async (tx) => {
    await assertCourseOfClient(tx, clientId, courseId, true);
    const emails = rows.map((r) => r.email).filter((e) => e !== '');
    const existing = await repo.findUsersByEmails(tx, emails);
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
      const inserted = await repo.insertParticipantUsers(
        tx,
        batch.map((row) => ({ name: fullName(row), email: row.email })),
      );
      for (const u of inserted) userIdOf.set(u.email, u.id);
    }
    for (const row of created) {
      const id = userIdOf.get(row.email);
      if (id === undefined) throw new Error(`no id for the new user ${row.email}`);
      profiles.push(profileOf(id, clientId, row));
    }

    for (const batch of chunks(renamed, BATCH)) await repo.renameUsers(tx, batch);
    for (const batch of chunks(profiles, BATCH)) await repo.upsertProfiles(tx, batch);

    let enrolled = 0;
    const userIds = rows.map((row) => {
      const id = userIdOf.get(row.email);
      if (id === undefined) throw new Error(`no id for ${row.email}`);
      return id;
    });
    for (const batch of chunks(userIds, BATCH)) enrolled += await repo.enrolUsers(tx, courseId, batch);

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
