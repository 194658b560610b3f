/**
 * Every query of the skills assessment: participant assessments, their answers (participant assessment
 * parts) and ratings, NPS ratings, and the read models the page and its rights are built from (the
 * call's participants and scenario slots, the course's skills list and Scenario components, the
 * participant's manager).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  assessmentParts,
  assessmentPartTypes,
  assessmentRatings,
  callSlots,
  calls,
  cohorts,
  courseEvents,
  npsRatings,
  participantAssessmentParts,
  participantAssessments,
  participantProfiles,
  participantSlots,
  scenarioComponents,
  scenarioComponentTypes,
  users,
} from '../../db/schema';
import { nextStampSql } from '../../lib/records';

export type AssessmentRow = typeof participantAssessments.$inferSelect;
export type AnswerRow = typeof participantAssessmentParts.$inferSelect;
export type RatingRow = typeof assessmentRatings.$inferSelect;
export type NpsRow = typeof npsRatings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Read models: the call, its people, the course's skills list and scenarios

/** The call (id, shift, block), or undefined. */
export async function findCall(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: calls.id, eventId: calls.eventId, blockNumber: calls.blockNumber })
    .from(calls)
    .where(eq(calls.id, id));
  return row;
}

/** The participants of a call, by name. */
export async function participantsOfCall(tx: Tx, callId: number) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(participantSlots)
    .innerJoin(users, eq(users.id, participantSlots.userId))
    .where(eq(participantSlots.callId, callId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The call's scenario slots with their role-players (null while nobody plays one). */
export async function slotsOfCall(tx: Tx, callId: number) {
  return tx
    .select({ scenarioComponentId: callSlots.scenarioComponentId, userId: callSlots.userId, name: users.name })
    .from(callSlots)
    .leftJoin(users, eq(users.id, callSlots.userId))
    .where(eq(callSlots.callId, callId));
}

/** The Scenario components of a course (breaks and the rest left out), in scenario order. */
export async function scenariosOfCourse(tx: Tx, courseId: number) {
  return tx
    .select({ id: scenarioComponents.id, content: scenarioComponents.content })
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(and(eq(scenarioComponents.courseId, courseId), sql`lower(${scenarioComponentTypes.name}) = 'scenario'`))
    .orderBy(asc(scenarioComponents.position), asc(scenarioComponents.id));
}

/** The course's skills list in form order, with block types. */
export async function partsOfCourse(tx: Tx, courseId: number) {
  return tx
    .select({
      id: assessmentParts.id,
      text: assessmentParts.text,
      actionPlan: assessmentParts.actionPlan,
      data: assessmentParts.data,
      blockType: assessmentPartTypes.blockType,
    })
    .from(assessmentParts)
    .innerJoin(assessmentPartTypes, eq(assessmentPartTypes.id, assessmentParts.assessmentPartTypeId))
    .where(eq(assessmentParts.courseId, courseId))
    .orderBy(asc(assessmentParts.position), asc(assessmentParts.id));
}

/** True when the user sits in a call of the shift. */
export async function sitsInShift(tx: Tx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: participantSlots.id })
    .from(participantSlots)
    .where(and(eq(participantSlots.eventId, eventId), eq(participantSlots.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The scenarios `assessorId` plays in the calls of the shift where the participant sits: the
 * columns a role-player may edit for that participant.
 */
export async function scenariosPlayedFor(tx: Tx, opts: { eventId: number; participantId: number; assessorId: number }) {
  const rows = await tx
    .selectDistinct({ scenarioComponentId: callSlots.scenarioComponentId })
    .from(callSlots)
    .innerJoin(participantSlots, eq(participantSlots.callId, callSlots.callId))
    .where(
      and(
        eq(callSlots.eventId, opts.eventId),
        eq(callSlots.userId, opts.assessorId),
        eq(participantSlots.userId, opts.participantId),
      ),
    );
  return rows.map((r) => r.scenarioComponentId);
}

/**
 * The roleplay shifts of a cohort where the participant sits in a call, and whether `viewerId` is
 * their coach, their coordinator, or plays a scenario in one of the participant's calls there.
 */
export async function cohortShiftsOfParticipant(tx: Tx, opts: { cohortId: number; participantId: number; viewerId: number }) {
  return tx
    .selectDistinct({
      eventId: courseEvents.id,
      coach: sql<boolean>`${courseEvents.coachId} is not distinct from ${opts.viewerId}`,
      coordinator: sql<boolean>`${courseEvents.shiftCoordinatorId} is not distinct from ${opts.viewerId}`,
      plays: sql<boolean>`exists (select 1 from ${callSlots} where ${callSlots.callId} = ${participantSlots.callId} and ${callSlots.userId} = ${opts.viewerId})`,
    })
    .from(courseEvents)
    .innerJoin(participantSlots, eq(participantSlots.eventId, courseEvents.id))
    .where(
      and(
        eq(courseEvents.cohortId, opts.cohortId),
        eq(courseEvents.type, 'roleplay'),
        eq(participantSlots.userId, opts.participantId),
      ),
    );
}

/** A user's name, e-mail and manager's e-mail (from the participant profile, blank when none). */
export async function participantContact(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      managerName: participantProfiles.managerName,
      managerEmail: participantProfiles.managerEmail,
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** True when the cohort exists. */
export async function cohortExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, id));
  return row !== undefined;
}

/** True when the user exists (deleted or not: their ratings stay history). */
export async function userExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Participant assessments

/** The participant's assessment in a shift, or undefined. */
export async function findAssessmentOf(tx: Tx, eventId: number, userId: number): Promise<AssessmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(participantAssessments)
    .where(and(eq(participantAssessments.eventId, eventId), eq(participantAssessments.userId, userId)));
  return row;
}

/** An assessment by id, or undefined; `lock` keeps its row locked until the transaction ends. */
export async function findAssessment(tx: Tx, id: number, lock = false): Promise<AssessmentRow | undefined> {
  const query = tx.select().from(participantAssessments).where(eq(participantAssessments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Makes the participant's assessment in the shift unless it exists (two at once make one); whether it was made. */
export async function insertAssessmentIfMissing(tx: Tx, eventId: number, userId: number): Promise<boolean> {
  const made = await tx
    .insert(participantAssessments)
    .values({ eventId, userId })
    .onConflictDoNothing({ target: [participantAssessments.userId, participantAssessments.eventId] })
    .returning({ id: participantAssessments.id });
  return made.length > 0;
}

/** Writes the assessment's own fields. */
export async function updateAssessment(
  tx: Tx,
  id: number,
  changes: Partial<Pick<AssessmentRow, 'customActionPlan' | 'completedAt' | 'actionPlanEmailDate' | 'updatedAt'>>,
): Promise<AssessmentRow> {
  const [row] = await tx.update(participantAssessments).set(changes).where(eq(participantAssessments.id, id)).returning();
  if (!row) throw new Error('participant assessment update returned no row');
  return row;
}

/**
 * Sets (or with an empty comment removes) one scenario's internal comment with its version stamp
 * `stamp` (a removed comment has none), in one statement, so two assessors writing the comments of
 * different scenarios at once both keep theirs.
 */
export async function setInternalComment(
  tx: Tx,
  id: number,
  scenarioComponentId: number,
  comment: string,
  stamp: Date,
): Promise<AssessmentRow> {
  const key = String(scenarioComponentId);
  const removed = comment === '';
  const [row] = await tx
    .update(participantAssessments)
    .set({
      internalComments: removed
        ? sql`${participantAssessments.internalComments} - ${key}::text`
        : sql`${participantAssessments.internalComments} || jsonb_build_object(${key}::text, ${comment}::text)`,
      internalCommentStamps: removed
        ? sql`${participantAssessments.internalCommentStamps} - ${key}::text`
        : sql`${participantAssessments.internalCommentStamps} || jsonb_build_object(${key}::text, ${stamp.toISOString()}::text)`,
      // The row's own stamp versions the action plan and Submit: a comment, with a stamp of its own,
      // leaves it (an assessor's comment saved just before their Submit made that Submit stale).
    })
    .where(eq(participantAssessments.id, id))
    .returning();
  if (!row) throw new Error('participant assessment update returned no row');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Answers

export async function answersOf(tx: Tx, participantAssessmentId: number): Promise<AnswerRow[]> {
  return tx
    .select()
    .from(participantAssessmentParts)
    .where(eq(participantAssessmentParts.participantAssessmentId, participantAssessmentId))
    .orderBy(asc(participantAssessmentParts.id));
}

export async function findAnswer(tx: Tx, id: number, lock = false): Promise<AnswerRow | undefined> {
  const query = tx.select().from(participantAssessmentParts).where(eq(participantAssessmentParts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The answer of a block for a scenario, or undefined. */
export async function findAnswerOf(
  tx: Tx,
  key: { participantAssessmentId: number; assessmentPartId: number; scenarioComponentId: number },
) {
  const [row] = await tx
    .select()
    .from(participantAssessmentParts)
    .where(
      and(
        eq(participantAssessmentParts.participantAssessmentId, key.participantAssessmentId),
        eq(participantAssessmentParts.assessmentPartId, key.assessmentPartId),
        eq(participantAssessmentParts.scenarioComponentId, key.scenarioComponentId),
      ),
    );
  return row;
}

type AnswerColumns = Pick<AnswerRow, 'choice' | 'text' | 'answerIndex'>;

/** Inserts the first answer of a block for a scenario; undefined when one is already there. */
export async function insertAnswer(
  tx: Tx,
  values: {
    participantAssessmentId: number;
    assessmentPartId: number;
    scenarioComponentId: number;
    updatedBy: number;
  } & AnswerColumns,
): Promise<AnswerRow | undefined> {
  const [row] = await tx.insert(participantAssessmentParts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAnswer(
  tx: Tx,
  id: number,
  values: AnswerColumns & { updatedBy: number; updatedAt: Date },
): Promise<AnswerRow> {
  const [row] = await tx.update(participantAssessmentParts).set(values).where(eq(participantAssessmentParts.id, id)).returning();
  if (!row) throw new Error('answer update returned no row');
  return row;
}

/** The true/false answers of an assessment (the action plan reads them). */
export async function choicesOf(tx: Tx, participantAssessmentId: number) {
  return choicesOfAssessments(tx, [participantAssessmentId]);
}

/** The true/false answers of several assessments, each with its assessment. */
async function choicesOfAssessments(tx: Tx, assessmentIds: number[]) {
  return tx
    .select({
      participantAssessmentId: participantAssessmentParts.participantAssessmentId,
      assessmentPartId: participantAssessmentParts.assessmentPartId,
      scenarioComponentId: participantAssessmentParts.scenarioComponentId,
      value: participantAssessmentParts.choice,
    })
    .from(participantAssessmentParts)
    .where(
      and(
        inArray(participantAssessmentParts.participantAssessmentId, assessmentIds),
        isNotNull(participantAssessmentParts.choice),
      ),
    );
}

/**
 * The participant's submitted assessments in the course's roleplay shifts, with their custom action
 * plan and the shift's start, in the shift's order (the progress page's action plans).
 */
export async function submittedAssessmentsOf(tx: Tx, opts: { courseId: number; userId: number }) {
  return tx
    .select({
      id: participantAssessments.id,
      eventId: participantAssessments.eventId,
      begins: courseEvents.begins,
      customActionPlan: participantAssessments.customActionPlan,
    })
    .from(participantAssessments)
    .innerJoin(courseEvents, eq(courseEvents.id, participantAssessments.eventId))
    .where(
      and(
        eq(participantAssessments.userId, opts.userId),
        eq(courseEvents.courseId, opts.courseId),
        eq(courseEvents.type, 'roleplay'),
        isNotNull(participantAssessments.completedAt),
      ),
    )
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
}

/** What the action plans of several assessments are made from: their true/false answers and their ratings. */
export async function actionPlanInputsOf(tx: Tx, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return { answers: [], ratings: [] };
  const [answers, ratings] = await Promise.all([
    choicesOfAssessments(tx, assessmentIds),
    tx
      .select({
        participantAssessmentId: assessmentRatings.participantAssessmentId,
        assessmentPartId: assessmentRatings.assessmentPartId,
        rating: assessmentRatings.rating,
      })
      .from(assessmentRatings)
      .where(inArray(assessmentRatings.participantAssessmentId, assessmentIds)),
  ]);
  return { answers, ratings };
}

// ---------------------------------------------------------------------------------------------
// Ratings

export async function ratingsOf(tx: Tx, participantAssessmentId: number): Promise<RatingRow[]> {
  return tx
    .select()
    .from(assessmentRatings)
    .where(eq(assessmentRatings.participantAssessmentId, participantAssessmentId))
    .orderBy(asc(assessmentRatings.id));
}

export async function findRating(tx: Tx, id: number, lock = false): Promise<RatingRow | undefined> {
  const query = tx.select().from(assessmentRatings).where(eq(assessmentRatings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRatingOf(tx: Tx, participantAssessmentId: number, assessmentPartId: number) {
  const [row] = await tx
    .select()
    .from(assessmentRatings)
    .where(
      and(
        eq(assessmentRatings.participantAssessmentId, participantAssessmentId),
        eq(assessmentRatings.assessmentPartId, assessmentPartId),
      ),
    );
  return row;
}

/** Inserts a block's first rating; undefined when one is already there. */
export async function insertRating(
  tx: Tx,
  values: { participantAssessmentId: number; assessmentPartId: number; rating: number; updatedBy: number },
): Promise<RatingRow | undefined> {
  const [row] = await tx.insert(assessmentRatings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRating(tx: Tx, id: number, values: { rating: number; updatedBy: number; updatedAt: Date }) {
  const [row] = await tx.update(assessmentRatings).set(values).where(eq(assessmentRatings.id, id)).returning();
  if (!row) throw new Error('rating update returned no row');
  return row;
}

// ---------------------------------------------------------------------------------------------
// NPS ratings

export async function findNps(tx: Tx, cohortId: number, userId: number, lock = false): Promise<NpsRow | undefined> {
  const query = tx
    .select()
    .from(npsRatings)
    .where(and(eq(npsRatings.cohortId, cohortId), eq(npsRatings.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets the participant's NPS rating in the cohort, making the row when missing (two at once make one). */
export async function upsertNps(
  tx: Tx,
  values: { cohortId: number; userId: number; rating: number; updatedBy: number; updatedAt: Date },
) {
  const [row] = await tx
    .insert(npsRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [npsRatings.cohortId, npsRatings.userId],
      set: {
        rating: values.rating,
        updatedBy: values.updatedBy,
        updatedAt: nextStampSql(npsRatings.updatedAt, values.updatedAt),
      },
    })
    .returning();
  if (!row) throw new Error('nps upsert returned no row');
  return row;
}
