import { z } from 'zod';

/**
 * Local request schemas of the clients routes, where the shared contract has none or cannot be
 * used as it is.
 */

/** Path of one participant of one client. */
export const clientUserParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
