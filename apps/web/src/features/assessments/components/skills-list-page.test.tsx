import {
  type AssessmentRating,
  MESSAGES,
  type NpsRating,
  type ParticipantAssessment,
  type ParticipantAssessmentPart,
  type Rating,
  type SkillsList,
  skillsListSchema,
  toggleRating,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aRolePlayer } from '../../../test/data';
import { api, conflict, json, refusal, serverError } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { assessmentRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const STAMP = '2031-03-04T15:00:00.000Z';

function aSkillsList(over: Partial<SkillsList> = {}): SkillsList {
  return skillsListSchema.parse({
    callId: 9,
    eventId: 5,
    courseId: 3,
    cohortId: 4,
    participants: [
      { id: 21, name: 'Ada Participant' },
      { id: 22, name: 'Ben Participant' },
    ],
    userId: 21,
    scenarios: [
      { id: 31, content: 'Angry customer', roleplayer: { id: 11, name: 'Rita Roleplayer' }, permissions: { edit: true } },
      { id: 32, content: 'Late payment', roleplayer: { id: 12, name: 'Rob Roleplayer' }, permissions: { edit: false } },
    ],
    parts: [
      { id: 1, text: 'Opening', blockType: 'heading', actionPlan: false, answers: [] },
      { id: 2, text: 'Greets the caller', blockType: 'true_false', actionPlan: true, answers: [] },
      { id: 3, text: 'Tone', blockType: 'multiple_choice', actionPlan: false, answers: ['Calm', 'Cold'] },
    ],
    permissions: { edit: true },
    assessment: null,
    answers: [],
    ratings: [],
    nps: { cohortId: 4, userId: 21, rating: null, updatedAt: null },
    actionPlan: [],
    ...over,
  });
}

/**
 * A fake server keeping the page's state: answers, ratings (toggled with the shared rule), NPS, mail
 * date. `nps` is what GET /nps_ratings answers (the skills list's copy unless told otherwise).
 */
function fakeServer(initial: SkillsList, nps: NpsRating | null = initial.nps) {
  const state = { page: initial, nps, requests: [] as Array<{ method: string; path: string; body: unknown }> };
  const assessment = (): ParticipantAssessment => {
    state.page.assessment ??= {
      id: 77,
      eventId: 5,
      userId: state.page.userId ?? 0,
      customActionPlan: '',
      internalComments: [],
      completedAt: null,
      actionPlanEmailDate: null,
      updatedAt: STAMP,
    };
    return state.page.assessment;
  };
  const log = async (request: Request) => {
    const body = request.method === 'GET' ? null : await request.json();
    state.requests.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body });
    return body as Record<string, Record<string, unknown>>;
  };
  server.use(
    api.get('/calls/:id/skills_list', async ({ request }) => {
      await log(request);
      const userId = new URL(request.url).searchParams.get('user_id');
      return json({ ...state.page, userId: userId ? Number(userId) : state.page.userId });
    }),
    api.post('/participant_assessments', async ({ request }) => {
      await log(request);
      return json(assessment(), 201);
    }),
    api.post('/participant_assessment_parts', async ({ request }) => {
      const body = (await log(request)).participantAssessmentPart as Omit<ParticipantAssessmentPart, 'id' | 'updatedAt'>;
      const made = { ...body, id: state.page.answers.length + 100, updatedAt: STAMP } as ParticipantAssessmentPart;
      state.page.answers.push(made);
      return json(made, 201);
    }),
    api.post('/ratings', async ({ request }) => {
      const body = (await log(request)).rating as { assessmentPartId: number; pressed: Rating };
      const made: AssessmentRating = {
        id: 200,
        participantAssessmentId: 77,
        assessmentPartId: body.assessmentPartId,
        rating: toggleRating(0, body.pressed),
        updatedAt: STAMP,
      };
      state.page.ratings = [made];
      return json(made, 201);
    }),
    api.put('/ratings/:id', async ({ request }) => {
      const body = (await log(request)).rating as { pressed: Rating };
      const current = state.page.ratings[0] as AssessmentRating;
      const next = { ...current, rating: toggleRating(current.rating, body.pressed) };
      state.page.ratings = [next];
      return json(next);
    }),
    api.get('/nps_ratings', async ({ request }) => {
      await log(request);
      const query = new URL(request.url).searchParams;
      if (state.nps === null) return refusal(404, 'not_found', 'Cohort not found');
      return json({ ...state.nps, cohortId: Number(query.get('cohort_id')), userId: Number(query.get('user_id')) });
    }),
    api.put('/nps_ratings', async ({ request }) => {
      const body = (await log(request)).npsRating as { rating: number };
      state.nps = { cohortId: 4, userId: 21, rating: body.rating, updatedAt: STAMP };
      state.page.nps = state.nps;
      return json(state.nps);
    }),
    api.get('/action_plan_email/preview', () =>
      json({
        mails: [
          {
            to: [{ name: 'Pat Participant', email: 'pat@example.com' }],
            cc: [],
            bcc: [],
            from: 'coaching@example.com',
            subject: 'Your action plan: Handling Objections',
            text: 'Hello Pat Participant,\n\nHere is your action plan from your role-play session.',
          },
        ],
      }),
    ),
    api.get('/action_plan_email', async ({ request }) => {
      await log(request);
      assessment().actionPlanEmailDate = '2031-03-04T16:30:00.000Z';
      return json({
        message: `${MESSAGES.successfullySentActionPlan} to Pat Participant`,
        recipients: [{ name: 'Pat Participant', email: 'pat@example.com' }],
        mailDate: '2031-03-04T16:30:00.000Z',
      });
    }),
  );
  return state;
}

