import { type OrphanedParticipant, orphanedParticipantSchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });

const orphan = (overrides: Partial<OrphanedParticipant> = {}): OrphanedParticipant =>
  orphanedParticipantSchema.parse({
    id: 31,
    name: 'Otto Alone',
    email: 'otto@example.com',
    clientName: null,
    reason: 'no_course',
    createdAt: '2026-03-01T14:00:00.000Z',
    ...overrides,
  });

describe('the participant directory in the person’s language', () => {
  it('speaks French on the orphaned participants: tabs, grid, reasons and the delete question', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const orphans = [orphan(), orphan({ id: 32, name: 'Paz Solo', email: 'paz@example.com', reason: 'client_has_no_course' })];
    server.use(api.get('/participants/orphaned', () => json({ data: orphans, total: orphans.length })));
    const { user } = renderRoutes([usersRoute], { at: '/users/participants?tab=orphaned' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Répertoire des participants' })).toBeTruthy();
    expect(screen.getAllByRole('tab', { name: 'Participants' }).length).toBeGreaterThan(0);
    screen.getByRole('tab', { name: 'Orphelins' });
    screen.getByText("Les participants inscrits à aucun cours, ou dont le client n'a aucun cours.");
    const grid = await screen.findByTestId('orphaned-grid');
    await within(grid).findByText('Dans aucun cours');
    within(grid).getByText("Son client n'a aucun cours");
    within(grid).getByRole('columnheader', { name: 'Pourquoi' });
    await user.click(within(grid).getByRole('checkbox', { name: 'Sélectionner Otto Alone' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Sélectionner Paz Solo' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la sélection (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer les participants orphelins' });
    within(dialog).getByText('Supprimer ces 2 participants? Ils ne pourront plus se connecter. Cette action est irréversible.');
  });
});
