import { isoDateTimeSchema as isoDateTime, idTextSchema as pathId } from '@app/shared';
import { z } from 'zod';

/** `{id}` of the /event_invites/{id} and /role_players/…/{id} calls: an event_invites id. */
export const inviteIdParams = z.object({ id: pathId });
/** `{id}` of the /roleplay_shifts/{id}/… calls (and the training and live ones): a shift id. */
export const shiftIdParams = z.object({ id: pathId });
/** `{id}` of /users/{id}/event_invites and /roleplayers/{id}: a user id. */
export const userIdParams = z.object({ id: pathId });

/** The answer of POST /event_invites/{id}/partial_swap (the shared contract names no response). */
export const partialSwapResultSchema = z.object({
  id: z.number().int(),
  requestSubject: z.string(),
  requestDetails: z.string(),
  createdAt: z.string(),
});
export type PartialSwapResult = z.infer<typeof partialSwapResultSchema>;

/**
 * start_time and end_time of GET /course_events and GET /users/{id}/event_invites: the shared
 * courseEventsQuerySchema, except that a missing one is reported after a malformed one, so the
 * error names the field that was sent wrong (`end_time=abc` says end_time, not start_time).
 */
export const rangeQuerySchema = z
  .object({ start_time: isoDateTime.optional(), end_time: isoDateTime.optional() })
  .superRefine((query, ctx) => {
    for (const field of ['start_time', 'end_time'] as const) {
      if (query[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
  });
export type RangeQuery = z.infer<typeof rangeQuerySchema>;
