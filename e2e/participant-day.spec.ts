import fs from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiCall, apiSession, newUser, SHOTS_DIR, signIn, type TestUser, todayAtNine } from './helpers';

// A course, three participants, a shift today and four calls are made through the API; then the
// day is looked at as the participant with two calls and as the coordinator, at two sizes.
test.describe.configure({ timeout: 480_000 });

const ZONE = 'America/Toronto';
/** Where screenshots go when SHOTS_DIR is set (they are looked at by a person, not compared). */
const SHOTS = SHOTS_DIR;
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * A course with two 15-minute scenarios (a call is 30 minutes), three enrolled participants, a
 * custom room and a roleplay shift today at 9:00 with four calls: Pat in block 1 and block 3, Kim
 * beside Pat in block 1, Drew in block 2, each call with its own meeting link.
 */
async function setUp(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const sc = await apiSession(request, 'sc@example.com');
  const admin = await apiSession(request, 'admin@example.com');
  const pat = await newUser(request, ['participant'], 'Pat');
  const kim = await newUser(request, ['participant'], 'Kim');
  const drew = await newUser(request, ['participant'], 'Drew');
  // Enrolled in the course but in no call of the shift.
  const quinn = await newUser(request, ['participant'], 'Quinn');

  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Day Org ${tag}`, contactEmail: `day-${tag}@example.com` },
  });
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: `Participant day ${tag}`, clientId: client.id },
  });
  for (const component of [
    { scenarioComponentTypeId: 2, duration: 15, content: 'Fee dispute', rpReference: 1 },
    { scenarioComponentTypeId: 2, duration: 15, content: 'Mortgage renewal', rpReference: 2 },
  ]) {
    await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, { scenarioComponent: component });
  }
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    ...[pat, kim, drew, quinn].map(
      (p) => `${p.name.split(' ')[0]},${tag},${p.email},Mia Boss,mia-${tag}@example.com,East,Toronto,Main,${ZONE},Agent`,
    ),
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: sc,
    multipart: { course_id: String(course.id), csv: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', admin, {
    room: { name: `Bridge ${tag}`, roomType: 'custom' },
  });
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: todayAtNine().toISOString(), sessions: 3, extensions: 1, cohortName: 'A' },
  });
  const patch = await request.patch(`/api/v1/roleplay_shifts/${shift.id}`, {
    headers: sc,
    data: { roleplayShift: { roomId: room.id } },
  });
  expect(patch.ok(), await patch.text()).toBe(true);

  const seat = async (blockNumber: number, person: TestUser, link: string) => {
    const call = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: shift.id, blockNumber } });
    const url = await request.patch(`/api/v1/calls/${call.id}`, { headers: sc, data: { call: { meetingUrl: link } } });
    expect(url.ok(), await url.text()).toBe(true);
    await apiCall(request, 'post', '/participant_slots', sc, { participantSlot: { callId: call.id, userId: person.id } });
  };
  const links = {
    patEarly: `https://meet.example.com/${tag}-pat-early`,
    patLate: `https://meet.example.com/${tag}-pat-late`,
  };
  await seat(0, pat, links.patEarly);
  await seat(0, kim, `https://meet.example.com/${tag}-kim`);
  await seat(1, drew, `https://meet.example.com/${tag}-drew`);
  await seat(2, pat, links.patLate);
  return { shiftId: shift.id, pat, kim, drew, quinn, links };
}

async function pageAt(browser: Browser, size: keyof typeof SIZES, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[size] });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a participant with two calls in a shift sees each on their calendar and their page; the attendance panel lists everyone slotted', async ({
  browser,
  request,
}) => {
  const { shiftId, pat, kim, drew, quinn, links } = await setUp(request);

  for (const size of ['desktop', 'phone'] as const) {
    const page = await pageAt(browser, size, pat.email);
    await page.goto('/');
    // The week (desktop) or the list (phone) opens first; each of Pat's calls is its own item.
    const items = page.getByTestId('calendar-shift');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: links.patEarly })).toHaveCount(1);
    await expect(items.filter({ hasText: links.patLate })).toHaveCount(1);
    await expect(items.filter({ hasText: 'call 1 of 2' })).toContainText(links.patEarly);
    await expect(items.filter({ hasText: 'call 2 of 2' })).toContainText(links.patLate);
    if (size === 'desktop') {
      // Their own times: 9:00–9:30 and 10:00–10:30 (block 3 of 30-minute calls).
      await expect(items.filter({ hasText: links.patEarly })).toContainText(/0?9:00\D+0?9:30/);
      await expect(items.filter({ hasText: links.patLate })).toContainText(/10:00\D+10:30/);
      await shot(page, `participant-week-${size}`);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(items).toHaveCount(2);
    }
    // The list names each call's own time too.
    const rows = page.locator('.fc-list-event');
    await expect(rows.filter({ hasText: links.patEarly })).toContainText(/0?9:00\D+0?9:30/);
    await expect(rows.filter({ hasText: links.patLate })).toContainText(/10:00\D+10:30/);
    await shot(page, `participant-list-${size}`);

    // The read-only shift page lists each of Pat's calls, and nobody else's.
    await page.goto(`/roleplayShifts/${shiftId}`);
    const calls = page.getByTestId('my-call');
    await expect(calls).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Your call 1 of 2' })).toContainText(/0?9:00\D+0?9:30/);
    await expect(page.getByRole('region', { name: 'Your call 2 of 2' })).toContainText(/10:00\D+10:30/);
    await expect(page.getByText(kim.email)).toHaveCount(0);
    await shot(page, `participant-shift-${size}`);
    await page.context().close();
  }

  for (const size of ['desktop', 'phone'] as const) {
    const page = await pageAt(browser, size, 'sc@example.com');
    await page.goto(`/roleplayShifts/${shiftId}`);
    const attendance = page.getByTestId('attendance');
    await expect(attendance.getByRole('heading', { name: 'Participants (3)' })).toBeVisible();
    await expect(attendance.getByText('No participants yet.')).toHaveCount(0);
    const slotted = attendance.getByTestId('slotted-participant');
    await expect(slotted).toHaveCount(3);
    await expect(slotted.filter({ hasText: pat.email })).toContainText('In 2 calls');
    await expect(slotted.filter({ hasText: kim.email })).toContainText('In 1 call');
    await expect(slotted.filter({ hasText: drew.email })).toContainText('In 1 call');
    await attendance.scrollIntoViewIfNeeded();
    await shot(page, `sc-shift-${size}`);
    if (SHOTS) await attendance.screenshot({ path: `${SHOTS}/sc-attendance-${size}.png` });
    if (size === 'desktop') {
      // The schedule e-mail starts from the same three people; the enrolled participant in no call is
      // offered but not chosen.
      const ready = page.getByTestId('resource-links').getByLabel('Resources ready');
      if (!(await ready.isChecked())) await ready.click();
      await page.getByTestId('schedule-email').getByRole('button', { name: 'Participant schedule e-mail' }).click();
      const dialog = page.getByRole('dialog', { name: 'Participant schedule e-mail' });
      await expect(dialog.getByRole('button', { name: 'Preview the e-mail to 3' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(quinn.email) })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(pat.email) })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(quinn.email) })).toHaveAccessibleName(/in no call/);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await page.context().close();
  }
});
