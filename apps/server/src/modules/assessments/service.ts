/**
 * The skills assessment of participants (DESIGN.md section 6): one assessment per participant per
 * roleplay shift; its answers per skills-list block and scenario, ratings per block, internal
 * comments per scenario, the custom action plan, Submit and the action plan e-mail; the NPS rating
 * per participant and cohort.
 *
 * Who edits is decided in policy.ts; everybody else who may see the shift reads. Each answer is its
 * own row with its own version stamp, so assessors of different scenarios never overwrite each
 * other; a change made from a stale copy answers 409.
 */
import {
  type ActionPlanEmailResult,
  type ActionPlanInput,
  type AnswerData,
  type AnswerDataInput,
  type AssessmentRating,
  actionPlanItems,
  actionPlanSentText,
  answerRefusal,
  blockTakesAnswer,
  type MailPreviews,
  MESSAGES,
  type NpsRating,
  type ParticipantAssessment,
  type ParticipantAssessmentPart,
  type Rating,
  type SkillsList,
  toggleRating,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit, changedFields, recordFields } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { permissionsOf } from '../../lib/policy';
import { assertFresh, assertFreshOrNew, invalidField, nextStamp } from '../../lib/records';
import { describeShiftTime } from '../../lib/zoned-time';
import { enqueueMail } from '../../mail/outbox';
import { mailPreview } from '../../mail/preview';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { preferencesOf } from '../courses';
import { assertMayView, loadShift, type ShiftRecord } from '../shifts';
import type { AssessorFacts } from './policy';
import * as policy from './policy';
import type { AnswerRow, AssessmentRow, NpsRow, RatingRow } from './repository';
import * as repo from './repository';

// ---------------------------------------------------------------------------------------------
// Presenting

/** The version stamp of the internal comment under `key` (null when it has none: no comment). */
function commentStamp(row: AssessmentRow, key: string): Date | null {
  const stamp = ((row.internalCommentStamps ?? {}) as Record<string, unknown>)[key];
  return typeof stamp === 'string' && !Number.isNaN(Date.parse(stamp)) ? new Date(stamp) : null;
}

function presentAssessment(row: AssessmentRow): ParticipantAssessment {
  const comments = (row.internalComments ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    customActionPlan: row.customActionPlan,
    internalComments: Object.entries(comments)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, comment]) => ({
        scenarioComponentId: Number(key),
        comment,
        updatedAt: commentStamp(row, key)?.toISOString() ?? null,
      }))
      .sort((a, b) => a.scenarioComponentId - b.scenarioComponentId),
    completedAt: row.completedAt?.toISOString() ?? null,
    actionPlanEmailDate: row.actionPlanEmailDate?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function answerData(row: Pick<AnswerRow, 'choice' | 'text' | 'answerIndex'>): AnswerData {
  if (row.choice !== null) return { value: row.choice };
  if (row.answerIndex !== null) return { answerIndex: row.answerIndex };
  return { text: row.text ?? '' };
}

function answerColumns(data: AnswerDataInput): Pick<AnswerRow, 'choice' | 'text' | 'answerIndex'> {
  return {
    choice: 'value' in data ? data.value : null,
    text: 'text' in data ? data.text : null,
    answerIndex: 'answerIndex' in data ? data.answerIndex : null,
  };
}

