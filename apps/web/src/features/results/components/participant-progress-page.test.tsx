import { MESSAGES } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { resultsRoutes } from '../routes';
import { someProgress } from './test-data';

const PAT = anAdmin({ id: 81, name: 'Pat Learner', roleList: ['participant'] });

/** Answers GET /participants/81/progress?course_id=7 and records the course asked for. */
function progressApi(progress = someProgress()) {
  const asked: string[] = [];
  server.use(
    api.get('/participants/:id/progress', ({ request, params }) => {
      asked.push(`${String(params.id)}:${new URL(request.url).searchParams.get('course_id')}`);
      return json(progress);
    }),
  );
  return { asked };
}

describe('A participant’s progress', () => {
  it('shows per skill the ratings by session with first, latest and best, and the NPS answers', async () => {
    const { asked } = progressApi();
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: PAT });
    const skill = await screen.findByRole('article', { name: 'Greets the customer by name' });
    expect(asked).toEqual(['81:7']);
    screen.getByRole('heading', { name: 'Progress of Pat Learner' });
    expect(
      within(skill)
        .getAllByText(/^(First|Latest|Best) /)
        .map((c) => c.textContent),
    ).toEqual(['First 0', 'Latest -1', 'Best +1']);
    const table = within(skill).getByRole('table', { name: 'Greets the customer by name: ratings by session', hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.textContent),
    ).toEqual(['SessionRatingMarked', 'Mar 3 2026, 9:000First', 'Mar 10 2026, 10:00+1Best', 'Mar 17 2026, 9:00-1Latest']);
    screen.getByText('Not rated yet: Asks open questions');
    const nps = within(screen.getByTestId('progress-nps')).getByRole('list', { name: 'NPS answers' });
    expect(within(nps).getByRole('listitem').textContent).toBe('9 of 10 · PromoterMar 10 2026, 10:00');
  });

  it('lists the sessions in time order, each with the action plan it gave', async () => {
    progressApi();
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: PAT });
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(sessions).getAllByRole('listitem', { name: /^Session / });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Session 1, Mar 3 2026, 9:00',
      'Session 2, Mar 10 2026, 10:00',
      'Session 3, Mar 17 2026, 9:00',
      'Session 4, Mar 24 2026, 9:00',
    ]);
    const [first, second, , fourth] = items;
    if (!first || !second || !fourth) throw new Error('sessions missing');
    expect(within(within(first).getByRole('list', { name: 'To practise' })).getByRole('listitem').textContent).toBe(
      'Greets the customer by name',
    );
    within(first).getByText('Use the customer’s name twice.');
    within(second).getByText('No action plan.');
    within(fourth).getByText('Ask one open question first.');
    expect(within(fourth).queryByRole('list', { name: 'To practise' })).toBeNull();
  });

  it('reads in Portuguese: headings, marks, sessions with Portuguese dates, the NPS group', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    progressApi();
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: PAT });
    await screen.findByRole('heading', { name: 'Progresso de Pat Learner' });
    const skill = screen.getByRole('article', { name: 'Greets the customer by name' });
    expect(
      within(skill)
        .getAllByText(/^(Primeira|Última|Melhor) /)
        .map((c) => c.textContent),
    ).toEqual(['Primeira 0', 'Última -1', 'Melhor +1']);
    const sessions = screen.getByRole('list', { name: 'Sessões' });
    const first = within(sessions).getAllByRole('listitem', { name: /^Sessão / })[0];
    // The date as a Portuguese reader writes it (day first), not "Mar 3 2026".
    expect(first?.getAttribute('aria-label')).toBe('Sessão 1, 3/03/2026, 9:00');
    expect(within(screen.getByTestId('progress-nps')).getByRole('listitem').textContent).toMatch(/^9 em 10 · Promotor/);
    expect(screen.getAllByText('Plano de ação').length).toBeGreaterThan(0);
  });

  it('says a refusal in Portuguese, never the server’s English', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    server.use(api.get('/participants/:id/progress', () => refusal(500, 'internal', 'Something broke')));
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: PAT });
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível obter o progresso');
  });

  it('says so when nothing is rated or answered yet', async () => {
    progressApi(
      someProgress({
        skills: [{ assessmentPartId: 502, text: 'Asks open questions', points: [], first: null, latest: null, best: null }],
        actionPlans: [],
        nps: [],
      }),
    );
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: PAT });
    await screen.findByText('No ratings yet.');
    screen.getByText('No sessions yet.');
    screen.getByText('No NPS answers yet.');
  });

  it('shows a refusal as its sentence', async () => {
    server.use(api.get('/participants/:id/progress', () => refusal(403, 'forbidden', MESSAGES.forbidden)));
    renderRoutes(resultsRoutes, { at: '/users/82/progress/7', user: PAT });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
  });

  it('sends a role-player, whom the role table leaves out, back to the dashboard', async () => {
    renderRoutes(resultsRoutes, { at: '/users/81/progress/7', user: anAdmin({ id: 33, roleList: ['rp'] }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
