import type { MailMessage } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json, serverError } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { mailboxRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });

function aMail(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id: 5,
    to: ['ana@example.com'],
    cc: [],
    bcc: [],
    from: 'office@example.com',
    subject: 'Convite para um turno',
    text: 'Olá Ana',
    html: null,
    status: 'failed',
    attempts: 3,
    lastError: 'connection refused',
    createdAt: '2026-11-20T15:04:00Z',
    sentAt: null,
    ...overrides,
  };
}

function mailboxApi(mails: MailMessage[], opts: { one?: () => Response } = {}) {
  server.use(
    api.get('/mailbox', () => json({ data: mails, total: mails.length })),
    api.get('/mailbox/:id', ({ params }) => opts.one?.() ?? json(mails.find((m) => m.id === Number(params.id)))),
  );
}

describe('Mailbox page', () => {
  it('lists the e-mails with their status in words and opens one', async () => {
    mailboxApi([aMail(), aMail({ id: 6, subject: '', status: 'sent', lastError: null })]);
    const { user } = renderRoutes([mailboxRoute], { at: '/mailbox' });
    const grid = await screen.findByRole('grid', { name: 'Mailbox' });
    await within(grid).findByText('Failed');
    within(grid).getByText('Sent');
    await user.click(within(grid).getByText('Convite para um turno'));
    const dialog = await screen.findByRole('dialog', { name: 'Convite para um turno' });
    within(dialog).getByText('Last error');
    within(dialog).getByText('connection refused');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('speaks Portuguese: the grid, the statuses, the dates, the dialog and a failed load', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    mailboxApi([aMail(), aMail({ id: 6, subject: '', status: 'pending', lastError: null })], { one: () => serverError() });
    const { user } = renderRoutes([mailboxRoute], { at: '/mailbox' });
    expect(await screen.findByRole('heading', { name: 'Caixa de correio' })).toBeTruthy();
    screen.getByText(/Todos os e-mails que o sistema envia aparecem aqui/);
    const grid = await screen.findByRole('grid', { name: 'Caixa de correio' });
    await within(grid).findByText('Falhou');
    within(grid).getByText('Em espera');
    within(grid).getByRole('columnheader', { name: 'Assunto' });
    within(grid).getByRole('columnheader', { name: 'Tentativas' });
    expect(within(grid).getAllByText('20/11/2026, 10:04')).toHaveLength(2);
    expect(screen.getByPlaceholderText('Destinatário ou assunto')).toBeTruthy();

    await user.click(within(grid).getByText('Convite para um turno'));
    const dialog = await screen.findByRole('dialog', { name: 'Convite para um turno' });
    within(dialog).getByText('Último erro');
    within(dialog).getByText('Para');
    within(dialog).getByRole('tab', { name: 'Texto' });
    await within(dialog).findByText('Erro ao obter os dados');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  });
});
