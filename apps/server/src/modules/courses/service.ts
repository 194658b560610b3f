import { randomBytes } from 'node:crypto';
import {
  type Course,
  type CoursePage,
  type courseInputSchema,
  type coursesQuerySchema,
  MESSAGES,
  STAFF_ROLES,
} from '@app/shared';
import { and, arrayOverlaps, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import {
  assessmentParts,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  resourceLinks,
  roleplayerAssessmentTemplates,
  scenarioComponents,
  userQualifications,
  users,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { assertFresh, containsPattern, fitsIntColumn, invalidField, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { removeStoredFiles, storedFilesOfCourse } from '../resource-links';
import { type CourseRecord, presentCourse, presentCourseListItem } from './presenter';
import type { UpdateCourseInput } from './schemas';

export const COURSE_NOT_FOUND = 'Course not found';

type CoursesQuery = z.infer<typeof coursesQuerySchema>;
type CourseInput = z.infer<typeof courseInputSchema>;

const projectManager = alias(users, 'project_manager');

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
    const [taken] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.key, key)).limit(1);
    if (!taken) return key;
  }
  throw new Error('could not find a free course key');
}

/** The course with its client name, project manager and counts, or undefined. */
export async function loadCourse(tx: Tx, id: number): Promise<CourseRecord | undefined> {
  if (!fitsIntColumn(id)) return undefined;
  const [row] = await tx
    .select({
      course: courses,
      orgName: clients.orgName,
      managerId: projectManager.id,
      managerName: projectManager.name,
      managerEmail: projectManager.email,
      participantsAdded: sql<number>`(
        select count(*) from ${courseParticipants}
        join ${users} on ${users.id} = ${courseParticipants.userId}
        where ${courseParticipants.courseId} = ${courses.id} and ${users.deletedAt} is null
      )`.mapWith(Number),
      hasRoleplayShift: sql<boolean>`exists (
        select 1 from ${courseEvents} where ${courseEvents.courseId} = ${courses.id} and ${courseEvents.type} = 'roleplay'
      )`.mapWith(Boolean),
    })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(projectManager, eq(projectManager.id, courses.projectManagerId))
    .where(eq(courses.id, id));
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
  const query = tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  const [row] = fitsIntColumn(id) ? await (lock ? query.for('update') : query) : [];
  if (!row) throw notFound(COURSE_NOT_FOUND);
}

async function requireCourse(tx: Tx, id: number): Promise<CourseRecord> {
  const record = await loadCourse(tx, id);
  if (!record) throw notFound(COURSE_NOT_FOUND);
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
    const [client] = fitsIntColumn(refs.clientId)
      ? await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, refs.clientId)).limit(1)
      : [];
    if (!client) throw invalidField('course.clientId', 'is not a known client');
  }
  if (refs.projectManagerId !== undefined && refs.projectManagerId !== null) {
    const [manager] = fitsIntColumn(refs.projectManagerId)
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, refs.projectManagerId), isNull(users.deletedAt), arrayOverlaps(users.roles, [...STAFF_ROLES])))
          .limit(1)
      : [];
    if (!manager) throw invalidField('course.projectManagerId', 'is not a staff member');
  }
  if (refs.templateId !== undefined && refs.templateId !== null) {
    const [template] = fitsIntColumn(refs.templateId)
      ? await tx
          .select({ id: roleplayerAssessmentTemplates.id })
          .from(roleplayerAssessmentTemplates)
          .where(eq(roleplayerAssessmentTemplates.id, refs.templateId))
          .limit(1)
      : [];
    if (!template) throw invalidField('course.roleplayerAssessmentTemplateId', 'is not a known assessment template');
  }
}

/** One page of courses, newest first; the search matches the course name or the client name. */
export async function listCourses(opts: { db: Db; query: CoursesQuery }): Promise<CoursePage> {
  const { query } = opts;
  const conditions: Array<SQL | undefined> = [];
  if (query.client_id !== undefined) {
    if (!fitsIntColumn(query.client_id)) return { data: [], total: 0 };
    conditions.push(eq(courses.clientId, query.client_id));
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(courses.name, pattern), ilike(clients.orgName, pattern)));
  }
  const where = and(...conditions);
  const [counted] = await opts.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(where);
  const rows = await opts.db
    .select({
      id: courses.id,
      name: courses.name,
      clientId: courses.clientId,
      clientName: clients.orgName,
      projectManager: projectManager.name,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(projectManager, eq(projectManager.id, courses.projectManagerId))
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: rows.map(presentCourseListItem), total: counted?.total ?? 0 };
}

