import { type Role, userDetailSchema } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin, STAMP } from '../../../test/data';
import { api, json } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

const aUser = (id: number, roleList: Role[], name: string) =>
  userDetailSchema.parse({
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    roleList,
    homeNumber: null,
    cellNumber: null,
    mustChangePassword: false,
    lastCoached: null,
    regApp: false,
    createdAt: STAMP,
    updatedAt: STAMP,
  });

const OLD = 'https://app.example/api/v1/calendar_feeds/old-secret.ics';
const NEW = 'https://app.example/api/v1/calendar_feeds/new-secret.ics';

describe('the calendar feed card on the user page', () => {
  it('shows a role-player their address to copy and subscribe to, and resets it after a confirmation', async () => {
    let resets = 0;
    server.use(
      api.get('/users/5', () => json(aUser(5, ['rp'], 'Rita Player'))),
      api.get('/users/5/user_qualifications', () => json([])),
      api.get('/users/5/calendar_feed', () => json({ url: resets > 0 ? NEW : OLD })),
      api.post('/users/5/calendar_feed/reset', () => {
        resets += 1;
        return json({ url: NEW });
      }),
    );
    const { user } = renderRoutes([usersRoute], {
      at: '/users/5',
      user: anAdmin({ id: 5, name: 'Rita Player', roleList: ['rp'] }),
    });

    const card = within(await screen.findByTestId('calendar-feed-card'));
    expect(card.getByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    const field = await card.findByRole('textbox', { name: 'Feed address' });
    expect(field).toHaveProperty('value', OLD);
    expect(field).toHaveProperty('readOnly', true);
    expect(card.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toBe(
      'webcal://app.example/api/v1/calendar_feeds/old-secret.ics',
    );

    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(card.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await card.findByRole('button', { name: 'Copied!' })).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Reset address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the calendar feed address?' }));
    expect(dialog.getByText(/old address stops working/)).toBeTruthy();
    // Cancel changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets).toBe(0);

    await user.click(card.getByRole('button', { name: 'Reset address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await expectMessage('New calendar feed address made; the old one no longer works');
    expect(resets).toBe(1);
    await waitFor(() => expect(card.getByRole('textbox', { name: 'Feed address' })).toHaveProperty('value', NEW));
  });

  it('is on any user’s page for an admin, and on nobody else’s page for others', async () => {
    server.use(
      api.get('/users/6', () => json(aUser(6, ['rp'], 'Rob Other'))),
      api.get('/users/6/user_qualifications', () => json([])),
    );
    const admin = renderRoutes([usersRoute], { at: '/users/6', user: anAdmin() });
    const field = await within(await screen.findByTestId('calendar-feed-card')).findByRole('textbox', { name: 'Feed address' });
    expect(field).toHaveProperty('value', 'https://app.example/api/v1/calendar_feeds/feed-of-6.ics');
    admin.unmount();

    renderRoutes([usersRoute], { at: '/users/6', user: anAdmin({ id: 7, roleList: ['rp'] }) });
    await screen.findByRole('heading', { name: 'Rob Other' });
    expect(screen.queryByTestId('calendar-feed-card')).toBeNull();
  });
});
