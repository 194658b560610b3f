import { z } from 'zod';
import { BLOCK_TYPES } from '../constants';
import { MAX_SHORT_ANSWER, NPS_MAX, NPS_MIN, RATINGS, TRUE_FALSE_ANSWERS } from '../domain/assessment-rules';
import { idSchema, idTextSchema, isoDateTimeSchema, permissionsSchema } from './common';
import { mailRecipientSchema } from './mailbox';

/**
 * The skills assessment of a participant (second document, sections 2, 3 and 7): answers per skills-list
 * block and scenario, ratings per block, internal comments per scenario, the NPS rating per cohort,
 * the custom action plan, Submit and the action plan e-mail.
 */

/** A rating as sent and answered: -1, 0 or 1 (RATINGS). */
const ratingValueSchema = z.literal(RATINGS);

/** One answer: exactly one of `value` (true/false items), `text` (short answers), `answerIndex` (multiple choice). */
export const answerDataSchema = z.union([
  z.strictObject({ value: z.enum(TRUE_FALSE_ANSWERS) }),
  z.strictObject({ text: z.string().max(MAX_SHORT_ANSWER) }),
  z.strictObject({ answerIndex: z.number().int().min(0).max(99) }),
]);
export type AnswerDataInput = z.infer<typeof answerDataSchema>;

/** A participant assessment part: the answer to one skills-list block for one scenario. */
export const participantAssessmentPartSchema = z.object({
  id: z.number().int(),
  participantAssessmentId: z.number().int(),
  assessmentPartId: z.number().int(),
  scenarioComponentId: z.number().int(),
  data: answerDataSchema,
  updatedAt: z.string(),
});
export type ParticipantAssessmentPart = z.infer<typeof participantAssessmentPartSchema>;

/** The rating (-1, 0 or 1) of one skills-list block for the participant. */
export const assessmentRatingSchema = z.object({
  id: z.number().int(),
  participantAssessmentId: z.number().int(),
  assessmentPartId: z.number().int(),
  rating: ratingValueSchema,
  updatedAt: z.string(),
});
export type AssessmentRating = z.infer<typeof assessmentRatingSchema>;

/** A participant's NPS rating in a cohort; `rating` null while none is given. */
export const npsRatingSchema = z.object({
  cohortId: z.number().int(),
  userId: z.number().int(),
  rating: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type NpsRating = z.infer<typeof npsRatingSchema>;

/** A participant's assessment in a roleplay shift. Internal comments are never e-mailed. */
export const participantAssessmentSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  customActionPlan: z.string(),
  /** Each comment with its own version stamp, sent back with a change of that comment. */
  internalComments: z.array(
    z.object({ scenarioComponentId: z.number().int(), comment: z.string(), updatedAt: z.string().nullable() }),
  ),
  completedAt: z.string().nullable(),
  actionPlanEmailDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type ParticipantAssessment = z.infer<typeof participantAssessmentSchema>;

/** A skills-list block as the assessment page shows it. */
export const skillsListPartSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  blockType: z.enum(BLOCK_TYPES),
  actionPlan: z.boolean(),
  answers: z.array(z.string()),
});
export type SkillsListPart = z.infer<typeof skillsListPartSchema>;

/** A scenario column of the page: its role-player in the call, and whether the viewer may edit its answers and comment. */
export const skillsListScenarioSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  roleplayer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  permissions: permissionsSchema('edit'),
});
export type SkillsListScenario = z.infer<typeof skillsListScenarioSchema>;

/**
 * GET /calls/{id}/skills_list?user_id=: the page of one participant of a call (the first one when
 * user_id is left out). `assessment` is null until somebody assesses the participant in the shift.
 */
