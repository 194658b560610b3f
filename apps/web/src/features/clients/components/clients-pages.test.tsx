import { type ClientInput, createClientBodySchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { clientsRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });

const STAMP = '2026-11-20T15:04:00Z';

describe('Clients pages in another language', () => {
  it('lists the clients in Portuguese with their dates, and New Client refuses and creates in Portuguese', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const created: ClientInput[] = [];
    let answers = 0;
    server.use(
      api.get('/clients', () => json({ data: [{ id: 3, orgName: 'Northwind', createdAt: STAMP }], total: 1 })),
      api.post(
        '/clients',
        withBody(createClientBodySchema, ({ client }) => {
          created.push(client);
          answers += 1;
          if (answers === 1) return refusal(500, 'internal', 'boom');
          return json({ ...client, id: 4, createdAt: STAMP, updatedAt: STAMP }, 201);
        }),
      ),
      api.get('/clients/4', () =>
        json({
          id: 4,
          orgName: 'Lisboa Lda',
          address: '',
          telephone: '',
          contactFirstName: '',
          contactLastName: '',
          contactEmail: 'ana@example.com',
          createdAt: STAMP,
          updatedAt: STAMP,
        }),
      ),
    );
    const { user } = renderRoutes([clientsRoute], { at: '/clients' });
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Clientes' });
    await within(grid).findByRole('link', { name: 'Northwind' });
    within(grid).getByRole('columnheader', { name: 'Data de criação' });
    within(grid).getByText('20/11/2026, 10:04');

    await user.click(screen.getByRole('link', { name: 'Novo cliente' }));
    expect(await screen.findByRole('heading', { name: 'Novo cliente' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    await screen.findByText('Nome da empresa é obrigatório');
    await user.type(screen.getByRole('textbox', { name: /Nome da empresa/ }), 'Lisboa Lda');
    await user.type(screen.getByRole('textbox', { name: /E-mail do contacto/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    await expectMessage('Ocorreu um erro do nosso lado. Tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    await expectMessage('Cliente Lisboa Lda criado');
    expect(created).toHaveLength(2);
  });
});
