import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

export const roleSchema = z.enum(ROLES);
const emailSchema = z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254);
const phoneSchema = z.string().trim().max(40).nullable().optional();

/** A user as the API presents it: never a password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleList: z.array(roleSchema),
  homeNumber: z.string().nullable(),
  cellNumber: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastCoached: z.string().nullable(),
  regApp: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const passwordFields = {
  password: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort).max(200),
  passwordConfirmation: z.string().max(200),
};

export const createUserBodySchema = z.object({
  user: z
    .object({
      name: z.string().trim().min(1, 'is required').max(200),
      email: emailSchema,
      roleList: z.array(roleSchema).min(1, 'needs at least one role'),
      homeNumber: phoneSchema,
      cellNumber: phoneSchema,
      mustChangePassword: z.boolean().optional(),
      ...passwordFields,
    })
    .refine((u) => u.password === u.passwordConfirmation, {
      message: MESSAGES.passwordMismatch,
      path: ['passwordConfirmation'],
    }),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z.object({
  user: z
    .object({
      name: z.string().trim().min(1, 'is required').max(200).optional(),
      email: emailSchema.optional(),
      roleList: z.array(roleSchema).min(1, 'needs at least one role').optional(),
      homeNumber: phoneSchema,
      cellNumber: phoneSchema,
      password: passwordFields.password.optional(),
      passwordConfirmation: passwordFields.passwordConfirmation.optional(),
      /**
       * Needed to change one's own password, unless the session came from an e-mailed sign-in link
       * or the account must change its password.
       */
      currentPassword: z.string().max(200).optional(),
      /** Optimistic concurrency: the updatedAt the editor saw; a newer row gives 409. */
      updatedAt: isoDateTimeSchema.optional(),
    })
    .refine((u) => u.password === undefined || u.password === u.passwordConfirmation, {
      message: MESSAGES.passwordMismatch,
      path: ['passwordConfirmation'],
    }),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userDetailSchema = userSchema.extend({ updatedAt: z.string() });
export type UserDetail = z.infer<typeof userDetailSchema>;

export const usersQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  kind: z.enum(['team', 'participants']).default('team'),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;
export const userPageSchema = pageOf(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

export const staffQuerySchema = z.object({ role: roleSchema.optional() });
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleList: z.array(roleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);
