import { idTextSchema } from '@app/shared';
import { z } from 'zod';

/**
 * Local request schemas of the clients routes, where the shared contract has none or cannot be
 * used as it is.
 */

/** Path of one participant of one client. */
export const clientUserParamsSchema = z.object({
  id: idTextSchema,
  userId: idTextSchema,
});
