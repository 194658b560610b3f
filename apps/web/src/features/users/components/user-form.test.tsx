import { MESSAGES, ROLES } from '@app/shared';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserForm } from './user-form';
import { checkCreate, checkUpdate, EMPTY_USER_FORM } from './user-form-rules';

// MUI renders slowly on a busy machine: allow for it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// A required field's label ends with MUI's asterisk.
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const type = (label: string, value: string) => fireEvent.change(labelled(label), { target: { value } });

describe('UserForm on create', () => {
  it('enables Save with name, e-mail and a role, and refuses to send with a field empty', async () => {
    const onValid = vi.fn();
    render(<UserForm initialValues={EMPTY_USER_FORM} roleOptions={ROLES} check={checkCreate} onValid={onValid} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coach' }));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect((await screen.findByTestId('user-form-error')).textContent).toBe(MESSAGES.fillAllFields);
    expect(onValid).not.toHaveBeenCalled();
    // Each empty field says so under itself and is marked invalid; the first of them has the focus.
    await screen.findByText('Home number is required');
    expect(labelled('Home number').getAttribute('aria-invalid')).toBe('true');
    expect(labelled('Cell number').getAttribute('aria-invalid')).toBe('true');
    expect(labelled('Password').getAttribute('aria-invalid')).toBe('true');
    expect(labelled('Name').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(labelled('Home number'));

    type('Home number', '555-0100');
    type('Cell number', '555-0101');
    type('Password', 'long-enough');
    type('Password confirmation', 'long-enough');
    fireEvent.click(save);
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada', roleList: ['coach'], password: 'long-enough' });
  });

  it('offers only the roles given', () => {
    render(
      <UserForm
        initialValues={EMPTY_USER_FORM}
        roleOptions={['coach', 'rp', 'participant']}
        check={checkCreate}
        onValid={() => {}}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).toBeNull();
    screen.getByRole('checkbox', { name: 'Role-player' });
  });
});

describe("UserForm on editing one's own password", () => {
  const values = { ...EMPTY_USER_FORM, name: 'Ada', email: 'ada@example.com', roleList: ['coach' as const] };
  const own = (v: Parameters<typeof checkUpdate>[0]) =>
    checkUpdate(v, { includeRoles: false, passwordRequired: false, currentPasswordRequired: true });

  it('shows the current password field and will not send a new password without it', async () => {
    const onValid = vi.fn();
    render(<UserForm initialValues={values} roleOptions={ROLES} check={own} onValid={onValid} askCurrentPassword ownAccount />);
    type('Password', 'Lantern-Orbit-73');
    type('Password confirmation', 'Lantern-Orbit-73');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.currentPasswordRequired);
    expect(onValid).not.toHaveBeenCalled();
    type('Current password', 'Old-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ password: 'Lantern-Orbit-73', currentPassword: 'Old-secret-1' });
  });

  it('has no current password field when it is not needed', () => {
    render(<UserForm initialValues={values} roleOptions={ROLES} check={own} onValid={() => {}} ownAccount />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    screen.getByLabelText('Password');
  });
});
