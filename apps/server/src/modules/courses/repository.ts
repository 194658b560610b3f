import type { CourseLanguage, ParticipantStatus } from '@app/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  assessmentParts,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  participantAssessments,
  roleplayerAssessmentQuestions,
  roleplayerAssessmentTemplates,
  scenarioComponents,
  userQualifications,
  users,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { containsPattern, holdsPlaceSql, nextStamp } from '../../lib/records';
import { holdsPlaceInCourseSql } from '../participants';

// Every query of the courses module: courses, their preferences, participants and invitations.

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type PreferencesRow = typeof coursePreferences.$inferSelect;
export type NewPreferences = typeof coursePreferences.$inferInsert;

const projectManager = alias(users, 'project_manager');

/**
 * The derived status of an enrolled participant, as one SQL expression over `course_participants`
 * (so a whole page is computed in one query): Completed when they have a completed assessment in a
 * shift of the course, else Registered when they hold a place in a shift of the course (the
 * participants module's rule: an invite not declined, a seat in a call of a roleplay shift, or an
 * assessment), else Pending.
 */
const participantStatusSql = sql<ParticipantStatus>`case
  when exists (
    select 1 from ${participantAssessments}
    join ${courseEvents} on ${courseEvents.id} = ${participantAssessments.eventId}
    where ${courseEvents.courseId} = ${courseParticipants.courseId}
      and ${participantAssessments.userId} = ${courseParticipants.userId}
      and ${participantAssessments.completedAt} is not null
  ) then 'Completed'
  when ${holdsPlaceInCourseSql(sql`${courseParticipants.courseId}`, sql`${courseParticipants.userId}`)} then 'Registered'
  else 'Pending'
end`;

/** The course row with its client's name, its project manager, and the counts the course page shows. */
export async function findCourseRecord(tx: Tx, id: number) {
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
  return row;
}

/** The course row; with `lock`, locked until the transaction ends. */
export async function findCourseById(tx: Tx, id: number, lock = false): Promise<CourseRow | undefined> {
  const query = tx.select().from(courses).where(eq(courses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The names of the courses of `ids` that exist, by id, in one query. */
export async function courseNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Locks the course row for share until the transaction ends (a change that locks it for update,
 * such as a scenario change, waits); false when there is no such course.
 */
export async function lockCourseForShare(tx: Tx, courseId: number): Promise<boolean> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('share');
  return row !== undefined;
}

/** True when a course has this registration key. */
export async function isCourseKeyTaken(tx: Tx, key: string): Promise<boolean> {
  const [taken] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.key, key)).limit(1);
  return taken !== undefined;
}

/** True when the client exists. */
export async function clientExists(tx: Tx, clientId: number): Promise<boolean> {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return client !== undefined;
}

/** True when the coaching-form template exists. */
export async function templateExists(tx: Tx, templateId: number): Promise<boolean> {
  const [template] = await tx
    .select({ id: roleplayerAssessmentTemplates.id })
    .from(roleplayerAssessmentTemplates)
    .where(eq(roleplayerAssessmentTemplates.id, templateId))
    .limit(1);
  return template !== undefined;
}

function courseListWhere(filter: { clientId?: number | undefined; search?: string | undefined }): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.clientId !== undefined) conditions.push(eq(courses.clientId, filter.clientId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(courses.name, pattern), ilike(clients.orgName, pattern)));
  }
  return and(...conditions);
}

/** How many courses match: of one client, and whose name or client name contains `search`. */
export async function countCourses(
  tx: Tx,
  filter: { clientId?: number | undefined; search?: string | undefined },
): Promise<number> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(courseListWhere(filter));
  return counted?.total ?? 0;
}

/** One page of the matching courses, newest first, with client and project manager names. */
export async function listCourses(
  tx: Tx,
  filter: { clientId?: number | undefined; search?: string | undefined },
  page: PageWindow,
) {
  return tx
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
    .where(courseListWhere(filter))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Inserts a course; its id. */
export async function insertCourse(tx: Tx, values: NewCourse): Promise<number> {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error('course insert returned no row');
  return row.id;
}

/** Writes changes to a course and moves its version stamp on from `previous`. */
export async function updateCourseRow(tx: Tx, id: number, changes: Partial<NewCourse>, previous: Date): Promise<void> {
  await tx
    .update(courses)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(courses.id, id));
}

