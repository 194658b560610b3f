import { z } from 'zod';
import { idSchema, idTextSchema, pageOf, pageQuerySchema } from './common';

/**
 * Coaching role-players (specification 001, sections 3–5; DESIGN.md section 6): a coaching record
 * (the specification's roleplayer assessment) is one coach's record of one role-player in one call,
 * answered question by question from the course's role-player assessment template.
 */

export const ANSWER_TYPES = ['binary', 'scale', 'comment'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const answerTypeSchema = z.enum(ANSWER_TYPES, { message: `must be one of ${ANSWER_TYPES.join(', ')}` });

/** A scale answer is a whole number from SCALE_MIN to SCALE_MAX (stored as i/SCALE_MAX). */
export const SCALE_MIN = 1;
export const SCALE_MAX = 6;
/** A binary answer is 1 (yes) or 0 (no). */
export const BINARY_VALUES = [0, 1] as const;
/** The longest comment answer, in characters. */
export const MAX_COMMENT_ANSWER = 5000;

/** How a scale answer i is stored: i/6. */
export const scaleToStored = (value: number): number => value / SCALE_MAX;
/** The scale answer (1–6) a stored fraction stands for. */
export const storedToScale = (stored: number): number => Math.round(stored * SCALE_MAX);

/**
 * Why an answer value does not fit its question's type (the text follows the field's name), or null
 * when it fits: binary takes 1 or 0, scale 1 to 6, a comment takes text and no value.
 */
export function answerValueRefusal(answerType: AnswerType, value: number | null | undefined): string | null {
  if (answerType === 'comment') return value == null ? null : 'must be empty for a comment question';
  if (value == null) return null;
  if (answerType === 'binary') return value === 0 || value === 1 ? null : 'must be 1 (yes) or 0 (no)';
  return Number.isInteger(value) && value >= SCALE_MIN && value <= SCALE_MAX
    ? null
    : `must be a whole number from ${SCALE_MIN} to ${SCALE_MAX}`;
}

/** An answer as a person reads it: a scale as 1–6, a binary as Yes/No, a comment as its text ('' when none). */
export function answerDisplay(answerType: AnswerType, answerValue: number | null, answer: string | null): string {
  if (answerType === 'comment') return answer ?? '';
  if (answerValue == null) return '';
  if (answerType === 'binary') return answerValue === 1 ? 'Yes' : 'No';
  return `${answerValue} / ${SCALE_MAX}`;
}

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** A question of a role-player assessment template. */
export const coachingQuestionSchema = z.object({
  id: z.number().int(),
  header: z.string(),
  content: z.string(),
  answerType: answerTypeSchema,
  position: z.number().int(),
});
export type CoachingQuestion = z.infer<typeof coachingQuestionSchema>;

/**
 * A saved answer. `answerValue` is in the units it was sent in: 1 or 0 for binary, 1–6 for scale
 * (the database keeps i/6); `answer` is a comment's text.
 */
export const coachingAnswerSchema = z.object({
  id: z.number().int(),
  roleplayerAssessmentId: z.number().int(),
  roleplayerAssessmentQuestionId: z.number().int(),
  answerValue: z.number().nullable(),
  answer: z.string().nullable(),
  updatedAt: z.string(),
});
export type CoachingAnswer = z.infer<typeof coachingAnswerSchema>;

/** A coaching record as the coaching form shows it: its questions and the answers given so far. */
export const coachingRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  callId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  roleplayer: personSchema,
  coach: personSchema,
  /** The session the call belonged to: its course's name (and cohort). */
  sessionName: z.string(),
  sessionBegins: z.string().nullable(),
  createdAt: z.string(),
  questions: z.array(coachingQuestionSchema),
  answers: z.array(coachingAnswerSchema),
});
export type CoachingRecord = z.infer<typeof coachingRecordSchema>;

/** GET coaching record: the record of the role-player in the call, or null (the "empty answer"). */
export const coachingRecordLookupSchema = z.object({ roleplayerAssessment: coachingRecordSchema.nullable() });
export type CoachingRecordLookup = z.infer<typeof coachingRecordLookupSchema>;

