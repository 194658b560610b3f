import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { expectMessage, newUser, signIn } from './helpers';

// Each test sets up a course through the API and walks several screens: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Calls the API as the signed-in user of `page`, failing the test on any refusal. */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('session.token'));
  expect(token, 'a session token after sign-in').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  return {
    async post<T>(path: string, data: unknown, status = 201): Promise<T> {
      const response = await request.post(`/api/v1${path}`, { headers, data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
      return (await response.json()) as T;
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/v1${path}`, { headers });
      expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
  };
}

type Api = Awaited<ReturnType<typeof api>>;

/** A fresh client and course; with `scenario`, one 30-minute scenario and a 15-minute break (45-minute calls). */
async function createCourse(client: Api, name: string, options: { scenario?: boolean } = {}) {
  const tag = stamp();
  const org = await client.post<{ id: number }>('/clients', {
    client: { orgName: `Shift Org ${tag}`, contactEmail: `shift-org-${tag}@example.com` },
  });
  const courseName = `${name} ${tag}`;
  const course = await client.post<{ id: number }>('/courses', { course: { name: courseName, clientId: org.id } });
  if (options.scenario) {
    await client.post(`/courses/${course.id}/scenario_components`, {
      scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Difficult customer call', rpReference: 1 },
    });
    await client.post(`/courses/${course.id}/scenario_components`, {
      scenarioComponent: { scenarioComponentTypeId: 3, duration: 15, content: 'Break', rpReference: null },
    });
  }
  return { id: course.id, name: courseName };
}

/** Three weekdays starting 15 days ahead (a holiday among them leaves the others). */
function weekdaysAhead(): Date[] {
  const days: Date[] = [];
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + 15);
  while (days.length < 3) {
    if (day.getDay() !== 0 && day.getDay() !== 6) days.push(new Date(day));
    day.setDate(day.getDate() + 1);
  }
  return days;
}

const at = (day: Date, hours: number) => {
  const date = new Date(day);
  date.setHours(hours, 0, 0, 0);
  return date.toISOString();
};

/** A start as the suggestions name it ('Mon Mar 23 2026, 13:00'): in the business time zone, H:mm. */
function startLabel(moment: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.month} ${parts.day} ${parts.year}, ${Number(parts.hour)}:${parts.minute}`;
}

/** Availability 10:00–16:00 on those weekdays for each of `emails` (staff of the given role). */
async function giveAvailability(client: Api, role: 'rp' | 'coach' | 'sc', emails: string[]) {
  const staff = await client.get<Array<{ id: number; email: string }>>(`/staff?role=${role}`);
  for (const email of emails) {
    const person = staff.find((s) => s.email === email);
    expect(person, `${email} among the ${role} staff`).toBeTruthy();
    for (const day of weekdaysAhead()) {
      await client.post(`/users/${person?.id}/user_availabilities`, {
        userAvailability: { startTime: at(day, 10), endTime: at(day, 16) },
      });
    }
  }
}

test('an sc creates a roleplay shift from a suggestion, invites a role-player, who accepts', async ({ page, browser }) => {
  // The role-player who accepts is the test's own: a demo role-player may hold a place another file
  // gave them at the same hour, and could not accept.
  const rp = await newUser(page.request, ['rp'], 'Riley');
  await signIn(page, 'sc@example.com');
  const client = await api(page);
  const course = await createCourse(client, 'Roleplay course', { scenario: true });
  // One scenario at ratio 1.5 needs two role-players, one coach and one coordinator.
  await giveAvailability(client, 'rp', [rp.email, 'morgan.lee@example.com', 'jordan.singh@example.com']);
  await giveAvailability(client, 'coach', ['coach@example.com']);
  await giveAvailability(client, 'sc', ['sc@example.com']);

  await page.goto(`/courses/${course.id}`);
  const card = page.getByTestId('course-shifts');
  await expect(card.getByText('No upcoming shifts')).toBeVisible();
  await card.getByRole('button', { name: 'New shift' }).click();
  await page.getByRole('menuitem', { name: /Roleplay shift/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New roleplay shift' });
  await expect(dialog).toBeVisible();

  // The defaults: two weeks ahead at 10:00, one session, one extension, ratio 1.5; ends after two 45-minute blocks.
  // The start is a date box and a 24-hour time choice (no AM/PM, whatever the browser's language).
  const startDate = dialog.getByLabel('Start time — date');
  const startClock = dialog.getByRole('combobox', { name: 'Start time — time' });
  await expect(startClock).toHaveValue('10:00');
  await expect(startClock.locator('option', { hasText: '13:00' })).toHaveCount(1);
  await expect(startClock.locator('option', { hasText: /AM|PM/ })).toHaveCount(0);
  await expect(dialog.getByRole('spinbutton', { name: 'Staffing ratio' })).toHaveValue('1.5');
  await expect(dialog.getByTestId('roleplay-end-time')).toHaveText(/ 11:30$/);

  // A shift without a cohort name is refused with the spec's text.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please specify a Cohort name')).toBeVisible();

  // The suggestions list staffed times; one click fills the start time.
  // Other browser tests give other people other times, so the first suggestion may fall outside this
  // test's: take the first one inside the availability given above (a 90-minute shift ending by 16:00).
  const { timeZone } = await client.get<{ timeZone: string }>('/settings');
  const ourStarts = weekdaysAhead().flatMap((day) => {
    const first = new Date(at(day, 10)).getTime();
    return Array.from({ length: 55 }, (_, i) => startLabel(new Date(first + i * 5 * 60_000), timeZone));
  });
  const suggestion = dialog.getByRole('listitem', { name: new RegExp(`^(${ourStarts.join('|')})–`) }).first();
  await expect(suggestion).toBeVisible();
  // Each group says how many are free and needed and names people, fewest hours first (fair shares).
  // Other browser tests' people share the database, so which names come first is not this test's to say.
  await expect(suggestion).toContainText(/Role-players\s*\d+ free, 2 needed/);
  await expect(suggestion).toContainText(/Coaches\s*\d+ free, 1 needed/);
  await expect(suggestion).toContainText(/Coordinators\s*\d+ free, 1 needed/);
  const chosen = (await suggestion.getAttribute('aria-label')) ?? '';
  // 'Mon Mar 23 2026, 13:00–14:30': the weekday, MMM D YYYY and H:mm (docs/decisions.md).
  const named = /([A-Z][a-z]{2}) (\d{1,2}) (\d{4}), (\d{1,2}):(\d\d)–/.exec(chosen);
  expect(named, 'the suggestion names its date and time').toBeTruthy();
  const [, month = '', day = '', yyyy, hour = '', minute] = named as RegExpExecArray;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const mm = String(months.indexOf(month) + 1).padStart(2, '0');
  const dd = day.padStart(2, '0');
  const hhmm = `${hour.padStart(2, '0')}:${minute}`;
  await suggestion.getByRole('button', { name: 'Use this time' }).click();
  await expect(startDate).toHaveValue(`${yyyy}-${mm}-${dd}`);
  await expect(startClock).toHaveValue(hhmm);
  await expect(dialog.getByRole('listitem', { name: chosen })).toContainText('In use');

  const cohort = `Cohort ${stamp()}`;
  await dialog.getByRole('combobox', { name: 'Cohort name' }).fill(cohort);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectMessage(page, 'Roleplay shift created');
  await expect(dialog).toBeHidden();
  const row = card.getByRole('row').filter({ hasText: cohort });
  await expect(row).toContainText('Roleplay');
  await expect(row).toContainText(`${mm}-${dd}-${yyyy} ${hhmm}`);

  // The shift's page under its course.
  await row.getByRole('link', { name: 'Open shift' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/roleplayShifts/\\d+$`));
  const shiftId = Number(/roleplayShifts\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: course.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('shift-cohort')).toHaveText(cohort);
  // The page writes times as H:mm (no leading zero).
  await expect(page.getByTestId('shift-time')).toHaveText(new RegExp(`^${hhmm?.replace(/^0/, '')}–`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(course.name);
  const attendance = page.getByTestId('attendance');
  await expect(attendance).toContainText('Nobody is invited yet');

  // Invite the role-player, shown as available.
  await attendance.getByRole('button', { name: 'Invite' }).click();
  const picker = page.getByRole('dialog', { name: 'Invite to this shift' });
  await expect(picker.getByRole('button', { name: 'Role-players' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('searchbox', { name: 'Search people' }).fill(rp.name);
  const riley = picker.getByTestId('invitable-user').filter({ hasText: rp.name });
  await expect(riley).toContainText('Available');
  await riley.getByRole('checkbox', { name: rp.name }).check();
  await picker.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectMessage(page, 'Invitation sent');
  await expect(picker).toBeHidden();
  const invited = attendance.getByTestId('attendee').filter({ hasText: rp.name });
  await expect(invited.getByTestId('invite-status')).toHaveText('Invited');
  await expect(attendance.getByRole('list', { name: 'Role-players' })).toContainText(rp.name);

  // Riley opens the shift at the top level and accepts it.
  const rpPage = await browser.newPage();
  await signIn(rpPage, rp.email);
  await rpPage.goto(`/roleplayShifts/${shiftId}`);
  const banner = rpPage.getByTestId('my-invite');
  await expect(banner).toContainText('You are invited to this shift');
  await expect(rpPage.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toContainText(/You accepted this shift on [A-Z][a-z]{2} \d{1,2} \d{4}, \d{1,2}:\d\d/);
  await expect(banner.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(rpPage.getByTestId('attendee').filter({ hasText: rp.name }).getByTestId('invite-status')).toHaveText('Accepted');
  // Under its course the page opens too; the course crumbs are plain text, since the course pages are for managers.
  await rpPage.goto(`/courses/${course.id}/roleplayShifts/${shiftId}`);
  const crumbs = rpPage.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Courses');
  await expect(crumbs.getByRole('link', { name: 'Courses' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' })).toBeVisible();
  await rpPage.close();

  // The coordinator sees the answer after a reload.
  await page.reload();
  await expect(invited.getByTestId('invite-status')).toHaveText('Accepted');
});

test('an orientation shift is created with the defaults moved to tomorrow, and deleted after confirming', async ({ page }) => {
  await signIn(page, 'sc@example.com');
  const course = await createCourse(await api(page), 'Orientation course');
  await page.goto(`/courses/${course.id}`);
  const card = page.getByTestId('course-shifts');
  await card.getByRole('button', { name: 'New shift' }).click();
  await page.getByRole('menuitem', { name: /Orientation shift/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Orientation shift' });
  const startDate = dialog.getByLabel('Start time — date');
  const startClock = dialog.getByRole('combobox', { name: 'Start time — time' });
  const endDate = dialog.getByLabel('End time — date');
  const endClock = dialog.getByRole('combobox', { name: 'End time — time' });
  await expect(startClock).toHaveValue('10:00');
  await expect(endClock).toHaveValue('12:00');

  // Tomorrow, so 'Hide past events' keeps it whatever the time of day; the end follows the start.
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await startDate.fill(day);
  await startClock.selectOption('09:00');
  await expect(endDate).toHaveValue(day);
  await expect(endClock).toHaveValue('11:00');
  // An end before the start is refused.
  await endClock.selectOption('08:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('End time must be after the start time')).toBeVisible();
  await endClock.selectOption('11:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectMessage(page, 'Orientation shift created');
  const [yyyy, mm, dd] = day.split('-');
  const row = card.getByRole('row').filter({ hasText: 'Orientation' });
  await expect(row).toContainText(`${mm}-${dd}-${yyyy} 09:00`);
  await expect(row).toContainText(`${mm}-${dd}-${yyyy} 11:00`);

  // Cancel keeps it; Delete removes it. An orientation shift asks nothing about participants.
  await row.getByRole('button', { name: 'Delete shift' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this Orientation shift?' });
  await expect(confirm.getByText('E-mail the participants of this shift')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete shift' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectMessage(page, 'Orientation shift deleted');
  await expect(row).toHaveCount(0);
  await expect(card.getByText('No upcoming shifts')).toBeVisible();
});

test('deleting a roleplay shift asks whether to e-mail its participants', async ({ page }) => {
  await signIn(page, 'sc@example.com');
  const client = await api(page);
  const course = await createCourse(client, 'Deleted roleplay course', { scenario: true });
  const begins = new Date();
  begins.setDate(begins.getDate() + 3);
  begins.setHours(13, 0, 0, 0);
  await client.post(`/courses/${course.id}/roleplay_shifts`, {
    roleplayShift: {
      startTime: begins.toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'To be cancelled',
      staffingRatio: 1.5,
    },
  });
  await page.goto(`/courses/${course.id}`);
  const card = page.getByTestId('course-shifts');
  const row = card.getByRole('row').filter({ hasText: 'To be cancelled' });
  await row.getByRole('button', { name: 'Delete shift' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this Roleplay shift?' });
  const email = confirm.getByRole('checkbox', { name: 'E-mail the participants of this shift' });
  await expect(email).not.toBeChecked();
  await email.check();
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && /\/roleplay_shifts\/\d+/.test(r.url()));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect(new URL((await deleted).url()).searchParams.get('email_participants')).toBe('true');
  await expect(row).toHaveCount(0);
});