function presentAnswer(row: AnswerRow): ParticipantAssessmentPart {
  return {
    id: row.id,
    participantAssessmentId: row.participantAssessmentId,
    assessmentPartId: row.assessmentPartId,
    scenarioComponentId: row.scenarioComponentId,
    data: answerData(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentRating(row: RatingRow): AssessmentRating {
  return {
    id: row.id,
    participantAssessmentId: row.participantAssessmentId,
    assessmentPartId: row.assessmentPartId,
    rating: row.rating as Rating,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentNps(cohortId: number, userId: number, row: NpsRow | undefined): NpsRating {
  return { cohortId, userId, rating: row?.rating ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

// ---------------------------------------------------------------------------------------------
// Rights

/** How the viewer stands to one participant's assessment in the shift: what policy.ts decides on. */
async function assessorFacts(tx: Tx, viewer: AuthUser, record: ShiftRecord, participantId: number): Promise<AssessorFacts> {
  return {
    coachId: record.event.coachId,
    scenariosPlayed: await repo.scenariosPlayedFor(tx, { eventId: record.event.id, participantId, assessorId: viewer.id }),
  };
}

const notAssessor = () => new AppError('not_assessor', MESSAGES.notAssessor);
const notAssessorOfParticipant = () => new AppError('not_assessor', MESSAGES.notAssessorOfParticipant);

/** The roleplay shift, or 404. */
async function roleplayShift(tx: Tx, id: number): Promise<ShiftRecord> {
  const record = await loadShift(tx, id, { type: 'roleplay' });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  return record;
}

interface AssessmentContext {
  assessment: AssessmentRow;
  record: ShiftRecord;
  assessor: AssessorFacts;
}

/**
 * The assessment, its shift and the viewer's rights over it: 404 for an unknown assessment, 403 for a
 * viewer who may not see the shift. `lock` locks the assessment row until the transaction ends.
 */
async function assessmentContext(
  tx: Tx,
  opts: { viewer: AuthUser; timeZone: string; id: number; lock?: boolean },
): Promise<AssessmentContext> {
  const assessment = await repo.findAssessment(tx, opts.id, opts.lock);
  if (!assessment) throw notFound(MESSAGES.assessmentNotFound);
  const record = await roleplayShift(tx, assessment.eventId);
  await assertMayView(tx, { viewer: opts.viewer, record, timeZone: opts.timeZone });
  const assessor = await assessorFacts(tx, opts.viewer, record, assessment.userId);
  return { assessment, record, assessor };
}

/** The course's skills-list block `id` that takes answers, or 400 naming `field`. */
async function answerablePart(tx: Tx, courseId: number, id: number, field: [string, string]) {
  const part = (await repo.partsOfCourse(tx, courseId)).find((p) => p.id === id);
  if (!part || !blockTakesAnswer(part.blockType)) {
    throw invalidField(field, 'must be a true/false, short-answer or multiple-choice item of the course’s skills list');
  }
  return { ...part, answers: partAnswers(part.data) };
}

function partAnswers(data: unknown): string[] {
  const answers = (data as { answers?: unknown } | null)?.answers;
  return Array.isArray(answers) ? answers.filter((a): a is string => typeof a === 'string') : [];
}

// ---------------------------------------------------------------------------------------------
// The page

/**
 * GET /calls/{id}/skills_list?user_id=: the skills list page of one participant of a call (the first
 * by name when none is asked): the scenario columns (those with a slot in the call, or every Scenario
 * of the course when the call has none) with the viewer's right on each, the skills list, the
 * participant's assessment, answers, ratings, NPS and action plan. Anybody who may see the shift reads.
 */
export async function getSkillsList(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  callId: number;
  userId?: number | undefined;
}): Promise<SkillsList> {
  return transaction(opts.db, async (tx) => {
    const call = await repo.findCall(tx, opts.callId);
    if (!call) throw notFound(MESSAGES.callNotFound);
    const record = await roleplayShift(tx, call.eventId);
    await assertMayView(tx, { viewer: opts.viewer, record, timeZone: opts.timeZone });
    const participants = await repo.participantsOfCall(tx, call.id);
    if (opts.userId !== undefined && !participants.some((p) => p.id === opts.userId)) {
      throw notFound(MESSAGES.participantNotInCall);
    }
    const userId = opts.userId ?? participants[0]?.id ?? null;

    const courseScenarios = await repo.scenariosOfCourse(tx, record.event.courseId);
    const slots = await repo.slotsOfCall(tx, call.id);
    const slotted = new Map(slots.map((slot) => [slot.scenarioComponentId, slot]));
    const columns = slots.length > 0 ? courseScenarios.filter((s) => slotted.has(s.id)) : courseScenarios;
    const assessor = userId === null ? null : await assessorFacts(tx, opts.viewer, record, userId);

    const parts = (await repo.partsOfCourse(tx, record.event.courseId)).map((part) => ({
      id: part.id,
      text: part.text,
      blockType: part.blockType,
      actionPlan: part.actionPlan,
      answers: partAnswers(part.data),
    }));
    const assessment = userId === null ? undefined : await repo.findAssessmentOf(tx, record.event.id, userId);
    const answers = assessment ? await repo.answersOf(tx, assessment.id) : [];
    const ratings = assessment ? await repo.ratingsOf(tx, assessment.id) : [];
    const cohortId = record.event.cohortId;
    const nps =
      cohortId !== null && userId !== null ? presentNps(cohortId, userId, await repo.findNps(tx, cohortId, userId)) : null;

    return {
      callId: call.id,
      eventId: record.event.id,
      courseId: record.event.courseId,
      cohortId,
      participants,
      userId,
      scenarios: columns.map((scenario) => {
        const slot = slotted.get(scenario.id);
        return {
          id: scenario.id,
          content: scenario.content,
          roleplayer: slot?.userId ? { id: slot.userId, name: slot.name ?? '' } : null,
          permissions: permissionsOf(['edit'], () =>
            assessor === null
              ? false
              : policy.can(opts.viewer, 'editScenario', { ...assessor, scenarioComponentId: scenario.id }),
          ),
        };
      }),
      parts,
      permissions: permissionsOf(['edit'], () => assessor !== null && policy.can(opts.viewer, 'edit', assessor)),
      assessment: assessment ? presentAssessment(assessment) : null,
      answers: answers.map(presentAnswer),
      ratings: ratings.map(presentRating),
      nps,
      actionPlan: actionPlanItems({
        parts,
        answers: answers.map((a) => ({
          assessmentPartId: a.assessmentPartId,
          scenarioComponentId: a.scenarioComponentId,
          value: a.choice,
        })),
        ratings,
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The participant assessment

/**
 * POST /participant_assessments {callId, userId}: the participant's assessment in the call's shift,
 * made when missing (by whoever first may edit it; two at once make one).
 */
export async function openAssessment(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  callId: number;
  userId: number;
}): Promise<{ assessment: ParticipantAssessment; created: boolean }> {
  return transaction(opts.db, async (tx) => {
    const call = await repo.findCall(tx, opts.callId);
    if (!call) throw notFound(MESSAGES.callNotFound);
    const record = await roleplayShift(tx, call.eventId);
    await assertMayView(tx, { viewer: opts.viewer, record, timeZone: opts.timeZone });
    const participants = await repo.participantsOfCall(tx, call.id);
    if (!participants.some((p) => p.id === opts.userId)) {
      throw invalidField(['participantAssessment', 'userId'], 'must be a participant of the call');
    }
    const assessor = await assessorFacts(tx, opts.viewer, record, opts.userId);
    if (!policy.can(opts.viewer, 'edit', assessor)) throw notAssessorOfParticipant();
    const created = await repo.insertAssessmentIfMissing(tx, record.event.id, opts.userId);
    const row = await repo.findAssessmentOf(tx, record.event.id, opts.userId);
    if (!row) throw new Error('participant assessment missing after insert');
    if (created) {
      await emit(tx, 'assessment.changed', { assessmentId: row.id, eventId: row.eventId, userId: row.userId });
      await audit(tx, {
        actorId: opts.viewer.id,
        action: 'create',
        entity: 'participant_assessment',
        entityId: row.id,
        after: { eventId: row.eventId, userId: row.userId, callId: call.id },
      });
    }
    return { assessment: presentAssessment(row), created };
  });
}

/**
 * PUT /participant_assessments/{id}: saves the custom action plan and, with `submit`, marks the
 * assessment complete (the participant's status becomes Completed). A stale `updatedAt` answers 409.
 */
export async function updateAssessment(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  id: number;
  input: { customActionPlan?: string | undefined; submit?: true | undefined; updatedAt?: string | undefined };
}): Promise<ParticipantAssessment> {
  return transaction(opts.db, async (tx) => {
    const { assessment } = await editableAssessment(tx, { ...opts, lock: true });
    await emit(tx, 'assessment.changed', { assessmentId: assessment.id, eventId: assessment.eventId, userId: assessment.userId });
    assertFresh(opts.input.updatedAt, assessment.updatedAt, () => presentAssessment(assessment));
    const now = nextStamp(assessment.updatedAt);
    const row = await repo.updateAssessment(tx, assessment.id, {
      ...(opts.input.customActionPlan !== undefined ? { customActionPlan: opts.input.customActionPlan.trim() } : {}),
      ...(opts.input.submit ? { completedAt: now } : {}),
      updatedAt: now,
    });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: opts.input.submit ? 'submit' : 'update',
      entity: 'participant_assessment',
      entityId: row.id,
      ...changedFields(assessment, row),
    });
    return presentAssessment(row);
  });
}

/** The assessment with a right over at least one of its columns (403 otherwise). */
async function editableAssessment(tx: Tx, opts: { viewer: AuthUser; timeZone: string; id: number; lock?: boolean }) {
  const context = await assessmentContext(tx, opts);
  if (!policy.can(opts.viewer, 'edit', context.assessor)) throw notAssessorOfParticipant();
  return context;
}

/**
 * PUT /participant_assessments/{id}/internal_comments: one scenario's internal comment (an empty one
 * removes it), by whoever may edit that scenario's column. Each comment has its own version stamp:
 * one sent with an older `updatedAt` (or null while a comment exists) is refused with 409 under the
 * row's lock, and a change of another scenario's comment does not make it stale. Comments of
 * different scenarios are written in one statement each, so none is lost when two assessors write at once.
 */
export async function setInternalComment(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  id: number;
  input: { scenarioComponentId: number; comment: string; updatedAt?: string | null | undefined };
}): Promise<ParticipantAssessment> {
  return transaction(opts.db, async (tx) => {
    const { record, assessor, assessment } = await assessmentContext(tx, { ...opts, lock: true });
    const { scenarioComponentId } = opts.input;
    if (!policy.can(opts.viewer, 'editScenario', { ...assessor, scenarioComponentId })) throw notAssessor();
    const scenarios = await repo.scenariosOfCourse(tx, record.event.courseId);
    if (!scenarios.some((s) => s.id === opts.input.scenarioComponentId)) {
      throw invalidField(['internalComment', 'scenarioComponentId'], MESSAGES.notAScenario);
    }
    const key = String(scenarioComponentId);
    const stamp = commentStamp(assessment, key);
    assertFreshOrNew(opts.input.updatedAt, stamp, () => presentAssessment(assessment));
    await emit(tx, 'assessment.changed', { assessmentId: assessment.id, eventId: assessment.eventId, userId: assessment.userId });
    const row = await repo.setInternalComment(
      tx,
      opts.id,
      scenarioComponentId,
      opts.input.comment.trim(),
      nextStamp(stamp ?? new Date(0)),
    );
    const commentOf = (r: AssessmentRow) => ((r.internalComments ?? {}) as Record<string, unknown>)[key] ?? null;
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'internal_comment',
      entity: 'participant_assessment',
      entityId: row.id,
      data: { scenarioComponentId },
      before: { internalComment: commentOf(assessment) },
      after: { internalComment: commentOf(row) },
    });
    return presentAssessment(row);
  });
}

/**
 * The presented row of a first write, or, when somebody wrote it first (the insert found the unique
 * key taken), 409 answer_exists carrying what they wrote.
 */
async function firstWrite<R, P>(
  inserted: R | undefined,
  writtenFirst: () => Promise<R | undefined>,
  present: (row: R) => P,
): Promise<P> {
  if (inserted) return present(inserted);
  const current = await writtenFirst();
  throw new AppError('answer_exists', MESSAGES.answerExists, { current: current ? present(current) : null });
}

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /participant_assessment_parts?participant_assessment_id=: the assessment's answers. */
export async function listAnswers(opts: { db: Db; timeZone: string; viewer: AuthUser; id: number }) {
  return transaction(opts.db, async (tx) => {
    const { assessment } = await assessmentContext(tx, opts);
    return (await repo.answersOf(tx, assessment.id)).map(presentAnswer);
  });
}

/**
 * POST /participant_assessment_parts: the first answer to a block for a scenario, by whoever may
 * edit that scenario's column. The answer must fit the block (answerRefusal: 400 naming `data`).
 * When somebody answered it first, 409 answer_exists with their answer.
 */
export async function createAnswer(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  input: { participantAssessmentId: number; assessmentPartId: number; scenarioComponentId: number; data: AnswerDataInput };
}): Promise<ParticipantAssessmentPart> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const { record, assessor, assessment } = await assessmentContext(tx, { ...opts, id: input.participantAssessmentId });
    const { scenarioComponentId } = input;
    if (!policy.can(opts.viewer, 'editScenario', { ...assessor, scenarioComponentId })) throw notAssessor();
    await assertAnswerFits(tx, record, input);
    const row = await repo.insertAnswer(tx, {
      participantAssessmentId: input.participantAssessmentId,
      assessmentPartId: input.assessmentPartId,
      scenarioComponentId: input.scenarioComponentId,
      updatedBy: opts.viewer.id,
      ...answerColumns(input.data),
    });
    if (row) {
      await emit(tx, 'assessment.changed', {
        assessmentId: assessment.id,
        eventId: assessment.eventId,
        userId: assessment.userId,
      });
      await audit(tx, {
        actorId: opts.viewer.id,
        action: 'create',
        entity: 'participant_assessment_part',
        entityId: row.id,
        data: { participantAssessmentId: row.participantAssessmentId },
        after: recordFields(row),
      });
    }
    return firstWrite(row, () => repo.findAnswerOf(tx, input), presentAnswer);
  });
}

/** 400 unless the scenario is a Scenario of the course and the answer fits the block. */
async function assertAnswerFits(
  tx: Tx,
  record: ShiftRecord,
  input: { assessmentPartId: number; scenarioComponentId: number; data: AnswerDataInput },
): Promise<void> {
  const scenarios = await repo.scenariosOfCourse(tx, record.event.courseId);
  if (!scenarios.some((s) => s.id === input.scenarioComponentId)) {
    throw invalidField(['participantAssessmentPart', 'scenarioComponentId'], MESSAGES.notAScenario);
  }
  const part = await answerablePart(tx, record.event.courseId, input.assessmentPartId, [
    'participantAssessmentPart',
    'assessmentPartId',
  ]);
  const refusal = answerRefusal(part, input.data);
  if (refusal) throw invalidField(['participantAssessmentPart', 'data'], refusal);
}

/**
 * PUT /participant_assessment_parts/{id}: changes an answer. `updatedAt` must be the answer's current
 * version (409 stale_edit with the current answer otherwise).
 */
export async function updateAnswer(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  id: number;
  input: { data: AnswerDataInput; updatedAt: string };
}): Promise<ParticipantAssessmentPart> {
  return transaction(opts.db, async (tx) => {
    const answer = await repo.findAnswer(tx, opts.id, true);
    if (!answer) throw notFound(MESSAGES.answerNotFound);
    const { record, assessor, assessment } = await assessmentContext(tx, { ...opts, id: answer.participantAssessmentId });
    const { scenarioComponentId } = answer;
    if (!policy.can(opts.viewer, 'editScenario', { ...assessor, scenarioComponentId })) throw notAssessor();
    assertFresh(opts.input.updatedAt, answer.updatedAt, () => presentAnswer(answer));
    await assertAnswerFits(tx, record, { ...answer, data: opts.input.data });
    const row = await repo.updateAnswer(tx, answer.id, {
      ...answerColumns(opts.input.data),
      updatedBy: opts.viewer.id,
      updatedAt: nextStamp(answer.updatedAt),
    });
    await emit(tx, 'assessment.changed', { assessmentId: assessment.id, eventId: assessment.eventId, userId: assessment.userId });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'update',
      entity: 'participant_assessment_part',
      entityId: row.id,
      data: { participantAssessmentId: row.participantAssessmentId },
      ...changedFields(answer, row),
    });
    return presentAnswer(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Ratings

/** GET /ratings?participant_assessment_id=: the assessment's ratings. */
export async function listRatings(opts: { db: Db; timeZone: string; viewer: AuthUser; id: number }) {
  return transaction(opts.db, async (tx) => {
    const { assessment } = await assessmentContext(tx, opts);
    return (await repo.ratingsOf(tx, assessment.id)).map(presentRating);
  });
}

/**
 * POST /ratings: the first press of a rating button on a block (pressing 0, or nothing yet, gives
 * toggleRating(0, pressed)). When somebody rated it first, 409 answer_exists with their rating.
 */
export async function createRating(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  input: { participantAssessmentId: number; assessmentPartId: number; pressed: Rating };
}): Promise<AssessmentRating> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const { record, assessment } = await editableAssessment(tx, { ...opts, id: input.participantAssessmentId });
    await answerablePart(tx, record.event.courseId, input.assessmentPartId, ['rating', 'assessmentPartId']);
    const row = await repo.insertRating(tx, {
      participantAssessmentId: input.participantAssessmentId,
      assessmentPartId: input.assessmentPartId,
      rating: toggleRating(0, input.pressed),
      updatedBy: opts.viewer.id,
    });
    if (row) {
      await emit(tx, 'assessment.changed', {
        assessmentId: assessment.id,
        eventId: assessment.eventId,
        userId: assessment.userId,
      });
      await audit(tx, {
        actorId: opts.viewer.id,
        action: 'create',
        entity: 'assessment_rating',
        entityId: row.id,
        data: { participantAssessmentId: row.participantAssessmentId },
        after: recordFields(row),
      });
    }
    return firstWrite(row, () => repo.findRatingOf(tx, input.participantAssessmentId, input.assessmentPartId), presentRating);
  });
}