/** Locks the course's shifts until the transaction ends; their ids. */
export async function lockShiftsOfCourse(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(eq(courseEvents.courseId, courseId))
    .for('update');
  return rows.map((r) => r.id);
}

/** True when any of these shifts has somebody in it (an invite that is not rejected). */
export async function anyShiftStaffed(tx: Tx, shiftIds: number[]): Promise<boolean> {
  if (shiftIds.length === 0) return false;
  const [staffed] = await tx
    .select({ id: eventInvites.id })
    .from(eventInvites)
    .where(and(inArray(eventInvites.eventId, shiftIds), holdsPlaceSql(eventInvites.status)))
    .limit(1);
  return staffed !== undefined;
}

/**
 * Deletes a course's own set-up except its resource links: its shifts first (their rejected invites
 * and assessments go with them, and they refer to cohorts), cohorts, enrolments, scenario
 * components, skills-list parts, qualifications and preferences; how many of each went.
 */
export async function deleteSetUpOfCourse(tx: Tx, courseId: number) {
  const removed = {
    shifts: (await tx.delete(courseEvents).where(eq(courseEvents.courseId, courseId)).returning({ id: courseEvents.id })).length,
    cohorts: (await tx.delete(cohorts).where(eq(cohorts.courseId, courseId)).returning({ id: cohorts.id })).length,
    participants: (
      await tx
        .delete(courseParticipants)
        .where(eq(courseParticipants.courseId, courseId))
        .returning({ id: courseParticipants.userId })
    ).length,
    scenarioComponents: (
      await tx
        .delete(scenarioComponents)
        .where(eq(scenarioComponents.courseId, courseId))
        .returning({ id: scenarioComponents.id })
    ).length,
    assessmentParts: (
      await tx.delete(assessmentParts).where(eq(assessmentParts.courseId, courseId)).returning({ id: assessmentParts.id })
    ).length,
  };
  const qualifications = (
    await tx.delete(userQualifications).where(eq(userQualifications.courseId, courseId)).returning({ id: userQualifications.id })
  ).length;
  await tx.delete(coursePreferences).where(eq(coursePreferences.courseId, courseId));
  return { ...removed, qualifications };
}

/** Deletes the course row itself. */
export async function deleteCourseRow(tx: Tx, courseId: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, courseId));
}

/** Gives the course its default preferences row when it has none. */
export async function ensurePreferences(tx: Tx, courseId: number): Promise<void> {
  await tx.insert(coursePreferences).values({ courseId }).onConflictDoNothing();
}

/** The course's preferences row; with `lock`, locked until the transaction ends. */
export async function findPreferences(tx: Tx, courseId: number, lock = false): Promise<PreferencesRow | undefined> {
  const query = tx.select().from(coursePreferences).where(eq(coursePreferences.courseId, courseId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes changes to the course's preferences and moves their version stamp on from `previous`. */
export async function updatePreferencesRow(
  tx: Tx,
  courseId: number,
  changes: Partial<NewPreferences>,
  previous: Date,
): Promise<PreferencesRow | undefined> {
  const [row] = await tx
    .update(coursePreferences)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(coursePreferences.courseId, courseId))
    .returning();
  return row;
}

/** Enrolled live participants of a course: the base of the participant list and the invitations. */
function enrolledWhere(courseId: number, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt), ...more);
}

const participantSearch = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
};

/** How many live participants are enrolled in the course whose name or e-mail contains `search`. */
export async function countParticipants(tx: Tx, courseId: number, search: string | undefined): Promise<number> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(enrolledWhere(courseId, participantSearch(search)));
  return counted?.total ?? 0;
}

