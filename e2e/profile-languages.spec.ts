import { expect, test } from './fixtures';
import { apiCall, apiSession, expectFitsAndPasses, newUser, PHONE, shot, signIn } from './helpers';

// My profile and the dashboard's calendar in a role-player's language (issue 40): a role-player whose
// language is fr-CA (or pt-PT) opens their own page and the dashboard on a phone and reads them in
// that language, with no sideways scroll and no serious axe violation. Each test makes its own person.
test.describe.configure({ timeout: 240_000 });

/** 15:00 UTC `days` from now: inside the business day whatever the hour now. */
function daysAhead(days: number, hour = 15): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}

const TEXTS = {
  'fr-CA': {
    me: 'Moi',
    feed: 'Abonnement au calendrier',
    subscribe: "S'abonner dans votre application de calendrier",
    weekly: 'Quarts par semaine',
    weeklyLabel: 'Quarts par semaine au plus',
    save: 'Enregistrer',
    role: 'Joueur de rôle',
    cell: 'Cellulaire',
    dashboard: 'Tableau de bord',
    today: "Aujourd'hui",
    list: 'Liste',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    available: 'Disponible',
    addAvailability: 'Ajouter une disponibilité',
    from: 'De',
    to: 'À',
    cancel: 'Annuler',
    add: 'Ajouter',
  },
  'pt-PT': {
    me: 'Eu',
    feed: 'Feed de calendário',
    subscribe: 'Subscrever na sua aplicação de calendário',
    weekly: 'Turnos por semana',
    weeklyLabel: 'Máximo de turnos por semana',
    save: 'Guardar',
    role: 'Role-player',
    cell: 'Telemóvel',
    dashboard: 'Painel',
    today: 'Hoje',
    list: 'Lista',
    previousMonth: 'Mês anterior',
    nextMonth: 'Mês seguinte',
    available: 'Disponível',
    addAvailability: 'Adicionar disponibilidade',
    from: 'De',
    to: 'Até',
    cancel: 'Cancelar',
    add: 'Adicionar',
  },
} as const;

for (const language of ['fr-CA', 'pt-PT'] as const) {
  const T = TEXTS[language];
  test(`a role-player in ${language} reads My profile and the dashboard calendar on a phone`, async ({ page, request }) => {
    const rp = await newUser(request, ['rp'], language === 'fr-CA' ? 'Rene' : 'Rita');
    const own = await apiSession(request, rp.email);
    await apiCall(request, 'put', `/users/${rp.id}`, own, { user: { language } });
    // Availability the day after tomorrow, 10:00–14:00 UTC: on the month's list, or next month's
    // near a month's end (the test code's local day is Toronto's, as the calendar's).
    const availableFrom = daysAhead(2, 14);
    const inNextMonth = availableFrom.getMonth() !== new Date().getMonth();
    await apiCall(request, 'post', `/users/${rp.id}/user_availabilities`, own, {
      userAvailability: { startTime: availableFrom.toISOString(), endTime: daysAhead(2, 18).toISOString() },
    });

    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      // The device speaks English: the language is the person's own.
      Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
    });
    await signIn(page, rp.email);

    // My profile.
    await page.goto(`/users/${rp.id}`);
    await expect(page.getByRole('heading', { level: 1, name: rp.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('tab', { name: T.me })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: T.cell })).toBeVisible();
    await expect(page.getByText(T.role, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: T.save }).first()).toBeVisible();
    const feed = page.getByTestId('calendar-feed-card');
    await expect(feed.getByRole('heading', { name: T.feed })).toBeVisible();
    await expect(feed.getByRole('link', { name: T.subscribe })).toBeVisible();
    const weekly = page.getByTestId('weekly-limit-card');
    await expect(weekly.getByRole('heading', { name: T.weekly })).toBeVisible();
    await expect(weekly.getByRole('spinbutton', { name: T.weeklyLabel })).toBeVisible();
    await expectFitsAndPasses(page, `My profile in ${language} at 390`);
    await shot(page, `profile-${language}-phone`);

    // The dashboard's calendar: a phone opens on the month's list.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: T.dashboard })).toBeVisible();
    await expect(page.getByRole('button', { name: T.today })).toBeVisible();
    await expect(page.getByRole('button', { name: T.list })).toBeVisible();
    // FullCalendar's own words: the arrows' titles.
    await expect(page.getByRole('button', { name: T.previousMonth })).toBeVisible();
    if (inNextMonth) await page.getByRole('button', { name: T.nextMonth }).click();
    await expect(page.getByTestId('calendar-availability').first()).toContainText(T.available);
    await expectFitsAndPasses(page, `the dashboard in ${language} at 390`);
    await shot(page, `dashboard-${language}-phone`);

    // Adding availability with the form.
    await page.getByRole('button', { name: T.addAvailability }).click();
    const dialog = page.getByRole('dialog', { name: T.addAvailability });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: T.from, exact: true })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: T.to, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.add, exact: true })).toBeVisible();
    await expectFitsAndPasses(page, `the availability form in ${language} at 390`);
    await shot(page, `availability-form-${language}-phone`);
    await dialog.getByRole('button', { name: T.cancel }).click();
    await expect(dialog).toBeHidden();
  });
}
