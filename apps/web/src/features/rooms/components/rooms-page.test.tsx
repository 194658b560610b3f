import { type CreateRoomBody, createRoomBodySchema, type Room } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { roomsRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });

const STAMP = '2031-03-04T15:00:00.000Z';

function aRoom(overrides: Partial<Room> = {}): Room {
  return {
    id: 1,
    name: 'Boardroom',
    roomType: 'phone',
    localNumber: '416-555-0100',
    tollFreeNumber: null,
    meetingUrl: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

function roomsApi(rooms: Room[], opts: { create?: () => Response } = {}) {
  const created: CreateRoomBody[] = [];
  server.use(
    api.get('/rooms', () => json({ data: rooms, total: rooms.length })),
    api.post(
      '/rooms',
      withBody(createRoomBodySchema, (body) => {
        created.push(body);
        if (opts.create) return opts.create();
        return json(aRoom({ id: 9, name: body.room.name, roomType: body.room.roomType ?? 'phone' }), 201);
      }),
    ),
  );
  return created;
}

describe('Rooms page', () => {
  it('lists the rooms with their types in words and adds one', async () => {
    const created = roomsApi([
      aRoom(),
      aRoom({ id: 2, name: 'Zoom A', roomType: 'zoom', localNumber: null, meetingUrl: 'https://zoom.example/a' }),
    ]);
    const { user } = renderRoutes([roomsRoute], { at: '/rooms' });
    const grid = await screen.findByRole('grid', { name: 'Rooms' });
    await within(grid).findByText('Boardroom');
    within(grid).getByText('Phone');
    within(grid).getByText('Zoom');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Room' });
    await user.type(within(dialog).getByRole('textbox', { name: /Room Name/ }), 'Studio');
    await user.type(within(dialog).getByRole('textbox', { name: 'Local Number' }), '416-555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expectMessage('Room Studio added');
    expect(created[0]?.room).toMatchObject({ name: 'Studio', roomType: 'phone', localNumber: '416-555-0199' });
  });

  it('speaks Portuguese: the grid, the types, the dialog, its refusals and a refusal of the server', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const created = roomsApi([aRoom(), aRoom({ id: 2, name: 'Sala online', roomType: 'custom', localNumber: null })], {
      create: () => refusal(409, 'room_name_taken', 'Another room already has this name'),
    });
    const { user } = renderRoutes([roomsRoute], { at: '/rooms' });
    expect(await screen.findByRole('heading', { name: 'Salas' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Salas' });
    await within(grid).findByText('Boardroom');
    within(grid).getByText('Telefone');
    within(grid).getByRole('columnheader', { name: 'Número gratuito' });
    within(grid).getByRole('button', { name: 'Editar Boardroom' });
    expect(screen.getByPlaceholderText('Pesquisar pelo nome da sala')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adicionar sala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar sala' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await within(dialog).findByText('Nome da sala é obrigatório');
    within(dialog).getByText('Uma sala telefónica precisa de pelo menos um número local ou gratuito');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome da sala/ }), 'Boardroom');
    await user.type(within(dialog).getByRole('textbox', { name: 'Número local' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await within(dialog).findByText('Número local tem de ser um número de telefone');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Número local' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Número local' }), '416-555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await within(dialog).findByText('Erro ao criar a sala: Já existe outra sala com este nome');
    expect(created).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('speaks French when a room is edited in place and deleted', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    roomsApi([aRoom({ roomType: 'teams', localNumber: null, meetingUrl: 'https://teams.example/b' })]);
    server.use(api.delete('/rooms/1', () => new Response(null, { status: 204 })));
    const { user } = renderRoutes([roomsRoute], { at: '/rooms' });
    const grid = await screen.findByRole('grid', { name: 'Salles' });
    await within(grid).findByText('MS Teams');
    await user.click(within(grid).getByRole('button', { name: 'Modifier Boardroom' }));
    const link = await within(grid).findByRole('textbox', { name: 'Lien de réunion' });
    await user.clear(link);
    await user.type(link, 'pas un lien');
    await user.click(within(grid).getByRole('button', { name: 'Enregistrer' }));
    await within(grid).findByText('Lien de réunion doit être une adresse Web commençant par https://');
    await user.click(within(grid).getByRole('button', { name: 'Annuler' }));
    await user.click(within(grid).getByRole('button', { name: 'Supprimer Boardroom' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la salle' });
    within(confirm).getByText('Supprimer la salle Boardroom? Cette action est irréversible.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await expectMessage('Salle Boardroom supprimée');
  });
});