/**
 * Creates a course with a fresh registration key and its default preferences, in one transaction.
 */
export async function createCourse(opts: { db: Db; config: Config; actor: AuthUser; input: CourseInput }): Promise<Course> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    await assertReferences(tx, {
      clientId: input.clientId,
      projectManagerId: input.projectManagerId,
      templateId: input.roleplayerAssessmentTemplateId,
    });
    const [row] = await tx
      .insert(courses)
      .values({
        name: input.name,
        clientId: input.clientId,
        description: input.description,
        roleplayerAssessmentTemplateId: input.roleplayerAssessmentTemplateId,
        projectManagerId: input.projectManagerId,
        key: await uniqueCourseKey(tx),
      })
      .returning({ id: courses.id });
    if (!row) throw new Error('course insert returned no row');
    await tx.insert(coursePreferences).values({ courseId: row.id });
    await audit(tx, { actorId: opts.actor.id, action: 'create', entity: 'course', entityId: row.id, data: { name: input.name } });
    return presentCourse(opts.config, await requireCourse(tx, row.id));
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
  return opts.db.transaction(async (tx) => {
    const [row] = fitsIntColumn(opts.id) ? await tx.select().from(courses).where(eq(courses.id, opts.id)).for('update') : [];
    if (!row) throw notFound(COURSE_NOT_FOUND);
    assertFresh(input.updatedAt, row.updatedAt);

    const changes: Partial<typeof courses.$inferInsert> = {};
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
    // Only what changes is checked: a course keeps a project manager who has since left the staff.
    await assertReferences(tx, {
      clientId: changes.clientId,
      projectManagerId: changes.projectManagerId,
      templateId: changes.roleplayerAssessmentTemplateId,
    });

    await tx
      .update(courses)
      .set({ ...changes, updatedAt: nextStamp(row.updatedAt) })
      .where(eq(courses.id, row.id));
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
  const storedNames = await opts.db.transaction(async (tx) => {
    const [course] = fitsIntColumn(opts.id) ? await tx.select().from(courses).where(eq(courses.id, opts.id)).for('update') : [];
    if (!course) throw notFound(COURSE_NOT_FOUND);
    // Locking the shifts makes a concurrent invite wait for this transaction (and then fail), so
    // nobody can be added to a shift between the check below and the delete.
    const shifts = await tx
      .select({ id: courseEvents.id })
      .from(courseEvents)
      .where(eq(courseEvents.courseId, course.id))
      .for('update');
    const shiftIds = shifts.map((s) => s.id);
    if (shiftIds.length > 0) {
      const [staffed] = await tx
        .select({ id: eventInvites.id })
        .from(eventInvites)
        .where(and(inArray(eventInvites.eventId, shiftIds), ne(eventInvites.status, 'rejected')))
        .limit(1);
      if (staffed) throw conflict(MESSAGES.courseHasStaffedShifts);
    }
    const files = await storedFilesOfCourse(tx, course.id);

    const byCourse = course.id;
    // Shifts first: their rejected invites and assessments go with them, and they refer to cohorts.
    const removed = {
      shifts: (await tx.delete(courseEvents).where(eq(courseEvents.courseId, byCourse)).returning({ id: courseEvents.id }))
        .length,
      cohorts: (await tx.delete(cohorts).where(eq(cohorts.courseId, byCourse)).returning({ id: cohorts.id })).length,
      participants: (
        await tx
          .delete(courseParticipants)
          .where(eq(courseParticipants.courseId, byCourse))
          .returning({ id: courseParticipants.userId })
      ).length,
      scenarioComponents: (
        await tx
          .delete(scenarioComponents)
          .where(eq(scenarioComponents.courseId, byCourse))
          .returning({ id: scenarioComponents.id })
      ).length,
      assessmentParts: (
        await tx.delete(assessmentParts).where(eq(assessmentParts.courseId, byCourse)).returning({ id: assessmentParts.id })
      ).length,
      resourceLinks: (
        await tx.delete(resourceLinks).where(eq(resourceLinks.courseId, byCourse)).returning({ id: resourceLinks.id })
      ).length,
      qualifications: (
        await tx
          .delete(userQualifications)
          .where(eq(userQualifications.courseId, byCourse))
          .returning({ id: userQualifications.id })
      ).length,
    };
    await tx.delete(coursePreferences).where(eq(coursePreferences.courseId, byCourse));
    await tx.delete(courses).where(eq(courses.id, byCourse));
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
