import { MESSAGES } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin, anAttendee, anEventInvite } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { expectMessage, messageTexts, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { MyInviteBanner } from './my-invite-banner';

const NOW = new Date('2026-03-02T15:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const coordinator = anAdmin({ id: 31, name: 'Sam Coordinator', roleList: ['sc'] });
const myPlace = anAttendee({ id: 31, inviteId: 501, name: 'Sam Coordinator', roles: ['sc'], status: 'accepted' });
const dana = { id: 41, name: 'Dana Coordinator', email: 'dana@example.com', roleList: ['sc' as const] };

function openBanner() {
  const asked: string[] = [];
  server.use(
    api.get('/role_players/give_to/:id', ({ params }) => {
      asked.push(String(params.id));
      return json([dana]);
    }),
  );
  const view = renderWithProviders(
    <MyInviteBanner invite={myPlace} offer={undefined} viewerId={31} ended={false} place="coordinators" />,
    { user: coordinator },
  );
  return { ...view, asked };
}

describe("Give to… on a coordinator's own place", () => {
  it('offers the people the server says may take the place, and hands it to the one picked', async () => {
    const gives: unknown[] = [];
    server.use(
      api.put('/role_players/direct_swap/:id', async ({ request, params }) => {
        gives.push({ id: String(params.id), body: await request.json() });
        return json(anEventInvite({ id: 501, status: 'swap_requested' }));
      }),
    );
    const { user, asked } = openBanner();
    const banner = screen.getByTestId('my-invite');
    expect(banner.textContent).toContain('hand it to another shift coordinator');

    await user.click(within(banner).getByRole('button', { name: 'Give to…' }));
    const form = await screen.findByRole('form', { name: 'Give to a shift coordinator' });
    await user.click(within(form).getByRole('combobox', { name: 'Shift coordinator' }));
    await user.click(await screen.findByRole('option', { name: /Dana Coordinator/ }));
    await user.click(within(form).getByRole('button', { name: 'Give shift' }));

    await expectMessage('Shift offered to Dana Coordinator');
    expect(asked).toEqual(['501']);
    expect(gives).toEqual([{ id: '501', body: { user_id: 41 } }]);
  });

  it("shows the refusal's sentence from the catalogue by its code, never the server's raw words", async () => {
    const raw = 'Invalid body: user_id is not qualified to take this shift';
    server.use(api.put('/role_players/direct_swap/:id', () => refusal(409, 'place_not_for_them', raw)));
    const { user } = openBanner();
    const banner = screen.getByTestId('my-invite');
    await user.click(within(banner).getByRole('button', { name: 'Give to…' }));
    const form = await screen.findByRole('form', { name: 'Give to a shift coordinator' });
    await user.click(within(form).getByRole('combobox', { name: 'Shift coordinator' }));
    await user.click(await screen.findByRole('option', { name: /Dana Coordinator/ }));
    await user.click(within(form).getByRole('button', { name: 'Give shift' }));

    await expectMessage(MESSAGES.giveToNotEligible);
    expect(messageTexts().join(' ')).not.toContain(raw);
  });

  it('words a 400 with the screen’s own text, not the validation sentence', async () => {
    const raw = 'Invalid body: user_id must be a whole number';
    server.use(api.put('/role_players/direct_swap/:id', () => refusal(400, 'bad_request', raw)));
    const { user } = openBanner();
    await user.click(within(screen.getByTestId('my-invite')).getByRole('button', { name: 'Give to…' }));
    const form = await screen.findByRole('form', { name: 'Give to a shift coordinator' });
    await user.click(within(form).getByRole('combobox', { name: 'Shift coordinator' }));
    await user.click(await screen.findByRole('option', { name: /Dana Coordinator/ }));
    await user.click(within(form).getByRole('button', { name: 'Give shift' }));
    await expectMessage(MESSAGES.errorSwappingEvent);
    await waitFor(() => expect(messageTexts().join(' ')).not.toContain(raw));
  });
});

describe('Accept on an invitation', () => {
  it('words a busy_elsewhere refusal by its code: the invitee is on an overlapping shift by now', async () => {
    const raw = 'Refused: overlapping place';
    server.use(api.put('/role_players/accept_event/:id', () => refusal(409, 'busy_elsewhere', raw)));
    const invited = anAttendee({ id: 52, inviteId: 502, name: 'Riley Player', roles: ['rp'], status: 'invited' });
    const { user } = renderWithProviders(
      <MyInviteBanner invite={invited} offer={undefined} viewerId={52} ended={false} place="rolePlayers" />,
      { user: anAdmin({ id: 52, name: 'Riley Player', roleList: ['rp'] }) },
    );
    await user.click(within(screen.getByTestId('my-invite')).getByRole('button', { name: 'Accept' }));
    await expectMessage(MESSAGES.backfillBusyElsewhere);
    expect(messageTexts().join(' ')).not.toContain(raw);
  });
});
