import { MESSAGES } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { resultsRoutes } from '../routes';
import { aBlock, npsOf, someCourseResults } from './test-data';

/**
 * Answers GET /courses/7/results, recording each query; one cohort's answer lists only that cohort.
 * The rater agreement answers nobody (rater-agreement-section.test.tsx tests that section).
 */
function resultsApi(results = someCourseResults()) {
  const asked: URLSearchParams[] = [];
  server.use(
    api.get('/courses/:id/rater_agreement', () => json({ raters: [], threshold: 70 })),
    api.get('/courses/:id/results', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const cohort = Number(query.get('cohort'));
      if (!cohort) return json(results);
      const one = results.cohorts.find((c) => c.cohort?.id === cohort);
      return json({ ...results, blocks: one?.blocks ?? [], nps: one?.nps ?? results.nps, cohorts: one ? [one] : [] });
    }),
  );
  return { asked };
}

let saved: Array<{ name: string; blob: Blob }> = [];
let lastBlob: Blob | null = null;
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:results';
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => vi.restoreAllMocks());

const open = (at = '/courses/7/results', user = anAdmin()) => renderRoutes(resultsRoutes, { at, user });

describe('Results page', () => {
  it('shows per block the counts and the share improved, the cohorts, the NPS with its trend and the missing assessments', async () => {
    resultsApi();
    open();
    const blocks = await screen.findByRole('table', { name: 'Ratings by block' });
    const greets = within(blocks).getByRole('row', { name: /Greets the customer by name/ });
    expect(
      within(greets)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Greets the customer by name', '1', '2', '3', '2 of 3 (66.7%)']);
    screen.getByRole('heading', { name: 'Results' });
    expect(screen.getByRole('link', { name: 'Customer Conversations' }).getAttribute('href')).toBe('/courses/7');

    const cohorts = within(screen.getByTestId('results-cohorts')).getByRole('table', { name: 'Cohorts' });
    expect(within(cohorts).getByRole('row', { name: /Spring/ }).textContent).toBe('Spring6731');
    expect(within(cohorts).getByRole('row', { name: /Autumn/ }).textContent).toBe('Autumn-5020');
    // The grouped chart's text equivalent: per block, each cohort's share improved.
    const improved = within(screen.getByTestId('results-cohorts')).getByRole('table', {
      name: 'Improved by block and cohort',
      hidden: true,
    });
    expect(within(improved).getByRole('row', { name: /Asks open questions/, hidden: true }).textContent).toContain(
      'Asks open questions0%100%',
    );

    const nps = screen.getByTestId('nps-figures');
    expect(nps.textContent).toContain('20NPS');
    expect(nps.textContent).toContain('2Promoters (40%)');
    expect(nps.textContent).toContain('5Responses');
    const trend = screen.getByRole('table', { name: 'NPS by shift', hidden: true });
    expect(
      within(trend)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.textContent),
    ).toEqual(['ShiftCohortNPSResponses', 'Mar 3 2026, 9:00Spring502', 'Mar 10 2026, 10:00Autumn03']);

    const missing = within(screen.getByTestId('results-missing')).getByRole('list', { name: 'Missing assessments' });
    expect(within(missing).getByRole('link', { name: 'Pat Learner' }).getAttribute('href')).toBe('/users/81');
    expect(within(missing).getByRole('link', { name: 'Mar 10 2026, 10:30' }).getAttribute('href')).toBe('/roleplayShifts/302');
    expect(within(missing).getByRole('link', { name: 'Skills list' }).getAttribute('href')).toBe(
      '/roleplayShifts/302/participantSkillsList/901',
    );
    within(missing).getByText('Begun, not submitted');
  });

  it('keeps the filters in the address and asks for that cohort and those days in the business time zone', async () => {
    const { asked } = resultsApi();
    const { user, router } = open('/courses/7/results?cohort=21&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Ratings by block' });
    await waitFor(() => expect(asked.map((q) => q.toString())).toHaveLength(2));
    const queries = asked.map((q) => Object.fromEntries(q));
    expect(queries).toContainEqual({ cohort: '21', from: '2026-03-01T00:00:00.000-05:00', to: '2026-04-01T00:00:00.000-04:00' });
    // The course-wide answer names the cohorts for the picker.
    expect(queries).toContainEqual({ from: '2026-03-01T00:00:00.000-05:00', to: '2026-04-01T00:00:00.000-04:00' });
    // One cohort's figures: no comparison, the cohort's own counts.
    expect(screen.queryByTestId('results-cohorts')).toBeNull();
    const greets = within(screen.getByRole('table', { name: 'Ratings by block' })).getByRole('row', { name: /Greets/ });
    expect(
      within(greets)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Greets the customer by name', '1', '1', '2', '1 of 2 (50%)']);

    await user.click(screen.getByRole('combobox', { name: 'Cohort' }));
    await user.click(screen.getByRole('option', { name: 'All cohorts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31'));
    await screen.findByTestId('results-cohorts');
  });

  it('says To before From instead of asking', async () => {
    const { asked } = resultsApi();
    open('/courses/7/results?from=2026-03-10&to=2026-03-01');
    await screen.findByText(MESSAGES.resultsToBeforeFrom);
    expect(asked).toEqual([]);
  });

  it('downloads what is shown as a CSV file', async () => {
    resultsApi();
    const { user } = open();
    await screen.findByRole('table', { name: 'Ratings by block' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [file] = saved;
    expect(saved).toHaveLength(1);
    if (!file) return;
    expect(file.name).toMatch(/^Results Customer-Conversations [A-Z][a-z]{2} \d{1,2} \d{4}\.csv$/);
    const text = await file.blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Greets the customer by name,1,2,3,3,2,66.7');
    expect(lines).toContain('All cohorts,20,2,2,1,5,1');
    expect(lines).toContain('Spring,67,2,1,0,3,1');
    expect(lines).toContain('"Mar 10 2026, 10:00",Autumn,0,1,1,1,3');
    expect(lines).toContain('Pat Learner,"Mar 10 2026, 10:30",Spring,Yes');
  });

  it('says so when nothing is rated, answered or missing yet', async () => {
    resultsApi(
      someCourseResults({
        blocks: [aBlock(501, 'Greets the customer by name', [0, 0, 0], [0, 0])],
        nps: npsOf(0, 0, 0),
        npsByShift: [],
        missingAssessments: [],
        missingAssessmentsTotal: 0,
        cohorts: [],
      }),
    );
    open();
    await screen.findByText('No ratings yet for these filters.');
    screen.getByText('No NPS answers yet for these filters.');
    screen.getByText('No assessment is missing.');
  });

  it('shows a refusal as its sentence', async () => {
    server.use(api.get('/courses/:id/results', () => refusal(403, 'forbidden', MESSAGES.forbidden)));
    open('/courses/7/results', anAdmin({ id: 40, roleList: ['coach'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
  });
  it('reads in Spanish: headings, filters, tables, chart texts, figures, percents, dates and the rater agreement', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    resultsApi();
    server.use(
      api.get('/courses/:id/rater_agreement', () =>
        json({ threshold: 70, raters: [{ userId: 1, name: 'Rae Player', n: 6, agreement: 4 / 6, kappa: 0.5 }] }),
      ),
    );
    open();
    const blocks = await screen.findByRole('table', { name: 'Valoraciones por bloque' });
    // Spanish writes a percent with a no-break space before the sign.
    const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(
      within(blocks)
        .getAllByRole('row')
        .map((r) => plain(r.textContent)),
    ).toEqual([
      'BloqueValorado −1Valorado 0Valorado 1Han mejorado',
      'Greets the customer by name1232 de 3 (66,7 %)',
      'Asks open questions2121 de 2 (50 %)',
    ]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Resultados',
      'Valoraciones por bloque',
      'Cohortes comparadas',
      'Índice de recomendación neta (NPS)',
      'Evaluaciones pendientes',
      'Concordancia de los evaluadores',
    ]);
    screen.getByRole('button', { name: 'Descargar CSV' });
    expect(screen.getByRole('combobox', { name: 'Cohorte' }).textContent).toBe('Todas las cohortes');
    screen.getByLabelText('Desde');
    screen.getByLabelText('Hasta');
    const cohorts = within(screen.getByTestId('results-cohorts')).getByRole('table', { name: 'Cohortes' });
    expect(within(cohorts).getAllByRole('row')[0]?.textContent).toBe('CohorteNPSRespuestasEvaluaciones pendientes');
    screen.getByRole('figure', { name: 'Porcentaje de participantes que han mejorado, por bloque y por cohorte' });
    screen.getByRole('figure', { name: 'NPS por turno, en orden cronológico' });
    expect(plain(screen.getByTestId('nps-figures').textContent)).toBe(
      '20NPS2Promotores (40 %)2Pasivos1Detractores (20 %)5Respuestas',
    );
    expect(screen.getByRole('table', { name: 'NPS por turno', hidden: true }).textContent).toBe(
      'TurnoCohorteNPSRespuestas3 mar 2026, 9:00Spring50210 mar 2026, 10:00Autumn03',
    );
    const missing = screen.getByTestId('results-missing');
    within(missing).getByText('1 participante no tiene ninguna evaluación enviada de una llamada en la que participó.');
    within(missing).getByText('Empezada, no enviada');
    within(missing).getByRole('link', { name: 'Lista de competencias' });
    within(missing).getByRole('link', { name: '10 mar 2026, 10:30' });

    const section = screen.getByRole('region', { name: 'Concordancia de los evaluadores' });
    const table = await within(section).findByTestId('agreement-table');
    expect(plain(table.textContent)).toBe('Actor de rolParesConcordanciaKappaRae Player667 %por debajo del 70 %0,50');
    expect(plain(within(section).getByTestId('agreement-notice').textContent)).toBe(
      '1 actor de rol tiene una concordancia por debajo del umbral del 70 %: Rae Player (67 %). Trátelo en su próxima sesión de coaching.',
    );
    within(section).getByText(/^Un coach puede valorar por segunda vez/);
  });
});
