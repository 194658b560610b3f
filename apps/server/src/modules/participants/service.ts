import {
  COURSE_LIST_REPORT_FILE_NAME,
  type DeleteOrphanedResult,
  formatDate,
  formatTime,
  MESSAGES,
  type OrphanedParticipantPage,
  type PageQuery,
  type ParticipantCourse,
  type ParticipantFilters,
  type ParticipantPage,
  type ParticipantProfile,
  type ParticipantProfileInput,
  type ParticipantsQuery,
} from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { auditAll } from '../../lib/audit';
import { csvBytes } from '../../lib/csv';
import { AppError, notFound, pgErrorCode } from '../../lib/errors';
import { pageCarryingTotal, pageWindow, pageWithTotal } from '../../lib/paging';
import { assertFreshOrNew, invalidField, staleEdit } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { countUsers, findLiveUser, mayRead, softDeleteUser, toRoles } from '../users';
import * as repo from './repository';

const participantNotFound = () => notFound(MESSAGES.participantNotFound);

/**
 * The live participant `id` when the actor may read them (the object rule of GET /users/{id}:
 * themself, admins and coordinators, staff sharing a shift with them); otherwise 404, the same
 * answer as for an unknown id.
 */
async function readableParticipant(tx: Tx, actor: AuthUser, id: number) {
  const row = await findLiveUser(tx, id);
  if (!row?.roles.includes('participant')) throw participantNotFound();
  if (!(await mayRead(tx, actor, { id: row.id, roles: toRoles(row.roles) }))) throw participantNotFound();
  return row;
}

/** One page of the participant directory, narrowed by manager name, branch, region and a search. */
export async function listParticipants(opts: { db: Db; query: ParticipantsQuery }): Promise<ParticipantPage> {
  const { query } = opts;
  const filter = { managerName: query.manager_name, branch: query.branch, region: query.region, search: query.search };
  const filtered = Object.values(filter).some(Boolean);
  const { rows, total } = await pageCarryingTotal(
    pageWindow(query.page, query.per_page),
    (w) => (filtered ? repo.listDirectoryPage(opts.db, filter, w) : repo.listWholeDirectoryPage(opts.db, w)),
    // Unfiltered, the directory is every live participant: the users module keeps that number.
    () => (filtered ? repo.countDirectory(opts.db, filter) : countUsers(opts.db, { kind: 'participants' })),
  );
  return {
    total,
    data: rows.map((r) => ({
      ...r,
      managerName: r.managerName ?? '',
      region: r.region ?? '',
      branch: r.branch ?? '',
      location: r.location ?? '',
    })),
  };
}

/** The manager names, branches and regions the directory's pickers offer. */
export async function participantFilters(opts: { db: Db }): Promise<ParticipantFilters> {
  return repo.directoryFilterValues(opts.db);
}

