import { createRoleplayShiftBodySchema, MESSAGES } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aCohort, aRoleplayShift, aScenarioComponent, aSuggestedDate } from '../../../test/data';
import { api, badRequest, json, networkError, serverError, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { RoleplayShiftDialog } from './roleplay-shift-dialog';

// Friday 6 March 2026, 10:00 in Toronto: a new shift starts two weeks on, Friday 20 March at 10:00 (EDT, -04:00).
const NOW = new Date('2026-03-06T15:00:00.000Z');

beforeEach(() => {
  // Only the clock is fixed; timers run for real, so msw, user-event and the debounce behave as in a browser.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const MONDAY_AT_ONE = aSuggestedDate({ startTime: '2026-03-23T17:00:00.000Z', endTime: '2026-03-23T18:30:00.000Z' });

/**
 * The course's cohorts and scenario (a 20-minute scenario and a 10-minute break: 30-minute calls),
 * the staffed suggestions, and the creation read with the shared body rule.
 */
function roleplayApi(options: { create?: () => Response; components?: ReturnType<typeof aScenarioComponent>[] } = {}) {
  const posts: unknown[] = [];
  const questions: Array<Record<string, string>> = [];
  server.use(
    api.get('/courses/7/cohorts', () => json([aCohort({ name: 'Spring group' }), aCohort({ id: 22, name: 'Autumn group' })])),
    api.get('/courses/7/scenario_components', () =>
      json(
        options.components ?? [
          aScenarioComponent({ id: 11, duration: 20 }),
          aScenarioComponent({ id: 12, typeName: 'Break', duration: 10, rpReference: null, position: 1 }),
        ],
      ),
    ),
    api.get('/courses/7/suggest_roleplay_shift_dates', ({ request }) => {
      questions.push(Object.fromEntries(new URL(request.url).searchParams));
      return json([aSuggestedDate(), MONDAY_AT_ONE]);
    }),
    api.post(
      '/courses/7/roleplay_shifts',
      withBody(createRoleplayShiftBodySchema, (body) => {
        posts.push(body);
        return options.create ? options.create() : json(aRoleplayShift(), 201);
      }),
    ),
  );
  return { posts, questions };
}

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<RoleplayShiftDialog courseId={7} open onClose={onClose} />);
  return { ...view, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'New roleplay shift' }));
const field = (label: string) => dialog().getByRole('spinbutton', { name: label });
/** The start as its date box and 24-hour time choice show it together: 'yyyy-MM-ddTHH:mm'. */
const shownStart = () =>
  `${(dialog().getByLabelText('Start time — date') as HTMLInputElement).value}T${(dialog().getByRole('combobox', { name: 'Start time — time' }) as HTMLSelectElement).value}`;