/**
 * PUT /ratings/{id}: a press of a rating button. The same rating as the current one sets 0, another
 * sets it (toggleRating); `updatedAt` must be the rating's current version (409 otherwise).
 */
export async function updateRating(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  id: number;
  input: { pressed: Rating; updatedAt: string };
}): Promise<AssessmentRating> {
  return transaction(opts.db, async (tx) => {
    const rating = await repo.findRating(tx, opts.id, true);
    if (!rating) throw notFound(MESSAGES.ratingNotFound);
    const { assessment } = await editableAssessment(tx, { ...opts, id: rating.participantAssessmentId });
    assertFresh(opts.input.updatedAt, rating.updatedAt, () => presentRating(rating));
    const row = await repo.updateRating(tx, rating.id, {
      rating: toggleRating(rating.rating as Rating, opts.input.pressed),
      updatedBy: opts.viewer.id,
      updatedAt: nextStamp(rating.updatedAt),
    });
    await emit(tx, 'assessment.changed', { assessmentId: assessment.id, eventId: assessment.eventId, userId: assessment.userId });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'update',
      entity: 'assessment_rating',
      entityId: row.id,
      data: { participantAssessmentId: row.participantAssessmentId },
      ...changedFields(rating, row),
    });
    return presentRating(row);
  });
}

