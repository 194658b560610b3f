import {
  type AnswerType,
  type ArchivedRecord,
  type ArchiveRow,
  type CoachingAnswer,
  type CoachingQuestion,
  type CoachingRecord,
  scaleToStored,
  storedToScale,
} from '@app/shared';
import type { AnswerRow, QuestionRow, RecordHeader } from './repository';

/** The session a record's call belonged to: the course's name, with the cohort's when it has one ('' once the shift is gone). */
export function sessionName(header: Pick<RecordHeader, 'courseName' | 'cohortName'>): string {
  if (!header.courseName) return '';
  return header.cohortName ? `${header.courseName} — ${header.cohortName}` : header.courseName;
}

/** A stored answer value in the units the API speaks: scale 1–6 (stored i/6), binary 1/0. */
export function answerValueOut(answerType: AnswerType | undefined, stored: number | null): number | null {
  if (stored === null) return null;
  return answerType === 'scale' ? storedToScale(stored) : stored;
}

/** A value the API received, as the database keeps it. */
export function answerValueIn(answerType: AnswerType, value: number | null | undefined): number | null {
  if (value === null || value === undefined || answerType === 'comment') return null;
  return answerType === 'scale' ? scaleToStored(value) : value;
}

export function presentQuestion(q: QuestionRow): CoachingQuestion {
  return { id: q.id, header: q.header, content: q.content, answerType: q.answerType, position: q.position };
}

export function presentAnswer(row: AnswerRow, answerType: AnswerType | undefined): CoachingAnswer {
  return {
    id: row.id,
    roleplayerAssessmentId: row.roleplayerAssessmentId,
    roleplayerAssessmentQuestionId: row.roleplayerAssessmentQuestionId,
    answerValue: answerValueOut(answerType, row.answerValue),
    answer: row.answer,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRow(header: RecordHeader): ArchiveRow {
  return {
    id: header.id,
    roleplayer: { id: header.userId, name: header.roleplayerName },
    coach: { id: header.coachId, name: header.coachName },
    sessionName: sessionName(header),
    createdAt: header.createdAt.toISOString(),
  };
}

/** The coaching form's view of a record: its template's questions and the answers so far. */
export function presentRecord(header: RecordHeader, questions: QuestionRow[], answers: AnswerRow[]): CoachingRecord {
  const types = new Map(questions.map((q) => [q.id, q.answerType]));
  return {
    id: header.id,
    userId: header.userId,
    callId: header.callId,
    eventId: header.eventId,
    roleplayer: { id: header.userId, name: header.roleplayerName },
    coach: { id: header.coachId, name: header.coachName },
    sessionName: sessionName(header),
    sessionBegins: header.begins ? header.begins.toISOString() : null,
    createdAt: header.createdAt.toISOString(),
    questions: questions.map(presentQuestion),
    answers: answers.map((a) => presentAnswer(a, types.get(a.roleplayerAssessmentQuestionId))),
  };
}

/**
 * An archived record: every question of its template in order with its answer (null when not
 * answered). Answered questions cannot leave a template, so every answer has its question here.
 */
export function presentArchived(header: RecordHeader, questions: QuestionRow[], answers: AnswerRow[]): ArchivedRecord {
  const byQuestion = new Map(answers.map((a) => [a.roleplayerAssessmentQuestionId, a]));
  return {
    ...presentRow(header),
    sessionBegins: header.begins ? header.begins.toISOString() : null,
    pairs: questions.map((q) => {
      const answer = byQuestion.get(q.id);
      return {
        questionId: q.id,
        header: q.header,
        content: q.content,
        answerType: q.answerType,
        answerValue: answer ? answerValueOut(q.answerType, answer.answerValue) : null,
        answer: answer?.answer ?? null,
      };
    }),
  };
}
