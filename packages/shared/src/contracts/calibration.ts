import { z } from 'zod';
import { RATINGS } from '../domain/assessment-rules';
import { idSchema, idTextSchema, isoDateTimeSchema, MAX_IDS_IN_LIST } from './common';

/**
 * Calibration ratings and rater agreement ("Results you can see: raters who agree").
 *
 * Words used here:
 * - A **calibration** is a coach's own, independent rating of one participant's skills list in one
 *   roleplay shift: a second rater beside the shift's assessment. Each rater has their own; the
 *   participant and the role-players never read them.
 * - A **pair** is (the shift's rating, a calibration rating) of the same participant, shift and rating
 *   block. It counts for each **role-player** who played (holds a call slot in) a call that the
 *   participant sits in, in that shift.
 * - **agreement** is the share of pairs with equal ratings (0 to 1); **kappa** is Cohen's kappa with
 *   linear weights over the three ratings −1, 0, 1 (weight 1 − |i − j| / 2), null under
 *   RATER_AGREEMENT_MIN_PAIRS pairs or when the ratings leave no room for chance (expected agreement 1).
 */

/** A rating of a block: −1, 0 or 1. */
const ratingSchema = z.literal(RATINGS);

/** Kappa is given from this many pairs on. */
export const RATER_AGREEMENT_MIN_PAIRS = 10;

// ---------------------------------------------------------------------------------------------
// GET /calibrations?event_id=&user_id=   PUT /calibrations

export const calibrationQuerySchema = z.object({ event_id: idTextSchema, user_id: idTextSchema });
export type CalibrationQuery = z.input<typeof calibrationQuerySchema>;

export const calibrationRatingSchema = z.object({ assessmentPartId: z.number().int(), rating: ratingSchema });
export type CalibrationRating = z.infer<typeof calibrationRatingSchema>;

/**
 * The viewer's own calibration of a participant in a roleplay shift: their ratings by block, in
 * skills-list order. `updatedAt` is null until they first save one, and is sent back with the next save.
 */
export const calibrationSchema = z.object({
  eventId: z.number().int(),
  userId: z.number().int(),
  ratings: z.array(calibrationRatingSchema),
  updatedAt: z.string().nullable(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

/**
 * PUT /calibrations: the viewer's whole calibration of the participant in the shift (blocks left out
 * carry no rating). `updatedAt` is the stamp the form was read at, null when there was none; a save
 * made meanwhile answers 409 stale_edit.
 */
export const saveCalibrationBodySchema = z.object({
  calibration: z.object({
    eventId: idSchema,
    userId: idSchema,
    ratings: z
      .array(z.object({ assessmentPartId: idSchema, rating: ratingSchema }))
      .max(MAX_IDS_IN_LIST)
      .refine((list) => new Set(list.map((r) => r.assessmentPartId)).size === list.length, 'must rate each block once'),
    updatedAt: isoDateTimeSchema.nullable(),
  }),
});
export type SaveCalibrationBody = z.input<typeof saveCalibrationBodySchema>;

// ---------------------------------------------------------------------------------------------
// GET /courses/{id}/rater_agreement?from=&to=

/** The pairs of the course's roleplay shifts that begin in [from, to) (either end may be left open). */
export const raterAgreementQuerySchema = z
  .object({ from: isoDateTimeSchema.optional(), to: isoDateTimeSchema.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { message: 'must be after from', path: ['to'] });
export type RaterAgreementQuery = z.input<typeof raterAgreementQuerySchema>;

/** One role-player's agreement with the calibrations: `n` pairs (at least one), by name. */
export const raterAgreementRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  n: z.number().int(),
  agreement: z.number(),
  kappa: z.number().nullable(),
});
export type RaterAgreementRow = z.infer<typeof raterAgreementRowSchema>;

/** `threshold`: the business setting, a percent; a rater whose agreement is below it is flagged. */
export const raterAgreementSchema = z.object({ raters: z.array(raterAgreementRowSchema), threshold: z.number().int() });
export type RaterAgreement = z.infer<typeof raterAgreementSchema>;

// ---------------------------------------------------------------------------------------------
// GET /users/{id}/rater_agreement

/** One shift's pairs of the role-player: how many and the share equal. */
export const raterShiftAgreementSchema = z.object({
  shiftId: z.number().int(),
  /** The shift's start, an ISO instant. */
  date: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  n: z.number().int(),
  agreement: z.number(),
});
export type RaterShiftAgreement = z.infer<typeof raterShiftAgreementSchema>;

/**
 * A role-player's agreement with the calibration ratings over time, in every course: per shift with
 * pairs, in time order, and over all of them (`overall` null without pairs). Managers and coaches read it.
 */
export const raterHistorySchema = z.object({
  userId: z.number().int(),
  threshold: z.number().int(),
  overall: z.object({ n: z.number().int(), agreement: z.number(), kappa: z.number().nullable() }).nullable(),
  shifts: z.array(raterShiftAgreementSchema),
});
export type RaterHistory = z.infer<typeof raterHistorySchema>;