/** One page of the course's live participants, ordered by name, each with the derived status. */
export async function listParticipants(tx: Tx, courseId: number, search: string | undefined, page: PageWindow) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: participantStatusSql,
      invitationSentAt: courseParticipants.invitationSentAt,
      enrolledAt: courseParticipants.createdAt,
    })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(enrolledWhere(courseId, participantSearch(search)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The course's live enrolled participants with their names and addresses, by name (the participant schedule e-mail). */
export async function enrolledPeople(tx: Tx, courseId: number): Promise<Array<{ id: number; name: string; email: string }>> {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(enrolledWhere(courseId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * The language of the course a participant was enrolled in last (their default language in the app:
 * the one their course's e-mails speak); null when they are in no course.
 */
export async function participantCourseLanguage(tx: Tx, userId: number): Promise<CourseLanguage | null> {
  const [row] = await tx
    .select({ language: coursePreferences.language })
    .from(courseParticipants)
    .innerJoin(coursePreferences, eq(coursePreferences.courseId, courseParticipants.courseId))
    .where(eq(courseParticipants.userId, userId))
    .orderBy(desc(courseParticipants.createdAt), desc(courseParticipants.courseId))
    .limit(1);
  return row?.language ?? null;
}

/** True when the user is a live participant enrolled in the course. */
export async function isEnrolledLive(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [enrolled] = await tx
    .select({ id: users.id })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(enrolledWhere(courseId, eq(users.id, userId)));
  return enrolled !== undefined;
}

/**
 * The live participants of the course to invite (one user, or the pending ones only, or all),
 * ordered by id, their enrolments locked until the transaction ends.
 */
export async function lockInvitationRecipients(
  tx: Tx,
  courseId: number,
  opts: { userId?: number | undefined; pendingOnly: boolean },
) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(
      enrolledWhere(
        courseId,
        opts.userId !== undefined ? eq(users.id, opts.userId) : undefined,
        opts.pendingOnly ? sql`${participantStatusSql} = 'Pending'` : undefined,
      ),
    )
    .orderBy(users.id)
    .for('update', { of: courseParticipants });
}

/** Records when the course's invitation was sent to these users. */
export async function markInvitationsSent(tx: Tx, courseId: number, userIds: number[], sentAt: Date): Promise<void> {
  // In slices, so a very large course stays far below the limit on query parameters.
  for (let start = 0; start < userIds.length; start += 1000) {
    await tx
      .update(courseParticipants)
      .set({ invitationSentAt: sentAt })
      .where(
        and(eq(courseParticipants.courseId, courseId), inArray(courseParticipants.userId, userIds.slice(start, start + 1000))),
      );
  }
}

/** The user's enrolment in the course, locked until the transaction ends. */
export async function lockEnrolment(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [enrolment] = await tx
    .select({ userId: courseParticipants.userId })
    .from(courseParticipants)
    .where(and(eq(courseParticipants.courseId, courseId), eq(courseParticipants.userId, userId)))
    .for('update');
  return enrolment !== undefined;
}

/** True when the user holds an invite that is not rejected to a shift of the course. */
export async function isInShiftOfCourse(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [inShift] = await tx
    .select({ id: eventInvites.id })
    .from(eventInvites)
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .where(and(eq(courseEvents.courseId, courseId), eq(eventInvites.userId, userId), holdsPlaceSql(eventInvites.status)))
    .limit(1);
  return inShift !== undefined;
}

/** Takes the user out of the course. */
export async function deleteEnrolment(tx: Tx, courseId: number, userId: number): Promise<void> {
  await tx
    .delete(courseParticipants)
    .where(and(eq(courseParticipants.courseId, courseId), eq(courseParticipants.userId, userId)));
}

/** Every coaching-form template, and every question in order. */
export async function listTemplatesWithQuestions(tx: Tx) {
  const templates = await tx.select().from(roleplayerAssessmentTemplates).orderBy(asc(roleplayerAssessmentTemplates.id));
  const questions = await tx
    .select()
    .from(roleplayerAssessmentQuestions)
    .orderBy(asc(roleplayerAssessmentQuestions.position), asc(roleplayerAssessmentQuestions.id));
  return { templates, questions };
}

/** A course's shifts in time order with their cohort names. */
export async function listShiftsOfCourse(tx: Tx, courseId: number) {
  return tx
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      cohortName: cohorts.name,
    })
    .from(courseEvents)
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .where(eq(courseEvents.courseId, courseId))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
}
