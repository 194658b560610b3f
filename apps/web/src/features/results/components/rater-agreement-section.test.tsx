import { type RaterAgreement, raterAgreementSchema } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { bodyRowTexts } from '../../../test/table-rows';
import { resultsRoutes } from '../routes';
import { someCourseResults } from './test-data';

/** Answers the results and the rater agreement, recording the agreement's queries. */
function agreementApi(agreement: RaterAgreement | Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    api.get('/courses/:id/results', () => json(someCourseResults())),
    api.get('/courses/:id/rater_agreement', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return agreement instanceof Response ? agreement : json(agreement);
    }),
  );
  return { asked };
}

const open = (at = '/courses/7/results') => renderRoutes(resultsRoutes, { at, user: anAdmin() });

describe('Results page: raters who agree', () => {
  it('lists each role-player’s pairs, agreement and kappa, and names those below the threshold', async () => {
    const { asked } = agreementApi(
      raterAgreementSchema.parse({
        threshold: 70,
        raters: [
          { userId: 1, name: 'Rae Player', n: 6, agreement: 4 / 6, kappa: null },
          { userId: 2, name: 'Rob Player', n: 11, agreement: 8 / 11, kappa: 70 / 103 },
          { userId: 3, name: 'Sam Player', n: 12, agreement: 0.5, kappa: -0.125 },
        ],
      }),
    );
    open('/courses/7/results?from=2026-03-01&to=2026-03-31');
    const section = await screen.findByRole('region', { name: 'Raters who agree' });
    const table = await within(section).findByTestId('agreement-table');
    const rows = bodyRowTexts(table);
    expect(rows).toEqual([
      ['Rae Player', '6', '67%below 70%', '—'],
      ['Rob Player', '11', '73%', '0.68'],
      ['Sam Player', '12', '50%below 70%', '−0.13'],
    ]);
    expect(within(section).getByTestId('agreement-notice').textContent).toBe(
      '2 role-players agree less than the 70% threshold: Rae Player (67%), Sam Player (50%). Take it up in their next coaching session.',
    );
    within(section).getByText(/Agreement is the share of pairs rated the same/);
    // The period of the page, as the API's [from, to).
    expect(asked.at(-1)?.get('from')).toMatch(/^2026-03-01T00:00:00/);
    expect(asked.at(-1)?.get('to')).toMatch(/^2026-04-01T00:00:00/);
  });

  it('says when there is nothing yet, with no notice', async () => {
    agreementApi({ raters: [], threshold: 70 });
    open();
    const section = await screen.findByRole('region', { name: 'Raters who agree' });
    await within(section).findByText('No calibration ratings yet for these dates.');
    expect(within(section).queryByTestId('agreement-notice')).toBeNull();
  });

  it('shows a refusal in the section and keeps the rest of the page', async () => {
    agreementApi(refusal(403, 'forbidden', 'You may not do this'));
    open();
    const section = await screen.findByRole('region', { name: 'Raters who agree' });
    expect((await within(section).findByRole('alert')).textContent).toContain('You may not do this');
    screen.getByRole('region', { name: 'Ratings by block' });
  });
});
