import { type CreateUserBody, MESSAGES, MIN_PASSWORD_LENGTH, type Role, type UpdateUserBody } from '@app/shared';

/** What the user form holds while it is being edited. */
export interface UserFormValues {
  name: string;
  email: string;
  roleList: Role[];
  homeNumber: string;
  cellNumber: string;
  password: string;
  passwordConfirmation: string;
  /** Asked for only when a user changes their own password (see UpdateRules.currentPasswordRequired). */
  currentPassword: string;
}

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

export const NEW_PASSWORD_REQUIRED = 'Please enter a new password';
export const PASSWORD_DROPPED = 'Password not changed: it did not match its confirmation.';

/** The outcome of checking the form on Save: the request body, or the errors to show. */
export type Checked<T> =
  | { ok: true; body: T; passwordDropped?: boolean }
  | { ok: false; formError?: string; fieldErrors?: Partial<Record<UserFormField, string>> };

/** Save is offered only once name, e-mail and at least one role are there. */
export function canSave(values: Pick<UserFormValues, 'name' | 'email' | 'roleList'>): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '' && values.roleList.length > 0;
}

/** Creating a user needs every field; the password is long enough and equals its confirmation. */
export function checkCreate(values: UserFormValues): Checked<CreateUserBody['user']> {
  const name = values.name.trim();
  const email = values.email.trim();
  const homeNumber = values.homeNumber.trim();
  const cellNumber = values.cellNumber.trim();
  const { password, passwordConfirmation } = values;
  if (!name || !email || values.roleList.length === 0 || !homeNumber || !cellNumber || !password || !passwordConfirmation) {
    return { ok: false, formError: MESSAGES.fillAllFields };
  }
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, fieldErrors: { password: MESSAGES.passwordTooShort } };
  if (password !== passwordConfirmation) {
    return { ok: false, fieldErrors: { passwordConfirmation: MESSAGES.passwordMismatch } };
  }
  return {
    ok: true,
    body: { name, email, roleList: values.roleList, homeNumber, cellNumber, password, passwordConfirmation },
  };
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
 * the request (the specification's rule), unless a new password is required.
 */
export function checkUpdate(values: UserFormValues, rules: UpdateRules): Checked<Omit<UpdateUserBody['user'], 'updatedAt'>> {
  const name = values.name.trim();
  const email = values.email.trim();
  const fieldErrors: Partial<Record<UserFormField, string>> = {};
  if (!name) fieldErrors.name = 'Required';
  if (!email) fieldErrors.email = 'Required';
  if (rules.includeRoles && values.roleList.length === 0) fieldErrors.roleList = 'Choose at least one role';

  const { password, passwordConfirmation } = values;
  let sendPassword = false;
  let passwordDropped = false;
  if (rules.passwordRequired) {
    if (!password) fieldErrors.password = NEW_PASSWORD_REQUIRED;
    else if (password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = MESSAGES.passwordTooShort;
    else if (password !== passwordConfirmation) fieldErrors.passwordConfirmation = MESSAGES.passwordMismatch;
    else sendPassword = true;
  } else if (password !== passwordConfirmation) {
    passwordDropped = true;
  } else if (password) {
    if (password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = MESSAGES.passwordTooShort;
    else sendPassword = true;
  }
  const currentPassword = rules.currentPasswordRequired ? values.currentPassword : '';
  if (sendPassword && rules.currentPasswordRequired && !currentPassword) {
    sendPassword = false;
    fieldErrors.currentPassword = MESSAGES.currentPasswordRequired;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const body: Omit<UpdateUserBody['user'], 'updatedAt'> = {
    name,
    email,
    homeNumber: values.homeNumber.trim() || null,
    cellNumber: values.cellNumber.trim() || null,
  };
  if (rules.includeRoles) body.roleList = values.roleList;
  if (sendPassword) {
    body.password = password;
    body.passwordConfirmation = passwordConfirmation;
    if (currentPassword) body.currentPassword = currentPassword;
  }
  return { ok: true, body, passwordDropped };
}
