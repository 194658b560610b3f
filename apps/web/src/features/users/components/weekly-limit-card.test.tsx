import { type UpdateUserBody, type UserDetail, updateUserBodySchema } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAMP } from '../../../test/data';
import { api, json, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { WeeklyLimitCard } from './weekly-limit-card';

const riley = (overrides: Partial<UserDetail> = {}): UserDetail =>
  ({
    id: 7,
    name: 'Riley Roleplayer',
    email: 'riley@example.com',
    roleList: ['rp'],
    homeNumber: null,
    cellNumber: null,
    updatedAt: STAMP,
    language: null,
    maxShiftsPerWeek: null,
    ...overrides,
  }) as UserDetail;

function usersApi() {
  const saves: UpdateUserBody[] = [];
  server.use(
    api.put(
      '/users/7',
      withBody(updateUserBodySchema, (body) => {
        saves.push(body);
        return json(riley({ maxShiftsPerWeek: body.user.maxShiftsPerWeek ?? null }));
      }),
    ),
  );
  return saves;
}

describe('Shifts a week (user page)', () => {
  it('saves the most shifts a week with the stamp, refusing what is out of range', async () => {
    const saves = usersApi();
    const user = userEvent.setup();
    renderWithProviders(<WeeklyLimitCard user={riley()} isSelf onReload={() => undefined} />);
    const box = screen.getByRole('spinbutton', { name: /Most shifts a week/ });
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(box, '20');
    await screen.findByText(/Most shifts a week must be/);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(box);
    await user.type(box, '3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage('User updated');
    expect(saves).toEqual([{ user: { maxShiftsPerWeek: 3, updatedAt: STAMP } }]);
  });

  it('an emptied box is no limit', async () => {
    const saves = usersApi();
    const user = userEvent.setup();
    renderWithProviders(<WeeklyLimitCard user={riley({ maxShiftsPerWeek: 4 })} isSelf={false} onReload={() => undefined} />);
    const box = screen.getByRole('spinbutton', { name: /Most shifts a week/ });
    expect((box as HTMLInputElement).value).toBe('4');
    expect(screen.getByText(/this person is given at most/)).toBeTruthy();
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toEqual([{ user: { maxShiftsPerWeek: null, updatedAt: STAMP } }]));
  });
});
