import { z } from 'zod';
import { COURSE_LANGUAGES, MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

export const roleSchema = z.enum(ROLES);
const emailSchema = z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254);
const phoneSchema = z.string().trim().max(40).nullable().optional();
/** A language the app speaks (the four the e-mails speak): a person's own, a course's. */
export const languageSchema = z.enum(COURSE_LANGUAGES);

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
      /** The language the person reads the app in; null forgets the choice (the default applies again). */
      language: languageSchema.nullable().optional(),
      /** The most shifts a week the person takes when a month is planned; null: no limit. */
      maxShiftsPerWeek: z.number().int('must be a whole number').min(1).max(14).nullable().optional(),
      /** Optimistic concurrency: the updatedAt the editor saw; a newer row gives 409. */
      updatedAt: isoDateTimeSchema.optional(),
    })
    .refine((u) => u.password === undefined || u.password === u.passwordConfirmation, {
      message: MESSAGES.passwordMismatch,
      path: ['passwordConfirmation'],
    }),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userDetailSchema = userSchema.extend({
  updatedAt: z.string(),
  /** The language the person chose; null until they choose. */
  language: languageSchema.nullable().default(null),
  /** The most shifts a week a plan of the month gives the person; null: no limit. */
  maxShiftsPerWeek: z.number().int().nullable().default(null),
});
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

// The user form (specification 000 'User form', 001 section 5). The form holds text in every box;
// these rules say when Save is offered, what a new user needs, and what an edit does with the
// password boxes. The request bodies above then check what is sent.

/** The user form as a person fills it in: every box is text (an empty phone box means no number). */
export const userFormValuesSchema = z.object({
  name: z.string(),
  email: z.string(),
  roleList: z.array(roleSchema),
  homeNumber: z.string(),
  cellNumber: z.string(),
  password: z.string(),
  passwordConfirmation: z.string(),
  /** Asked for only when a user changes their own password. */
  currentPassword: z.string(),
});
export type UserFormValues = z.infer<typeof userFormValuesSchema>;

const filledText = z.string().trim().min(1, 'is required');

/** Save is offered once the form has a name, an e-mail and at least one role. */
export const userFormReadySchema = z.object({
  name: filledText,
  email: filledText,
  roleList: z.array(roleSchema).min(1, 'needs at least one role'),
});

/** Creating a user needs every box filled, the password and its confirmation included. */
export const userFormCompleteSchema = userFormReadySchema.extend({
  homeNumber: filledText,
  cellNumber: filledText,
  password: z.string().min(1, 'is required'),
  passwordConfirmation: z.string().min(1, 'is required'),
});

/**
 * What an edit does with the password boxes. The password is optional: both empty leave it
 * unchanged, and a password that differs from its confirmation is dropped with it. Where a new
 * password is required (an account that must change it) it must be there, and the update body's
 * rule then refuses a mismatch.
 */
export type PasswordEdit = 'unchanged' | 'change' | 'dropped' | 'missing';

export function passwordEditOf(
  values: Pick<UserFormValues, 'password' | 'passwordConfirmation'>,
  opts: { required: boolean },
): PasswordEdit {
  if (opts.required) return values.password ? 'change' : 'missing';
  if (values.password !== values.passwordConfirmation) return 'dropped';
  return values.password ? 'change' : 'unchanged';
}

// Course qualifications (specification 001, Users: added and removed by an admin).

/** A course qualification of a user (specification 001: User qualification: id, course, clientName). */
export const userQualificationSchema = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), name: z.string() }),
  clientName: z.string(),
});
export type UserQualification = z.infer<typeof userQualificationSchema>;
export const userQualificationListSchema = z.array(userQualificationSchema);
export const createUserQualificationBodySchema = z.object({ userQualification: z.object({ courseId: idSchema }) });
export type CreateUserQualificationBody = z.infer<typeof createUserQualificationBodySchema>;
