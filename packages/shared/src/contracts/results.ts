import { z } from 'zod';
import { RATINGS } from '../domain/assessment-rules';
import { idTextSchema, isoDateTimeSchema } from './common';

/**
 * Results of the skills assessment: one participant's progress in a course, and a course's figures.
 *
 * Words used here:
 * - A **rating block** is a block of the course's skills list that takes an answer (true/false,
 *   short answer, multiple choice; not headings), in skills-list order. Each may carry one rating
 *   (−1, 0 or 1) per participant assessment.
 * - A **session** is a participant's assessment in one roleplay shift: the assessment, and so its
 *   ratings, belongs to the shift, not to one call, so a participant with two calls in one shift has
 *   one session there. Its call is the participant's first call of the shift (lowest call block) and
 *   its date that call's start (the shift's start plus the block number times the call length).
 *   Sessions are in time order: by the minute the shift starts, then the shift's id.
 * - A participant is **rated** on a block in a session when the block has a rating row in that
 *   assessment, whatever its value (0 included), submitted or not.
 * - An **NPS answer** is a participant's NPS rating (1 to 10) in a cohort of the course. It is dated
 *   by its shift: the participant's latest roleplay shift of the cohort, among those they sit in a call
 *   of, that began at or before the rating was last set (the earliest such shift when none had);
 *   null when they sit in no call of the cohort any more. Groups and score: domain/nps.ts.
 */

/** A rating of a block: −1, 0 or 1. */
const ratingSchema = z.literal(RATINGS);

// ---------------------------------------------------------------------------------------------
// GET /participants/{id}/progress?course_id=

export const participantProgressQuerySchema = z.object({ course_id: idTextSchema });
export type ParticipantProgressQuery = z.input<typeof participantProgressQuerySchema>;

/** One session in which the participant was rated on the block. */
export const skillPointSchema = z.object({
  /** The participant's first call of the shift; null when they no longer sit in a call of it. */
  callId: z.number().int().nullable(),
  shiftId: z.number().int(),
  /** The call's start (the shift's start without a call), an ISO instant. */
  date: z.string(),
  rating: ratingSchema,
});
export type SkillPoint = z.infer<typeof skillPointSchema>;

/**
 * One rating block with the participant's ratings in time order. `first` and `latest` are the ratings
 * of the first and the latest session, `best` the highest; all three null when there is no point.
 */
export const skillProgressSchema = z.object({
  assessmentPartId: z.number().int(),
  text: z.string(),
  points: z.array(skillPointSchema),
  first: ratingSchema.nullable(),
  latest: ratingSchema.nullable(),
  best: ratingSchema.nullable(),
});
export type SkillProgress = z.infer<typeof skillProgressSchema>;

/** One NPS answer of the participant, dated by its shift (see above), in time order (undated last). */
export const npsAnswerSchema = z.object({
  cohortId: z.number().int(),
  shiftId: z.number().int().nullable(),
  date: z.string().nullable(),
  rating: z.number().int(),
});
export type NpsAnswer = z.infer<typeof npsAnswerSchema>;

/**
 * The action plan of one session, as it is e-mailed when its assessment is submitted: the blocks
 * marked for the action plan that the participant needs to practise (actionPlanItems of
 * domain/assessment-rules.ts), in skills-list order, and the coach's custom action plan. `callId`
 * and `date` are the session's (as its points'); a session without a rating has no call and is dated
 * by the shift's start. Only submitted assessments give one (a plan is e-mailed once submitted).
 */
export const sessionActionPlanSchema = z.object({
  shiftId: z.number().int(),
  callId: z.number().int().nullable(),
  date: z.string(),
  items: z.array(z.object({ assessmentPartId: z.number().int(), text: z.string() })),
  customActionPlan: z.string(),
});
export type SessionActionPlan = z.infer<typeof sessionActionPlanSchema>;

/**
 * A participant's progress in a course: every rating block of the course's skills list (blocks with
 * no point too), the action plans of their submitted assessments (those with an item or a custom
 * plan, in session order) and their NPS answers in the course's cohorts. Managers and the coaches of the course
 * (the chosen coach of one of its shifts) read anybody's; a participant their own.
 */
