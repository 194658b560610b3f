import { MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canSave, checkCreate, checkUpdate, NEW_PASSWORD_REQUIRED, type UserFormValues } from './user-form-rules';

const full: UserFormValues = {
  name: ' Ada ',
  email: 'ada@example.com',
  roleList: ['coach'],
  homeNumber: '555-0100',
  cellNumber: '555-0101',
  password: 'long-enough',
  passwordConfirmation: 'long-enough',
  currentPassword: '',
};

describe('canSave', () => {
  it('needs name, e-mail and a role', () => {
    expect(canSave(full)).toBe(true);
    expect(canSave({ ...full, name: ' ' })).toBe(false);
    expect(canSave({ ...full, email: '' })).toBe(false);
    expect(canSave({ ...full, roleList: [] })).toBe(false);
  });
});

describe('checkCreate', () => {
  it('asks for every field', () => {
    for (const field of ['homeNumber', 'cellNumber', 'password', 'passwordConfirmation'] as const) {
      const refused = checkCreate({ ...full, [field]: '' });
      expect(refused).toMatchObject({ ok: false, formError: MESSAGES.fillAllFields });
      // The empty field is named, and only it.
      expect(Object.keys(refused.ok ? {} : (refused.fieldErrors ?? {}))).toEqual([field]);
    }
  });
  it('checks the password length and its confirmation', () => {
    expect(checkCreate({ ...full, password: 'short', passwordConfirmation: 'short' })).toEqual({
      ok: false,
      fieldErrors: { password: MESSAGES.passwordTooShort },
    });
    expect(checkCreate({ ...full, passwordConfirmation: 'long-enougH' })).toEqual({
      ok: false,
      fieldErrors: { passwordConfirmation: MESSAGES.passwordMismatch },
    });
  });
  it('builds the trimmed body', () => {
    const result = checkCreate(full);
    expect(result.ok && result.body).toMatchObject({ name: 'Ada', email: 'ada@example.com', roleList: ['coach'] });
  });
});

describe('checkUpdate', () => {
  const rules = { includeRoles: false, passwordRequired: false };
  it('leaves the password out when both are empty', () => {
    const result = checkUpdate({ ...full, password: '', passwordConfirmation: '', homeNumber: '' }, rules);
    expect(result).toEqual({
      ok: true,
      passwordDropped: false,
      body: { name: 'Ada', email: 'ada@example.com', homeNumber: null, cellNumber: '555-0101' },
    });
  });
  it('drops both when they differ', () => {
    const result = checkUpdate({ ...full, passwordConfirmation: 'other-one' }, rules);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.passwordDropped).toBe(true);
    expect(result.body).not.toHaveProperty('password');
    expect(result.body).not.toHaveProperty('passwordConfirmation');
  });
  it('sends a matching password and roles only for an admin', () => {
    const result = checkUpdate(full, { includeRoles: true, passwordRequired: false });
    expect(result.ok && result.body).toMatchObject({ password: 'long-enough', roleList: ['coach'] });
    const own = checkUpdate(full, rules);
    expect(own.ok && own.body).not.toHaveProperty('roleList');
  });
  it('requires a matching new password from a user who must change it', () => {
    const required = { includeRoles: false, passwordRequired: true };
    expect(checkUpdate({ ...full, password: '', passwordConfirmation: '' }, required)).toEqual({
      ok: false,
      fieldErrors: { password: NEW_PASSWORD_REQUIRED },
    });
    expect(checkUpdate({ ...full, passwordConfirmation: 'nope-nope' }, required)).toEqual({
      ok: false,
      fieldErrors: { passwordConfirmation: MESSAGES.passwordMismatch },
    });
  });
  it("asks for the current password with a new one for one's own account, and sends it", () => {
    const own = { includeRoles: false, passwordRequired: false, currentPasswordRequired: true };
    expect(checkUpdate(full, own)).toEqual({ ok: false, fieldErrors: { currentPassword: MESSAGES.currentPasswordRequired } });
    const result = checkUpdate({ ...full, currentPassword: 'Old-secret-1' }, own);
    expect(result.ok && result.body).toMatchObject({ password: 'long-enough', currentPassword: 'Old-secret-1' });
    // Without a new password nothing is asked and nothing is sent.
    const noChange = checkUpdate({ ...full, password: '', passwordConfirmation: '', currentPassword: 'typed anyway' }, own);
    expect(noChange.ok && noChange.body).not.toHaveProperty('currentPassword');
    // Where the current password is not needed (link session, held user, admin) it is never sent.
    const admin = checkUpdate({ ...full, currentPassword: 'typed anyway' }, rules);
    expect(admin.ok && admin.body).not.toHaveProperty('currentPassword');
  });
});
