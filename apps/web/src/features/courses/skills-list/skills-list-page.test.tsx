import {
  type AssessmentPart,
  assessmentPartSchema,
  BLOCK_TYPES,
  createAssessmentPartBodySchema,
  MESSAGES,
  updateAssessmentPartBodySchema,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../../../lib/api';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json, networkError, serverError, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import SkillsListPage from './skills-list-page';

const TYPES = BLOCK_TYPES.map((blockType, index) => ({ id: index + 1, blockType }));

const part = (fields: Partial<AssessmentPart> & Pick<AssessmentPart, 'id' | 'blockType' | 'text' | 'position'>) =>
  assessmentPartSchema.parse({
    courseId: 7,
    assessmentPartTypeId: (TYPES.find((t) => t.blockType === fields.blockType)?.id ?? 0) as number,
    actionPlan: false,
    data: { answers: [] },
    ...fields,
  });

/**
 * Course 7's skills list kept as the API keeps it: creations and changes (read with the shared body
 * rules) apply to it, and every later GET answers the list as it now is. `refuse` answers a write instead.
 */
function skillsApi(options: { refuse?: { create?: () => Response; update?: () => Response } } = {}) {
  const parts: AssessmentPart[] = [
    part({ id: 81, blockType: 'heading', text: 'Opening', position: 0 }),
    part({ id: 82, blockType: 'true_false', text: 'Greets the caller by name', position: 1 }),
  ];
  const writes: Array<{ method: string; id?: number; body: unknown }> = [];
  server.use(
    api.get('/courses/7/assessment_parts', () => json(parts)),
    api.get('/assessment_part_types', () => json(TYPES)),
    api.get('/courses/7/scenario_components', () => json([])),
    api.post(
      '/courses/7/assessment_parts',
      withBody(createAssessmentPartBodySchema, (body) => {
        writes.push({ method: 'POST', body });
        if (options.refuse?.create) return options.refuse.create();
        const type = TYPES.find((t) => t.id === body.assessmentPart.assessmentPartTypeId);
        if (!type) return json({ error: 'Unknown type', code: 'bad_request' }, 400);
        const created = part({
          id: 90 + parts.length,
          blockType: type.blockType,
          text: body.assessmentPart.text,
          position: parts.length,
          data: body.assessmentPart.data,
        });
        parts.push(created);
        return json(created, 201);
      }),
    ),
    api.put(
      '/assessment_parts/:id',
      withBody(updateAssessmentPartBodySchema, (body, { params }) => {
        const id = Number(params.id);
        writes.push({ method: 'PUT', id, body });
        if (options.refuse?.update) return options.refuse.update();
        const index = parts.findIndex((p) => p.id === id);
        const { position: _position, assessmentPartTypeId: _type, data, ...fields } = body.assessmentPart;
        const changed = part({ ...(parts[index] as AssessmentPart), ...fields, ...(data ? { data } : {}) });
        parts[index] = changed;
        return json(changed);
      }),
    ),
    api.delete('/assessment_parts/:id', ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      parts.splice(
        parts.findIndex((p) => p.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }),
  );
  return { writes };
}

const renderPage = () =>
  renderWithProviders(<SkillsListPage />, { path: '/courses/:id/skillsList', at: '/courses/7/skillsList' });
const blocks = () => screen.queryAllByTestId('skills-block');
const block = (n: number) => within(blocks()[n - 1] as HTMLElement);

describe('SkillsListPage', () => {
  it('adds a block, saves its text when the cursor leaves it, and shows it in the preview', async () => {
    const { writes } = skillsApi();
    const { user } = renderPage();

    await waitFor(() => expect(blocks()).toHaveLength(2));
    expect(block(1).getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Opening');
    expect(block(2).getByRole('textbox', { name: 'Skill' })).toHaveProperty('value', 'Greets the caller by name');

    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: /Short answer/ }));
    await waitFor(() => expect(blocks()).toHaveLength(3));
    // The new block is ready to type in.
    const question = block(3).getByRole('textbox', { name: 'Question' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    await user.type(question, ' What went well? ');
    await user.tab();

    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      {
        method: 'POST',
        body: { assessmentPart: { assessmentPartTypeId: 4, text: '', actionPlan: false, data: { answers: [] } } },
      },
      { method: 'PUT', id: 92, body: { assessmentPart: { text: 'What went well?' } } },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    // Questions are numbered in the preview: the skill is 1, the new question 2.
    await screen.findByText('2. What went well?');
    screen.getByText('1. Greets the caller by name');
    screen.getByRole('heading', { name: 'Opening' });
  });

  it('puts a refused change back as it was and says why', async () => {
    let answer: () => Response = serverError;
    const { writes } = skillsApi({ refuse: { update: () => answer() } });
    const { user } = renderPage();

    await waitFor(() => expect(blocks()).toHaveLength(2));
    const actionPlan = block(2).getByRole('checkbox', { name: 'Action plan' });
    await user.click(actionPlan);
    await expectMessage('Could not update question');
    await waitFor(() => expect(block(2).getByRole('checkbox', { name: 'Action plan' })).toHaveProperty('checked', false));
    expect(writes).toEqual([{ method: 'PUT', id: 82, body: { assessmentPart: { actionPlan: true } } }]);

    answer = networkError;
    await user.click(block(2).getByRole('checkbox', { name: 'Action plan' }));
    await expectMessage(NETWORK_ERROR_TEXT);
    await waitFor(() => expect(block(2).getByRole('checkbox', { name: 'Action plan' })).toHaveProperty('checked', false));
  });

  it('says a block could not be added when the server refuses it', async () => {
    skillsApi({ refuse: { create: serverError } });
    const { user } = renderPage();

    await waitFor(() => expect(blocks()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: /Multiple choice/ }));
    await expectMessage(MESSAGES.errorCreatingQuestion);
    expect(blocks()).toHaveLength(2);
  });

  it('deletes a block after asking', async () => {
    const { writes } = skillsApi();
    const { user } = renderPage();

    await waitFor(() => expect(blocks()).toHaveLength(2));
    await user.click(block(1).getByRole('button', { name: 'Delete block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete block?' }));
    dialog.getByText("The heading 'Opening' will be removed from the skills list.");
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(blocks()).toHaveLength(1));
    expect(writes).toEqual([{ method: 'DELETE', id: 81, body: null }]);
    expect(block(1).getByRole('textbox', { name: 'Skill' })).toHaveProperty('value', 'Greets the caller by name');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    skillsApi();
    server.use(api.get('/courses/7/assessment_parts', () => (fail ? serverError() : json([]))));
    const { user } = renderPage();

    const alert = (await screen.findByText(MESSAGES.errorRetrievingData)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No blocks yet.');
  });
  it('reads Portuguese: the builder, the block types, a new multiple choice, a refused change, the delete question and the preview', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const { writes } = skillsApi({ refuse: { update: serverError } });
    const { user } = renderPage();

    await waitFor(() => expect(blocks()).toHaveLength(2));
    screen.getByRole('heading', { name: 'Lista de competências' });
    expect(block(1).getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Opening');
    expect(block(2).getByRole('textbox', { name: 'Competência' })).toHaveProperty('value', 'Greets the caller by name');
    expect(blocks()[1]?.getAttribute('aria-label')).toBe('Bloco 2: Verdadeiro / Falso');

    await user.click(screen.getByRole('button', { name: 'Adicionar bloco' }));
    await screen.findByRole('menuitem', {
      name: /Uma competência classificada por cenário: Conforme, A praticar, N\/A ou Não abordada/,
    });
    await user.click(screen.getByRole('menuitem', { name: /Escolha múltipla/ }));
    await waitFor(() => expect(blocks()).toHaveLength(3));
    // A new multiple choice starts with two answers named in the reader's language.
    expect(writes[0]?.body).toMatchObject({ assessmentPart: { data: { answers: ['Resposta 1', 'Resposta 2'] } } });
    block(3).getByRole('textbox', { name: 'Pergunta' });
    expect(block(3).getByRole('textbox', { name: 'Resposta 1' })).toHaveProperty('value', 'Resposta 1');
    block(3).getByRole('button', { name: 'Adicionar resposta' });

    // A refused change is told in Portuguese (the server's failure by its code), never in the server's English.
    await user.click(block(2).getByRole('checkbox', { name: 'Plano de ação' }));
    await expectMessage('Ocorreu um erro do nosso lado. Tente novamente.');

    await user.click(block(1).getByRole('button', { name: 'Eliminar o bloco' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar o bloco?' }));
    dialog.getByText('O bloco «Opening» (título) será retirado da lista de competências.');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Pré-visualização' }));
    const preview = within(await screen.findByRole('region', { name: 'Pré-visualização' }));
    preview.getByText('Pré-visualização: o que um avaliador vê');
    preview.getByText('Cada cenário');
    for (const answer of ['Conforme', 'A praticar', 'N/A', 'Não abordada']) preview.getByRole('radio', { name: answer });
  });
});
