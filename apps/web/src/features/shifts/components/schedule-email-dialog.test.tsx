import { MESSAGES } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aRoleplayShift, someScheduleInfo } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ScheduleEmailCard } from './schedule-email-dialog';

vi.setConfig({ testTimeout: 30_000 });

const people = [
  { id: 5, name: 'Ana Silva', email: 'ana@example.com' },
  { id: 6, name: 'Ben Okafor', email: 'ben@example.com' },
  { id: 7, name: 'Chloé Martin', email: 'chloe@example.com' },
];

function serve() {
  const previews: string[] = [];
  const sent: unknown[] = [];
  server.use(
    api.get('/roleplay_shifts/41/participant_schedule', () =>
      json(
        someScheduleInfo({
          room: {
            id: 3,
            name: 'Studio A',
            roomType: 'zoom',
            localNumber: null,
            tollFreeNumber: null,
            meetingUrl: 'https://zoom.example/j/1',
          },
          resourcesReady: true,
          participants: people,
        }),
      ),
    ),
    api.get('/participant_schedule/preview', ({ request }) => {
      const query = new URL(request.url).searchParams;
      previews.push(`${query.get('roleplay_shift_id')}:${query.get('user_id')}`);
      return json({
        mails: [
          {
            to: [{ name: 'Ana Silva', email: 'ana@example.com' }],
            cc: [],
            bcc: ['copies@example.com'],
            from: 'trainers@example.com',
            subject: 'Your session: Negotiation Skills',
            text: 'Hello Ana, here is your call at 9:00: https://meet.example/ana',
          },
        ],
      });
    }),
    api.post('/participant_schedule', async ({ request }) => {
      sent.push({ query: new URL(request.url).search, body: await request.json() });
      return json({ sent: 3 });
    }),
  );
  return { previews, sent };
}

describe('the participant schedule e-mail', () => {
  it('shows the e-mail as the first chosen participant gets it, with the count of the others, and sends only on Send', async () => {
    const { previews, sent } = serve();
    const { user } = renderWithProviders(<ScheduleEmailCard shift={aRoleplayShift()} />);
    const open = await screen.findByRole('button', { name: MESSAGES.participantScheduleEmail });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await user.click(open);
    // Nobody slotted yet: the whole course is chosen.
    await user.click(await screen.findByRole('button', { name: 'Preview the e-mail to 3' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.participantScheduleEmail });
    const mail = await within(dialog).findByTestId('mail-preview');
    expect(mail.textContent).toContain('Ana Silva <ana@example.com>');
    expect(mail.textContent).toContain('Your session: Negotiation Skills');
    expect(mail.textContent).toContain('Hello Ana, here is your call at 9:00');
    expect(within(dialog).getAllByTestId('mail-preview')).toHaveLength(1);
    expect(within(dialog).getByTestId('mail-preview-others').textContent).toBe(
      '2 other people get the same e-mail, each with their own name and details.',
    );
    expect(previews).toEqual(['41:5']);
    expect(sent).toEqual([]);

    // Cancel goes back to the list, sending nothing; one participant less, one other less.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('mail-preview')).toBeNull());
    const list = await screen.findByRole('dialog', { name: MESSAGES.participantScheduleEmail });
    await waitFor(() => expect(getComputedStyle(list.parentElement ?? list).pointerEvents).not.toBe('none'));
    await user.click(within(list).getByRole('checkbox', { name: /Chloé Martin/ }));
    await user.click(screen.getByRole('button', { name: 'Preview the e-mail to 2' }));
    const again = await screen.findByRole('dialog', { name: MESSAGES.participantScheduleEmail });
    expect((await within(again).findByTestId('mail-preview-others')).textContent).toBe(
      'One other person gets the same e-mail, with their own name and details.',
    );
    expect(sent).toEqual([]);

    await user.click(within(again).getByRole('button', { name: 'Send to 2' }));
    await waitFor(() => expect(sent).toEqual([{ query: '?roleplay_shift_id=41', body: { userIds: [5, 6] } }]));
  });

  it('speaks French: the card, the list, the preview with its recipients and headers, and the toast', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const { sent } = serve();
    const { user } = renderWithProviders(<ScheduleEmailCard shift={aRoleplayShift()} />);
    expect(await screen.findByRole('heading', { name: 'Horaire des participants' })).toBeTruthy();
    expect((await screen.findByTestId('schedule-room')).textContent).toBe('Salle : Studio A (https://zoom.example/j/1)');
    const open = screen.getByRole('button', { name: "Courriel d'horaire des participants" });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await user.click(open);
    const list = await screen.findByRole('dialog', { name: "Courriel d'horaire des participants" });
    within(list).getByText(
      "Chaque participant choisi reçoit l'heure de ce quart et la façon de rejoindre Studio A, dans la langue du cours.",
    );
    within(list).getByRole('checkbox', { name: 'Tous les participants' });
    within(list).getByRole('checkbox', { name: /Ana Silva ana@example.com · dans aucun appel/ });
    within(list).getByRole('button', { name: 'Annuler' });
    await user.click(within(list).getByRole('button', { name: 'Aperçu du courriel aux 3' }));

    const dialog = await screen.findByRole('dialog', { name: "Courriel d'horaire des participants" });
    const mail = await within(dialog).findByRole('article', { name: 'Courriel à Ana Silva' });
    for (const label of ['À', 'Cci', 'De', 'Objet']) expect(within(mail).getByText(label)).toBeTruthy();
    within(mail).getByLabelText('Texte du courriel à Ana Silva');
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Tel que le recevra Ana Silva');
    expect(within(dialog).getByTestId('mail-preview-others').textContent).toBe(
      '2 autres personnes reçoivent le même courriel, chacune avec son propre nom et ses propres détails.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer aux 3' }));
    await expectMessage("Courriel d'horaire des participants envoyé");
    expect(sent).toHaveLength(1);
  });

  it('speaks Spanish when the e-mail cannot be sent yet, and Portuguese when sending fails', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    server.use(
      api.get('/roleplay_shifts/41/participant_schedule', () =>
        json(someScheduleInfo({ room: null, resourcesReady: true, participants: people })),
      ),
    );
    const first = renderWithProviders(<ScheduleEmailCard shift={aRoleplayShift()} />);
    expect((await screen.findByTestId('schedule-reason')).textContent).toBe(
      'Elija una sala para este turno antes de enviar el correo de horario',
    );
    expect(screen.getByTestId('schedule-room').textContent).toBe('Sala: Todavía no se ha elegido sala');
    first.unmount();

    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    serve();
    server.use(api.post('/participant_schedule', () => refusal(500, 'internal', 'boom')));
    const { user } = renderWithProviders(<ScheduleEmailCard shift={aRoleplayShift()} />);
    const open = await screen.findByRole('button', { name: 'E-mail de horário dos participantes' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Pré-visualizar o e-mail para 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail de horário dos participantes' });
    await within(dialog).findByTestId('mail-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para 3' }));
    await expectMessage('Ocorreu um erro do nosso lado. Tente novamente.');
  });
});
