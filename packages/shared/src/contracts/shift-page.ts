import { z } from 'zod';
import { idSchema, idTextSchema, isoDateTimeSchema } from './common';
import { shiftRoomSchema } from './rooms';
import { shiftTypeSchema } from './shifts';

/**
 * GET /shift_coordinators and GET /shift_coaches: the people of that role free for a shift. Either
 * the shift (`event_id`, with `event_type` narrowing it) or a time (`start_time` and `end_time`).
 */
export const shiftStaffQuerySchema = z.object({
  start_time: isoDateTimeSchema.optional(),
  end_time: isoDateTimeSchema.optional(),
  event_type: shiftTypeSchema.optional(),
  event_id: idTextSchema.optional(),
});
export const shiftStaffCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Their availability covers the whole shift (a hint: free people without it are listed too). */
  available: z.boolean(),
});
export type ShiftStaffCandidate = z.infer<typeof shiftStaffCandidateSchema>;

/**
 * GET /roleplay_shifts/{id}/participant_schedule: what the participant schedule e-mail needs and
 * whether it may be sent (a room and the course's resources marked ready).
 */
export const participantScheduleInfoSchema = z.object({
  room: shiftRoomSchema.nullable(),
  resourcesReady: z.boolean(),
  participants: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type ParticipantScheduleInfo = z.infer<typeof participantScheduleInfoSchema>;

/** POST /participant_schedule?roleplay_shift_id=… {userIds}: the schedule e-mail to these participants. */
export const participantScheduleQuerySchema = z.object({ roleplay_shift_id: idTextSchema });
export const participantScheduleBodySchema = z.object({
  userIds: z.array(idSchema).min(1, 'must name at least one participant').max(500),
});
export const participantScheduleResultSchema = z.object({ sent: z.number().int() });
/**
 * GET /participant_schedule/preview?roleplay_shift_id=…&user_id=…: the schedule e-mail as that one
 * participant would get it (mailPreviewsSchema, one mail), sending nothing; refused as sending is.
 */
export const participantSchedulePreviewQuerySchema = z.object({ roleplay_shift_id: idTextSchema, user_id: idTextSchema });
