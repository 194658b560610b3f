import { MESSAGES, type TemplateDetail, templateBodySchema } from '@app/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../../../test/data';
import { api, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { coachingRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const detail = (over: Partial<TemplateDetail> = {}): TemplateDetail => ({
  id: 4,
  name: 'Standard',
  courseCount: 1,
  recordCount: 2,
  questions: [
    { id: 11, header: 'Realism', content: 'How believable?', answerType: 'scale', position: 0, answered: true },
    { id: 12, header: 'On time', content: '', answerType: 'binary', position: 1, answered: false },
  ],
  ...over,
});

describe('the template editor', () => {
  it('locks answered questions, and saves the name and the questions in their new order', async () => {
    const sent: unknown[] = [];
    server.use(
      api.get('/roleplayer_assessment_templates/:id', () => json(detail())),
      api.put(
        '/roleplayer_assessment_templates/:id',
        withBody(templateBodySchema, (body) => {
          sent.push(body.roleplayerAssessmentTemplate);
          return json(detail({ name: body.roleplayerAssessmentTemplate.name }));
        }),
      ),
    );
    const { user } = renderRoutes(coachingRoutes, { at: '/coaching-templates/4', user: anAdmin() });
    const realism = await screen.findByLabelText(/^Question 1 header/);
    expect((realism as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    // An unanswered question can still go.
    expect(screen.getByRole('button', { name: 'Remove question 2' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByLabelText(/^Question 3 header/), 'Voice');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Standard v2');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await expectMessage('Template Standard v2 saved');
    expect(sent).toEqual([
      {
        name: 'Standard v2',
        questions: [
          { id: 12, header: 'On time', content: '', answerType: 'binary' },
          { id: 11, header: 'Realism', content: 'How believable?', answerType: 'scale' },
          { header: 'Voice', content: '', answerType: 'scale' },
        ],
      },
    ]);
  });

  it('names an empty header before sending, and shows the refusal of an answered question', async () => {
    let calls = 0;
    server.use(
      api.get('/roleplayer_assessment_templates/:id', () => json(detail())),
      api.put('/roleplayer_assessment_templates/:id', () => {
        calls += 1;
        return refusal(409, 'question_answered', MESSAGES.questionAnswered);
      }),
    );
    const { user } = renderRoutes(coachingRoutes, { at: '/coaching-templates/4', user: anAdmin() });
    await screen.findByLabelText(/^Question 1 header/);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('Header is required');
    expect(calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(calls).toBe(1));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.questionAnswered);
  });
});
