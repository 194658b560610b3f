import { type Call, type CallBlock, MESSAGES, type Shift, type ShiftCalls } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../../lib/i18n/i18n';
import { allMessages } from '../../../../test/catalogues';
import {
  aCall,
  aCallSlot,
  aParticipantSlot,
  aResourceLink,
  aRoleplayShift,
  aStaffCandidate,
  someScheduleInfo,
  someShiftCalls,
} from '../../../../test/data';
import { api, json, serverError } from '../../../../test/http';
import { expectMessage, renderRoutes } from '../../../../test/render';
import { server } from '../../../../test/server';
import { shiftRoutes } from '../../routes';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const block = (blockNumber: number, calls: Call[]): CallBlock => ({
  blockNumber,
  startTime: someShiftCalls().slotStartTimes[blockNumber] ?? '2026-03-20T14:00:00.000Z',
  calls,
});

const withCalendar = aRoleplayShift({ details: { ...aRoleplayShift().details, useGoogleCalendar: true } });

/** Shift 41 with its day as given, the cards' own lists, and the reminder's preview. */
function serve(day: ShiftCalls, shift: Shift = withCalendar) {
  server.use(
    api.get('/roleplay_shifts/41', () => json(shift)),
    api.get('/roleplay_shifts/41/calls', () => json(day)),
    api.get('/course_events/41/resource_links', () => json([aResourceLink()])),
    api.get('/events/41/rooms', () => json([])),
    api.get('/shift_coaches', () => json([aStaffCandidate()])),
    api.get('/shift_coordinators', () => json([])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
    api.get('/participant_slots/:id/send_reminder/preview', () =>
      json({
        mails: [
          {
            to: [{ name: 'Pat Learner', email: 'pat@example.com' }],
            cc: [],
            bcc: [],
            from: 'trainers@example.com',
            subject: 'Rappel : votre séance',
            text: 'Bonjour Pat',
          },
        ],
      }),
    ),
    api.post('/participant_slots/:id/send_reminder', () => json({ message: MESSAGES.successfullySentReminder })),
  );
}

const openPage = () => renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe("the coordinator's call-block editor in the person's language", () => {
  it('speaks French: blocks, calls, menus, notes, a reminder with its preview, and removing a block', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    serve(
      someShiftCalls({
        blocks: [block(0, [aCall({ callSlots: [aCallSlot()], participantSlots: [aParticipantSlot()] }), aCall({ id: 702 })])],
      }),
    );
    const { user } = openPage();
    const card = within(await screen.findByTestId('call-blocks'));
    await user.click(await card.findByRole('button', { name: "Ajouter un bloc d'appels" }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Bloc 210:20–10:40']);
    await user.keyboard('{Escape}');

    card.getByRole('button', { name: 'Ajouter un appel au Bloc 1' });
    expect(card.getByRole('group', { name: 'Appel 1' })).toBeTruthy();
    card.getByRole('button', { name: 'Retirer bloc 1 appel 2' });
    const opening = card.getByRole('combobox', { name: 'Joueur de rôle pour Opening, bloc 1 appel 2' });
    expect(options(opening)[0]).toBe('Personne');
    const add = card.getByRole('combobox', { name: 'Ajouter un participant à bloc 1 appel 2' });
    expect(options(add)).toEqual(['Ajouter un participant…', 'Quinn Student']);
    expect(options(card.getByRole('combobox', { name: 'Déplacer Pat Learner vers un autre appel' }))).toEqual([
      'Déplacer vers…',
      'Bloc 1, appel 2',
    ]);
    expect(card.getByRole('textbox', { name: 'Note sur Opening pour Pat Learner' }).getAttribute('placeholder')).toBe('Note');
    expect(card.getByRole('textbox', { name: 'Note sur Objections pour Pat Learner' }).getAttribute('placeholder')).toBe(
      'Il faut un joueur de rôle',
    );
    card.getByRole('button', { name: 'Retirer Pat Learner de cet appel' });

    const row = card.getByTestId('participant-slot');
    await user.click(within(row).getByRole('button', { name: 'Rappel pour Pat Learner' }));
    await user.click(screen.getByRole('menuitem', { name: "Envoyer le rappel et renvoyer l'invitation d'agenda" }));
    const dialog = await screen.findByRole('dialog', { name: "Envoyer le rappel et renvoyer l'invitation d'agenda?" });
    within(dialog).getByText("Pat Learner reçoit ce rappel par courriel, avec l'invitation d'agenda jointe de nouveau.");
    await within(dialog).findByRole('article', { name: 'Courriel à Pat Learner' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le rappel' }));
    await waitFor(() => expect(within(row).getByTestId('reminder-state').textContent).toBe('Courriel de rappel envoyé'));

    await user.click(card.getByRole('button', { name: 'Retirer Bloc 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer Bloc 1?' });
    // The role-player and the participant of call 1.
    within(confirm).getByText(
      '2 personnes sont placées dans ce bloc; ses appels sont retirés avec toutes les personnes qui y sont et leurs notes.',
    );
    within(confirm).getByRole('button', { name: 'Retirer le bloc' });
  });

  it('speaks Spanish when a block cannot be added, and Portuguese on a note that is too long', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    serve(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    server.use(api.post('/calls', () => serverError()));
    const first = openPage();
    const card = within(await screen.findByTestId('call-blocks'));
    await first.user.click(await card.findByRole('button', { name: 'Añadir bloque de llamadas' }));
    await first.user.click(screen.getByRole('menuitem', { name: /^Bloque 2/ }));
    await expectMessage('No se pudo crear el bloque de llamadas');
    first.unmount();

    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    serve(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot()], participantSlots: [aParticipantSlot()] })])] }));
    const { user } = openPage();
    const again = within(await screen.findByTestId('call-blocks'));
    const note = await again.findByRole('textbox', { name: 'Nota sobre Opening para Pat Learner' });
    await user.type(note, 'Muito calmo e claro');
    await again.findByText('19/15: no máximo 15 caracteres, não guardada');
  });
});
