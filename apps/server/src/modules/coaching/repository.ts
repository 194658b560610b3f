/**
 * Every query of the coaching module: coaching records (roleplayer assessments) and their answers,
 * the role-player assessment templates and their questions, and the facts the rules read from the
 * calls, shifts and courses (which call, which shift and course, who played in it).
 */
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  callSlots,
  calls,
  cohorts,
  courseEvents,
  courses,
  roleplayerAssessmentAnswers,
  roleplayerAssessmentQuestions,
  roleplayerAssessments,
  roleplayerAssessmentTemplates,
  users,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/records';

export type RecordRow = typeof roleplayerAssessments.$inferSelect;
export type AnswerRow = typeof roleplayerAssessmentAnswers.$inferSelect;
export type QuestionRow = typeof roleplayerAssessmentQuestions.$inferSelect;
export type TemplateRow = typeof roleplayerAssessmentTemplates.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The call a record is for

/** A call with its shift and its course's template, or undefined. */
export async function callContext(tx: Tx, callId: number) {
  const [row] = await tx
    .select({
      callId: calls.id,
      eventId: calls.eventId,
      courseId: courses.id,
      templateId: courses.roleplayerAssessmentTemplateId,
    })
    .from(calls)
    .innerJoin(courseEvents, eq(courseEvents.id, calls.eventId))
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(eq(calls.id, callId));
  return row;
}

/** True when the user plays a scenario (holds a call slot) in the call. */
export async function playsInCall(tx: Tx, callId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: callSlots.id })
    .from(callSlots)
    .where(and(eq(callSlots.callId, callId), eq(callSlots.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** True when the user exists (deleted or not). */
export async function userExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The user's roles, or undefined when there is no such user. */
export async function userRoles(tx: Tx, id: number): Promise<string[] | undefined> {
  const [row] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id));
  return row?.roles;
}

/** Records that the role-player was coached now (users.last_coached), without moving the user's version stamp. */
export async function setLastCoached(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastCoached: at }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------
// Records and answers

export async function findRecordOfUserInCall(tx: Tx, userId: number, callId: number): Promise<RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(roleplayerAssessments)
    .where(and(eq(roleplayerAssessments.userId, userId), eq(roleplayerAssessments.callId, callId)));
  return row;
}

