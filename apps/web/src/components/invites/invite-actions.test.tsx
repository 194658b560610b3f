import type { InviteAction } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../lib/i18n/i18n';
import { allMessages } from '../../test/catalogues';
import { api, json, refusal } from '../../test/http';
import { expectMessage, renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { useMessages } from '../messages';
import { GiveToForm } from './give-to-form';
import { INVITE_ACTION_TEXTS, InviteActionButtons, type InviteActionTexts, useInviteRequests } from './invite-action-buttons';
import { SwapRequestDialog } from './swap-request-dialog';

vi.setConfig({ testTimeout: 30_000 });

const dana = { id: 41, name: 'Dana Player', email: 'dana@example.com', roleList: ['rp' as const] };

/**
 * The invite actions as a page without words of its own uses them (the dashboard's shift dialog):
 * the buttons, the Give to… picker and the partial coverage dialog with the components' own texts.
 */
function Actions({ allowed }: { allowed: readonly InviteAction[] }) {
  const { push } = useMessages();
  const { directSwap, partial, busy, pending } = useInviteRequests();
  const [giveToOpen, setGiveToOpen] = useState(false);
  const [partialOpen, setPartialOpen] = useState(false);
  const run = (action: Promise<unknown>, texts: InviteActionTexts) =>
    action.then(
      () => push(texts.success, 'success'),
      () => push(texts.failure),
    );
  return (
    <>
      <InviteActionButtons
        allowed={allowed}
        busy={busy}
        pending={pending}
        giveToOpen={giveToOpen}
        onAction={(action) => (action === 'direct_swap' ? setGiveToOpen(true) : setPartialOpen(true))}
      />
      {giveToOpen && (
        <GiveToForm
          inviteId={501}
          busy={busy}
          onGive={(person) =>
            run(directSwap.mutateAsync({ inviteId: 501, userId: person.id }), INVITE_ACTION_TEXTS.direct_swap(person.name))
          }
        />
      )}
      <SwapRequestDialog
        open={partialOpen}
        busy={partial.isPending}
        title={INVITE_ACTION_TEXTS.partial_swap.title}
        intro={INVITE_ACTION_TEXTS.partial_swap.intro}
        onClose={() => setPartialOpen(false)}
        onSend={(request) => run(partial.mutateAsync({ inviteId: 501, ...request }), INVITE_ACTION_TEXTS.partial_swap)}
      />
    </>
  );
}

const ALL: readonly InviteAction[] = ['accept', 'reject', 'direct_swap', 'swap', 'partial_swap', 'undo_swap'];

describe('the invitee’s actions in the person’s language', () => {
  it('are in English by default, as they always were', () => {
    renderWithProviders(<Actions allowed={ALL} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Accept', 'Decline', 'Give to…', 'Give to all…', 'Request partial coverage', 'Withdraw offer']);
    expect(INVITE_ACTION_TEXTS.swap.intro()).toBe(
      'The shift is offered to all qualified people who could take your place who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.',
    );
    expect(INVITE_ACTION_TEXTS.take.failure).toBe('Error accepting Swap');
  });

  it('speak French: the buttons, the Give to… picker and its toast', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    server.use(
      api.get('/role_players/give_to/:id', () => json([dana])),
      api.put('/role_players/direct_swap/:id', () => json({})),
    );
    const { user } = renderWithProviders(<Actions allowed={ALL} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Accepter',
      'Refuser',
      'Confier à…',
      'Offrir à tous…',
      'Demander une couverture partielle',
      "Retirer l'offre",
    ]);
    await user.click(screen.getByRole('button', { name: 'Confier à…' }));
    const form = await screen.findByRole('form', { name: 'Confier à une personne' });
    await user.click(within(form).getByRole('combobox', { name: 'Personne' }));
    await user.click(await screen.findByRole('option', { name: /Dana Player/ }));
    await user.click(within(form).getByRole('button', { name: 'Confier le quart' }));
    await expectMessage('Quart offert à Dana Player');
  });

  it('speak Spanish when nobody can take the place, and Portuguese when the list cannot be had', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    server.use(api.get('/role_players/give_to/:id', () => json([])));
    const { user, unmount } = renderWithProviders(<Actions allowed={['direct_swap']} />);
    await user.click(screen.getByRole('button', { name: 'Ceder a…' }));
    const form = await screen.findByRole('form', { name: 'Ceder a una persona' });
    await user.click(within(form).getByRole('combobox', { name: 'Persona' }));
    await screen.findByText(
      'Nadie más puede ocupar su plaza ahora: hace falta la cualificación del curso y estar libre entonces',
    );
    unmount();

    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    server.use(api.get('/role_players/give_to/:id', () => refusal(500, 'internal', 'boom')));
    const second = renderWithProviders(<Actions allowed={['direct_swap']} />);
    await second.user.click(screen.getByRole('button', { name: 'Passar a…' }));
    const picker = await screen.findByRole('form', { name: 'Passar a uma pessoa' });
    await second.user.click(within(picker).getByRole('combobox', { name: 'Pessoa' }));
    await screen.findByText('Erro ao obter os dados');
  });

  it('speak Portuguese in the partial coverage dialog: its words, its default subject, its toasts', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const sent: unknown[] = [];
    server.use(
      api.post('/event_invites/:id/partial_swap', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1 ? json({}) : refusal(500, 'internal', 'boom');
      }),
    );
    const { user } = renderWithProviders(<Actions allowed={['partial_swap']} />);
    await user.click(screen.getByRole('button', { name: 'Pedir cobertura parcial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir cobertura parcial' });
    within(dialog).getByText(
      'Peça ao coordenador de turno e aos role-players qualificados que cubram parte deste turno. Continua responsável pelo turno inteiro até alguém aceitar.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Assunto' })).toHaveProperty('value', 'Pedido de cobertura de turno');
    const details = within(dialog).getByRole('textbox', { name: /Detalhes/ });
    expect(details.getAttribute('placeholder')).toBe('Que parte do turno, e porquê');
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toHaveProperty('disabled', true);
    within(dialog).getByRole('button', { name: 'Cancelar' });
    await user.type(details, 'A primeira hora');
    await user.click(send);
    await expectMessage('Pedido de cobertura enviado');
    expect(sent).toEqual([
      { partialSwap: { requestSubject: 'Pedido de cobertura de turno', requestDetails: 'A primeira hora' } },
    ]);
    await user.click(send);
    await expectMessage('Erro ao pedir cobertura parcial');
  });
});
