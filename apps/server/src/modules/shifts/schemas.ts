import type {
  createLiveShiftBodySchema,
  createRoleplayShiftBodySchema,
  createTrainingShiftBodySchema,
  suggestDatesQuerySchema,
  updateCourseEventBodySchema,
  updateRoleplayShiftBodySchema,
} from '@app/shared';
import { idTextSchema } from '@app/shared';
import { z } from 'zod';

export type CreateRoleplayShiftInput = z.infer<typeof createRoleplayShiftBodySchema>['roleplayShift'];
export type CreateTimedShiftInput =
  | z.infer<typeof createTrainingShiftBodySchema>['trainingShift']
  | z.infer<typeof createLiveShiftBodySchema>['liveShift'];
export type UpdateRoleplayShiftInput = z.infer<typeof updateRoleplayShiftBodySchema>['roleplayShift'];
export type MoveShiftInput = z.infer<typeof updateCourseEventBodySchema>['courseEvent'];
export type SuggestDatesQuery = z.infer<typeof suggestDatesQuerySchema>;

/** Path of the calls under /courses/{courseId}/… */
export const courseIdParams = z.object({ courseId: idTextSchema });

/**
 * Query of DELETE /roleplay_shifts/{id} (and, for symmetry, the other shift types): whether the
 * participants holding invites are told of the cancellation as well as the staff. Not in the
 * shared contract, which names the parameter but not its values.
 */
export const deleteShiftQuerySchema = z.object({
  email_participants: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
