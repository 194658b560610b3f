import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFairShare, anInvitableUser, aRoleplayShift, NO_SHIFTS_YET } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { InviteDialog, sortInvitable } from './invite-dialog';

/** 'Now': Monday 16 March 2026, 11:00 in Toronto. */
const NOW = new Date('2026-03-16T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's answer: fewest hours first (names the other way round), then the busy one. */
const ROLE_PLAYERS = [
  anInvitableUser({ id: 35, name: 'Zoe Fresh', email: 'zoe@example.com', fairShare: aFairShare({ ...NO_SHIFTS_YET }) }),
  anInvitableUser({
    id: 34,
    name: 'Max Once',
    email: 'max@example.com',
    fairShare: aFairShare({ shiftsThisMonth: 1, hoursThisMonth: 3, lastShiftAt: '2025-11-03T15:00:00.000Z' }),
  }),
  anInvitableUser({ id: 36, name: 'Bo Busy', email: 'bo@example.com', busy: true, fairShare: aFairShare({ ...NO_SHIFTS_YET }) }),
  anInvitableUser({
    id: 33,
    name: 'Abe Often',
    email: 'abe@example.com',
    fairShare: aFairShare({ shiftsThisMonth: 4, hoursThisMonth: 12, lateGiveUps: 1 }),
  }),
];

describe('InviteDialog', () => {
  it('lists the suitable people fewest hours first, each with their fair share', async () => {
    server.use(api.get('/roleplayers', () => json(ROLE_PLAYERS)));
    renderWithProviders(<InviteDialog shift={aRoleplayShift()} open onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite to this shift' }));
    await waitFor(() => expect(dialog.getAllByTestId('invitable-user')).toHaveLength(4));
    const rows = dialog.getAllByTestId('invitable-user');
    // The server's order within the suitable ones; the busy one, who cannot be picked, after them.
    expect(rows.map((row) => within(row).getByText(/@example\.com$/).textContent)).toEqual([
      'zoe@example.com',
      'max@example.com',
      'abe@example.com',
      'bo@example.com',
    ]);
    expect(rows.map((row) => within(row).getByTestId('fair-share').textContent)).toEqual([
      'No shifts yet',
      // Last year's date carries its year.
      '1 shift this month · last Nov 3 2025',
      '4 shifts this month · last Mar 3 · 1 late give-up',
      'No shifts yet',
    ]);
  });

  it('groups by suitability and keeps the given order within a group, not the names', () => {
    const sorted = sortInvitable([
      anInvitableUser({ id: 1, name: 'Cy', available: false }),
      anInvitableUser({ id: 2, name: 'Bo' }),
      anInvitableUser({ id: 3, name: 'Al' }),
    ]);
    expect(sorted.map((u) => u.name)).toEqual(['Bo', 'Al', 'Cy']);
  });
});
