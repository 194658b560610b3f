import { MESSAGES, updateCoursePreferencesBodySchema } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../../../lib/api';
import { somePreferences } from '../../../test/data';
import { api, badRequest, conflict, json, networkError, serverError, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { CoursePreferencesPage } from './course-preferences-page';

const SAVED_AT = '2026-03-02T14:00:00.000Z';
const LATER = '2026-03-02T15:30:00.000Z';

/** Serves the preferences of course 7 and records every PUT body the page sends. */
function preferencesApi(answerPut: (body: unknown) => Response | Promise<Response>) {
  const puts: unknown[] = [];
  let gets = 0;
  server.use(
    api.get('/courses/7/preferences', () => {
      gets += 1;
      return json(somePreferences({ updatedAt: SAVED_AT }));
    }),
    api.put(
      '/courses/:id/preferences',
      withBody(updateCoursePreferencesBodySchema, (body) => {
        puts.push(body);
        return answerPut(body);
      }),
    ),
  );
  return { puts, gets: () => gets };
}

function renderPage() {
  return renderWithProviders(<CoursePreferencesPage />, { path: '/courses/:id/preferences', at: '/courses/7/preferences' });
}

describe('CoursePreferencesPage', () => {
  it('sends only what changed, with the version it started from, and is clean again after saving', async () => {
    const { puts } = preferencesApi((body) => {
      const sent = (body as { preferences: Record<string, unknown> }).preferences;
      const { updatedAt: _stamp, ...changes } = sent;
      return json(somePreferences({ ...changes, updatedAt: LATER }));
    });
    const { user } = renderPage();

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    // The reminder's fields wait for the reminder to be switched on.
    expect(screen.getByLabelText('Days before the shift')).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'French (Canada)' }));
    await user.click(screen.getByRole('switch', { name: 'Custom reminder' }));
    const days = screen.getByLabelText('Days before the shift');
    expect(days).toHaveProperty('disabled', false);
    await user.clear(days);
    await user.type(days, '5');
    await user.type(screen.getByLabelText('Reminder text'), 'Soon');
    await user.type(screen.getByLabelText('Add a BCC address'), 'Al@X.io');
    await user.click(within(screen.getByRole('group', { name: 'BCC addresses' })).getByRole('button', { name: 'Add' }));
    within(screen.getByTestId('bcc-list')).getByText('al@x.io');

    await user.click(save);
    await expectMessage('Preferences saved');
    expect(puts).toEqual([
      {
        preferences: {
          language: 'fr-CA',
          customReminderEnabled: true,
          customReminderDaysBefore: 5,
          customReminderText: 'Soon',
          emailBccList: ['al@x.io'],
          updatedAt: SAVED_AT,
        },
      },
    ]);
    // The saved answer is the new starting point: nothing left to save, the values kept.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('French (Canada)');
    expect(screen.getByLabelText('Days before the shift')).toHaveProperty('value', '5');
  });

  it('sets the answer-by hours and the backfill waves, naming a field out of range', async () => {
    const { puts } = preferencesApi((body) => {
      const { updatedAt: _stamp, ...changes } = (body as { preferences: Record<string, unknown> }).preferences;
      return json(somePreferences({ ...changes, updatedAt: LATER }));
    });
    const { user } = renderPage();

    const answerBy = await screen.findByRole('spinbutton', { name: 'Answer within (hours)' });
    expect(answerBy).toHaveProperty('value', '48');
    const size = screen.getByRole('spinbutton', { name: 'People per backfill wave' });
    expect(size).toHaveProperty('value', '5');
    expect(screen.getByRole('spinbutton', { name: 'Hours between backfill waves' })).toHaveProperty('value', '2');

    await user.clear(size);
    await user.type(size, '51');
    await user.clear(answerBy);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('People per backfill wave must be at most 50');
    screen.getByText('Answer within (hours) is required');
    expect(puts).toEqual([]);

    await user.type(answerBy, '24');
    await user.clear(size);
    await user.type(size, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage('Preferences saved');
    expect(puts).toEqual([{ preferences: { answerByHours: 24, backfillWaveSize: 3, updatedAt: SAVED_AT } }]);
  });

  it('says at the field what is wrong before sending anything', async () => {
    const { puts } = preferencesApi(() => json(somePreferences()));
    const { user } = renderPage();

    await user.click(await screen.findByRole('switch', { name: 'Custom reminder' }));
    const days = screen.getByLabelText('Days before the shift');
    await user.clear(days);
    await user.type(screen.getByLabelText('Sender address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Days before the shift is required');
    screen.getByText('Sender address must be a valid e-mail address');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);

    // Fixing the field clears its sentence as the user types.
    await user.type(days, '61');
    await screen.findByText('Days before the shift must be at most 60');
  });

  it("shows the server's sentence naming the field a 400 refuses", async () => {
    const sentence = 'Sender address must be a valid e-mail address';
    preferencesApi(() => badRequest([{ field: 'preferences.emailSender', message: sentence }]));
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Welcome text'), 'Welcome aboard');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage(sentence);
    // Nothing was saved: the change is still there to fix and send again.
    expect(screen.getByLabelText('Welcome text')).toHaveProperty('value', 'Welcome aboard');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('on a competing save shows the conflict alert, and Reload fetches the current preferences', async () => {
    const api409 = preferencesApi(() => conflict());
    const { user } = renderPage();

    await user.click(await screen.findByRole('switch', { name: 'Group sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(MESSAGES.conflict);
    expect(api409.gets()).toBe(1);
    // The conflict is told once, in the alert, not again as a message.
    expect(screen.queryAllByTestId('message')).toEqual([]);

    const reload = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' });
    await user.click(reload);
    await waitFor(() => expect(api409.gets()).toBe(2));
    await waitFor(() => expect(screen.queryByText(MESSAGES.conflict)).toBeNull());
  });

  it("shows the screen's own text on a server failure and the connection text when the server cannot be reached", async () => {
    let failure: () => Response = serverError;
    preferencesApi(() => failure());
    const { user } = renderPage();

    await user.click(await screen.findByRole('switch', { name: 'Resources ready' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage(MESSAGES.couldNotUpdateCourse);
    expect(screen.queryByText(MESSAGES.internal)).toBeNull();

    failure = networkError;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectMessage(NETWORK_ERROR_TEXT);
  });

  it('shows why the preferences could not be loaded', async () => {
    server.use(api.get('/courses/7/preferences', () => serverError()));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.errorRetrievingData);
  });
});