/** One page of orphaned participants: in no course, or their client has no course. */
export async function listOrphaned(opts: { db: Db; query: PageQuery }): Promise<OrphanedParticipantPage> {
  const { query } = opts;
  const { rows, total } = await pageWithTotal(
    pageWindow(query.page, query.per_page),
    (window) => repo.listOrphanedPage(opts.db, query.search, window),
    () => repo.countOrphaned(opts.db, query.search),
  );
  return { total, data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/**
 * Deletes orphaned participants (the soft delete of a user), all or none: when any of them is no
 * longer an orphaned live participant (enrolled meanwhile, deleted, unknown), nothing changes and the
 * answer is 409 naming them.
 */
export async function deleteOrphaned(opts: { db: Db; actor: AuthUser; userIds: number[] }): Promise<DeleteOrphanedResult> {
  const ids = [...new Set(opts.userIds)];
  return transaction(opts.db, async (tx) => {
    const orphans = await repo.lockOrphaned(tx, ids);
    if (orphans.length !== ids.length) {
      const found = new Set(orphans.map((o) => o.id));
      throw new AppError('participant_not_orphaned', MESSAGES.participantNotOrphaned, {
        userIds: ids.filter((id) => !found.has(id)),
      });
    }
    for (const orphan of orphans) await softDeleteUser(tx, orphan);
    await auditAll(
      tx,
      'user',
      orphans.map((o) => ({ actorId: opts.actor.id, action: 'delete', entityId: o.id, data: { orphaned: true } })),
    );
    return { deleted: orphans.length };
  });
}

/** Completed when an assessment in a shift of the course is complete, Registered when they hold a place in one, else Pending. */
function courseStatus(row: { shiftBegins: Date | null; completedAt: Date | null }): ParticipantCourse['status'] {
  if (row.completedAt) return 'Completed';
  if (row.shiftBegins) return 'Registered';
  return 'Pending';
}

async function courseRows(tx: Tx, userId: number) {
  const rows = await repo.courseList(tx, userId);
  return rows.map((r) => ({ ...r, status: courseStatus(r) }));
}

/** A participant's courses with their status and dates, for those who may read the participant. */
export async function courseList(opts: { db: Db; actor: AuthUser; id: number }): Promise<ParticipantCourse[]> {
  await readableParticipant(opts.db, opts.actor, opts.id);
  const rows = await courseRows(opts.db, opts.id);
  return rows.map((r) => ({
    courseId: r.courseId,
    courseName: r.courseName,
    clientName: r.clientName,
    status: r.status,
    enrolledAt: r.enrolledAt?.toISOString() ?? null,
    shiftBegins: r.shiftBegins?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
}

export const COURSE_LIST_REPORT_HEADER = [
  'Participant',
  'Email',
  'Course',
  'Client',
  'Status',
  'Enrolled',
  'Shift Date',
  'Shift Time',
  'Completed',
] as const;

/** The course-completion CSV of one participant: Windows-1252 bytes and the fixed file name. */
export async function courseListReport(opts: {
  db: Db;
  actor: AuthUser;
  userId: number;
  timeZone: string;
}): Promise<{ fileName: string; bytes: Buffer }> {
  const person = await readableParticipant(opts.db, opts.actor, opts.userId);
  const rows = await courseRows(opts.db, opts.userId);
  const date = (d: Date | null) => (d ? formatDate(d, opts.timeZone) : '');
  const bytes = csvBytes(
    COURSE_LIST_REPORT_HEADER,
    rows.map((r) => [
      person.name,
      person.email,
      r.courseName,
      r.clientName,
      r.status,
      date(r.enrolledAt),
      date(r.shiftBegins),
      r.shiftBegins ? formatTime(r.shiftBegins, opts.timeZone) : '',
      date(r.completedAt),
    ]),
  );
  return { fileName: COURSE_LIST_REPORT_FILE_NAME, bytes };
}

function presentProfile(
  userId: number,
  found: { profile: repo.ProfileRow; clientName: string | null } | undefined,
): ParticipantProfile {
  if (!found) {
    return {
      userId,
      clientId: null,
      clientName: null,
      managerName: '',
      managerEmail: '',
      region: '',
      location: '',
      branch: '',
      timeZone: '',
      position: '',
      updatedAt: null,
    };
  }
  const p = found.profile;
  return {
    userId,
    clientId: p.clientId,
    clientName: found.clientName,
    managerName: p.managerName,
    managerEmail: p.managerEmail,
    region: p.region,
    location: p.location,
    branch: p.branch,
    timeZone: p.timeZone,
    position: p.position,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A participant's profile, for those who may read the participant (blank until one is saved or imported). */
export async function getProfile(opts: { db: Db; actor: AuthUser; id: number }): Promise<ParticipantProfile> {
  await readableParticipant(opts.db, opts.actor, opts.id);
  return presentProfile(opts.id, await repo.findProfile(opts.db, opts.id));
}

const PROFILE_FIELDS = [
  'clientId',
  'managerName',
  'managerEmail',
  'region',
  'location',
  'branch',
  'timeZone',
  'position',
] as const;

/**
 * Edits a participant's profile (admins and coordinators), creating it when the participant has
 * none. Only the fields sent change; a stale `updatedAt` (null meaning "there was no profile") gives
 * 409, and so does a profile created meanwhile by somebody else.
 */
export async function updateProfile(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  input: ParticipantProfileInput;
}): Promise<ParticipantProfile> {
  const { input } = opts;
  try {
    return await transaction(opts.db, async (tx) => {
      const user = await findLiveUser(tx, opts.id, true);
      if (!user?.roles.includes('participant')) throw participantNotFound();
      if (input.clientId !== undefined && input.clientId !== null && !(await repo.clientExists(tx, input.clientId))) {
        throw invalidField('participantProfile.clientId', 'is not a known client');
      }
      const current = await repo.findProfile(tx, opts.id, true);
      const changes: repo.ProfileValues = {};
      for (const field of PROFILE_FIELDS) {
        const value = input[field];
        if (value !== undefined && value !== current?.profile[field]) Object.assign(changes, { [field]: value });
      }
      assertFreshOrNew(input.updatedAt, current?.profile.updatedAt ?? null);
      if (!current) {
        if (!(await repo.insertProfile(tx, opts.id, changes))) throw staleEdit(null);
      } else {
        if (Object.keys(changes).length > 0) await repo.updateProfile(tx, opts.id, changes, current.profile.updatedAt);
      }
      await auditAll(tx, 'participant_profile', [
        { actorId: opts.actor.id, action: 'update', entityId: opts.id, data: { fields: Object.keys(changes) } },
      ]);
      return presentProfile(opts.id, await repo.findProfile(tx, opts.id));
    });
  } catch (err) {
    // Two first saves at once: the profile's primary key lets one in.
    if (pgErrorCode(err) === '23505') throw staleEdit(null);
    throw err;
  }
}