const AT = '/roleplayShifts/5/participantSkillsList/9';

describe('skills list page', () => {
  it('shows a tab per participant and switches through the userId query parameter', async () => {
    const state = fakeServer(aSkillsList());
    const { user, router } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    expect((await screen.findByRole('tab', { name: 'Ada Participant' })).getAttribute('aria-selected')).toBe('true');
    screen.getByText('Rita Roleplayer');
    await user.click(screen.getByRole('tab', { name: 'Ben Participant' }));
    await waitFor(() => expect(router.state.location.search).toBe('?userId=22'));
    await waitFor(() => expect(state.requests.some((r) => r.path.endsWith('skills_list?user_id=22'))).toBe(true));
    await waitFor(async () =>
      expect((await screen.findByRole('tab', { name: 'Ben Participant' })).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('saves an answer in an editable column, opening the assessment first; other columns are read-only', async () => {
    const state = fakeServer(aSkillsList());
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const mine = await screen.findByRole('group', { name: 'Greets the caller (Angry customer)' });
    const theirs = screen.getByRole('group', { name: 'Greets the caller (Late payment)' });
    expect((within(theirs).getByRole('button', { name: 'On Standard' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(mine).getByRole('button', { name: 'Needs Practice' }));
    await waitFor(() =>
      expect(within(mine).getByRole('button', { name: 'Needs Practice' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const posts = state.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts).toEqual(['/api/v1/participant_assessments', '/api/v1/participant_assessment_parts']);
    expect(state.requests.find((r) => r.path === '/api/v1/participant_assessment_parts')?.body).toEqual({
      participantAssessmentPart: {
        participantAssessmentId: 77,
        assessmentPartId: 2,
        scenarioComponentId: 31,
        data: { value: 'false' },
      },
    });
  });

  it('shows the server’s words when an answer was changed by somebody else first', async () => {
    fakeServer(aSkillsList());
    server.use(api.post('/participant_assessment_parts', () => refusal(409, 'answer_exists', MESSAGES.answerExists)));
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const mine = await screen.findByRole('group', { name: 'Greets the caller (Angry customer)' });
    await user.click(within(mine).getByRole('button', { name: 'DNGT' }));
    await expectMessage(MESSAGES.answerExists);
  });

  it('toggles a rating: pressing the same rating again sets it back to 0', async () => {
    const state = fakeServer(aSkillsList());
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const rating = await screen.findByRole('group', { name: 'Rating of Greets the caller' });
    await user.click(within(rating).getByRole('button', { name: 'Rate +1' }));
    await waitFor(() =>
      expect(within(rating).getByRole('button', { name: 'Rate +1' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(within(rating).getByRole('button', { name: 'Rate +1' }));
    await waitFor(() => expect(within(rating).getByRole('button', { name: 'Rate 0' }).getAttribute('aria-pressed')).toBe('true'));
    expect(state.requests.filter((r) => r.path.startsWith('/api/v1/ratings')).map((r) => r.method)).toEqual(['POST', 'PUT']);
  });

  it('says so when a rating cannot be set', async () => {
    fakeServer(aSkillsList({ assessment: null }));
    server.use(api.post('/ratings', () => refusal(500, 'internal', 'boom')));
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const rating = await screen.findByRole('group', { name: 'Rating of Tone' });
    await user.click(within(rating).getByRole('button', { name: 'Rate −1' }));
    await expectMessage(MESSAGES.couldNotSetRating);
  });

  it('sets the NPS rating and e-mails the action plan, showing when it was last sent', async () => {
    const state = fakeServer(aSkillsList());
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    // The choices wait for GET /nps_ratings.
    await waitFor(() => expect((within(nps).getByRole('button', { name: '8' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(within(nps).getByRole('button', { name: '8' }));
    await waitFor(() => expect(within(nps).getByRole('button', { name: '8' }).getAttribute('aria-pressed')).toBe('true'));
    expect(state.requests.find((r) => r.path === '/api/v1/nps_ratings')?.body).toEqual({
      npsRating: { cohortId: 4, userId: 21, rating: 8 },
    });
    expect(screen.getByTestId('action-plan-mail-date').textContent).toMatch('Not sent yet');
    await user.click(screen.getByRole('button', { name: 'Email Action Plan' }));
    // Who receives what is shown first; nothing leaves before Send.
    const dialog = within(await screen.findByRole('dialog', { name: 'Send the action plan?' }));
    await dialog.findByText('Pat Participant <pat@example.com>');
    dialog.getByText(/Here is your action plan/);
    expect(state.requests.some((r) => r.path.startsWith('/api/v1/action_plan_email?'))).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await expectMessage(`${MESSAGES.successfullySentActionPlan} to Pat Participant`);
    await waitFor(() => expect(screen.getByTestId('action-plan-mail-date').textContent).toMatch(/Last sent Mar 4 2031, /));
  });

  /** A skills list whose copy of the NPS rating (3) differs from what GET /nps_ratings answers (7, later stamp). */
  const serveNpsDifferingFromList = () =>
    fakeServer(aSkillsList({ nps: { cohortId: 4, userId: 21, rating: 3, updatedAt: STAMP } }), {
      cohortId: 4,
      userId: 21,
      rating: 7,
      updatedAt: '2031-03-05T09:00:00.000Z',
    });

  it('shows the NPS rating GET /nps_ratings answers, not the skills list’s copy', async () => {
    const state = serveNpsDifferingFromList();
    renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    await waitFor(() => expect(within(nps).getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(nps).getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('false');
    expect(state.requests.filter((r) => r.path.startsWith('/api/v1/nps_ratings')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/nps_ratings?cohort_id=4&user_id=21',
    ]);
  });

  it('says it could not retrieve the NPS rating, and Retry asks again', async () => {
    const state = fakeServer(aSkillsList(), { cohortId: 4, userId: 21, rating: 6, updatedAt: STAMP });
    let gets = 0;
    server.use(
      api.get('/nps_ratings', () => {
        gets += 1;
        return gets === 1 ? serverError() : json(state.nps as NpsRating);
      }),
    );
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const alert = (await screen.findByText(MESSAGES.couldNotRetrieveNpsRatings)).closest('[role="alert"]') as HTMLElement;
    screen.getByRole('heading', { name: 'NPS Rating' });
    expect(screen.queryByRole('group', { name: 'NPS rating' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    await waitFor(() => expect(within(nps).getByRole('button', { name: '6' }).getAttribute('aria-pressed')).toBe('true'));
    expect(gets).toBe(2);
    expect(screen.queryByText(MESSAGES.couldNotRetrieveNpsRatings)).toBeNull();
  });

  it('sends an NPS change with the updatedAt GET /nps_ratings answered', async () => {
    const state = serveNpsDifferingFromList();
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    await waitFor(() => expect(within(nps).getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(within(nps).getByRole('button', { name: '9' }));
    await waitFor(() => expect(within(nps).getByRole('button', { name: '9' }).getAttribute('aria-pressed')).toBe('true'));
    expect(state.requests.find((r) => r.method === 'PUT' && r.path === '/api/v1/nps_ratings')?.body).toEqual({
      npsRating: { cohortId: 4, userId: 21, rating: 9, updatedAt: '2031-03-05T09:00:00.000Z' },
    });
  });

  it('reports an NPS rating somebody changed first and shows theirs', async () => {
    const state = fakeServer(aSkillsList(), { cohortId: 4, userId: 21, rating: 7, updatedAt: STAMP });
    server.use(
      api.put('/nps_ratings', () => {
        state.nps = { cohortId: 4, userId: 21, rating: 2, updatedAt: '2031-03-05T09:00:00.000Z' };
        return conflict();
      }),
    );
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    await waitFor(() => expect(within(nps).getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(within(nps).getByRole('button', { name: '9' }));
    await expectMessage(MESSAGES.conflict);
    await waitFor(() => expect(within(nps).getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows a viewer refused GET /nps_ratings the skills list’s rating, read-only', async () => {
    fakeServer(aSkillsList({ permissions: { edit: false }, nps: { cohortId: 4, userId: 21, rating: 5, updatedAt: STAMP } }));
    server.use(api.get('/nps_ratings', () => refusal(403, 'not_in_shift', 'You are not part of this participant’s shifts')));
    renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    const nps = await screen.findByRole('group', { name: 'NPS rating' });
    await waitFor(() => expect(within(nps).getByRole('button', { name: '5' }).getAttribute('aria-pressed')).toBe('true'));
    expect((within(nps).getByRole('button', { name: '5' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/not part of this participant/)).toBeNull();
  });

  it('reports a failed action plan e-mail', async () => {
    fakeServer(
      aSkillsList({
        assessment: {
          id: 77,
          eventId: 5,
          userId: 21,
          customActionPlan: '',
          internalComments: [],
          completedAt: null,
          actionPlanEmailDate: null,
          updatedAt: STAMP,
        },
      }),
    );
    server.use(api.get('/action_plan_email', () => refusal(500, 'internal', 'boom')));
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    await user.click(await screen.findByRole('button', { name: 'Email Action Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send the action plan?' }));
    await user.click(await dialog.findByRole('button', { name: 'Send' }));
    await expectMessage(MESSAGES.errorSendingActionPlan);
  });

  it('is read-only for a viewer who may not edit', async () => {
    fakeServer(
      aSkillsList({
        permissions: { edit: false },
        scenarios: [{ id: 31, content: 'Angry customer', roleplayer: null, permissions: { edit: false } }],
      }),
    );
    renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });
    await screen.findByText(/You can read this skills list/);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Email Action Plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (
        within(screen.getByRole('group', { name: 'Rating of Tone' })).getByRole('button', {
          name: 'Rate +1',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (within(screen.getByRole('group', { name: 'NPS rating' })).getByRole('button', { name: '5' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('the skills list in French (issue 40)', () => {
  it('reads French: the table, the answers and their meanings, the action plan with its date', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    fakeServer(
      aSkillsList({
        assessment: {
          id: 77,
          eventId: 5,
          userId: 21,
          customActionPlan: '',
          internalComments: [],
          completedAt: '2031-03-04T16:00:00.000Z',
          actionPlanEmailDate: '2031-03-04T16:30:00.000Z',
          updatedAt: STAMP,
        },
      }),
    );
    renderRoutes(assessmentRoutes, { at: AT, user: aRolePlayer() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des compétences' })).toBeDefined();
    screen.getByRole('link', { name: 'Retour au quart' });
    screen.getByRole('tablist', { name: "Participants de l'appel" });
    const table = screen.getByRole('table', { name: 'Liste des compétences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Compétence', 'Angry customerRita Roleplayer', 'Late paymentRob Roleplayer', 'Note']);
    const legend = screen.getByTestId('answer-legend');
    expect(legend.textContent).toContain('Conformele participant a atteint la norme pour cette compétence');
    expect(legend.textContent).toContain('Non abordée');
    const answers = within(table).getByRole('group', { name: 'Greets the caller (Angry customer)' });
    expect(within(answers).getByRole('button', { name: 'Conforme' }).getAttribute('title')).toBe(
      'Conforme : le participant a atteint la norme pour cette compétence',
    );
    within(table).getByRole('group', { name: 'Note de Greets the caller' });
    // Dates in French (16:00 UTC is 11:00 in Toronto).
    screen.getByText('Soumise le 4 mars 2031, 11:00');
    expect(screen.getByTestId('action-plan-mail-date').textContent).toBe('Dernier envoi : 4 mars 2031, 11:30');
    screen.getByRole('heading', { name: "Plan d'action" });
    screen.getByRole('button', { name: "Envoyer le plan d'action par courriel" });
    screen.getByRole('heading', { name: 'Commentaires internes' });
  });
});