// ---------------------------------------------------------------------------------------------
// NPS

/**
 * The viewer's rights over a participant's NPS rating in a cohort: managers read and edit; the coach or
 * coordinator of a roleplay shift of the cohort the participant sits in, and the role-players of the
 * participant's calls there, read and edit. 404 for an unknown cohort or user.
 */
async function npsRights(tx: Tx, opts: { viewer: AuthUser; cohortId: number; userId: number }) {
  if (!(await repo.cohortExists(tx, opts.cohortId))) throw notFound(MESSAGES.cohortNotFound);
  if (!(await repo.userExists(tx, opts.userId))) throw notFound(MESSAGES.userNotFound);
  const shifts = await repo.cohortShiftsOfParticipant(tx, { ...opts, participantId: opts.userId, viewerId: opts.viewer.id });
  const assessorInCohort = shifts.some((s) => s.coach || s.coordinator || s.plays);
  return {
    rates: policy.can(opts.viewer, 'rateNps', { assessorInCohort }),
    sitsInCohort: shifts.length > 0,
    shiftIds: [...new Set(shifts.map((s) => s.eventId))],
  };
}

/** GET /nps_ratings?cohort_id=&user_id=: the participant's NPS rating in the cohort (rating null when none). */
export async function getNps(opts: { db: Db; viewer: AuthUser; cohortId: number; userId: number }): Promise<NpsRating> {
  return transaction(opts.db, async (tx) => {
    const rights = await npsRights(tx, opts);
    if (!rights.rates) throw new AppError('not_in_shift', 'You are not part of this participant’s shifts');
    return presentNps(opts.cohortId, opts.userId, await repo.findNps(tx, opts.cohortId, opts.userId));
  });
}

