import { z } from 'zod';
import { languageSchema, userSchema } from './users';

export const loginBodySchema = z.union([
  z.object({ email: z.string().trim().min(1, 'is required').max(254), password: z.string().min(1, 'is required').max(200) }),
  z.object({ token: z.string().min(10).max(200) }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

/** "E-mail me a sign-in link": the address typed on the sign-in page. */
export const loginLinkBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254),
});
export type LoginLinkBody = z.infer<typeof loginLinkBodySchema>;

/** The same answer whether or not the address belongs to an account. */
export const loginLinkResponseSchema = z.object({ message: z.string() });
export type LoginLinkResponse = z.infer<typeof loginLinkResponseSchema>;

const impersonatedBySchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * The language the app speaks to the signed-in person: the one they chose; else, for a participant,
 * their course's; else null, and the web takes the browser's when it is one of the four, else the
 * business default (en-CA).
 */
const effectiveLanguageSchema = languageSchema.nullable().default(null);

export const sessionUserSchema = userSchema.extend({
  token: z.string(),
  expiresAt: z.string(),
  /** Set while an admin is viewing the app as this user. */
  impersonatedBy: impersonatedBySchema,
  /**
   * The session came from a one-time e-mailed sign-in link: a new password may be chosen without
   * the current one (until a password is chosen in this session).
   */
  viaLink: z.boolean(),
  language: effectiveLanguageSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meSchema = userSchema.extend({
  impersonatedBy: impersonatedBySchema,
  viaLink: z.boolean(),
  language: effectiveLanguageSchema,
});
export type Me = z.infer<typeof meSchema>;
