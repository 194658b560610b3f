import { type BusinessSettingsBody, businessSettingsBodySchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, conflict, json, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { settingsRoute } from '../routes';

const STAMP = '2031-03-04T15:00:00.000Z';

function settingsApi(opts: { answer?: () => Response } = {}) {
  const state = {
    settings: { raterAgreementThreshold: 70, restHours: 10, updatedAt: null as string | null },
    saves: [] as BusinessSettingsBody[],
  };
  server.use(
    api.get('/business_settings', () => json(state.settings)),
    api.put(
      '/business_settings',
      withBody(businessSettingsBodySchema, (body) => {
        state.saves.push(body);
        if (opts.answer) return opts.answer();
        const { raterAgreementThreshold, restHours = state.settings.restHours } = body.businessSettings;
        state.settings = { raterAgreementThreshold, restHours, updatedAt: STAMP };
        return json(state.settings);
      }),
    ),
  );
  return state;
}

describe('Settings page', () => {
  it('shows the threshold, refuses what is out of range naming the field, and saves with the stamp', async () => {
    const state = settingsApi();
    const { user } = renderRoutes([settingsRoute], { at: '/settings' });
    const box = await screen.findByRole('spinbutton', { name: /Rater agreement threshold/ });
    expect((box as HTMLInputElement).value).toBe('70');
    await user.clear(box);
    await user.type(box, '120');
    await screen.findByText(/Rater agreement threshold must be/);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(box);
    await user.type(box, '75');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage('Settings saved');
    expect(state.saves).toEqual([{ businessSettings: { raterAgreementThreshold: 75, restHours: 10, updatedAt: null } }]);
  });

  it('sets the rest between shifts in whole or half hours', async () => {
    const state = settingsApi();
    const { user } = renderRoutes([settingsRoute], { at: '/settings' });
    const box = await screen.findByRole('spinbutton', { name: /Rest between shifts/ });
    expect((box as HTMLInputElement).value).toBe('10');
    await user.clear(box);
    await user.type(box, '11.2');
    await screen.findByText(/Rest between shifts must be whole or half hours/);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(box);
    await user.type(box, '11.5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage('Settings saved');
    expect(state.saves).toEqual([{ businessSettings: { raterAgreementThreshold: 70, restHours: 11.5, updatedAt: null } }]);
  });

  it('speaks French: labels, refusals built from the rule, the saved message', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const state = settingsApi();
    const { user } = renderRoutes([settingsRoute], { at: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeTruthy();
    const box = await screen.findByRole('spinbutton', { name: /Seuil de concordance des évaluateurs/ });
    await user.clear(box);
    await user.type(box, '120');
    await screen.findByText('Seuil de concordance des évaluateurs doit être d’au plus 100');
    await user.clear(box);
    await screen.findByText('Seuil de concordance des évaluateurs est obligatoire');
    await user.type(box, '75');
    const rest = screen.getByRole('spinbutton', { name: /Repos entre les quarts \(heures\)/ });
    await user.clear(rest);
    await user.type(rest, '11.2');
    await screen.findByText('Repos entre les quarts doit être en heures entières ou en demi-heures');
    await user.clear(rest);
    await user.type(rest, '11.5');
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await expectMessage('Paramètres enregistrés');
    expect(state.saves).toEqual([{ businessSettings: { raterAgreementThreshold: 75, restHours: 11.5, updatedAt: null } }]);
  });

  it('shows the conflict with Reload when somebody saved meanwhile', async () => {
    settingsApi({ answer: () => conflict() });
    const { user } = renderRoutes([settingsRoute], { at: '/settings' });
    const box = await screen.findByRole('spinbutton', { name: /Rater agreement threshold/ });
    await user.clear(box);
    await user.type(box, '60');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Reload' });
  });
});
