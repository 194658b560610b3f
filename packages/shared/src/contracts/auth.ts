import { z } from 'zod';
import { userSchema } from './users';

export const loginBodySchema = z.union([
  z.object({ email: z.string().trim().min(1, 'is required').max(254), password: z.string().min(1, 'is required').max(200) }),
  z.object({ token: z.string().min(10).max(200) }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = userSchema.extend({
  token: z.string(),
  expiresAt: z.string(),
  /** Set while an admin is viewing the app as this user. */
  impersonatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meSchema = userSchema.extend({
  impersonatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;
