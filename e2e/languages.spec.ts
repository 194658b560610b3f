import { type APIRequestContext, expect, test } from './fixtures';
import {
  apiCall,
  apiSession,
  DESKTOP,
  expectFitsAndPasses,
  newUser,
  PHONE,
  shot,
  signIn,
  type TestUser,
  todayAtNine,
  unique,
} from './helpers';

// The app in a person's language (issue 40): a role-player switches to French from the menu and
// reads My shifts (its dates too) in French; a participant whose course speaks pt-PT reads their day
// in Portuguese. Each test makes its own people, course and shifts through the API.
test.describe.configure({ timeout: 240_000 });

const ZONE = 'America/Toronto';

/** 15:00 UTC `days` from now: inside the business day whatever the hour now. */
function daysAhead(days: number): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

/** A date as the language writes it with its weekday (the app's format for that language). */
const weekdayDate = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE }).format(
    at,
  );

/** A course of its own with one scenario, in `language`; returns its id and name. */
async function newCourse(request: APIRequestContext, sc: Record<string, string>, language: string) {
  const tag = unique();
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Lang Org ${tag}`, contactEmail: `lang-${tag}@example.com` },
  });
  const courseName = `Language course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Fee dispute', rpReference: 1 },
  });
  await apiCall(request, 'put', `/courses/${course.id}/preferences`, sc, { preferences: { language } });
  return { clientId: client.id, courseId: course.id, courseName };
}

test('a role-player switches to French from the menu: My shifts, its dates and the menu read French', async ({
  page,
  request,
}) => {
  const sc = await apiSession(request, 'sc@example.com');
  const rp: TestUser = await newUser(request, ['rp'], 'Rene');
  const { courseId, courseName } = await newCourse(request, sc, 'en-CA');
  const start = daysAhead(8);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${courseId}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: start.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
  });
  await apiCall(request, 'put', `/roleplay_shifts/${shift.id}/invite`, sc, { invites: { userIds: [rp.id] } });

  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    // The browser speaks English: the language comes from the menu, not from the device.
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await signIn(page, rp.email);
  await page.goto('/my-shifts');
  await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes quarts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const invites = page.getByTestId('my-invites');
  await expect(invites.getByRole('heading', { name: /En attente de votre réponse/ })).toBeVisible();
  const card = invites.getByTestId('my-shift').filter({ hasText: courseName });
  await expect(card).toContainText(weekdayDate(start, 'fr-CA'));
  await expect(card.getByRole('button', { name: 'Accepter' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Refuser' })).toBeVisible();
  await expect(page.getByTestId('time-zone-caption')).toHaveText(`Les heures sont à l'heure de ${ZONE}`);
  // Saved as theirs: the next visit speaks French from the start.
  const me = await apiCall<{ language: string | null }>(request, 'get', '/me', await apiSession(request, rp.email));
  expect(me.language).toBe('fr-CA');

  await expectFitsAndPasses(page, 'My shifts in French at 390');
  await shot(page, 'languages-my-shifts-fr-phone');
  await page.getByRole('button', { name: 'Ouvrir la navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Mes quarts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Accepting says so in French, and the shift moves to the next shifts.
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Quart accepté')).toBeVisible();
  await expect(page.getByTestId('next-shifts').getByTestId('my-shift').filter({ hasText: courseName })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes quarts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Mes quarts' })).toBeVisible();
  await expectFitsAndPasses(page, 'My shifts in French at 1440');
  await shot(page, 'languages-my-shifts-fr-desktop');
});

test('a participant whose course speaks pt-PT reads their day in Portuguese, on a phone and a desk', async ({
  page,
  request,
}) => {
  const sc = await apiSession(request, 'sc@example.com');
  const { clientId, courseId } = await newCourse(request, sc, 'pt-PT');
  const person = await newUser(request, ['participant'], 'Paula');
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Paula,Lang,${person.email},Mia Boss,mia-${unique()}@example.com,East,Lisbon,Main,${ZONE},Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${clientId}/upload_participants`, {
    headers: sc,
    multipart: { course_id: String(courseId), csv: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const me = await apiCall<{ language: string | null }>(request, 'get', '/me', await apiSession(request, person.email));
  expect(me.language).toBe('pt-PT');
  // Today at 9:00 a roleplay shift of the course, with the participant in its first call.
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${courseId}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: todayAtNine().toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
  });
  const call = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: shift.id, blockNumber: 0 } });
  await apiCall(request, 'post', '/participant_slots', sc, { participantSlot: { callId: call.id, userId: person.id } });

  await page.addInitScript(() => {
    // The device speaks English: Portuguese comes from the course.
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    if (size === 'phone') await signIn(page, person.email);
    else await page.reload();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByText('As suas sessões')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('As suas chamadas');
    await expect(page.getByRole('button', { name: 'Hoje' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(page.getByTestId('calendar-shift').first()).toBeVisible();
    await expectFitsAndPasses(page, `the participant's day in Portuguese (${size})`);
    await shot(page, `languages-participant-pt-${size}`);

    // Their session of today, in Portuguese too.
    await page.goto(`/roleplayShifts/${shift.id}`);
    await expect(page.getByTestId('my-call')).toContainText('A sua chamada');
    await expect(page.getByText('Sessão de role-play')).toBeVisible();
    await expectFitsAndPasses(page, `the participant's session in Portuguese (${size})`);
    await shot(page, `languages-participant-session-pt-${size}`);
  }
});
