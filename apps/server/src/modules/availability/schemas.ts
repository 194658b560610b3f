import {
  availabilitiesQuerySchema,
  availabilityInputSchema,
  isoDateTimeSchema as isoDateTime,
  userAvailabilityParamsSchema,
} from '@app/shared';
import { z } from 'zod';

/**
 * Local additions to the shared availability contract (packages/shared/src/contracts/shifts.ts).
 * Each is reported to the lead as a candidate for the shared package.
 */

/** Longest single availability: a block of days off work is entered as one item, not a season. */
export const MAX_AVAILABILITY_DAYS = 14;
/** Widest window GET /availabilities answers for. */
export const MAX_AVAILABILITIES_RANGE_DAYS = 100;
const DAY_MS = 86_400_000;

/** Path of the list and create calls: /users/{userId}/user_availabilities. */
export const userParamsSchema = userAvailabilityParamsSchema.pick({ userId: true });

/** GET /users/{userId}/user_availabilities: an optional window the availability must overlap. */
export const userAvailabilitiesQuerySchema = z
  .object({ start_time: isoDateTime.optional(), end_time: isoDateTime.optional() })
  .refine((q) => !q.start_time || !q.end_time || Date.parse(q.end_time) > Date.parse(q.start_time), {
    message: 'must be after start_time',
    path: ['end_time'],
  });
export type UserAvailabilitiesQuery = z.infer<typeof userAvailabilitiesQuerySchema>;

/** PUT body: the shared one plus an optional version stamp, so a stale calendar gets 409. */
export const updateAvailabilityWithStampSchema = z.object({
  userAvailability: availabilityInputSchema.safeExtend({ updatedAt: isoDateTime.optional() }),
});
export type UpdateAvailabilityInput = z.infer<typeof updateAvailabilityWithStampSchema>['userAvailability'];

/**
 * GET /availabilities: the shared query, with the range rules checked by the schema so that each
 * refusal names its parameter. The two times are declared optional in the shape and required by
 * the check that follows, so that a malformed end_time is reported as end_time even when
 * start_time is missing too.
 */
export const availabilitiesRangeQuerySchema = availabilitiesQuerySchema
  .partial({ start_time: true, end_time: true })
  .superRefine((q, ctx) => {
    if (!q.start_time) ctx.addIssue({ code: 'custom', message: 'is required', path: ['start_time'] });
    if (!q.end_time) ctx.addIssue({ code: 'custom', message: 'is required', path: ['end_time'] });
    if (q.start_time && q.end_time) {
      const span = Date.parse(q.end_time) - Date.parse(q.start_time);
      if (span <= 0) ctx.addIssue({ code: 'custom', message: 'must be after start_time', path: ['end_time'] });
      else if (span > MAX_AVAILABILITIES_RANGE_DAYS * DAY_MS) {
        ctx.addIssue({
          code: 'custom',
          message: `must be at most ${MAX_AVAILABILITIES_RANGE_DAYS} days after start_time`,
          path: ['end_time'],
        });
      }
    }
  });
export type AvailabilitiesRangeQuery = z.infer<typeof availabilitiesRangeQuerySchema>;
