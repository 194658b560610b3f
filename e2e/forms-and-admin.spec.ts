import { DateTime } from 'luxon';
import { expect, type Page, test } from './fixtures';
import { apiCall, apiSession, mainNav, newUser, SHOTS_DIR, shot, signIn } from './helpers';

// Issue 23, items 4, 12, 14, 15 and 16: forms and admin screens. Each test makes the people, courses
// and times it draws on, and reads dates relative to today in the business zone.

const ZONE = 'America/Toronto';
const DAY = 24 * 3_600_000;

/** A day as the app names it ('Wed Nov 25 2026'), in the business zone. */
function dayText(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(date);
  return `${part({ weekday: 'short' })} ${part({ month: 'short' })} ${part({ day: 'numeric' })} ${part({ year: 'numeric' })}`;
}

/** The same time `days` calendar days later in the business zone (24-hour steps drift across a change of clocks). */
function daysLater(date: Date, days: number): Date {
  return DateTime.fromJSDate(date).setZone(ZONE).plus({ days }).toJSDate();
}

/** A day as 'yyyy-MM-dd' in the business zone. */
function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A form field by its label, which ends with MUI's asterisk when required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}[\\s\u2009]*\\*?$`));

/** Every element matched shows its whole text: nothing cut off or ending in '…'. */
async function expectFullyShown(page: Page, selector: string) {
  const cut = await page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.filter((el) => el.scrollWidth > el.clientWidth + 1 || /…$/.test(el.textContent ?? '')).map((el) => el.textContent),
    );
  expect(cut).toEqual([]);
}

test('the new user form marks every field required and points at the empty ones', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/users/new');
  for (const label of ['Name', 'Email', 'Home number', 'Cell number', 'Password', 'Password confirmation']) {
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  await field(page, 'Name').fill('Nora Newcomer');
  await field(page, 'Email').fill(`nora.${Date.now()}@example.com`);
  await page.getByLabel('Coach').check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByTestId('user-form-error')).toHaveText('Please fill all fields to create user');
  const home = field(page, 'Home number');
  await expect(home).toHaveAttribute('aria-invalid', 'true');
  await expect(home).toBeFocused();
  await expect(page.getByText('Home number is required')).toBeVisible();
  await expect(field(page, 'Cell number')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'false');
  await shot(page, `e2e-new-user`);
});

test('the suggested dates look four weeks from today and move to the next four weeks', async ({ page, request }) => {
  const sc = await apiSession(request, 'sc@example.com');
  const tag = `${Date.now().toString(36)}`;
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Window Org ${tag}`, contactEmail: `window-${tag}@example.com` },
  });
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: `Window course ${tag}`, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Fee dispute', rpReference: 1 },
  });

  await signIn(page, 'sc@example.com');
  await page.goto(`/courses/${course.id}`);
  await page.getByTestId('course-shifts').getByRole('button', { name: 'New shift' }).click();
  await page.getByRole('menuitem', { name: /Roleplay shift/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New roleplay shift' });
  await expect(dialog.getByRole('spinbutton', { name: 'Call blocks', exact: true })).toHaveValue('1');
  await expect(dialog.getByText('Blocks of calls planned')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Spare call blocks' })).toHaveValue('1');

  const now = new Date();
  const panel = dialog.getByTestId('suggested-dates');
  await expect(panel).toContainText(`Weekdays from ${dayText(now)} to ${dayText(daysLater(now, 27))}`);
  const next = panel.getByRole('button', { name: /^Next 4 weeks/ });
  await expect(next).toBeVisible();
  if (SHOTS_DIR) await panel.screenshot({ path: `${SHOTS_DIR}/e2e-suggestions.png` });
  await next.click();
  await expect(panel).toContainText(`Weekdays from ${dayText(daysLater(now, 28))}`);
  await panel.getByRole('button', { name: 'Earlier weeks' }).click();
  await expect(panel).toContainText(`Weekdays from ${dayText(now)}`);
});

test('the availability timeline labels every bar in full, at desktop and phone size', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@example.com');
  const person = await newUser(request, ['rp'], 'Aabel');
  // Three weeks on, 14:00–15:30 UTC (9:00 or 10:00 in Toronto): inside one business day.
  const day = new Date(Date.now() + 21 * DAY);
  day.setUTCHours(14, 0, 0, 0);
  await apiCall(request, 'post', `/users/${person.id}/user_availabilities`, admin, {
    userAvailability: { startTime: day.toISOString(), endTime: new Date(day.getTime() + 90 * 60_000).toISOString() },
  });

  await signIn(page, 'admin@example.com');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/reports/resourceAvailability?startTime=${isoDay(day)}&view=week`);
    const row = page.getByTestId('timeline-person').filter({ hasText: person.name });
    const bar = row.getByTestId('timeline-bar');
    await expect(bar).toHaveText(/^\d{1,2}:\d\d–\d{1,2}:\d\dAvailable$/);
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expectFullyShown(page, '[data-testid="timeline-bar"]');
    await expectFullyShown(page, '[data-testid="timeline-day-header"]');
    await expect(page.getByTestId('timeline-day-header')).toHaveCount(7);
    await shot(page, `e2e-timeline-${viewport.width}`);
  }
});

test("a participant's menu opens 'My profile', with what they may not change written as text", async ({ page, request }) => {
  const learner = await newUser(request, ['participant'], 'Pia');
  await signIn(page, learner.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /open navigation|menu/i }).click();
  await mainNav(page).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${learner.id}$`));
  // Their own name and numbers are theirs to change; their roles and profile are not, and read as text.
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeEditable();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const profile = page.getByTestId('participant-profile');
  await expect(profile.getByText('Only an administrator or a shift coordinator can change the profile.')).toBeVisible();
  await expect(profile.getByRole('textbox')).toHaveCount(0);
  await expect(profile.getByRole('combobox')).toHaveCount(0);
  await shot(page, `e2e-my-profile-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'My profile']);
  await shot(page, `e2e-my-profile-1440`);
});
