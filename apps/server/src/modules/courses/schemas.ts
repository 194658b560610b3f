import { idTextSchema, type updateCourseBodySchema } from '@app/shared';
import { z } from 'zod';

export type UpdateCourseInput = z.infer<typeof updateCourseBodySchema>['course'];

/** Path of the calls under /courses/{courseId}/… that the specification names with `courseId`. */
export const courseIdParams = z.object({ courseId: idTextSchema });
