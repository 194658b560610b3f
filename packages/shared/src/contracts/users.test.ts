import { describe, expect, it } from 'vitest';
import { passwordEditOf, type UserFormValues, userFormCompleteSchema, userFormReadySchema } from './users';

const filled: UserFormValues = {
  name: 'Ada',
  email: 'ada@example.com',
  roleList: ['rp'],
  homeNumber: '555-0100',
  cellNumber: '555-0101',
  password: 'long-enough',
  passwordConfirmation: 'long-enough',
  currentPassword: '',
};

describe('the user form', () => {
  it('offers Save once it has a name, an e-mail and a role', () => {
    expect(userFormReadySchema.safeParse(filled).success).toBe(true);
    expect(userFormReadySchema.safeParse({ ...filled, homeNumber: '', password: '' }).success).toBe(true);
    for (const missing of [{ name: '  ' }, { email: '' }, { roleList: [] }]) {
      expect(userFormReadySchema.safeParse({ ...filled, ...missing }).success, JSON.stringify(missing)).toBe(false);
    }
  });

  it('needs every box to create a user', () => {
    expect(userFormCompleteSchema.safeParse(filled).success).toBe(true);
    for (const field of ['name', 'email', 'homeNumber', 'cellNumber', 'password', 'passwordConfirmation'] as const) {
      expect(userFormCompleteSchema.safeParse({ ...filled, [field]: field.endsWith('Number') ? ' ' : '' }).success, field).toBe(
        false,
      );
    }
  });

  it('leaves an edited password unchanged, changes it, or drops a mismatched pair', () => {
    const optional = { required: false };
    expect(passwordEditOf({ password: '', passwordConfirmation: '' }, optional)).toBe('unchanged');
    expect(passwordEditOf({ password: 'new-secret', passwordConfirmation: 'new-secret' }, optional)).toBe('change');
    expect(passwordEditOf({ password: 'new-secret', passwordConfirmation: 'new-secreT' }, optional)).toBe('dropped');
    expect(passwordEditOf({ password: '', passwordConfirmation: 'typed' }, optional)).toBe('dropped');
  });

  it('requires a new password where one must be chosen, and sends even a mismatch to be refused', () => {
    const required = { required: true };
    expect(passwordEditOf({ password: '', passwordConfirmation: '' }, required)).toBe('missing');
    expect(passwordEditOf({ password: 'new-secret', passwordConfirmation: 'other' }, required)).toBe('change');
  });
});
