import { randomBytes } from 'node:crypto';
import {
  type Course,
  type CoursePage,
  type courseInputSchema,
  type coursesQuerySchema,
  MESSAGES,
  STAFF_ROLES,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFresh, invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { deleteLinksOfCourse, removeStoredFiles, storedFilesOfCourse } from '../resource-links';
import { isLiveUserWithRole } from '../users';
import { type CourseRecord, presentCourse, presentCourseListItem } from './presenter';
import type { NewCourse } from './repository';
import * as repo from './repository';
import type { UpdateCourseInput } from './schemas';

type CoursesQuery = z.infer<typeof coursesQuerySchema>;
type CourseInput = z.infer<typeof courseInputSchema>;

/** Registration keys: letters and digits without the look-alikes (0/O, 1/l/I). */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const KEY_LENGTH = 10;

/** A random registration key of 10 URL-safe characters (about 58 bits). */
export function newCourseKey(): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of randomBytes(KEY_LENGTH * 2)) {
      if (byte < limit && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

async function uniqueCourseKey(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const key = newCourseKey();
    if (!(await repo.isCourseKeyTaken(tx, key))) return key;
  }
  throw new Error('could not find a free course key');
}

/** The course with its client name, project manager and counts, or undefined. */
export async function loadCourse(tx: Tx, id: number): Promise<CourseRecord | undefined> {
  const row = await repo.findCourseRecord(tx, id);
  if (!row) return undefined;
  return {
    course: row.course,
    orgName: row.orgName,
    manager:
      row.managerId !== null && row.managerName !== null && row.managerEmail !== null
        ? { id: row.managerId, name: row.managerName, email: row.managerEmail }
        : null,
    participantsAdded: row.participantsAdded,
    hasRoleplayShift: row.hasRoleplayShift,
  };
}

/** 404 unless the course exists; with `lock`, the course row stays locked until the transaction ends. */
export async function assertCourseExists(tx: Tx, id: number, lock = false): Promise<void> {
  if (!(await repo.findCourseById(tx, id, lock))) throw notFound(MESSAGES.courseNotFound);
}

async function requireCourse(tx: Tx, id: number): Promise<CourseRecord> {
  const record = await loadCourse(tx, id);
  if (!record) throw notFound(MESSAGES.courseNotFound);
  return record;
}

/**
 * The course's client, project manager and coaching template must exist (a project manager must be
 * a live staff member); each refusal names its field. Fields left undefined are not checked.
 */
async function assertReferences(
  tx: Tx,
  refs: { clientId?: number | undefined; projectManagerId?: number | null | undefined; templateId?: number | null | undefined },
): Promise<void> {
  if (refs.clientId !== undefined) {
    if (!(await repo.clientExists(tx, refs.clientId))) throw invalidField('course.clientId', 'is not a known client');
  }
  if (refs.projectManagerId !== undefined && refs.projectManagerId !== null) {
    if (!(await isLiveUserWithRole(tx, refs.projectManagerId, STAFF_ROLES)))
      throw invalidField('course.projectManagerId', 'is not a staff member');
  }
  if (refs.templateId !== undefined && refs.templateId !== null) {
    if (!(await repo.templateExists(tx, refs.templateId)))
      throw invalidField('course.roleplayerAssessmentTemplateId', 'is not a known assessment template');
  }
}

/** One page of courses, newest first; the search matches the course name or the client name. */
export async function listCourses(opts: { db: Db; query: CoursesQuery }): Promise<CoursePage> {
  const { query } = opts;
  const filter = { clientId: query.client_id, search: query.search };
  const total = await repo.countCourses(opts.db, filter);
  const rows = await repo.listCourses(opts.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: rows.map(presentCourseListItem), total };
}

/**
 * Creates a course with a fresh registration key and its default preferences, in one transaction.
 */
export async function createCourse(opts: { db: Db; config: Config; actor: AuthUser; input: CourseInput }): Promise<Course> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    await assertReferences(tx, {
      clientId: input.clientId,
      projectManagerId: input.projectManagerId,
      templateId: input.roleplayerAssessmentTemplateId,
    });
    const id = await repo.insertCourse(tx, {
      name: input.name,
      clientId: input.clientId,
      description: input.description,
      roleplayerAssessmentTemplateId: input.roleplayerAssessmentTemplateId,
      projectManagerId: input.projectManagerId,
      key: await uniqueCourseKey(tx),
    });
    await repo.ensurePreferences(tx, id);
    await audit(tx, { actorId: opts.actor.id, action: 'create', entity: 'course', entityId: id, data: { name: input.name } });
    return presentCourse(opts.config, await requireCourse(tx, id));
  });
}

