/**
 * Coaching role-players (DESIGN section 6): a coaching record is unique per role-player and call; the
 * first coach creates it and another gets 409 coaching_form_taken. Answers are saved one at a time
 * (binary 1/0, scale 1–6 kept as i/6, comment text). The archive lists records (a coach their own,
 * admins and coordinators all); the coaching history lists a role-player's records. Admins manage the
 * role-player assessment templates; a question with answers can no longer change or leave its template.
 */
import {
  type AnswerType,
  type ArchivedRecord,
  type ArchivePage,
  answerValueRefusal,
  type CoachingAnswer,
  type CoachingHistory,
  type CoachingRecord,
  type CoachingRecordLookup,
  duplicateHeaderIndex,
  MESSAGES,
  type PageQuery,
  type Role,
  type SaveCoachingAnswerInput,
  type TemplateDetail,
  type TemplateInput,
} from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit, changedFields, recordFields } from '../../lib/audit';
import { AppError, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import * as policy from './policy';
import { answerValueIn, presentAnswer, presentArchived, presentQuestion, presentRecord, presentRow } from './presenter';
import * as repo from './repository';

const FOREIGN_KEY_VIOLATION = '23503';

type Viewer = Pick<AuthUser, 'id' | 'roles'>;

const taken = () => new AppError('coaching_form_taken', MESSAGES.coachingFormTaken);
const recordNotFound = () => notFound(MESSAGES.coachingRecordNotFound);

/** The call, the role-player and whether they played in it: 404 for an unknown call or user, 409 when they did not play. */
async function assertPlayedInCall(tx: Tx, callId: number, userId: number) {
  const call = await repo.callContext(tx, callId);
  if (!call) throw notFound(MESSAGES.callNotFound);
  if (!(await repo.userExists(tx, userId))) throw notFound(MESSAGES.userNotFound);
  if (!(await repo.playsInCall(tx, callId, userId))) throw new AppError('roleplayer_not_in_call', MESSAGES.roleplayerNotInCall);
  return call;
}

/** The record as the coaching form shows it. */
async function formView(tx: Tx, id: number): Promise<CoachingRecord> {
  const header = await repo.recordHeader(tx, id);
  if (!header) throw recordNotFound();
  const questions = header.templateId === null ? [] : await repo.questionsOfTemplates(tx, [header.templateId]);
  return presentRecord(header, questions, await repo.answersOf(tx, [id]));
}

/** Pages of records with their question/answer pairs (the coaching history). */
async function archivedPage(tx: Tx, filter: repo.RecordFilter, query: PageQuery): Promise<CoachingHistory> {
  const total = await repo.countRecords(tx, filter);
  const headers = await repo.listRecords(tx, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const templateIds = [...new Set(headers.flatMap((h) => (h.templateId === null ? [] : [h.templateId])))];
  const questions = await repo.questionsOfTemplates(tx, templateIds);
  const answers = await repo.answersOf(
    tx,
    headers.map((h) => h.id),
  );
  return {
    total,
    data: headers.map((h) =>
      presentArchived(
        h,
        questions.filter((q) => q.templateId === h.templateId),
        answers.filter((a) => a.roleplayerAssessmentId === h.id),
      ),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The coaching form

/**
 * The coaching record of a role-player in a call: null when there is none yet (the form then creates
 * it), the record for the coach who wrote it (and for admins), 409 coaching_form_taken for another coach.
 */
export async function findCoachingRecord(opts: {
  db: Db;
  viewer: Viewer;
  userId: number;
  callId: number;
}): Promise<CoachingRecordLookup> {
  return transaction(opts.db, async (tx) => {
    await assertPlayedInCall(tx, opts.callId, opts.userId);
    const record = await repo.findRecordOfUserInCall(tx, opts.userId, opts.callId);
    if (!record) return { roleplayerAssessment: null };
    if (!policy.can(opts.viewer, 'edit', record)) throw taken();
    return { roleplayerAssessment: await formView(tx, record.id) };
  });
}

/**
 * Creates the coaching record of a role-player who played in the call, with the questions of the
 * call's course's template, and sets the role-player's lastCoached, in one transaction. When the
 * record exists already it is returned to the coach who wrote it (`created: false`) and refused to
 * anybody else (409): of two coaches at once, exactly one creates it.
 */
export async function createCoachingRecord(opts: {
  db: Db;
  actor: Viewer;
  input: { callId: number; userId: number };
}): Promise<{ record: CoachingRecord; created: boolean }> {
  const { input, actor } = opts;
  return transaction(opts.db, async (tx) => {
    const call = await assertPlayedInCall(tx, input.callId, input.userId);
    const inserted = await repo.insertRecordIfAbsent(tx, {
      userId: input.userId,
      callId: input.callId,
      eventId: call.eventId,
      coachId: actor.id,
      templateId: call.templateId,
    });
    if (!inserted) {
      const existing = await repo.findRecordOfUserInCall(tx, input.userId, input.callId);
      if (!existing || existing.coachId !== actor.id) throw taken();
      return { record: await formView(tx, existing.id), created: false };
    }
    await repo.setLastCoached(tx, input.userId, inserted.createdAt);
    await emit(tx, 'coaching.changed', { recordId: inserted.id, userId: input.userId, coachId: actor.id });
    await audit(tx, { actorId: actor.id, action: 'create', entity: 'roleplayer_assessment', entityId: inserted.id, data: input });
    return { record: await formView(tx, inserted.id), created: true };
  });
}

/** A coaching record by id: its coach and admins (the form); coordinators too (they read the archive). */
export async function getCoachingRecord(opts: { db: Db; viewer: Viewer; id: number }): Promise<CoachingRecord> {
  return transaction(opts.db, async (tx) => {
    const record = await repo.findRecord(tx, opts.id);
    if (!record) throw recordNotFound();
    if (!policy.can(opts.viewer, 'read', record)) throw forbidden(MESSAGES.forbidden);
    return formView(tx, record.id);
  });
}

/**
 * Saves one answer of a record (replacing the previous one): by the record's coach or an admin, to a
 * question of the record's template, with a value its type takes (binary 1/0, scale 1–6, comment text).
 */
export async function saveAnswer(opts: { db: Db; actor: Viewer; input: SaveCoachingAnswerInput }): Promise<CoachingAnswer> {
  const { input } = opts;
  try {
    return await transaction(opts.db, async (tx) => {
      const record = await repo.findRecord(tx, input.roleplayerAssessmentId, 'key share');
      if (!record) throw recordNotFound();
      if (!policy.can(opts.actor, 'edit', record)) throw taken();
      const [question] = await repo.questionsByIds(tx, [input.roleplayerAssessmentQuestionId]);
      if (!question || question.templateId !== record.templateId) {
        throw invalidField('roleplayerAssessmentAnswer.roleplayerAssessmentQuestionId', MESSAGES.questionNotInRecord);
      }
      const answerType: AnswerType = question.answerType;
      const refusal = answerValueRefusal(answerType, input.answerValue);
      if (refusal) throw invalidField('roleplayerAssessmentAnswer.answerValue', refusal);
      const previous = (await repo.answersOf(tx, [record.id])).find((a) => a.roleplayerAssessmentQuestionId === question.id);
      const row = await repo.upsertAnswer(tx, {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: question.id,
        answerValue: answerValueIn(answerType, input.answerValue),
        answer: answerType === 'comment' ? (input.answer ?? null) : null,
      });
      await emit(tx, 'coaching.changed', { recordId: record.id, userId: record.userId, coachId: record.coachId });
      await audit(tx, {
        actorId: opts.actor.id,
        action: previous ? 'update' : 'create',
        entity: 'roleplayer_assessment_answer',
        entityId: row.id,
        data: { roleplayerAssessmentId: record.id },
        ...(previous ? changedFields(previous, row) : { after: recordFields(row) }),
      });
      return presentAnswer(row, answerType);
    });
  } catch (err) {
    // The record or its question was deleted meanwhile.
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('conflict', MESSAGES.conflict);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Archive and history

/** One page of the archive, newest first: every record for admins and coordinators, a coach's own for a coach. */
export async function listArchive(opts: { db: Db; viewer: Viewer; query: PageQuery }): Promise<ArchivePage> {
  const filter: repo.RecordFilter = {
    search: opts.query.search || undefined,
    ...policy.readableRecords(opts.viewer),
  };
  const page = { limit: opts.query.per_page, offset: (opts.query.page - 1) * opts.query.per_page };
  return transaction(opts.db, async (tx) => {
    const total = await repo.countRecords(tx, filter);
    const rows = await repo.listRecords(tx, filter, page);
    return { total, data: rows.map(presentRow) };
  });
}

/** An archived record with its question/answer pairs; a coach (not admin or sc) reads only their own. */
export async function getArchivedRecord(opts: { db: Db; viewer: Viewer; id: number }): Promise<ArchivedRecord> {
  return transaction(opts.db, async (tx) => {
    const header = await repo.recordHeader(tx, opts.id);
    if (!header) throw recordNotFound();
    if (!policy.can(opts.viewer, 'read', header)) throw forbidden(MESSAGES.forbidden);
    const questions = header.templateId === null ? [] : await repo.questionsOfTemplates(tx, [header.templateId]);
    return presentArchived(header, questions, await repo.answersOf(tx, [header.id]));
  });
}

/**
 * A user's coaching history (the records of them as role-player), newest first. Admins, coordinators
 * and coaches read it for role-players and coaches; anybody reads their own.
 */
export async function coachingHistory(opts: {
  db: Db;
  viewer: Viewer;
  userId: number;
  query: PageQuery;
}): Promise<CoachingHistory> {
  return transaction(opts.db, async (tx) => {
    const roles = await repo.userRoles(tx, opts.userId);
    if (!roles) throw notFound(MESSAGES.userNotFound);
    if (!policy.can(opts.viewer, 'readHistory', { id: opts.userId, roles: roles as Role[] })) throw forbidden(MESSAGES.forbidden);
    return archivedPage(tx, { roleplayerId: opts.userId }, opts.query);
  });
}

/** The records a coach wrote, newest first (the user page shows them to admins). */
export async function recordsCreated(opts: { db: Db; userId: number; query: PageQuery }): Promise<CoachingHistory> {
  return transaction(opts.db, async (tx) => {
    if (!(await repo.userExists(tx, opts.userId))) throw notFound(MESSAGES.userNotFound);
    return archivedPage(tx, { coachId: opts.userId }, opts.query);
  });
}

// ---------------------------------------------------------------------------------------------
// Templates

const templateNotFound = () => notFound(MESSAGES.templateNotFound);
const questionField = (index: number, name: string) => `roleplayerAssessmentTemplate.questions.${index}.${name}`;

async function templateDetail(tx: Tx, id: number): Promise<TemplateDetail> {
  const template = await repo.findTemplate(tx, id);
  if (!template) throw templateNotFound();
  const questions = await repo.questionsOfTemplates(tx, [id]);
  const answered = await repo.answeredQuestionIds(tx, id);
  const use = await repo.templateUse(tx, id);
  return {
    id: template.id,
    name: template.name,
    ...use,
    questions: questions.map((q) => ({ ...presentQuestion(q), answered: answered.has(q.id) })),
  };
}

function assertDistinctHeaders(input: TemplateInput): void {
  const index = duplicateHeaderIndex(input.questions);
  if (index >= 0) throw invalidField(questionField(index, 'header'), MESSAGES.duplicateQuestionHeader);
}

/** A template with its questions, which of them have answers, and how many courses and records use it. */
export async function getTemplate(opts: { db: Db; id: number }): Promise<TemplateDetail> {
  return transaction(opts.db, (tx) => templateDetail(tx, opts.id));
}

/** Creates a template with its questions in the order given (ids sent are ignored: every question is new). */
export async function createTemplate(opts: { db: Db; actor: Viewer; input: TemplateInput }): Promise<TemplateDetail> {
  assertDistinctHeaders(opts.input);
  return transaction(opts.db, async (tx) => {
    const template = await repo.insertTemplate(tx, opts.input.name);
    for (const [position, q] of opts.input.questions.entries()) {
      await repo.insertQuestion(tx, {
        templateId: template.id,
        header: q.header,
        content: q.content,
        answerType: q.answerType,
        position,
      });
    }
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'roleplayer_assessment_template',
      entityId: template.id,
    });
    return templateDetail(tx, template.id);
  });
}

/**
 * Saves a template: its name and its questions in the order given (with `id`: a question kept; without:
 * a new one; left out: removed). A question with answers keeps its header, content and type and
 * stays (409 question_answered otherwise): records keep the questions they were answered to.
 */
export async function updateTemplate(opts: { db: Db; actor: Viewer; id: number; input: TemplateInput }): Promise<TemplateDetail> {
  const { input } = opts;
  assertDistinctHeaders(input);
  try {
    return await transaction(opts.db, async (tx) => {
      if (!(await repo.findTemplate(tx, opts.id, 'update'))) throw templateNotFound();
      const current = new Map((await repo.questionsOfTemplates(tx, [opts.id])).map((q) => [q.id, q]));
      const answered = await repo.answeredQuestionIds(tx, opts.id);
      const kept = new Set<number>();
      for (const [index, q] of input.questions.entries()) {
        if (q.id === undefined) continue;
        const was = current.get(q.id);
        if (!was || kept.has(q.id)) throw invalidField(questionField(index, 'id'), 'is not a question of this template');
        kept.add(q.id);
        const changed = was.header !== q.header || was.content !== q.content || was.answerType !== q.answerType;
        if (changed && answered.has(q.id))
          throw new AppError('question_answered', MESSAGES.questionAnswered, { questionId: q.id });
      }
      for (const id of answered) {
        if (!kept.has(id)) throw new AppError('question_answered', MESSAGES.questionAnswered, { questionId: id });
      }
      await repo.deleteQuestionsExcept(tx, opts.id, [...kept]);
      for (const [position, q] of input.questions.entries()) {
        const values = { header: q.header, content: q.content, answerType: q.answerType, position };
        if (q.id === undefined) await repo.insertQuestion(tx, { templateId: opts.id, ...values });
        else await repo.updateQuestion(tx, q.id, values);
      }
      await repo.renameTemplate(tx, opts.id, input.name);
      await audit(tx, { actorId: opts.actor.id, action: 'update', entity: 'roleplayer_assessment_template', entityId: opts.id });
      return templateDetail(tx, opts.id);
    });
  } catch (err) {
    // An answer to a removed question was saved meanwhile: the question stays.
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('question_answered', MESSAGES.questionAnswered);
    throw err;
  }
}

/** Deletes a template no course picks and no record was made from (409 template_in_use otherwise). */
export async function deleteTemplate(opts: { db: Db; actor: Viewer; id: number }): Promise<void> {
  try {
    await transaction(opts.db, async (tx) => {
      if (!(await repo.findTemplate(tx, opts.id, 'update'))) throw templateNotFound();
      const use = await repo.templateUse(tx, opts.id);
      if (use.courseCount > 0 || use.recordCount > 0) throw new AppError('template_in_use', MESSAGES.templateInUse);
      await repo.deleteTemplateRow(tx, opts.id);
      await audit(tx, { actorId: opts.actor.id, action: 'delete', entity: 'roleplayer_assessment_template', entityId: opts.id });
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new AppError('template_in_use', MESSAGES.templateInUse);
    throw err;
  }
}
