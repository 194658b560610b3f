import type { CoachingRecord, TemplateDetail } from '@app/shared';
import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin, STAMP } from '../../../test/data';
import { api, json } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { coachingRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const aCoach = () => anAdmin({ id: 5, name: 'Casey Coach', email: 'casey@example.com', roleList: ['coach'] });

const record: CoachingRecord = {
  id: 70,
  userId: 33,
  callId: 9,
  eventId: 4,
  roleplayer: { id: 33, name: 'Riley Player' },
  coach: { id: 5, name: 'Casey Coach' },
  sessionName: 'Conversations difficiles',
  sessionBegins: STAMP,
  createdAt: STAMP,
  questions: [
    { id: 1, header: 'Dans le rôle', content: 'A-t-il suivi le scénario?', answerType: 'binary', position: 0 },
    { id: 3, header: 'Commentaires', content: '', answerType: 'comment', position: 1 },
  ],
  answers: [],
};

const template: TemplateDetail = {
  id: 4,
  name: 'Standard',
  courseCount: 1,
  recordCount: 2,
  questions: [
    { id: 11, header: 'Realismo', content: '', answerType: 'scale', position: 0, answered: true },
    { id: 12, header: 'Pontualidade', content: '', answerType: 'binary', position: 1, answered: false },
  ],
};

describe('the coaching pages in the person’s language', () => {
  it('speak French on the coaching form: its heading, Yes/No, the saved states', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    server.use(
      api.get('/coaching_record', () => json({ roleplayerAssessment: record })),
      api.post('/roleplayer_assessment_answers', () =>
        json({ id: 1, roleplayerAssessmentQuestionId: 1, answerValue: 1, answer: null, updatedAt: STAMP }),
      ),
    );
    const { user } = renderRoutes(coachingRoutes, { at: '/roleplayers/33/calls/9/coachingForm', user: aCoach() });
    await screen.findByRole('heading', { name: 'Coaching : Riley Player' });
    screen.getByText(/^Coach : Casey Coach · Créé le .* · Chaque réponse est enregistrée dès que vous la donnez\.$/);
    expect(screen.getAllByText('Sans réponse')).toHaveLength(2);
    screen.getByText('Enregistré quand vous quittez le champ');
    const question = screen.getByRole('region', { name: 'Dans le rôle' });
    within(question).getByRole('button', { name: 'Non' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(within(question).getByTestId('answer-saved').textContent).toMatch(/^Enregistré à /));
  });

  it('speak Portuguese in the templates list and Spanish in the template editor', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    server.use(
      api.get('/roleplayer_assessment_templates', () => json([template])),
      api.get('/roleplayer_assessment_templates/:id', () => json(template)),
      api.put('/roleplayer_assessment_templates/:id', () => json(template)),
    );
    const list = renderRoutes(coachingRoutes, { at: '/coaching-templates', user: anAdmin() });
    await screen.findByRole('heading', { name: 'Modelos de coaching' });
    screen.getByRole('link', { name: 'Novo modelo' });
    screen.getByText('2 perguntas');
    await list.user.click(screen.getByRole('button', { name: 'Eliminar Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar modelo' });
    within(dialog).getByText('Eliminar Standard? Esta ação não pode ser anulada');
    list.unmount();

    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    const { user } = renderRoutes(coachingRoutes, { at: '/coaching-templates/4', user: anAdmin() });
    await screen.findByRole('heading', { name: 'Plantilla de coaching' });
    screen.getByText(/^Usada por 1 curso\(s\) y 2 registro\(s\) de coaching\./);
    screen.getByRole('textbox', { name: 'Título de la pregunta 2' });
    screen.getByLabelText('La pregunta 1 tiene respuestas');
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    await screen.findByText('Nombre no es válido');
    await user.type(name, 'Estándar');
    await user.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    await expectMessage('Plantilla Standard guardada');
  });
});