/**
 * PUT /nps_ratings: sets the participant's NPS rating (1 to 10) in the cohort. The participant must sit
 * in a call of a roleplay shift of the cohort (400 naming userId); a stale `updatedAt` answers 409.
 * Emits `nps.changed` (open results and skills lists follow it live).
 */
export async function putNps(opts: {
  db: Db;
  viewer: AuthUser;
  input: { cohortId: number; userId: number; rating: number; updatedAt?: string | undefined };
}): Promise<NpsRating> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const rights = await npsRights(tx, { viewer: opts.viewer, cohortId: input.cohortId, userId: input.userId });
    if (!rights.rates) throw notAssessorOfParticipant();
    if (!rights.sitsInCohort) {
      throw invalidField(['npsRating', 'userId'], 'must be a participant in a call of a roleplay shift of the cohort');
    }
    const current = await repo.findNps(tx, input.cohortId, input.userId, true);
    if (current) assertFresh(input.updatedAt, current.updatedAt, () => presentNps(input.cohortId, input.userId, current));
    const row = await repo.upsertNps(tx, {
      cohortId: input.cohortId,
      userId: input.userId,
      rating: input.rating,
      updatedBy: opts.viewer.id,
      updatedAt: current ? nextStamp(current.updatedAt) : new Date(),
    });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'set_nps',
      entity: 'nps_rating',
      entityId: row.id,
      data: { rating: row.rating },
    });
    await emit(tx, 'nps.changed', {
      npsRatingId: row.id,
      cohortId: input.cohortId,
      userId: input.userId,
      eventIds: rights.shiftIds,
    });
    return presentNps(input.cohortId, input.userId, row);
  });
}