export const participantProgressSchema = z.object({
  participant: z.object({ id: z.number().int(), name: z.string() }),
  course: z.object({ id: z.number().int(), name: z.string() }),
  skills: z.array(skillProgressSchema),
  actionPlans: z.array(sessionActionPlanSchema),
  nps: z.array(npsAnswerSchema),
});
export type ParticipantProgress = z.infer<typeof participantProgressSchema>;

// ---------------------------------------------------------------------------------------------
// GET /courses/{id}/results?cohort=&from=&to=

/**
 * The course's results, optionally of one cohort of it and of the shifts that begin in [from, to)
 * (either end may be left open). NPS answers fall in the period by the start of their shift; an
 * undated answer counts only when no period is asked.
 */
export const courseResultsQuerySchema = z
  .object({
    cohort: idTextSchema.optional(),
    from: isoDateTimeSchema.optional(),
    to: isoDateTimeSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { message: 'must be after from', path: ['to'] });
export type CourseResultsQuery = z.input<typeof courseResultsQuerySchema>;

/** At most this many missing assessments are listed (the most recent first); `missingAssessmentsTotal` counts them all. */
export const RESULTS_MISSING_LIST_LIMIT = 500;

/**
 * How far participants moved on a block between their first and their latest session (of the
 * cohort and period asked): `compared` counts the participants rated on the block in at least two
 * sessions, `improved` those of them whose latest rating is higher than their first, and `percent`
 * is improved / compared in percent to one decimal (null when nobody was compared).
 */
export const improvementSchema = z.object({
  compared: z.number().int(),
  improved: z.number().int(),
  percent: z.number().nullable(),
});
export type Improvement = z.infer<typeof improvementSchema>;

/** One rating block's figures: how many ratings of −1, 0 and 1 it got, and the improvement. */
export const blockResultSchema = z.object({
  assessmentPartId: z.number().int(),
  text: z.string(),
  counts: z.object({ minusOne: z.number().int(), zero: z.number().int(), plusOne: z.number().int() }),
  improvement: improvementSchema,
});
export type BlockResult = z.infer<typeof blockResultSchema>;

/** NPS figures of a group of answers (npsSummary of domain/nps.ts): score = % promoters − % detractors. */
export const npsFiguresSchema = z.object({
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  responses: z.number().int(),
  promoterPercent: z.number().nullable(),
  detractorPercent: z.number().nullable(),
  score: z.number().int().nullable(),
});
export type NpsFigures = z.infer<typeof npsFiguresSchema>;

/** The NPS of the answers dated by one shift, for the trend (shifts in time order). */
export const npsOfShiftSchema = npsFiguresSchema.extend({
  shiftId: z.number().int(),
  date: z.string(),
  cohortId: z.number().int(),
});
export type NpsOfShift = z.infer<typeof npsOfShiftSchema>;

/**
 * A participant who sat in a call of a shift whose call has begun, without a submitted assessment of
 * that shift: one entry per participant and shift, at their first call there. `opened` is true
 * when the assessment was begun but not submitted.
 */
export const missingAssessmentSchema = z.object({
  participant: z.object({ id: z.number().int(), name: z.string() }),
  callId: z.number().int(),
  shiftId: z.number().int(),
  cohortId: z.number().int().nullable(),
  date: z.string(),
  opened: z.boolean(),
});
export type MissingAssessment = z.infer<typeof missingAssessmentSchema>;

/**
 * The same figures for one cohort of the course (`cohort` null: the shifts without a cohort), in
 * cohort name order, the shifts without a cohort last. Every cohort of the course is listed (only the
 * cohort asked for with `cohort=`); the group without a cohort only when it has figures.
 */
export const cohortResultSchema = z.object({
  cohort: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  blocks: z.array(blockResultSchema),
  nps: npsFiguresSchema,
  missingAssessments: z.number().int(),
});
export type CohortResult = z.infer<typeof cohortResultSchema>;

/**
 * A course's results. `blocks` lists every rating block in skills-list order (blocks nobody was
 * rated on too), `npsByShift` the shifts that date at least one NPS answer, in time order.
 */
export const courseResultsSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string() }),
  blocks: z.array(blockResultSchema),
  nps: npsFiguresSchema,
  npsByShift: z.array(npsOfShiftSchema),
  missingAssessments: z.array(missingAssessmentSchema),
  missingAssessmentsTotal: z.number().int(),
  cohorts: z.array(cohortResultSchema),
});
export type CourseResults = z.infer<typeof courseResultsSchema>;
