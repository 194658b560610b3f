import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aCourse, aScenarioComponent } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ScenarioBuilder } from './scenario-builder';

vi.setConfig({ testTimeout: 30_000 });

const TYPES = [
  { id: 1, name: 'Scenario' },
  { id: 2, name: 'Break' },
  { id: 3, name: 'Debrief' },
];

/** Course 7's call: a 20-minute scenario and a 10-minute break; a delete answers `remove`. */
function scenarioApi(remove: () => Response = () => new Response(null, { status: 204 })) {
  const deleted: number[] = [];
  server.use(
    api.get('/courses/7/scenario_components', () =>
      json([
        aScenarioComponent({ id: 11, duration: 20 }),
        aScenarioComponent({
          id: 12,
          scenarioComponentTypeId: 2,
          typeName: 'Break',
          content: '',
          duration: 10,
          rpReference: null,
          position: 1,
        }),
      ]),
    ),
    api.get('/scenario_component_types', () => json(TYPES)),
    api.delete('/scenario_components/:id', ({ params }) => {
      deleted.push(Number(params.id));
      return remove();
    }),
  );
  return { deleted };
}

describe('ScenarioBuilder', () => {
  it('reads Portuguese: the call and its parts, the type names, the delete question and a refused delete', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const { deleted } = scenarioApi(() =>
      refusal(409, 'scenario_locked', 'Scenario components cannot be added or deleted while the course has a roleplay shift'),
    );
    const { user } = renderWithProviders(<ScenarioBuilder course={aCourse()} />);

    const section = within(await screen.findByRole('region', { name: 'Construtor de cenário' }));
    await waitFor(() => expect(section.getAllByTestId('scenario-row')).toHaveLength(2));
    expect(section.getByTestId('call-length').textContent).toBe('Duração da chamada: 30 min');
    const list = within(section.getByRole('list', { name: 'Componentes do cenário' }));
    const scenario = within(list.getByRole('listitem', { name: 'Componente 1: Cenário' }));
    const pause = within(list.getByRole('listitem', { name: 'Componente 2: Pausa' }));
    expect(scenario.getByRole('textbox', { name: 'Conteúdo' })).toHaveProperty('value', 'Difficult customer');
    expect(pause.getByRole('textbox', { name: 'Conteúdo' }).getAttribute('placeholder')).toBe('Pausa');
    scenario.getByText('20 min');
    scenario.getByText('RP 1');
    pause.getByText('Nenhum');

    // The type list names the two every course has in Portuguese, a type of the manager's as named.
    await user.click(scenario.getByRole('combobox', { name: 'Tipo' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Cenário', 'Pausa', 'Debrief']);
    await user.keyboard('{Escape}');

    await user.click(pause.getByRole('button', { name: 'Eliminar o componente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar o componente?' }));
    dialog.getByText('O componente «sem conteúdo» (pausa, 10 min) será retirado da chamada.');
    await user.click(dialog.getByRole('button', { name: 'Eliminar' }));
    // The refusal in Portuguese, not in the server's English.
    await expectMessage(
      'Os componentes do cenário não podem ser adicionados nem eliminados enquanto o curso tiver um turno de role-play',
    );
    expect(deleted).toEqual([12]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    section.getByRole('button', { name: 'Adicionar componente' });
    section.getByRole('button', { name: 'Novo tipo' });
  });

  it('keeps a part added while the list is still being fetched again after an edit: the list is asked once more after the add', async () => {
    const stored = [aScenarioComponent({ id: 11, duration: 20 })];
    // The refetch that follows the edit is held until released, so the add lands while it is out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holdNextList = false;
    const asked: string[] = [];
    server.use(
      api.get('/courses/7/scenario_components', async () => {
        const answer = stored.map((component) => ({ ...component }));
        asked.push('list');
        if (holdNextList) {
          holdNextList = false;
          await held;
        }
        return json(answer);
      }),
      api.get('/scenario_component_types', () => json(TYPES)),
      api.put('/scenario_components/:id', async ({ request }) => {
        const body = (await request.json()) as { scenarioComponent: { content?: string } };
        const [first, ...rest] = stored;
        const edited = aScenarioComponent({ ...first, content: body.scenarioComponent.content ?? first?.content });
        stored.splice(0, stored.length, edited, ...rest);
        holdNextList = true;
        return json(edited);
      }),
      api.post('/courses/7/scenario_components', () => {
        const created = aScenarioComponent({ id: 13, content: '', position: stored.length });
        stored.push(created);
        asked.push('add');
        return json(created, 201);
      }),
    );
    const { user } = renderWithProviders(<ScenarioBuilder course={aCourse()} />);
    const section = within(await screen.findByRole('region', { name: 'Scenario Builder' }));
    await waitFor(() => expect(section.getAllByTestId('scenario-row')).toHaveLength(1));

    const content = section.getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, 'Opening call');
    await user.tab();
    await waitFor(() => expect(asked).toEqual(['list', 'list']));
    await user.click(section.getByRole('button', { name: 'Add component' }));
    await waitFor(() => expect(section.getAllByTestId('scenario-row')).toHaveLength(2));
    release();

    // The list asked before the add was saved cannot be the last word: it is asked again after it.
    await waitFor(() => expect(asked.slice(asked.indexOf('add'))).toContain('list'));
    await waitFor(() => expect(section.getAllByTestId('scenario-row')).toHaveLength(2));
    expect(section.getAllByRole('textbox', { name: 'Content' }).map((field) => (field as HTMLInputElement).value)).toEqual([
      'Opening call',
      '',
    ]);
  });

  it('tells in Spanish why parts can no longer be added or deleted once the course has a roleplay shift', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    scenarioApi();
    renderWithProviders(<ScenarioBuilder course={aCourse({ hasRoleplayShift: true })} />);
    await screen.findByText(
      'Los componentes del escenario no se pueden añadir ni eliminar mientras el curso tenga un turno de juego de rol. Puede seguir editándolos y reordenándolos.',
    );
    await waitFor(() => expect(screen.getAllByTestId('scenario-row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Añadir componente' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button', { name: 'Eliminar el componente' })[0]).toHaveProperty('disabled', true);
  });
});