export const coachingRecordQuerySchema = z.object({ user_id: idTextSchema, call_id: idTextSchema });
export type CoachingRecordQuery = z.infer<typeof coachingRecordQuerySchema>;

export const createCoachingRecordBodySchema = z.object({
  roleplayerAssessment: z.object({ callId: idSchema, userId: idSchema }),
});
export type CreateCoachingRecordBody = z.infer<typeof createCoachingRecordBodySchema>;

export const saveCoachingAnswerBodySchema = z.object({
  roleplayerAssessmentAnswer: z.object({
    roleplayerAssessmentId: idSchema,
    roleplayerAssessmentQuestionId: idSchema,
    answerValue: z
      .number()
      .int('must be a whole number')
      .min(0, `must be from 0 to ${SCALE_MAX}`)
      .max(SCALE_MAX, `must be from 0 to ${SCALE_MAX}`)
      .nullable()
      .optional(),
    answer: z.string().max(MAX_COMMENT_ANSWER).nullable().optional(),
  }),
});
export type SaveCoachingAnswerBody = z.infer<typeof saveCoachingAnswerBodySchema>;
export type SaveCoachingAnswerInput = SaveCoachingAnswerBody['roleplayerAssessmentAnswer'];

/** A question and its answer, as the archive and the coaching history show them. */
export const coachingPairSchema = z.object({
  questionId: z.number().int(),
  header: z.string(),
  content: z.string(),
  answerType: answerTypeSchema,
  answerValue: z.number().nullable(),
  answer: z.string().nullable(),
});
export type CoachingPair = z.infer<typeof coachingPairSchema>;

/** A row of the archive list. */
export const archiveRowSchema = z.object({
  id: z.number().int(),
  roleplayer: personSchema,
  coach: personSchema,
  sessionName: z.string(),
  createdAt: z.string(),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;
export const archivePageSchema = pageOf(archiveRowSchema);
export type ArchivePage = z.infer<typeof archivePageSchema>;
/** The archive's query: page, per_page, and search (role-player, coach or session name). */
export const archiveQuerySchema = pageQuerySchema;

/** An archived coaching record: session, role-player, date, coach and the question/answer pairs. */
export const archivedRecordSchema = archiveRowSchema.extend({
  sessionBegins: z.string().nullable(),
  pairs: z.array(coachingPairSchema),
});
export type ArchivedRecord = z.infer<typeof archivedRecordSchema>;
export const coachingHistorySchema = pageOf(archivedRecordSchema);
export type CoachingHistory = z.infer<typeof coachingHistorySchema>;
export const coachingHistoryQuerySchema = pageQuerySchema.omit({ search: true });

// ---------------------------------------------------------------------------------------------
// Templates

export const MAX_TEMPLATE_QUESTIONS = 100;

/** A question as the template editor sends it: `id` for a question kept, none for a new one. */
export const templateQuestionInputSchema = z.object({
  id: idSchema.optional(),
  header: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200),
  content: z.string().trim().max(2000).default(''),
  answerType: answerTypeSchema,
});
export type TemplateQuestionInput = z.infer<typeof templateQuestionInputSchema>;

/** A whole template: its name and its questions in order. */
export const templateBodySchema = z.object({
  roleplayerAssessmentTemplate: z.object({
    name: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200),
    questions: z.array(templateQuestionInputSchema).max(MAX_TEMPLATE_QUESTIONS),
  }),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;
export type TemplateInput = TemplateBody['roleplayerAssessmentTemplate'];

/** A template as its editor shows it: which questions have answers (those cannot change) and where it is used. */
export const templateDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  courseCount: z.number().int(),
  recordCount: z.number().int(),
  questions: z.array(coachingQuestionSchema.extend({ answered: z.boolean() })),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** Two questions of one template may not share a header (the archive shows questions by header). */
export function duplicateHeaderIndex(questions: ReadonlyArray<{ header: string }>): number {
  const seen = new Set<string>();
  for (const [index, question] of questions.entries()) {
    const key = question.header.trim().toLowerCase();
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}