// ---------------------------------------------------------------------------------------------
// The action plan e-mail

/**
 * The action plan e-mails of an assessment the viewer may edit: one to the participant (speaking to
 * them) and, per the course preferences, one to their manager (about the participant), each in the
 * course's language with the blocks marked for the plan that need practice and the custom action
 * plan; never the internal comments. Refused when the preferences leave nobody to send to.
 */
async function actionPlanMails(tx: Tx, opts: { config: Config; viewer: AuthUser; id: number; lock: boolean }) {
  const { assessment, record } = await editableAssessment(tx, {
    viewer: opts.viewer,
    timeZone: opts.config.timeZone,
    id: opts.id,
    lock: opts.lock,
  });
  const preferences = await preferencesOf(tx, record.event.courseId);
  const participant = await repo.participantContact(tx, assessment.userId);
  if (!participant) throw notFound(MESSAGES.userNotFound);
  const recipients: Array<{ name: string; email: string; audience: 'participant' | 'manager' }> = [];
  if (preferences.emailActionPlanToParticipant) {
    recipients.push({ name: participant.name, email: participant.email, audience: 'participant' });
  }
  const managerEmail = participant.managerEmail?.trim() ?? '';
  if (preferences.emailActionPlanToManager && managerEmail !== '') {
    recipients.push({ name: participant.managerName?.trim() || managerEmail, email: managerEmail, audience: 'manager' });
  }
  if (recipients.length === 0) throw new AppError('no_action_plan_recipient', MESSAGES.noActionPlanRecipient);

  const parts = await repo.partsOfCourse(tx, record.event.courseId);
  const input: ActionPlanInput = {
    parts,
    answers: await repo.choicesOf(tx, assessment.id),
    ratings: await repo.ratingsOf(tx, assessment.id),
  };
  const items = actionPlanItems(input);
  const { date } = describeShiftTime(record.event, { timeZone: opts.config.timeZone, language: preferences.language });
  const mails = recipients.map(({ audience, ...recipient }) => ({
    recipient,
    mail: renderMail('action-plan', preferences.language, {
      name: recipient.name,
      audience,
      participantName: participant.name,
      courseName: record.courseName,
      clientName: record.clientName,
      date,
      introduction: preferences.emailCustomIntroductionBlurb,
      items: items.map((item) => `• ${item.text}`).join('\n'),
      customActionPlan: assessment.customActionPlan,
      actionPlanText: preferences.emailCustomActionPlanText,
    }),
  }));
  return { assessment, preferences, mails };
}

