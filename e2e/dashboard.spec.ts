import { DateTime } from 'luxon';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { apiSession, DEMO_PASSWORD, expectMessage, newUser, signIn, type TestUser } from './helpers';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** YYYY-MM-DD of a local date. */
function ymd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday of this week (the calendar's weeks start on Monday), plus `days`, at local midnight. */
function fromThisMonday(days: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + days);
}

/** A day of next week (1 = its Monday … 7 = its Sunday, ISO), at local midnight. */
function nextWeekDay(weekday: number): Date {
  return fromThisMonday(7 + weekday - 1);
}

/** A day of last week (1 = its Monday … 7 = its Sunday), at local midnight: always in the past. */
function lastWeekDay(weekday: number): Date {
  return fromThisMonday(-7 + weekday - 1);
}

/** Signs in through the API (no browser session) and answers the bearer token. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/login', {
    headers: { 'x-app-scope': 'backoffice' },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A point inside the week grid: the middle of a day's column, at the top or bottom of a 30-minute slot. */
async function slotPoint(page: Page, date: Date, time: string, edge: 'top' | 'bottom' = 'top') {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${ymd(date)}"]`).boundingBox();
  const lane = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !lane) throw new Error(`no grid cell for ${ymd(date)} ${time}`);
  return { x: column.x + column.width / 2, y: edge === 'top' ? lane.y + 3 : lane.y + lane.height - 3 };
}