export async function findRecord(tx: Tx, id: number, lock?: 'key share'): Promise<RecordRow | undefined> {
  const query = tx.select().from(roleplayerAssessments).where(eq(roleplayerAssessments.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * Inserts the record unless the role-player already has one for the call; undefined when they do.
 * Two requests at once: the unique index makes the second wait for the first and then do nothing.
 */
export async function insertRecordIfAbsent(
  tx: Tx,
  values: { userId: number; callId: number; eventId: number; coachId: number; templateId: number | null },
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .insert(roleplayerAssessments)
    .values(values)
    .onConflictDoNothing({ target: [roleplayerAssessments.userId, roleplayerAssessments.callId] })
    .returning();
  return row;
}

const roleplayer = alias(users, 'roleplayer');
const coach = alias(users, 'coach');

/** The columns of a record as the archive shows it: people, session and date. */
const headerColumns = {
  id: roleplayerAssessments.id,
  userId: roleplayerAssessments.userId,
  callId: roleplayerAssessments.callId,
  eventId: roleplayerAssessments.eventId,
  coachId: roleplayerAssessments.coachId,
  templateId: roleplayerAssessments.templateId,
  createdAt: roleplayerAssessments.createdAt,
  roleplayerName: roleplayer.name,
  coachName: coach.name,
  courseName: courses.name,
  cohortName: cohorts.name,
  begins: courseEvents.begins,
};
export type RecordHeader = {
  id: number;
  userId: number;
  callId: number | null;
  eventId: number | null;
  coachId: number;
  templateId: number | null;
  createdAt: Date;
  roleplayerName: string;
  coachName: string;
  courseName: string | null;
  cohortName: string | null;
  begins: Date | null;
};

function headers(tx: Tx) {
  return tx
    .select(headerColumns)
    .from(roleplayerAssessments)
    .innerJoin(roleplayer, eq(roleplayer.id, roleplayerAssessments.userId))
    .innerJoin(coach, eq(coach.id, roleplayerAssessments.coachId))
    .leftJoin(courseEvents, eq(courseEvents.id, roleplayerAssessments.eventId))
    .leftJoin(courses, eq(courses.id, courseEvents.courseId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId));
}

export async function recordHeader(tx: Tx, id: number): Promise<RecordHeader | undefined> {
  const [row] = await headers(tx).where(eq(roleplayerAssessments.id, id));
  return row;
}

/** Which records a list shows: one coach's (the archive of a coach, records created), one role-player's (history). */
export interface RecordFilter {
  coachId?: number;
  roleplayerId?: number;
  search?: string | undefined;
}

function recordWhere(filter: RecordFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.coachId !== undefined ? eq(roleplayerAssessments.coachId, filter.coachId) : undefined,
    filter.roleplayerId !== undefined ? eq(roleplayerAssessments.userId, filter.roleplayerId) : undefined,
    pattern ? or(ilike(roleplayer.name, pattern), ilike(coach.name, pattern), ilike(courses.name, pattern)) : undefined,
  );
}

export async function countRecords(tx: Tx, filter: RecordFilter): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(roleplayerAssessments)
    .innerJoin(roleplayer, eq(roleplayer.id, roleplayerAssessments.userId))
    .innerJoin(coach, eq(coach.id, roleplayerAssessments.coachId))
    .leftJoin(courseEvents, eq(courseEvents.id, roleplayerAssessments.eventId))
    .leftJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(recordWhere(filter));
  return row?.total ?? 0;
}

/** One page of records, newest first. */
export async function listRecords(tx: Tx, filter: RecordFilter, page: PageWindow): Promise<RecordHeader[]> {
  return headers(tx)
    .where(recordWhere(filter))
    .orderBy(desc(roleplayerAssessments.createdAt), desc(roleplayerAssessments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function answersOf(tx: Tx, recordIds: number[]): Promise<AnswerRow[]> {
  if (recordIds.length === 0) return [];
  return tx
    .select()
    .from(roleplayerAssessmentAnswers)
    .where(inArray(roleplayerAssessmentAnswers.roleplayerAssessmentId, recordIds))
    .orderBy(asc(roleplayerAssessmentAnswers.id));
}

/** Inserts or replaces the record's answer to the question. */
export async function upsertAnswer(
  tx: Tx,
  values: {
    roleplayerAssessmentId: number;
    roleplayerAssessmentQuestionId: number;
    answerValue: number | null;
    answer: string | null;
  },
): Promise<AnswerRow> {
  const now = new Date();
  const [row] = await tx
    .insert(roleplayerAssessmentAnswers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [roleplayerAssessmentAnswers.roleplayerAssessmentId, roleplayerAssessmentAnswers.roleplayerAssessmentQuestionId],
      set: { answerValue: values.answerValue, answer: values.answer, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('answer upsert returned no row');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Templates and questions

export async function questionsOfTemplates(tx: Tx, templateIds: number[]): Promise<QuestionRow[]> {
  if (templateIds.length === 0) return [];
  return tx
    .select()
    .from(roleplayerAssessmentQuestions)
    .where(inArray(roleplayerAssessmentQuestions.templateId, templateIds))
    .orderBy(asc(roleplayerAssessmentQuestions.position), asc(roleplayerAssessmentQuestions.id));
}

export async function questionsByIds(tx: Tx, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(roleplayerAssessmentQuestions).where(inArray(roleplayerAssessmentQuestions.id, ids));
}

export async function findTemplate(tx: Tx, id: number, lock?: 'update'): Promise<TemplateRow | undefined> {
  const query = tx.select().from(roleplayerAssessmentTemplates).where(eq(roleplayerAssessmentTemplates.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The ids of the template's questions that have at least one answer. */
export async function answeredQuestionIds(tx: Tx, templateId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ id: roleplayerAssessmentAnswers.roleplayerAssessmentQuestionId })
    .from(roleplayerAssessmentAnswers)
    .innerJoin(
      roleplayerAssessmentQuestions,
      eq(roleplayerAssessmentQuestions.id, roleplayerAssessmentAnswers.roleplayerAssessmentQuestionId),
    )
    .where(eq(roleplayerAssessmentQuestions.templateId, templateId));
  return new Set(rows.map((r) => r.id));
}

/** How many courses pick the template, and how many coaching records were made from it. */
export async function templateUse(tx: Tx, templateId: number): Promise<{ courseCount: number; recordCount: number }> {
  const [courseRow] = await tx.select({ n: count() }).from(courses).where(eq(courses.roleplayerAssessmentTemplateId, templateId));
  const [recordRow] = await tx
    .select({ n: count() })
    .from(roleplayerAssessments)
    .where(eq(roleplayerAssessments.templateId, templateId));
  return { courseCount: courseRow?.n ?? 0, recordCount: recordRow?.n ?? 0 };
}

export async function insertTemplate(tx: Tx, name: string): Promise<TemplateRow> {
  const [row] = await tx.insert(roleplayerAssessmentTemplates).values({ name }).returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

export async function renameTemplate(tx: Tx, id: number, name: string): Promise<void> {
  await tx.update(roleplayerAssessmentTemplates).set({ name }).where(eq(roleplayerAssessmentTemplates.id, id));
}

export async function deleteTemplateRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(roleplayerAssessmentTemplates).where(eq(roleplayerAssessmentTemplates.id, id));
}

export async function insertQuestion(
  tx: Tx,
  values: { templateId: number; header: string; content: string; answerType: QuestionRow['answerType']; position: number },
): Promise<void> {
  await tx.insert(roleplayerAssessmentQuestions).values(values);
}

export async function updateQuestion(
  tx: Tx,
  id: number,
  values: { header: string; content: string; answerType: QuestionRow['answerType']; position: number },
): Promise<void> {
  await tx.update(roleplayerAssessmentQuestions).set(values).where(eq(roleplayerAssessmentQuestions.id, id));
}

/** Deletes the template's questions other than `keep`. */
export async function deleteQuestionsExcept(tx: Tx, templateId: number, keep: number[]): Promise<void> {
  await tx
    .delete(roleplayerAssessmentQuestions)
    .where(
      and(
        eq(roleplayerAssessmentQuestions.templateId, templateId),
        keep.length > 0 ? notInArray(roleplayerAssessmentQuestions.id, keep) : sql`true`,
      ),
    );
}
