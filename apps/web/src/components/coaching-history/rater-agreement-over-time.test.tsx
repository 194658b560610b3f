import { raterHistorySchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLoaded } from '../../lib/i18n/i18n';
import { allMessages } from '../../test/catalogues';
import { anAdmin } from '../../test/data';
import { api, json, serverError } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { bodyRowTexts } from '../../test/table-rows';
import { UserCoachingHistory } from './user-coaching-history';

const coach = anAdmin({ id: 5, name: 'Casey Coach', roleList: ['coach'] });
const rp = { id: 33, roleList: ['rp' as const] };

const history = (
  shifts: Array<[string, number, number]>,
  overall: { n: number; agreement: number; kappa: number | null } | null,
) =>
  raterHistorySchema.parse({
    userId: 33,
    threshold: 70,
    overall,
    shifts: shifts.map(([date, n, agreement], i) => ({
      shiftId: 100 + i,
      date,
      courseId: 3,
      courseName: 'Handling Objections',
      n,
      agreement,
    })),
  });

describe('a role-player’s agreement with calibration ratings on their coaching history', () => {
  it('lists the shifts in time order, with a notice when the latest falls below the threshold', async () => {
    server.use(
      api.get('/users/33/rater_agreement', () =>
        json(
          history(
            [
              ['2031-03-04T15:00:00.000Z', 6, 5 / 6],
              ['2031-03-11T15:00:00.000Z', 6, 0.5],
            ],
            { n: 12, agreement: 8 / 12, kappa: 0.6 },
          ),
        ),
      ),
    );
    renderWithProviders(<UserCoachingHistory me={coach} user={rp} />, { user: coach });
    const section = await screen.findByRole('region', { name: 'Agreement with calibration ratings' });
    const table = await within(section).findByTestId('agreement-by-shift');
    expect(bodyRowTexts(table)).toEqual([
      ['Mar 4 2031', 'Handling Objections', '6', '83%'],
      ['Mar 11 2031', 'Handling Objections', '6', '50%'],
    ]);
    within(section).getByText(/67% of 12 pairs, weighted kappa 0\.60\. The threshold is 70%\./);
    expect(within(section).getByTestId('agreement-below-threshold').textContent).toBe(
      'Agreement below the 70% threshold: 50% on the latest shift (Mar 11 2031); 67% over all shifts. Take it up in the next coaching session.',
    );
  });

  it('says so when nobody has calibrated them, with no notice', async () => {
    renderWithProviders(<UserCoachingHistory me={coach} user={rp} />, { user: coach });
    const section = await screen.findByRole('region', { name: 'Agreement with calibration ratings' });
    await within(section).findByText(/No coach has given a calibration rating/);
    expect(within(section).queryByTestId('agreement-below-threshold')).toBeNull();
  });

  it('shows a failure in its own section', async () => {
    server.use(api.get('/users/33/rater_agreement', () => serverError()));
    renderWithProviders(<UserCoachingHistory me={coach} user={rp} />, { user: coach });
    const section = await screen.findByRole('region', { name: 'Agreement with calibration ratings' });
    await within(section).findByRole('alert');
  });

  it('speaks French: the heading, the summary with its decimal comma, the notice, the table and a record', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    server.use(
      api.get('/users/33/rater_agreement', () =>
        json(history([['2031-03-11T15:00:00.000Z', 6, 0.5]], { n: 6, agreement: 0.5, kappa: 0.6 })),
      ),
      api.get('/users/:id/coaching_records', () => json({ total: 0, data: [] })),
    );
    renderWithProviders(<UserCoachingHistory me={coach} user={rp} />, { user: coach });
    const section = await screen.findByRole('region', { name: "Concordance avec les évaluations d'étalonnage" });
    const table = await within(section).findByTestId('agreement-by-shift');
    expect(bodyRowTexts(table)[0]?.slice(1)).toEqual(['Handling Objections', '6', '50 %']);
    within(section).getByText(/50 % de 6 paires, kappa pondéré 0,60\. Le seuil est de 70 %\./);
    expect(within(section).getByTestId('agreement-below-threshold').textContent).toMatch(
      /^Concordance sous le seuil de 70 % : 50 % au dernier quart \(.+\); 50 % sur l'ensemble des quarts\. Abordez-le/,
    );
    const records = screen.getByRole('region', { name: 'Historique de coaching' });
    await within(records).findByText("Aucun dossier de coaching pour l'instant");
  });
});