/** Presses, moves in small steps (as a hand would) and releases. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

function dayColumn(page: Page, date: Date): Locator {
  return page.locator(`td.fc-timegrid-col[data-date="${ymd(date)}"]`);
}

/** Closes the messages (bottom right, over the grid's last columns) before the next drag. */
async function clearMessages(page: Page) {
  const close = page.getByTestId('message').getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

/**
 * Opens a calendar item from the keyboard (focus, Enter). Against a database that already holds
 * earlier runs' shifts at the same hour, an item can lie under another and a click would hit that one.
 */
async function openWithKeyboard(page: Page, item: Locator) {
  await item.focus();
  await page.keyboard.press('Enter');
}

/** Goes to next week and waits for its shifts to arrive (an empty answer is an answer too). */
async function showNextWeek(page: Page) {
  const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/course_events'));
  await page.getByRole('button', { name: 'Next week' }).click();
  expect((await loaded).status()).toBe(200);
}

/** The dashboard, reached as a user does (signing in lands there; the menu leads back). */
async function openDashboard(page: Page) {
  if (new URL(page.url()).pathname !== '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('.fc-timegrid')).toBeVisible();
}

test('a role-player draws availability, moves it, is refused an overlap and cannot select past days', async ({ page }) => {
  const wednesday = nextWeekDay(3);
  const thursday = nextWeekDay(4);

  // A role-player of this test's own: the demo role-player is invited to other files' shifts next
  // week, and one of those lying under the drag would open its dialog instead of drawing.
  const drawer = await newUser(page.request, ['rp'], 'Drawer');
  await signIn(page, drawer.email);
  await openDashboard(page);
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as { timeZone: string };
  await expect(page.getByTestId('time-zone-caption')).toHaveText(`Times are in ${settings.timeZone} time`);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(dayColumn(page, wednesday)).toBeVisible();

  // Draw Wednesday 10:00–12:00.
  const created = page.waitForResponse((r) => r.url().includes('/user_availabilities') && r.request().method() === 'POST');
  await drag(page, await slotPoint(page, wednesday, '10:00:00'), await slotPoint(page, wednesday, '11:30:00', 'bottom'));
  expect((await created).status()).toBe(201);
  await expectMessage(page, 'Availability added');
  const drawn = dayColumn(page, wednesday).getByTestId('calendar-availability');
  await expect(drawn).toHaveCount(1);
  await expect(drawn).toContainText('10:00–12:00');
  await expect(drawn.getByRole('button', { name: 'Remove availability' })).toBeVisible();

  // The block is a band behind the shifts; a click lifts it in front, to be dragged. Move it to
  // Thursday, same hours.
  await clearMessages(page);
  await expect(drawn).toHaveClass(/rp-availability-band/);
  const band = await drawn.boundingBox();
  if (!band) throw new Error('the availability is not on screen');
  await page.mouse.click(band.x + band.width / 2, band.y + band.height / 2);
  await expect(drawn).not.toHaveClass(/rp-availability-band/);
  const box = await drawn.boundingBox();
  if (!box) throw new Error('the availability is not on screen');
  const thursdayColumn = await dayColumn(page, thursday).boundingBox();
  if (!thursdayColumn) throw new Error('no Thursday column');
  const moved = page.waitForResponse((r) => r.url().includes('/user_availabilities/') && r.request().method() === 'PUT');
  await drag(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    { x: thursdayColumn.x + thursdayColumn.width / 2, y: box.y + box.height / 2 },
  );
  expect((await moved).status()).toBe(200);
  await expectMessage(page, 'Availability updated');
  const onThursday = dayColumn(page, thursday).getByTestId('calendar-availability');
  await expect(onThursday).toHaveCount(1);
  await expect(onThursday).toContainText('10:00–12:00');
  await expect(dayColumn(page, wednesday).getByTestId('calendar-availability')).toHaveCount(0);

  // A second draw over Thursday 11:00–13:30 overlaps it: the server refuses, the draw is undone.
  await clearMessages(page);
  const refused = page.waitForResponse((r) => r.url().includes('/user_availabilities') && r.request().method() === 'POST');
  await drag(page, await slotPoint(page, thursday, '13:00:00', 'bottom'), await slotPoint(page, thursday, '11:00:00'));
  expect((await refused).status()).toBe(409);
  // The server words the clash in the business time zone (America/Toronto here) while the browser runs
  // in another (UTC): the block drawn at 10:00 on the calendar reads 10:00 in the server's text too.
  await expectMessage(
    page,
    /overlaps your availability from \w{3} \w{3} \d{1,2} \d{4}, 10:00 to \w{3} \w{3} \d{1,2} \d{4}, 12:00/,
  );
  await expect(page.locator('.fc-event-mirror')).toHaveCount(0);
  await expect(onThursday).toHaveCount(1);
  await expect(onThursday).toContainText('10:00–12:00');

  // Remove it with its × icon, after confirming: Cancel keeps it.
  await clearMessages(page);
  await onThursday.getByRole('button', { name: 'Remove availability' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this availability?' });
  await expect(confirm).toContainText(/10:00\s*[-–]\s*12:00/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(onThursday).toHaveCount(1);
  const removed = page.waitForResponse((r) => r.url().includes('/user_availabilities/') && r.request().method() === 'DELETE');
  await onThursday.getByRole('button', { name: 'Remove availability' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  expect((await removed).status()).toBe(204);
  await expectMessage(page, 'Availability removed');
  await expect(page.getByTestId('calendar-availability')).toHaveCount(0);

  // Last week is in the past: dragging over it selects nothing and asks the server nothing.
  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/user_availabilities') && r.method() === 'POST') posted = true;
  });
  await clearMessages(page);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  const pastDay = lastWeekDay(3);
  await expect(dayColumn(page, pastDay)).toBeVisible();
  await drag(page, await slotPoint(page, pastDay, '10:00:00'), await slotPoint(page, pastDay, '11:30:00', 'bottom'));
  await expect(page.locator('.fc-event-mirror')).toHaveCount(0);
  await expect(page.locator('.fc-highlight')).toHaveCount(0);
  // …and says why nothing was drawn.
  await expectMessage(page, 'Past days cannot take availability');
  // A later round trip to the server (a week not loaded before): had the drag sent a POST, it would
  // have gone out before this.
  const earlierWeekLoaded = page.waitForResponse((r) => r.url().includes('/api/v1/course_events'));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await earlierWeekLoaded;
  expect(posted).toBe(false);
  await expect(page.getByTestId('calendar-availability')).toHaveCount(0);
});

/** What the sc set up for a test: a course with one scenario and roleplay shifts next week, rp invited to each. */
interface SwapSetup {
  orgName: string;
  courseName: string;
  shiftIds: number[];
  /** The role-player invited to every shift: made for the test, so no other file's shifts are theirs. */
  holder: TestUser;
}

/**
 * As the sc, through the API: a client, a course with one 30-minute scenario, one roleplay shift
 * per start hour on next Wednesday (two blocks each), and a new role-player invited to every one.
 */
async function setUpInvitedShifts(request: APIRequestContext, hours: number[], cohortName = 'A'): Promise<SwapSetup> {
  const sc = { authorization: `Bearer ${await apiToken(request, 'sc@example.com')}` };
  const suffix = unique();
  const orgName = `Swap Client ${suffix}`;
  const courseName = `Swap Course ${suffix}`;
  const client = await request.post('/api/v1/clients', {
    headers: sc,
    data: { client: { orgName, contactEmail: `contact-${suffix}@example.com` } },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const course = await request.post('/api/v1/courses', {
    headers: sc,
    data: { course: { name: courseName, clientId, description: 'Made by the dashboard test' } },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const component = await request.post(`/api/v1/courses/${courseId}/scenario_components`, {
    headers: sc,
    data: { scenarioComponent: { content: 'Opening call', duration: 30, rpReference: 1 } },
  });
  expect(component.status()).toBe(201);
  const holder = await newUser(request, ['rp'], 'Holder');
  const shiftIds: number[] = [];
  // The hours are the business's (the server's zone), as the calendar shows them, not this machine's.
  const { timeZone } = (await (await request.get('/api/v1/settings')).json()) as { timeZone: string };
  for (const hour of hours) {
    const begins = DateTime.fromISO(`${ymd(nextWeekDay(3))}T${String(hour).padStart(2, '0')}:00`, { zone: timeZone }).toISO();
    const shift = await request.post(`/api/v1/courses/${courseId}/roleplay_shifts`, {
      headers: sc,
      data: { roleplayShift: { startTime: begins, sessions: 1, extensions: 1, cohortName, staffingRatio: 1 } },
    });
    expect(shift.status()).toBe(201);
    const shiftId = ((await shift.json()) as { id: number }).id;
    const invite = await request.put(`/api/v1/roleplay_shifts/${shiftId}/invite`, {
      headers: sc,
      data: { invites: { userIds: [holder.id] } },
    });
    expect(invite.ok()).toBe(true);
    shiftIds.push(shiftId);
  }
  return { orgName, courseName, shiftIds, holder };
}

test('a role-player accepts a shift and gives it away; another role-player takes it', async ({ page }) => {
  test.setTimeout(180_000);
  // An sc sets up a course with one scenario and a roleplay shift next Wednesday at 10:00, and invites rp.
  const { orgName, courseName, shiftIds, holder } = await setUpInvitedShifts(page.request, [10]);
  const shiftId = shiftIds[0];
  const taker = await newUser(page.request, ['rp'], 'Taker');

  // The holder finds the invite next week, with a tooltip, and accepts it.
  await signIn(page, holder.email);
  await openDashboard(page);
  await showNextWeek(page);
  const item = page.getByTestId('calendar-shift').filter({ hasText: courseName });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Tentative');
  await item.hover();
  const tooltip = page.getByTestId('calendar-tooltip');
  await expect(tooltip).toContainText(courseName);
  await expect(tooltip).toContainText(orgName);
  await expect(tooltip).toContainText('Roleplay');

  await item.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(courseName);
  await expect(dialog.getByRole('link', { name: 'Open shift page' })).toHaveAttribute('href', `/roleplayShifts/${shiftId}`);
  // The dialog's title links to the shift page too, and the banner calls the open invitation tentative.
  await expect(dialog.getByRole('heading').getByRole('link', { name: 'Roleplay shift' })).toHaveAttribute(
    'href',
    `/roleplayShifts/${shiftId}`,
  );
  await expect(dialog).toContainText('Tentative: you are invited to this shift');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectMessage(page, 'Shift accepted');
  await expect(dialog).toBeHidden();
  await expect(item).not.toContainText('Tentative');

  // rp gives it away to all; the dialog then says they are still responsible.
  await item.click();
  // The accepted shift's actions, in the order the shift page's banner lists them too.
  await expect(dialog.getByRole('button', { name: /^(Give to…|Give to all…|Request partial coverage)$/ })).toHaveText([
    'Give to…',
    'Give to all…',
    'Request partial coverage',
  ]);
  // Giving away asks first and says what happens.
  await dialog.getByRole('button', { name: 'Give to all…' }).click();
  const giveAll = page.getByRole('dialog', { name: 'Give this shift to all?' });
  await expect(giveAll).toContainText('You stay responsible for it until one of them takes it');
  await giveAll.getByLabel('Details').fill('I am away that day.');
  await giveAll.getByRole('button', { name: 'Offer to all' }).click();
  await expectMessage(page, 'Shift offered to all who could take it');
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Swap requested');
  await item.click();
  await expect(dialog).toContainText('still responsible');
  await expect(dialog.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Another role-player sees it as 'Shift Available' and takes it.
  await signIn(page, taker.email);
  await openDashboard(page);
  await showNextWeek(page);
  const offer = page.getByTestId('calendar-shift').filter({ hasText: courseName });
  await expect(offer).toContainText('Shift Available');
  await openWithKeyboard(page, offer);
  await dialog.getByRole('button', { name: 'Take this shift' }).click();
  await expectMessage(page, 'The shift is now yours');
  await expect(offer).not.toContainText('Shift Available');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The holder no longer holds it.
  await signIn(page, holder.email);
  await openDashboard(page);
  await showNextWeek(page);
  await expect(dayColumn(page, nextWeekDay(3))).toBeVisible();
  await expect(page.locator('.fc-timegrid-body')).toBeVisible();
  await expect(page.getByTestId('calendar-shift').filter({ hasText: courseName })).toHaveCount(0);
});

test('a role-player declines one shift, hands another to a colleague and asks cover for a third', async ({ page }) => {
  test.setTimeout(180_000);
  const { courseName, holder } = await setUpInvitedShifts(page.request, [9, 12, 15]);
  const colleague = await newUser(page.request, ['rp'], 'Colleague');
  await signIn(page, holder.email);
  await openDashboard(page);
  await showNextWeek(page);
  const items = page.getByTestId('calendar-shift').filter({ hasText: courseName });
  await expect(items).toHaveCount(3);
  const dialog = page.getByRole('dialog').filter({ hasText: courseName });

  // 09:00: decline, after confirming; it leaves the calendar.
  await openWithKeyboard(page, items.filter({ hasText: '9:00' }));
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this shift?' });
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expectMessage(page, 'Shift declined');
  await expect(items).toHaveCount(2);

  // 12:00: accept, then give it to a colleague.
  await openWithKeyboard(page, items.filter({ hasText: '12:00' }));
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectMessage(page, 'Shift accepted');
  // The calendar redraws the item a moment after the answer (the dialog reads the data itself).
  await expect(items.filter({ hasText: '12:00' })).not.toContainText('Tentative');
  await openWithKeyboard(page, items.filter({ hasText: '12:00' }));
  await dialog.getByRole('button', { name: 'Give to…' }).click();
  await dialog.getByRole('combobox', { name: 'Person' }).fill('Colleague');
  await page.getByRole('option', { name: colleague.name }).click();
  await expect(page.getByRole('option', { name: holder.name })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Give shift' }).click();
  await expectMessage(page, `Shift offered to ${colleague.name}`);
  await expect(items.filter({ hasText: '12:00' })).toContainText('Swap requested');

  // 15:00: accept, then ask for partial cover; Send waits for details.
  await clearMessages(page);
  await openWithKeyboard(page, items.filter({ hasText: '15:00' }));
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectMessage(page, 'Shift accepted');
  await expect(items.filter({ hasText: '15:00' })).not.toContainText('Tentative');
  await openWithKeyboard(page, items.filter({ hasText: '15:00' }));
  await dialog.getByRole('button', { name: 'Request partial coverage' }).click();
  const request = page.getByRole('form', { name: 'Request partial coverage' });
  await expect(request.getByLabel('Subject')).toHaveValue('Shift Coverage Request');
  await expect(request.getByRole('button', { name: 'Send' })).toBeDisabled();
  await request.getByLabel('Details').fill('   ');
  await expect(request.getByRole('button', { name: 'Send' })).toBeDisabled();
  await request.getByLabel('Details').fill('  I can only stay for the first block.  ');
  const sent = page.waitForRequest((r) => r.url().includes('/partial_swap') && r.method() === 'POST');
  await request.getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toEqual({
    partialSwap: { requestSubject: 'Shift Coverage Request', requestDetails: 'I can only stay for the first block.' },
  });
  await expectMessage(page, 'Coverage request sent');
});

/** As the person themself, through the API: availability next Wednesday from `from` to `to` (business hours 'HH:mm'). */
async function addAvailability(request: APIRequestContext, person: TestUser, day: Date, from: string, to: string) {
  const headers = await apiSession(request, person.email);
  const { timeZone } = (await (await request.get('/api/v1/settings')).json()) as { timeZone: string };
  const at = (time: string) => DateTime.fromISO(`${ymd(day)}T${time}`, { zone: timeZone }).toISO();
  const created = await request.post(`/api/v1/users/${person.id}/user_availabilities`, {
    headers,
    data: { userAvailability: { startTime: at(from), endTime: at(to) } },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('availability under a shift is a band: the shift keeps its whole width, the band its hours; the tooltip names the cohort once', async ({
  page,
}) => {
  const { courseName, holder } = await setUpInvitedShifts(page.request, [10], 'Cohort B');
  await addAvailability(page.request, holder, nextWeekDay(3), '09:00', '13:00');
  await signIn(page, holder.email);
  await openDashboard(page);
  // Weeks start on Monday, as the resource timeline's.
  await expect(page.locator('th.fc-col-header-cell').first()).toHaveClass(/fc-day-mon/);
  await showNextWeek(page);
  const column = dayColumn(page, nextWeekDay(3));
  const band = column.getByTestId('calendar-availability');
  await expect(band).toContainText('Available');
  await expect(band).toContainText('9:00–13:00');
  const item = column.getByTestId('calendar-shift').filter({ hasText: courseName });
  await expect(item).toContainText('Tentative');
  const columnBox = await column.boundingBox();
  const itemBox = await item.boundingBox();
  if (!columnBox || !itemBox) throw new Error('the shift is not on screen');
  expect(itemBox.width).toBeGreaterThan(columnBox.width * 0.8);
  await item.hover();
  const tooltip = page.getByTestId('calendar-tooltip');
  await expect(tooltip).toContainText('Cohort B');
  await expect(tooltip).not.toContainText('Cohort Cohort');
});

test('the calendar shows what changed elsewhere without a reload: availability added and an invitation accepted on another device', async ({
  page,
}) => {
  const { courseName, shiftIds, holder } = await setUpInvitedShifts(page.request, [10]);
  // The live stream opens with the signed-in layout: wait for it before changing anything elsewhere.
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/v1/live?') && r.status() === 200);
  await signIn(page, holder.email);
  await openDashboard(page);
  await streamOpened;
  await showNextWeek(page);
  const column = dayColumn(page, nextWeekDay(3));
  const item = column.getByTestId('calendar-shift').filter({ hasText: courseName });
  await expect(item).toContainText('Tentative');
  await expect(column.getByTestId('calendar-availability')).toHaveCount(0);

  // On another device the holder adds availability next Wednesday: the band appears.
  await addAvailability(page.request, holder, nextWeekDay(3), '09:00', '13:00');
  await expect(column.getByTestId('calendar-availability')).toContainText('9:00–13:00');

  // …and accepts the invitation there: the item is no longer tentative.
  const headers = await apiSession(page.request, holder.email);
  const { timeZone } = (await (await page.request.get('/api/v1/settings')).json()) as { timeZone: string };
  const monday = DateTime.fromISO(ymd(nextWeekDay(1)), { zone: timeZone });
  const feed = await page.request.get('/api/v1/course_events', {
    headers,
    params: { start_time: monday.toISO() ?? '', end_time: monday.plus({ weeks: 1 }).toISO() ?? '' },
  });
  expect(feed.status()).toBe(200);
  const shift = ((await feed.json()) as Array<{ id: number; myInviteId: number | null }>).find((s) => s.id === shiftIds[0]);
  expect(shift?.myInviteId).toEqual(expect.any(Number));
  const accepted = await page.request.put(`/api/v1/role_players/accept_event/${shift?.myInviteId}`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await expect(item).not.toContainText('Tentative');
  await expect(item).toHaveCount(1);
});

test('a role-player adds, edits and removes availability with the keyboard', async ({ page }) => {
  const person = await newUser(page.request, ['rp'], 'Keys');
  const friday = nextWeekDay(5);
  await signIn(page, person.email);
  await openDashboard(page);
  await showNextWeek(page);

  const add = page.getByRole('button', { name: 'Add availability' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add availability' });
  await expect(form.getByLabel('Date')).toBeFocused();
  await form.getByLabel('Date').fill(ymd(friday));
  await form.getByLabel('From').selectOption('14:00');
  await form.getByLabel('To').selectOption('13:00');
  await expect(form).toContainText('Ends before it starts');
  await form.getByLabel('To').selectOption('16:30');
  const created = page.waitForResponse((r) => r.url().includes('/user_availabilities') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  expect((await created).status()).toBe(201);
  await expectMessage(page, 'Availability added');
  const block = dayColumn(page, friday).getByTestId('calendar-availability');
  await expect(block).toContainText('14:00–16:30');

  // Its edit button is reached with Tab, shows where the focus is, and opens the same form.
  await clearMessages(page);
  const edit = block.getByRole('button', { name: 'Edit availability 14:00–16:30' });
  await block.getByRole('button', { name: 'Remove availability' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(edit).toBeFocused();
  await expect(edit).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const editForm = page.getByRole('dialog', { name: 'Edit availability' });
  await expect(editForm.getByLabel('Date')).toHaveValue(ymd(friday));
  await expect(editForm.getByLabel('From')).toHaveValue('14:00');
  await editForm.getByLabel('To').selectOption('17:00');
  const updated = page.waitForResponse((r) => r.url().includes('/user_availabilities/') && r.request().method() === 'PUT');
  await editForm.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  expect((await updated).status()).toBe(200);
  await expect(block).toContainText('14:00–17:00');

  // Removed from the form, after confirming.
  await block.getByRole('button', { name: 'Edit availability 14:00–17:00' }).focus();
  await page.keyboard.press('Enter');
  await editForm.getByRole('button', { name: 'Remove…' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove this availability?' });
  await expect(confirm).toContainText(/14:00\s*[-–]\s*17:00/);
  const removed = page.waitForResponse((r) => r.url().includes('/user_availabilities/') && r.request().method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  expect((await removed).status()).toBe(204);
  await expect(block).toHaveCount(0);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a role-player reads a day, not a squeezed week: the shift whole beside its availability, 44 px buttons, no hover card after a tap', async ({
    page,
  }) => {
    const { courseName, holder } = await setUpInvitedShifts(page.request, [10]);
    const wednesday = nextWeekDay(3);
    await addAvailability(page.request, holder, wednesday, '09:00', '13:00');
    await signIn(page, holder.email);
    // A role-player lands on My shifts on a phone; the calendar is one tap away, on the dashboard.
    await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The list first; a day instead of the week.
    await expect(page.locator('.fc-list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    const column = dayColumn(page, wednesday);
    for (let i = 0; i < 14 && (await column.count()) === 0; i++) {
      const title = await page.locator('.fc-toolbar-title').textContent();
      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(page.locator('.fc-toolbar-title')).not.toHaveText(title ?? '');
    }
    const item = column.getByTestId('calendar-shift').filter({ hasText: courseName });
    await expect(item).toContainText('10:00');
    await expect(item).toContainText('Tentative');
    const columnBox = await column.boundingBox();
    const itemBox = await item.boundingBox();
    if (!columnBox || !itemBox) throw new Error('the shift is not on screen');
    expect(itemBox.width).toBeGreaterThan(columnBox.width * 0.8);
    const addBox = await page.getByRole('button', { name: 'Add availability' }).boundingBox();
    expect(addBox?.height).toBeGreaterThanOrEqual(44);
    for (const name of [/Edit availability/, /Remove availability/]) {
      const box = await column.getByTestId('calendar-availability').getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await item.tap();
    const dialog = page.getByRole('dialog').filter({ hasText: courseName });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('calendar-tooltip')).toHaveCount(0);

    // 360 px wide: the page itself does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(column).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
  });

  test("a participant's legend names their calls, not the staff's words", async ({ page }) => {
    const learner = await newUser(page.request, ['participant'], 'Learner');
    await signIn(page, learner.email);
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText('Your calls');
    await expect(legend).toContainText('Holiday');
    for (const staffWord of ['Tentative', 'Swap requested', 'Shift Available', 'Your availability'])
      await expect(legend).not.toContainText(staffWord);
  });
});
