import { expect, test } from './fixtures';
import { acceptedPlace, apiCall, apiSession, expectFitsAndPasses, newUser, PHONE, shot, signIn, unique } from './helpers';

// The shift page in a role-player's language (issue 40): a role-player whose language is French
// opens their shift from My shifts on a phone and reads it in French (the banner with its date, their
// call, the day's call blocks, attendance, the memo, the resources, the give-away dialog); in
// Portuguese the same page reads Portuguese. No sideways scroll, no serious axe violation. The test
// makes its own course, shift, people and call through the API.
test.describe.configure({ timeout: 240_000 });

const ZONE = 'America/Toronto';

/** A date as the language writes it (the shift header's format: day, short month, year). */
const shortDate = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE }).format(at);

test('a role-player in French opens their shift from My shifts on a phone and reads it in French, then in Portuguese', async ({
  page,
  request,
}) => {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const rp = await newUser(request, ['rp'], 'Rene');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Langue Org ${tag}`, contactEmail: `langue-${tag}@example.com` },
  });
  const courseName = `Shift language course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Fee dispute', rpReference: 1 },
  });
  // Three days ahead at 15:00 UTC: a shift of the next days, inside the business day.
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: start.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
  });
  await acceptedPlace(request, sc, shift.id, rp);
  await apiCall(request, 'patch', `/roleplay_shifts/${shift.id}`, sc, { roleplayShift: { comments: 'Apportez un casque' } });
  const day = await apiCall<{ scenarios: Array<{ id: number }> }>(request, 'get', `/roleplay_shifts/${shift.id}/calls`, sc);
  const made = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: shift.id, blockNumber: 0 } });
  await apiCall(request, 'post', '/call_slots', sc, {
    callSlot: { callId: made.id, scenarioComponentId: day.scenarios[0]?.id, userId: rp.id },
  });
  // Their language is French, whatever the device says.
  const own = await apiSession(request, rp.email);
  await apiCall(request, 'put', `/users/${rp.id}`, own, { user: { language: 'fr-CA' } });

  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await signIn(page, rp.email);
  await page.goto('/my-shifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes quarts' })).toBeVisible();
  await page.getByTestId('next-shifts').getByRole('link', { name: courseName }).click();
  await expect(page).toHaveURL(new RegExp(`/roleplayShifts/${shift.id}$`));

  // The header and the banner: the shift's kind and date, the accepted invite's date, in French.
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByTestId('shift-header')).toContainText('Quart de jeu de rôle');
  await expect(page.getByTestId('shift-date')).toHaveText(shortDate(start, 'fr-CA'));
  const banner = page.getByTestId('my-invite');
  await expect(banner).toContainText('Vous avez accepté ce quart le');
  await expect(banner).toContainText('vous pouvez le confier à un autre joueur de rôle');
  await expect(banner.getByRole('button', { name: 'Confier à…' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Offrir à tous…' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Demander une couverture partielle' })).toBeVisible();

  // Their call, the day, attendance, coach and coordinator, resources and the memo.
  const mine = page.getByTestId('my-calls');
  await expect(mine.getByRole('heading', { name: 'Vos appels' })).toBeVisible();
  await expect(mine.getByTestId('my-call-scenario')).toHaveText('Vous jouez Fee dispute (20 min)');
  await expect(mine).toContainText('Bloc 1, appel 1');
  await expect(mine).toContainText("Aucun participant pour l'instant");
  await expect(page.getByTestId('call-blocks').getByRole('heading', { name: "Blocs d'appels" })).toBeVisible();
  await expect(page.getByTestId('call-blocks')).toContainText('Vous jouez dans cet appel');
  await expect(page.getByTestId('room-read-only')).toHaveText('Aucune salle');
  await expect(page.getByTestId('attendance').getByRole('heading', { name: 'Présences' })).toBeVisible();
  await expect(page.getByTestId('attendance')).toContainText('Invitations acceptées : 1 sur 1');
  await expect(page.getByTestId('attendance').getByTestId('invite-status').first()).toHaveText('Accepté');
  await expect(page.getByTestId('coach-name')).toHaveText('Coach : Non choisi');
  await expect(page.getByTestId('resource-links').getByRole('heading', { name: 'Liens de ressources' })).toBeVisible();
  await expect(page.getByTestId('memo')).toContainText('Mémo');
  await expect(page.getByTestId('memo-text')).toHaveText('Apportez un casque');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectFitsAndPasses(page, 'the shift page in French at 390');
  await shot(page, 'shift-page-rp-fr-phone');

  // Giving the shift to all asks first, in French.
  await banner.getByRole('button', { name: 'Offrir à tous…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offrir ce quart à tous?' });
  await expect(dialog.getByRole('textbox', { name: 'Objet' })).toHaveValue('Demande de couverture de quart');
  await expect(dialog.getByRole('button', { name: 'Offrir à tous' })).toBeDisabled();
  await expectFitsAndPasses(page, 'the give-to-all dialog in French at 390');
  await shot(page, 'shift-page-rp-fr-phone-give-all');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  // In Portuguese the same page reads Portuguese.
  await apiCall(request, 'put', `/users/${rp.id}`, own, { user: { language: 'pt-PT' } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByTestId('shift-header')).toContainText('Turno de role-play');
  await expect(page.getByTestId('shift-date')).toHaveText(shortDate(start, 'pt-PT'));
  await expect(page.getByTestId('my-invite')).toContainText('Aceitou este turno a');
  await expect(page.getByTestId('my-invite').getByRole('button', { name: 'Passar a…' })).toBeVisible();
  await expect(page.getByTestId('my-calls').getByRole('heading', { name: 'As suas chamadas' })).toBeVisible();
  await expect(page.getByTestId('my-calls').getByTestId('my-call-scenario')).toHaveText('Interpreta Fee dispute (20 min)');
  await expect(page.getByTestId('memo')).toContainText('Memorando');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectFitsAndPasses(page, 'the shift page in Portuguese at 390');
  await shot(page, 'shift-page-rp-pt-phone');
});
