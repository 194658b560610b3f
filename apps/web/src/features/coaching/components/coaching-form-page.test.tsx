import { type CoachingRecord, createCoachingRecordBodySchema, MESSAGES, saveCoachingAnswerBodySchema } from '@app/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anArchivedRecord } from '../../../components/coaching-history/test-data';
import { anAdmin, aRolePlayer, STAMP } from '../../../test/data';
import { api, json, refusal, serverError, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { coachingRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const aCoach = () => anAdmin({ id: 5, name: 'Casey Coach', email: 'casey@example.com', roleList: ['coach'] });

function aRecord(overrides: Partial<CoachingRecord> = {}): CoachingRecord {
  return {
    id: 70,
    userId: 33,
    callId: 9,
    eventId: 4,
    roleplayer: { id: 33, name: 'Riley Player' },
    coach: { id: 5, name: 'Casey Coach' },
    sessionName: 'Difficult Conversations — Spring',
    sessionBegins: STAMP,
    createdAt: STAMP,
    questions: [
      { id: 1, header: 'Stayed in character', content: 'Did they keep to the brief?', answerType: 'binary', position: 0 },
      { id: 2, header: 'Realism', content: 'How believable?', answerType: 'scale', position: 1 },
      { id: 3, header: 'Comments', content: '', answerType: 'comment', position: 2 },
    ],
    answers: [],
    ...overrides,
  };
}

const FORM = '/roleplayers/33/calls/9/coachingForm';

describe('the coaching form', () => {
  it('creates the record when there is none, then saves each answer with a visible saved state', async () => {
    const created: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      api.get('/coaching_record', ({ request }) => {
        const url = new URL(request.url);
        expect([url.searchParams.get('user_id'), url.searchParams.get('call_id')]).toEqual(['33', '9']);
        return json({ roleplayerAssessment: null });
      }),
      api.post(
        '/roleplayer_assessments',
        withBody(createCoachingRecordBodySchema, (body) => {
          created.push(body);
          return json(aRecord(), 201);
        }),
      ),
      api.post(
        '/roleplayer_assessment_answers',
        withBody(saveCoachingAnswerBodySchema, (body) => {
          saved.push(body.roleplayerAssessmentAnswer);
          const a = body.roleplayerAssessmentAnswer;
          return json({ id: saved.length, ...a, answerValue: a.answerValue ?? null, answer: a.answer ?? null, updatedAt: STAMP });
        }),
      ),
    );
    const { user } = renderRoutes(coachingRoutes, { at: FORM, user: aCoach() });
    await screen.findByRole('heading', { name: 'Coaching: Riley Player' });
    expect(created).toEqual([{ roleplayerAssessment: { callId: 9, userId: 33 } }]);

    const realism = screen.getByRole('region', { name: 'Realism' });
    await user.click(within(realism).getByRole('button', { name: '5' }));
    await within(realism).findByTestId('answer-saved');
    const character = screen.getByRole('region', { name: 'Stayed in character' });
    await user.click(within(character).getByRole('button', { name: 'No' }));
    const comments = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(comments, 'Good pace');
    await user.tab();
    await waitFor(() => expect(screen.getAllByTestId('answer-saved')).toHaveLength(3));
    expect(saved).toEqual([
      { roleplayerAssessmentId: 70, roleplayerAssessmentQuestionId: 2, answerValue: 5 },
      { roleplayerAssessmentId: 70, roleplayerAssessmentQuestionId: 1, answerValue: 0 },
      { roleplayerAssessmentId: 70, roleplayerAssessmentQuestionId: 3, answer: 'Good pace' },
    ]);
  });

  it('shows a found record with its answers, and a refused answer beside its question', async () => {
    server.use(
      api.get('/coaching_record', () =>
        json({
          roleplayerAssessment: aRecord({
            answers: [
              {
                id: 1,
                roleplayerAssessmentId: 70,
                roleplayerAssessmentQuestionId: 2,
                answerValue: 4,
                answer: null,
                updatedAt: STAMP,
              },
            ],
          }),
        }),
      ),
      api.post('/roleplayer_assessment_answers', () =>
        refusal(400, 'bad_request', 'Invalid body: answer value must be 1 (yes) or 0 (no)'),
      ),
    );
    const { user } = renderRoutes(coachingRoutes, { at: FORM, user: aCoach() });
    const realism = await screen.findByRole('region', { name: 'Realism' });
    expect(within(realism).getByRole('button', { name: '4' }).getAttribute('aria-pressed')).toBe('true');
    within(realism).getByTestId('answer-saved');
    await user.click(within(screen.getByRole('region', { name: 'Stayed in character' })).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Invalid body: answer value must be 1 (yes) or 0 (no)');
  });

  it('tells the coach another coach made the record, and goes back', async () => {
    server.use(api.get('/coaching_record', () => refusal(409, 'coaching_form_taken', MESSAGES.coachingFormTaken)));
    renderRoutes(coachingRoutes, { at: FORM, user: aCoach() });
    await expectMessage(MESSAGES.coachingFormTaken);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('shows the catalogue texts when fetching or creating fails', async () => {
    server.use(api.get('/coaching_record', () => serverError()));
    renderRoutes(coachingRoutes, { at: FORM, user: aCoach() });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.couldNotFetchCoachingRecord);
  });

  it('shows Could not create Coaching Record when creation fails', async () => {
    server.use(
      api.get('/coaching_record', () => json({ roleplayerAssessment: null })),
      api.post('/roleplayer_assessments', () => serverError()),
    );
    renderRoutes(coachingRoutes, { at: FORM, user: aCoach() });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.couldNotCreateCoachingRecord);
  });

  it('sends a role-player home', async () => {
    renderRoutes([{ path: '/', element: <div>home</div> }, ...coachingRoutes], { at: FORM, user: aRolePlayer() });
    await screen.findByText('home');
  });
});

describe('an archived record', () => {
  it('shows the session, people, date and the pairs (scale 1–6, binary Yes/No)', async () => {
    server.use(api.get('/archive/:id', () => json(anArchivedRecord())));
    renderRoutes(coachingRoutes, { at: '/archive/70', user: aCoach() });
    await screen.findByText('Riley Player');
    screen.getByText('Casey Coach');
    screen.getByText('Yes');
    screen.getByText('5 / 6');
    screen.getByText('Good pace');
  });

  it('says Error finding archived coaching record when it fails', async () => {
    server.use(api.get('/archive/:id', () => refusal(403, 'forbidden', MESSAGES.forbidden)));
    renderRoutes(coachingRoutes, { at: '/archive/70', user: aCoach() });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.errorFindingArchivedRecord);
  });
});
