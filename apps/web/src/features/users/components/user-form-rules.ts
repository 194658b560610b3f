import {
  type CreateUserBody,
  createUserBodySchema,
  MESSAGES,
  passwordEditOf,
  type UpdateUserBody,
  type UserFormValues,
  updateUserBodySchema,
  userFormCompleteSchema,
  userFormReadySchema,
  validationDetails,
  validationSentence,
} from '@app/shared';
import type { z } from 'zod';

// The form's rules are the shared ones (packages/shared/src/contracts/users.ts); this file turns
// their answers into what the form shows.

export type { UserFormValues };

export type UserFormField = keyof UserFormValues;

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  roleList: [],
  homeNumber: '',
  cellNumber: '',
  password: '',
  passwordConfirmation: '',
  currentPassword: '',
};

/** A new user needs every box filled (the specification's "Please fill all fields"). */
export const NEW_USER_REQUIRED: readonly UserFormField[] = [
  'name',
  'email',
  'roleList',
  'homeNumber',
  'cellNumber',
  'password',
  'passwordConfirmation',
];

export const NEW_PASSWORD_REQUIRED = 'Please enter a new password';
export const PASSWORD_DROPPED = 'Password not changed: it did not match its confirmation.';

/** The outcome of checking the form on Save: the request body, or the errors to show. */
export type Checked<T> =
  | { ok: true; body: T; passwordDropped?: boolean }
  | { ok: false; formError?: string; fieldErrors?: Partial<Record<UserFormField, string>> };

/** Save is offered only once name, e-mail and at least one role are there. */
export function canSave(values: Pick<UserFormValues, 'name' | 'email' | 'roleList'>): boolean {
  return userFormReadySchema.safeParse(values).success;
}

/** The shared schema's failures as field errors of the form (the first one of each field). */
function schemaErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<UserFormField, string>> {
  const fieldErrors: Partial<Record<UserFormField, string>> = {};
  for (const { field, message } of validationDetails(issues)) {
    const name = field.split('.')[1] as UserFormField | undefined;
    if (name && !fieldErrors[name]) fieldErrors[name] = message;
  }
  return fieldErrors;
}

/**
 * Creating a user needs every field (the specification's one message for any empty one); the rest
 * is the shared create rule: lengths, the e-mail's form, the password's length and confirmation.
 */
export function checkCreate(values: UserFormValues): Checked<CreateUserBody['user']> {
  const complete = userFormCompleteSchema.safeParse(values);
  if (!complete.success) {
    // The specification's one sentence on top, and each empty field named under itself.
    const fieldErrors: Partial<Record<UserFormField, string>> = {};
    for (const issue of complete.error.issues) {
      const name = issue.path[0] as UserFormField | undefined;
      if (name && !fieldErrors[name]) fieldErrors[name] = validationSentence(['user', name], issue.message);
    }
    return { ok: false, formError: MESSAGES.fillAllFields, fieldErrors };
  }
  const { name, email, homeNumber, cellNumber, password, passwordConfirmation } = values;
  const parsed = createUserBodySchema.safeParse({
    user: { name, email, roleList: values.roleList, homeNumber, cellNumber, password, passwordConfirmation },
  });
  if (!parsed.success) return { ok: false, fieldErrors: schemaErrors(parsed.error.issues) };
  return { ok: true, body: parsed.data.user };
}

export interface UpdateRules {
  /** Only an admin sends roles. */
  includeRoles: boolean;
  /** A user held to change their password must give one, and it must match. */
  passwordRequired: boolean;
  /**
   * A new password for one's own account needs the current one (not in a session from an e-mailed
   * sign-in link, nor when the account must change its password: the server says so through /me).
   */
  currentPasswordRequired?: boolean;
}

/**
 * Editing: the password is optional; when password and confirmation differ both are dropped from
 * the request (the specification's rule), unless a new password is required. What is sent is
 * checked by the shared update rule.
 */
export function checkUpdate(values: UserFormValues, rules: UpdateRules): Checked<Omit<UpdateUserBody['user'], 'updatedAt'>> {
  const fieldErrors: Partial<Record<UserFormField, string>> = {};
  const { password, passwordConfirmation } = values;
  const edit = passwordEditOf(values, { required: rules.passwordRequired });
  if (edit === 'missing') fieldErrors.password = NEW_PASSWORD_REQUIRED;
  const sendPassword = edit === 'change';
  const passwordDropped = edit === 'dropped';
  const currentPassword = rules.currentPasswordRequired ? values.currentPassword : '';

  const body: Omit<UpdateUserBody['user'], 'updatedAt'> = {
    name: values.name,
    email: values.email,
    homeNumber: values.homeNumber.trim() || null,
    cellNumber: values.cellNumber.trim() || null,
  };
  if (rules.includeRoles) body.roleList = values.roleList;
  if (sendPassword) {
    body.password = password;
    body.passwordConfirmation = passwordConfirmation;
    if (currentPassword) body.currentPassword = currentPassword;
  }
  const parsed = updateUserBodySchema.safeParse({ user: body });
  Object.assign(fieldErrors, parsed.success ? {} : schemaErrors(parsed.error.issues), fieldErrors);
  if (
    sendPassword &&
    rules.currentPasswordRequired &&
    !currentPassword &&
    !fieldErrors.password &&
    !fieldErrors.passwordConfirmation
  ) {
    fieldErrors.currentPassword = MESSAGES.currentPasswordRequired;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, body: parsed.data.user, passwordDropped };
}