describe('RoleplayShiftDialog', () => {
  it('creates the shift at a suggested time for an existing cohort, telling the end as the form changes', async () => {
    const { posts, questions } = roleplayApi();
    const { user, onClose } = renderDialog();

    expect(shownStart()).toBe('2026-03-20T10:00');
    // One session and one extension of 30 minutes: an hour.
    expect((await dialog().findByTestId('roleplay-end-time')).textContent).toBe('Fri Mar 20 2026, 11:00');
    dialog().getByText('2 call blocks of 30 min');
    await waitFor(() => expect(dialog().getAllByTestId('suggested-date')).toHaveLength(2));
    // The window starts today, not at the default start two weeks on.
    expect(questions[0]).toEqual({ reference_date: '2026-03-06', sessions: '1', extensions: '1', staffing_ratio: '1.5' });
    dialog().getByText(/^Weekdays from Fri Mar 6 2026 to Thu Apr 2 2026/);
    // Each role says in words how many are free and how many are needed.
    expect(
      within(dialog().getAllByTestId('suggested-date')[0] as HTMLElement).getAllByText(/^\d+ free, \d+ needed$/),
    ).toHaveLength(3);
    // The people named come fewest hours first, each with their fair share (the clock reads March 2026).
    expect(
      within(dialog().getAllByTestId('suggested-date')[0] as HTMLElement)
        .getAllByTestId('suggested-person')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Sam Coordinator · No shifts yet',
      'Casey Coach · 1 shift this month · last Mar 3',
      'Riley Player · No shifts yet',
      'Rowan Player · 2 shifts this month · last Mar 3',
    ]);
    // The default start is the first suggestion: it is marked as in use.
    within(dialog().getAllByTestId('suggested-date')[0] as HTMLElement).getByText('In use');

    const sessions = field('Call blocks');
    await user.clear(sessions);
    await user.type(sessions, '3');
    expect(dialog().getByTestId('roleplay-end-time').textContent).toBe('Fri Mar 20 2026, 12:00');
    // The suggestions are asked again for the new number of blocks once the form is still.
    await waitFor(() => expect(questions.at(-1)).toMatchObject({ sessions: '3' }));

    const monday = await dialog().findByRole('listitem', { name: 'Mon Mar 23 2026, 13:00–14:30' });
    await user.click(within(monday).getByRole('button', { name: 'Use this time' }));
    expect(shownStart()).toBe('2026-03-23T13:00');
    expect(dialog().getByTestId('roleplay-end-time').textContent).toBe('Mon Mar 23 2026, 15:00');

    await user.click(dialog().getByRole('combobox', { name: /Cohort name/ }));
    await user.click(await screen.findByRole('option', { name: 'Autumn group' }));
    // Invitations answered two days before the start, and no automatic backfill.
    const answerBy = field('Answer by (hours before the start)');
    expect(answerBy).toHaveProperty('value', '72');
    await user.clear(answerBy);
    await user.type(answerBy, '48');
    const backfill = dialog().getByRole('switch', { name: 'Automatic backfill' });
    expect(backfill).toHaveProperty('checked', true);
    await user.click(backfill);
    await user.click(dialog().getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await expectMessage('Roleplay shift created');
    expect(posts).toEqual([
      {
        roleplayShift: {
          startTime: '2026-03-23T13:00:00-04:00',
          sessions: 3,
          extensions: 1,
          cohortName: 'Autumn group',
          staffingRatio: 1.5,
          answerByHoursBeforeStart: 48,
          backfillEnabled: false,
        },
      },
    ]);
  });

  it('names what is missing or out of range at each field and sends nothing', async () => {
    const { posts } = roleplayApi();
    const { user, onClose } = renderDialog();

    await user.clear(field('Call blocks'));
    await user.clear(field('Spare call blocks'));
    await user.type(field('Spare call blocks'), '0');
    await user.clear(field('Staffing ratio'));
    await user.clear(field('Answer by (hours before the start)'));
    await user.click(dialog().getByRole('button', { name: 'Create' }));

    await dialog().findByText('Call blocks is required');
    dialog().getByText('Answer by (hours before the start) is required');
    dialog().getByText('Spare call blocks must be at least 1');
    dialog().getByText('Staffing ratio is required');
    dialog().getByText(MESSAGES.specifyCohortName);
    // Without the numbers there is no end to tell and no question to ask.
    expect(dialog().getByTestId('roleplay-end-time').textContent).toBe('—');
    // The suggestions follow the numbers once they settle (debounced), so their sentence comes a moment later.
    await dialog().findByText(/Fill in the start time, call blocks, spare call blocks and staffing ratio/);
    expect(posts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.type(field('Call blocks'), '9');
    await user.clear(field('Spare call blocks'));
    await user.type(field('Spare call blocks'), '2');
    // The shared rule's sentence, in the form's words.
    await dialog().findByText('Call blocks and spare call blocks together must be at most 10');
    expect(field('Spare call blocks').getAttribute('aria-invalid')).toBe('true');

    await user.clear(dialog().getByLabelText('Start time — date'));
    await dialog().findByText('Start time is required');
    expect(posts).toEqual([]);
  });

  it("puts the server's sentence at the field a 400 names, and keeps the dialog open", async () => {
    const sentence = 'Cohort name must be at most 100 characters';
    roleplayApi({ create: () => badRequest([{ field: 'roleplayShift.cohortName', message: sentence }]) });
    const { user, onClose } = renderDialog();

    await user.type(dialog().getByRole('combobox', { name: /Cohort name/ }), 'Winter group');
    await user.click(dialog().getByRole('button', { name: 'Create' }));

    await dialog().findByText(sentence);
    expect(
      dialog()
        .getByRole('combobox', { name: /Cohort name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await expectMessage(sentence);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the shift could not be created when the server fails or cannot be reached', async () => {
    let failure: () => Response = serverError;
    roleplayApi({ create: () => failure() });
    const { user, onClose } = renderDialog();

    await user.type(dialog().getByRole('combobox', { name: /Cohort name/ }), 'Winter group');
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    await expectMessage(MESSAGES.errorCreatingRoleplayShift);

    failure = networkError;
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    await expectMessage('Cannot reach the server. Check your connection and try again.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when a window has nobody free and offers the next four weeks', async () => {
    const { questions } = roleplayApi();
    server.use(
      api.get('/courses/7/suggest_roleplay_shift_dates', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        questions.push(query);
        return json(query.reference_date === '2026-03-06' ? [] : [MONDAY_AT_ONE]);
      }),
    );
    const { user } = renderDialog();

    expect((await dialog().findByTestId('no-suggestions')).textContent).toMatch(
      /^No weekday start time from Fri Mar 6 2026 to Thu Apr 2 2026 has a coordinator, a coach and enough role-players free/,
    );
    expect(dialog().queryByRole('button', { name: 'Earlier weeks' })).toBeNull();
    await user.click(dialog().getByRole('button', { name: /^Next 4 weeks \(from Fri Apr 3 2026\)$/ }));
    await waitFor(() => expect(dialog().getAllByTestId('suggested-date')).toHaveLength(1));
    expect(questions.at(-1)).toMatchObject({ reference_date: '2026-04-03' });
    await user.click(dialog().getByRole('button', { name: 'Earlier weeks' }));
    await dialog().findByTestId('no-suggestions');
  });

  it('says why there is no end time or suggestion when the course has no scenario or the suggestions fail', async () => {
    roleplayApi({ components: [] });
    server.use(api.get('/courses/7/suggest_roleplay_shift_dates', () => serverError()));
    renderDialog();

    await dialog().findByText(/This course has no scenario components yet/);
    await dialog().findByText(MESSAGES.couldNotRetrieveSuggestions);
    expect(dialog().queryAllByTestId('suggested-date')).toEqual([]);
  });
  it('reads French: the form, its end time and suggestions with their dates, its refusals and the server’s', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const { posts } = roleplayApi({
      create: () => badRequest([{ field: 'roleplayShift.cohortName', message: 'Cohort name is too long' }]),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<RoleplayShiftDialog courseId={7} open onClose={onClose} />);
    const form = within(screen.getByRole('dialog', { name: 'Nouveau quart de jeu de rôle' }));

    expect((await form.findByTestId('roleplay-end-time')).textContent).toBe('ven. 20 mars 2026, 11:00');
    form.getByText("2 blocs d'appels de 30 min");
    form.getByText('Fin');
    form.getByRole('heading', { name: 'Dates suggérées' });
    await form.findByText(/^Jours de semaine du ven\. 6 mars 2026 au jeu\. 2 avr\. 2026 où un coordonnateur/);
    await waitFor(() => expect(form.getAllByTestId('suggested-date')).toHaveLength(2));
    const first = within(form.getAllByTestId('suggested-date')[0] as HTMLElement);
    first.getByText('Retenue');
    first.getByText('Coordonnateurs');
    expect(first.getAllByText(/^\d+ libres?, \d+ requis$/)).toHaveLength(3);
    expect(first.getAllByTestId('suggested-person').map((chip) => chip.textContent)).toEqual([
      'Sam Coordinator · Aucun quart encore',
      'Casey Coach · 1 quart ce mois-ci · dernier le 3 mars',
      'Riley Player · Aucun quart encore',
      'Rowan Player · 2 quarts ce mois-ci · dernier le 3 mars',
    ]);
    form.getByRole('switch', { name: 'Remplacement automatique' });
    form.getByText("Les invitations doivent recevoir une réponse d'ici là");

    // The rules the form checks, said in French.
    await user.clear(form.getByRole('spinbutton', { name: "Blocs d'appels" }));
    await user.clear(form.getByRole('spinbutton', { name: 'Blocs de réserve' }));
    await user.type(form.getByRole('spinbutton', { name: 'Blocs de réserve' }), '0');
    await user.click(form.getByRole('button', { name: 'Créer' }));
    await form.findByText("Blocs d'appels est obligatoire");
    form.getByText('Blocs de réserve doit être d’au moins 1');
    form.getByText('Veuillez indiquer un nom de cohorte');
    await user.type(form.getByRole('spinbutton', { name: "Blocs d'appels" }), '9');
    await user.clear(form.getByRole('spinbutton', { name: 'Blocs de réserve' }));
    await user.type(form.getByRole('spinbutton', { name: 'Blocs de réserve' }), '2');
    await form.findByText("Les blocs d'appels et les blocs de réserve ensemble ne peuvent pas dépasser 10");
    expect(posts).toEqual([]);

    // A refusal of the server names the field in French, not in the server's English.
    await user.clear(form.getByRole('spinbutton', { name: "Blocs d'appels" }));
    await user.type(form.getByRole('spinbutton', { name: "Blocs d'appels" }), '1');
    await user.type(form.getByRole('combobox', { name: /Nom de la cohorte/ }), 'Groupe d’hiver');
    await user.click(form.getByRole('button', { name: 'Créer' }));
    await form.findByText('Nom de la cohorte n’est pas valide');
    await expectMessage('Nom de la cohorte n’est pas valide');
    expect(posts).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    form.getByRole('button', { name: 'Annuler' });
  });
});