/**
 * GET /action_plan_email/preview?participant_assessment_id=: the action plan e-mails as Email Action
 * Plan would send them now (recipients, sender, BCC list, subject and text), sending nothing.
 */
export async function previewActionPlan(opts: { db: Db; config: Config; viewer: AuthUser; id: number }): Promise<MailPreviews> {
  return transaction(opts.db, async (tx) => {
    const { preferences, mails } = await actionPlanMails(tx, { ...opts, lock: false });
    return {
      mails: mails.map(({ recipient, mail }) =>
        mailPreview(opts.config, {
          to: [recipient],
          from: preferences.emailSender,
          bcc: preferences.emailBccList,
          subject: mail.subject,
          text: mail.text,
        }),
      ),
    };
  });
}

/**
 * GET /action_plan_email?participant_assessment_id=: e-mails the action plan (see actionPlanMails)
 * to the participant and, per the course preferences, to their manager: one e-mail each, from the
 * course's sender with its BCC list, through the outbox. Records the mail date and answers it with
 * whom the e-mails went to.
 */
export async function emailActionPlan(opts: {
  db: Db;
  config: Config;
  viewer: AuthUser;
  id: number;
}): Promise<ActionPlanEmailResult> {
  return transaction(opts.db, async (tx) => {
    const { assessment, preferences, mails } = await actionPlanMails(tx, { ...opts, lock: true });
    for (const { recipient, mail } of mails) {
      await enqueueMail(tx, {
        to: [recipient.email],
        from: preferences.emailSender || null,
        bcc: preferences.emailBccList,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    }
    const mailDate = nextStamp(assessment.actionPlanEmailDate ?? new Date(0));
    await repo.updateAssessment(tx, assessment.id, { actionPlanEmailDate: mailDate });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'email_action_plan',
      entity: 'participant_assessment',
      entityId: assessment.id,
      data: { recipients: mails.length },
    });
    const recipients = mails.map((m) => m.recipient);
    return {
      message: actionPlanSentText(recipients.map((r) => r.name)),
      recipients,
      mailDate: mailDate.toISOString(),
    };
  });
}