export const skillsListSchema = z.object({
  callId: z.number().int(),
  eventId: z.number().int(),
  courseId: z.number().int(),
  cohortId: z.number().int().nullable(),
  participants: z.array(z.object({ id: z.number().int(), name: z.string() })),
  userId: z.number().int().nullable(),
  scenarios: z.array(skillsListScenarioSchema),
  parts: z.array(skillsListPartSchema),
  /** `edit`: the viewer may edit at least one scenario column, and so the ratings, NPS and the action plan. */
  permissions: permissionsSchema('edit'),
  assessment: participantAssessmentSchema.nullable(),
  answers: z.array(participantAssessmentPartSchema),
  ratings: z.array(assessmentRatingSchema),
  nps: npsRatingSchema.nullable(),
  actionPlan: z.array(z.object({ assessmentPartId: z.number().int(), text: z.string() })),
});
export type SkillsList = z.infer<typeof skillsListSchema>;

export const skillsListQuerySchema = z.object({ user_id: idTextSchema.optional() });

export const participantAssessmentQuerySchema = z.object({ participant_assessment_id: idTextSchema });

/** POST /participant_assessments: the participant's assessment in the call's shift, made when missing. */
export const openParticipantAssessmentBodySchema = z.object({
  participantAssessment: z.object({ callId: idSchema, userId: idSchema }),
});

/** PUT /participant_assessments/{id}: the custom action plan, and/or Submit; a stale updatedAt answers 409. */
export const updateParticipantAssessmentBodySchema = z.object({
  participantAssessment: z.object({
    customActionPlan: z.string().max(MAX_SHORT_ANSWER).optional(),
    submit: z.literal(true).optional(),
    updatedAt: isoDateTimeSchema.optional(),
  }),
});

/**
 * PUT /participant_assessments/{id}/internal_comments: one scenario's internal comment (empty removes it).
 * `updatedAt` is that comment's stamp the edit began from (null: it began from no comment); a comment
 * changed meanwhile answers 409. Without it the comment is saved as before (last write wins).
 */
export const internalCommentBodySchema = z.object({
  internalComment: z.object({
    scenarioComponentId: idSchema,
    comment: z.string().max(MAX_SHORT_ANSWER),
    updatedAt: isoDateTimeSchema.nullable().optional(),
  }),
});

/** POST /participant_assessment_parts: the first answer to a block for a scenario (409 when one exists). */
export const createParticipantAssessmentPartBodySchema = z.object({
  participantAssessmentPart: z.object({
    participantAssessmentId: idSchema,
    assessmentPartId: idSchema,
    scenarioComponentId: idSchema,
    data: answerDataSchema,
  }),
});

/** PUT /participant_assessment_parts/{id}: a changed answer, with the updatedAt it was read at. */
export const updateParticipantAssessmentPartBodySchema = z.object({
  participantAssessmentPart: z.object({ data: answerDataSchema, updatedAt: isoDateTimeSchema }),
});

/** POST /ratings: the first press of a rating button on a block. */
export const createRatingBodySchema = z.object({
  rating: z.object({ participantAssessmentId: idSchema, assessmentPartId: idSchema, pressed: ratingValueSchema }),
});

/** PUT /ratings/{id}: a press of a rating button; the same rating again sets 0 (toggleRating). */
export const updateRatingBodySchema = z.object({
  rating: z.object({ pressed: ratingValueSchema, updatedAt: isoDateTimeSchema }),
});

export const npsQuerySchema = z.object({ cohort_id: idTextSchema, user_id: idTextSchema });

/** PUT /nps_ratings: the participant's NPS rating (1 to 10) in the cohort. */
export const npsRatingBodySchema = z.object({
  npsRating: z.object({
    cohortId: idSchema,
    userId: idSchema,
    rating: z.number().int().min(NPS_MIN).max(NPS_MAX),
    updatedAt: isoDateTimeSchema.optional(),
  }),
});

/**
 * GET /action_plan_email?participant_assessment_id=: the success message (naming whom it reached),
 * the recipients and when the mail was queued. GET /action_plan_email/preview with the same query
 * shows those e-mails first (mailPreviewsSchema) without sending anything.
 */
export const actionPlanEmailResultSchema = z.object({
  message: z.string(),
  recipients: z.array(mailRecipientSchema),
  mailDate: z.string(),
});
export type ActionPlanEmailResult = z.infer<typeof actionPlanEmailResultSchema>;