/** One course as the course page shows it. */
export async function getCourse(opts: { db: Db; config: Config; id: number }): Promise<Course> {
  return presentCourse(opts.config, await requireCourse(opts.db, opts.id));
}

/**
 * Edits a course: any subset of its fields and the registration timeouts. A stale `updatedAt`
 * from the editor gives 409.
 */
export async function updateCourse(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: UpdateCourseInput;
}): Promise<Course> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const row = await repo.findCourseById(tx, opts.id, true);
    if (!row) throw notFound(MESSAGES.courseNotFound);
    assertFresh(input.updatedAt, row.updatedAt);

    const changes: Partial<NewCourse> = {};
    if (input.name !== undefined && input.name !== row.name) changes.name = input.name;
    if (input.description !== undefined && input.description !== row.description) changes.description = input.description;
    if (input.clientId !== undefined && input.clientId !== row.clientId) changes.clientId = input.clientId;
    if (input.projectManagerId !== undefined && input.projectManagerId !== row.projectManagerId) {
      changes.projectManagerId = input.projectManagerId;
    }
    if (
      input.roleplayerAssessmentTemplateId !== undefined &&
      input.roleplayerAssessmentTemplateId !== row.roleplayerAssessmentTemplateId
    ) {
      changes.roleplayerAssessmentTemplateId = input.roleplayerAssessmentTemplateId;
    }
    if (input.changeTimeout !== undefined && input.changeTimeout !== row.changeTimeout)
      changes.changeTimeout = input.changeTimeout;
    if (input.cancelTimeout !== undefined && input.cancelTimeout !== row.cancelTimeout)
      changes.cancelTimeout = input.cancelTimeout;
    if (input.maxBookings !== undefined && input.maxBookings !== row.maxBookings) changes.maxBookings = input.maxBookings;
    // Only what changes is checked: a course keeps a project manager who has since left the staff.
    await assertReferences(tx, {
      clientId: changes.clientId,
      projectManagerId: changes.projectManagerId,
      templateId: changes.roleplayerAssessmentTemplateId,
    });

    await repo.updateCourseRow(tx, row.id, changes, row.updatedAt);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'course',
      entityId: row.id,
      data: { fields: Object.keys(changes) },
    });
    return presentCourse(opts.config, await requireCourse(tx, row.id));
  });
}

/**
 * Deletes a course with its own set-up: its empty shifts, cohorts, enrolments, preferences, scenario
 * components, skills-list parts, resource links and qualifications. Refused with 409 while any shift
 * of the course has somebody in it (an invite that is not rejected). Uploaded files are removed
 * after the commit, best effort: a file left behind is harmless, a row pointing to no file is not.
 */
export async function deleteCourse(opts: { db: Db; config: Config; actor: AuthUser; id: number }): Promise<void> {
  const storedNames = await transaction(opts.db, async (tx) => {
    const course = await repo.findCourseById(tx, opts.id, true);
    if (!course) throw notFound(MESSAGES.courseNotFound);
    // Locking the shifts makes a concurrent invite wait for this transaction (and then fail), so
    // nobody can be added to a shift between the check below and the delete.
    const shiftIds = await repo.lockShiftsOfCourse(tx, course.id);
    if (await repo.anyShiftStaffed(tx, shiftIds)) {
      throw new AppError('course_has_staffed_shifts', MESSAGES.courseHasStaffedShifts);
    }
    const files = await storedFilesOfCourse(tx, course.id);
    await emit(tx, 'course.deleting', { courseId: course.id });

    const byCourse = course.id;
    const setUp = await repo.deleteSetUpOfCourse(tx, byCourse);
    const removed = { ...setUp, resourceLinks: await deleteLinksOfCourse(tx, byCourse) };
    await repo.deleteCourseRow(tx, byCourse);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'course',
      entityId: byCourse,
      data: { name: course.name, key: course.key, removed },
    });
    return files;
  });
  await removeStoredFiles(opts.config.dataDir, storedNames);
}
