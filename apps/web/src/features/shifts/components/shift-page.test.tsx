import { MESSAGES } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import {
  aCall,
  aCallSlot,
  anAttendee,
  anEventInvite,
  aParticipantSlot,
  aRolePlayer,
  aRoleplayShift,
  aStaffCandidate,
  STAMP,
  someScheduleInfo,
  someShiftCalls,
} from '../../../test/data';
import { api, conflict, json, refusal, serverError } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { shiftApi } from '../../../test/shift-api';
import { shiftRoutes } from '../routes';

/** The machine's 'now' in these tests: before the shift (20 March 2026), so its invite can be answered. */
const NOW = new Date('2026-03-02T15:00:00.000Z');
const LATER = '2026-03-02T15:30:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** What only managers' cards ask for: the free rooms, the choosers' people and the schedule e-mail's facts. */
function managerListsApi() {
  const staffQueries: string[] = [];
  server.use(
    api.get('/events/41/rooms', () => json([])),
    api.get('/shift_coaches', ({ request }) => {
      staffQueries.push(new URL(request.url).search);
      return json([aStaffCandidate()]);
    }),
    api.get('/shift_coordinators', () => json([aStaffCandidate({ id: 31, name: 'Sam Coordinator', available: false })])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
  );
  return { staffQueries };
}

const openShiftPage = (options: { user?: ReturnType<typeof aRolePlayer> } = {}) =>
  renderRoutes(shiftRoutes, { at: '/roleplayShifts/41', ...options });

const memoBox = () => within(screen.getByTestId('memo'));

describe('the roleplay shift page, for a manager', () => {
  it('saves the memo with the version it started from and says Saved', async () => {
    const shift = shiftApi(aRoleplayShift({ details: { ...aRoleplayShift().details, comments: 'Bring headsets' } }), (body) => {
      const { comments } = (body as { roleplayShift: { comments: string } }).roleplayShift;
      return json(aRoleplayShift({ details: { ...aRoleplayShift().details, comments }, updatedAt: LATER }));
    });
    managerListsApi();
    const { user } = openShiftPage();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Negotiation Skills');
    const memo = memoBox().getByRole('textbox', { name: 'Memo' });
    expect(memo).toHaveProperty('value', 'Bring headsets');
    const save = memoBox().getByRole('button', { name: 'Save memo' });
    expect(save).toHaveProperty('disabled', true);

    await user.type(memo, ' and notes');
    expect(memoBox().getByTestId('memo-state').textContent).toBe('Unsaved changes');
    await user.click(save);

    await waitFor(() => expect(memoBox().getByTestId('memo-state').textContent).toBe('Saved'));
    expect(shift.patches).toEqual([{ roleplayShift: { comments: 'Bring headsets and notes', updatedAt: STAMP } }]);
    expect(memoBox().getByRole('button', { name: 'Save memo' })).toHaveProperty('disabled', true);
  });

  it('on a stale save shows the conflict alert, and Reload shows the memo as the server now has it', async () => {
    const shift = shiftApi(aRoleplayShift(), () => conflict());
    managerListsApi();
    const { user } = openShiftPage();

    await user.type(within(await screen.findByTestId('memo')).getByRole('textbox', { name: 'Memo' }), 'Mine');
    // Meanwhile somebody else saved their memo.
    shift.set(aRoleplayShift({ details: { ...aRoleplayShift().details, comments: 'Theirs' }, updatedAt: LATER }));
    await user.click(memoBox().getByRole('button', { name: 'Save memo' }));

    const alert = (await memoBox().findByText(MESSAGES.conflict)).closest('[role="alert"]') as HTMLElement;
    expect(shift.patches).toEqual([{ roleplayShift: { comments: 'Mine', updatedAt: STAMP } }]);
    expect(memoBox().getByTestId('memo-state').textContent).toBe('Unsaved changes');
    const before = shift.gets();

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(shift.gets()).toBe(before + 1));
    await waitFor(() => expect(memoBox().getByRole('textbox', { name: 'Memo' })).toHaveProperty('value', 'Theirs'));
    expect(memoBox().queryByText(MESSAGES.conflict)).toBeNull();
  });

  it('says the memo could not be saved when the server fails, and keeps the draft', async () => {
    shiftApi(aRoleplayShift(), () => serverError());
    managerListsApi();
    const { user } = openShiftPage();

    await user.type(within(await screen.findByTestId('memo')).getByRole('textbox', { name: 'Memo' }), 'Mine');
    await user.click(memoBox().getByRole('button', { name: 'Save memo' }));
    await memoBox().findByText('Could not save the memo');
    expect(memoBox().queryByText(MESSAGES.internal)).toBeNull();
    expect(memoBox().queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(memoBox().getByRole('textbox', { name: 'Memo' })).toHaveProperty('value', 'Mine');
    expect(memoBox().getByTestId('memo-state').textContent).toBe('Unsaved changes');
  });

  it('chooses a coach among the people free for the shift', async () => {
    const shift = shiftApi(aRoleplayShift(), (body) => {
      const { coachId } = (body as { roleplayShift: { coachId: number } }).roleplayShift;
      const casey = anAttendee({ id: 32, inviteId: 302, name: 'Casey Coach', roles: ['coach'], status: 'accepted' });
      return json(aRoleplayShift({ details: { ...aRoleplayShift().details, coachId, attendees: [casey] }, updatedAt: LATER }));
    });
    const { staffQueries } = managerListsApi();
    const { user } = openShiftPage();

    const staffing = within(await screen.findByTestId('staffing'));
    await staffing.findByText('1 free for this shift');
    expect(staffQueries).toEqual(['?event_type=roleplay&event_id=41']);
    await user.click(staffing.getByRole('combobox', { name: 'Coach' }));
    await user.click(await screen.findByRole('option', { name: 'Casey Coach · available' }));

    await expectMessage('Coach chosen');
    expect(shift.patches).toEqual([{ roleplayShift: { coachId: 32, updatedAt: STAMP } }]);
    expect(staffing.getByRole('combobox', { name: 'Coach' }).textContent).toContain('Casey Coach');
  });
});

describe('the roleplay shift page, for an invited role-player', () => {
  const invited = () => aRoleplayShift({ details: { ...aRoleplayShift().details, attendees: [anAttendee()] } });

  it('accepts the invitation, and the banner shows the shift accepted once it is fetched again', async () => {
    const shift = shiftApi(invited());
    const accepts: string[] = [];
    server.use(
      api.put('/role_players/accept_event/:inviteId', ({ params }) => {
        accepts.push(String(params.inviteId));
        shift.set(aRoleplayShift({ details: { ...aRoleplayShift().details, attendees: [anAttendee({ status: 'accepted' })] } }));
        return json(anEventInvite());
      }),
    );
    const { user } = openShiftPage({ user: aRolePlayer() });

    const banner = await screen.findByTestId('my-invite');
    expect(banner.textContent).toContain('You are invited to this shift');
    // A role-player reads the memo and the staffing, and picks no room.
    expect(screen.getByTestId('memo').textContent).toContain('No memo for this shift.');
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull();
    const gets = shift.gets();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    await expectMessage('Shift accepted');
    expect(accepts).toEqual(['301']);
    await waitFor(() => expect(screen.getByTestId('my-invite').textContent).toContain('You accepted this shift on'));
    expect(shift.gets()).toBe(gets + 1);
    expect(within(screen.getByTestId('my-invite')).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("says accepting failed in the catalogue's words and leaves the invitation open", async () => {
    shiftApi(invited());
    server.use(api.put('/role_players/accept_event/:inviteId', () => serverError()));
    const { user } = openShiftPage({ user: aRolePlayer() });

    const banner = await screen.findByTestId('my-invite');
    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    await expectMessage(MESSAGES.errorAcceptingEvent);
    expect(screen.getByTestId('my-invite').textContent).toContain('You are invited to this shift');
    expect(within(screen.getByTestId('my-invite')).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
  });

  it('asks before declining, sends nothing if the answer is Cancel, and goes back to the dashboard after declining', async () => {
    shiftApi(invited());
    const declines: string[] = [];
    server.use(
      api.put('/role_players/reject_event/:inviteId', ({ params }) => {
        declines.push(String(params.inviteId));
        return json(anEventInvite({ status: 'rejected' }));
      }),
    );
    const { user } = openShiftPage({ user: aRolePlayer() });

    const banner = await screen.findByTestId('my-invite');
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this shift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(declines).toEqual([]);

    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline this shift?' })).getByRole('button', { name: 'Decline' }),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(declines).toEqual(['301']);
    await expectMessage('Shift declined');
  });
});

describe('the roleplay shift page, refused', () => {
  it.each([
    { status: 403, code: 'forbidden' as const, text: MESSAGES.forbidden },
    { status: 404, code: 'not_found' as const, text: MESSAGES.notFound },
  ])("shows 'This shift cannot be shown' with the server's words for a $status", async ({ status, code, text }) => {
    server.use(api.get('/roleplay_shifts/41', () => refusal(status, code, text)));
    openShiftPage({ user: aRolePlayer() });

    const problem = await screen.findByTestId('shift-problem');
    within(problem).getByText('This shift cannot be shown');
    expect(problem.textContent).toContain(text);
    // Asking again would be refused again: no retry, a way back instead.
    expect(within(problem).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('memo')).toBeNull();
  });
});

describe('the roleplay shift page in French, for a role-player (issue 40)', () => {
  beforeEach(() => activateLoaded(i18n, 'fr-CA', allMessages('fr-CA')));

  it('reads the banner, their call, the day, the memo and the resources in French, with French dates', async () => {
    shiftApi(
      aRoleplayShift({
        details: {
          ...aRoleplayShift().details,
          comments: 'Apportez un casque',
          coachName: 'Casey Coach',
          attendees: [anAttendee({ status: 'accepted' }), anAttendee({ id: 34, inviteId: 302, name: 'Robin Actor' })],
        },
      }),
    );
    server.use(
      api.get('/roleplay_shifts/41/calls', () =>
        json(
          someShiftCalls({
            permissions: { manage: false, viewResults: false },
            blocks: [
              {
                blockNumber: 0,
                startTime: '2026-03-20T14:00:00.000Z',
                calls: [
                  aCall({
                    callSlots: [aCallSlot()],
                    participantSlots: [
                      aParticipantSlot({ scenarioNotes: [{ id: 951, scenarioComponentId: 61, note: 'Timide' }] }),
                    ],
                  }),
                ],
              },
            ],
          }),
        ),
      ),
    );
    const { user } = openShiftPage({ user: aRolePlayer() });

    // The header: the shift's kind and its date in French.
    expect((await screen.findByTestId('shift-header')).textContent).toContain('Quart de jeu de rôle');
    expect(screen.getByTestId('shift-date').textContent).toBe('20 mars 2026');

    // The banner: accepted on a French date, and the role-player's ways to give the shift away.
    const banner = screen.getByTestId('my-invite');
    expect(within(banner).getByText(/^Vous avez accepté ce quart le /).textContent).toBe(
      'Vous avez accepté ce quart le 2 mars 2026, 9:00',
    );
    expect(banner.textContent).toContain('Si vous ne pouvez pas le faire, vous pouvez le confier à un autre joueur de rôle');
    within(banner).getByRole('button', { name: 'Confier à…' });
    await user.click(within(banner).getByRole('button', { name: 'Offrir à tous…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offrir ce quart à tous?' });
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toHaveProperty('value', 'Demande de couverture de quart');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Their call, and the day under Call blocks.
    const mine = await screen.findByTestId('my-calls');
    expect(within(mine).getByRole('heading', { name: 'Vos appels' })).toBeDefined();
    expect(within(mine).getByTestId('my-call-scenario').textContent).toBe('Vous jouez Opening (10 min)');
    expect(mine.textContent).toContain('Bloc 1, appel 1');
    expect(mine.textContent).toContain('Note : Timide');
    expect(mine.textContent).toContain('Pas encore de salle : choisissez-en une plus haut');
    const blocks = screen.getByTestId('call-blocks');
    expect(within(blocks).getByRole('heading', { name: "Blocs d'appels" })).toBeDefined();
    expect(blocks.textContent).toContain('20 min par appel · 2 scénarios');
    expect(within(blocks).getByText('Vous jouez dans cet appel')).toBeDefined();

    // The room, none yet.
    expect(within(screen.getByTestId('room-picker')).getByRole('heading', { name: 'Salle' })).toBeDefined();
    expect(screen.getByTestId('room-read-only').textContent).toBe('Aucune salle');

    // Attendance with its statuses in words, coach and coordinator, resources, memo.
    const attendance = screen.getByTestId('attendance');
    expect(attendance.textContent).toContain('Invitations acceptées : 1 sur 2');
    expect(
      within(attendance)
        .getAllByTestId('invite-status')
        .map((chip) => chip.textContent),
    ).toEqual(['Accepté', 'Invité']);
    expect(screen.getByTestId('coach-name').textContent).toBe('Coach : Casey Coach');
    expect(screen.getByTestId('coordinator-name').textContent).toBe('Coordonnateur de quart : Non choisi');
    const resources = screen.getByTestId('resource-links');
    expect(within(resources).getByRole('heading', { name: 'Liens de ressources' })).toBeDefined();
    expect(await within(resources).findByText('Aide-mémoire')).toBeDefined();
    expect(screen.getByTestId('memo').textContent).toBe('MémoApportez un casque');
  });
});
