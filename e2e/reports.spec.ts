import fs from 'node:fs';
import iconv from 'iconv-lite';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, mainNav, newUser, signIn } from './helpers';

// The test sets up a week through the API and walks every tab: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/reports';

/**
 * A week made through the API as the admin: a client and course with accented names, two
 * participants, a roleplay shift a week ahead with a role-player of the test's own invited and
 * accepting (a demo role-player may hold a place another file gave them at the same hour) and the
 * demo coach invited, the role-player's availability that day, and a participant in the first call.
 */
async function setUp(request: APIRequestContext) {
  const admin = await apiSession(request, 'admin@example.com');
  const riley = await newUser(request, ['rp'], 'Riley');
  const rp = await apiSession(request, riley.email);
  const tag = unique();
  const call = async <T>(method: 'post' | 'put' | 'get', path: string, data?: unknown, headers = admin): Promise<T> => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const client = await call<{ id: number }>('post', '/clients', {
    client: { orgName: `Zoë Café ${tag}`, contactEmail: `cafe-${tag}@example.com` },
  });
  const courseName = `Négociation ${tag}`;
  const course = await call<{ id: number }>('post', '/courses', { course: { name: courseName, clientId: client.id } });
  await call('post', `/courses/${course.id}/scenario_components`, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'A difficult call', rpReference: 1 },
  });
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Çelik,ana-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Müller,ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: admin,
    multipart: { course_id: String(course.id), csv: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const shiftId = await createRoleplayShift(request, admin, course.id);
  const shift = await call<{ begins: string; ends: string }>('get', `/roleplay_shifts/${shiftId}`);

  const staff = await call<Array<{ id: number; email: string }>>('get', '/staff');
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id as number;
  const invites = await call<Array<{ id: number; user: { id: number } }>>('put', `/roleplay_shifts/${shiftId}/invite`, {
    invites: { userIds: [riley.id, idOf('coach@example.com')] },
  });
  const rpInvite = invites.find((i) => i.user.id === riley.id);
  await call('put', `/role_players/accept_event/${rpInvite?.id}`, undefined, rp);
  const begins = new Date(shift.begins);
  await call('post', `/users/${riley.id}/user_availabilities`, {
    userAvailability: {
      startTime: new Date(begins.getTime() - 2 * 3_600_000).toISOString(),
      endTime: new Date(begins.getTime() + 6 * 3_600_000).toISOString(),
    },
  });

  const participants = await call<{ data: Array<{ id: number; name: string }> }>('get', `/courses/${course.id}/participants`);
  const ana = participants.data.find((p) => p.name.startsWith('Ana'));
  const created = await call<{ id: number }>('post', '/calls', { call: { eventId: shiftId, blockNumber: 0 } });
  await call('post', '/participant_slots', { participantSlot: { callId: created.id, userId: ana?.id } });

  // The skills list: one true/false item; Ana is assessed On Standard and rates the cohort 9 (a promoter).
  const types = await call<Array<{ id: number; blockType: string }>>('get', '/assessment_part_types');
  const item = await call<{ id: number }>('post', `/courses/${course.id}/assessment_parts`, {
    assessmentPart: { assessmentPartTypeId: types.find((t) => t.blockType === 'true_false')?.id, text: 'Greets the caller' },
  });
  const [scenario] = await call<Array<{ id: number }>>('get', `/courses/${course.id}/scenario_components`);
  const assessment = await call<{ id: number }>('post', '/participant_assessments', {
    participantAssessment: { callId: created.id, userId: ana?.id },
  });
  await call('post', '/participant_assessment_parts', {
    participantAssessmentPart: {
      participantAssessmentId: assessment.id,
      assessmentPartId: item.id,
      scenarioComponentId: scenario?.id,
      data: { value: 'true' },
    },
  });
  const cohortId = (await call<{ details: { cohort: { id: number } } }>('get', `/roleplay_shifts/${shiftId}`)).details.cohort.id;
  await call('put', '/nps_ratings', { npsRating: { cohortId, userId: ana?.id, rating: 9 } });

  const { timeZone } = await call<{ timeZone: string }>('get', '/settings');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(begins);
  return { courseId: course.id, courseName, clientName: `Zoë Café ${tag}`, day, rpName: riley.name };
}

/** Clicks a download button and reads the saved file: its suggested name and its text decoded from Windows-1252. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  const bytes = fs.readFileSync(path);
  return { name: file.suggestedFilename(), bytes, text: iconv.decode(bytes, 'win1252') };
}

/**
 * Types the start of the course's name into a picker (courses, or cohorts shown with their course)
 * and chooses the option naming it. Right after a tab click the picker found is the new report's:
 * the tab bar takes the last report off at once, so Attendance's Cohorts picker is not there to
 * type into while Scheduled loads.
 */
async function chooseByCourseName(page: Page, label: string, courseName: string) {
  await page.getByRole('combobox', { name: label }).fill(courseName.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(courseName) }).click();
}

/**
 * Pages through the timeline (50 people a page, by name) until the row of `name` is shown: the
 * browser tests before this one add people, so a demo account may be on a later page.
 */
async function showPersonOnTimeline(page: Page, name: string) {
  const timeline = page.getByTestId('resource-timeline');
  const showing = page.getByText(/\d+ people · showing \d+–\d+/);
  // A new page load: the report and the timeline's own chunk come first (slow on a busy machine). The
  // count above the timeline can show before its rows: wait for them before looking for the person.
  await expect(showing).toBeVisible({ timeout: 20_000 });
  const firstRow = timeline.getByRole('rowheader').first();
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  const person = timeline.getByText(name, { exact: false }).first();
  for (let next = 2; !(await person.isVisible()); next++) {
    const forward = page.getByRole('button', { name: 'Go to next page' });
    await expect(forward, `${name} is on no page of the timeline`).toBeEnabled();
    const firstBefore = (await firstRow.textContent()) ?? '';
    await forward.click();
    await expect(showing).toContainText(`showing ${(next - 1) * 50 + 1}–`);
    await expect(firstRow).not.toHaveText(firstBefore);
  }
}

test('an admin downloads each report and opens the availability timeline for the week', async ({ page, request }) => {
  test.slow();
  const world = await setUp(request);
  await signIn(page, 'admin@example.com');
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();

  // The index opens NPS: the cohort's one rating, a promoter: NPS 100.
  await expect(page).toHaveURL(/\/reports\/nps$/);
  const tabs = page.getByRole('tablist', { name: 'Reports' });
  await expect(tabs.getByRole('tab')).toHaveText(['NPS', 'Aggregate', 'Attendance', 'Scheduled', 'Resource Availability']);
  await chooseByCourseName(page, 'Cohorts', world.courseName);
  await page.screenshot({ path: `${SHOTS}/nps.png`, fullPage: false });
  const nps = await download(page, 'Download NPS report');
  expect(nps.name).toBe('nps_report.csv');
  expect(nps.text.trim().split('\r\n')).toEqual([
    'Client,Course,Cohort,Responses,Promoters (9-10),Passives (7-8),Detractors (1-6),Promoters (%),Detractors (%),NPS',
    `${world.clientName},${world.courseName},A,1,1,0,0,100,0,100`,
  ]);
  expect(nps.bytes.includes(0xeb)).toBe(true); // ë of Zoë as one byte

  // Aggregate: the optional filters wait for a course; Ana (region East) answered On Standard.
  await tabs.getByRole('tab', { name: 'Aggregate' }).click();
  await expect(page.getByLabel('Region')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download Aggregate report' })).toBeDisabled();
  await chooseByCourseName(page, 'Course', world.courseName);
  await expect(page.getByLabel('Region')).toBeEnabled();
  await expect(page.getByLabel('From')).toBeEnabled();
  await page.getByRole('combobox', { name: 'Region' }).fill('East');
  await page.getByRole('option', { name: 'East', exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/aggregate.png`, fullPage: false });
  const aggregate = await download(page, 'Download Aggregate report');
  expect(aggregate.name).toBe('aggregate_report.csv');
  expect(aggregate.text.trim().split('\r\n')).toEqual([
    'Item,Item Type,Scenario,Answer,Count,Share (%)',
    'Greets the caller,True/False,A difficult call,On Standard,1,100',
    'Greets the caller,True/False,A difficult call,Needs Practice,0,0',
    'Greets the caller,True/False,A difficult call,N/A,0,0',
    'Greets the caller,True/False,A difficult call,DNGT,0,0',
  ]);

  // Attendance: both dates are required; then the two files, narrowed to the course.
  await tabs.getByRole('tab', { name: 'Attendance' }).click();
  await page.getByRole('button', { name: 'Download Role-player Attendance' }).click();
  await expect(page.getByText('Please pick both to and from')).toHaveCount(2);
  await page.getByLabel('From').fill(world.day);
  await page.getByLabel('To').fill(world.day);
  await chooseByCourseName(page, 'Courses', world.courseName);
  await page.screenshot({ path: `${SHOTS}/attendance.png`, fullPage: false });
  const roleplayers = await download(page, 'Download Role-player Attendance');
  expect(roleplayers.name).toBe('roleplayer_attendance.csv');
  const rpLines = roleplayers.text.trim().split('\r\n');
  expect(rpLines[0]).toBe('Shift Date,Start,End,Shift Type,Client,Course,Cohort,Name,Email,Place,Status,Swapped With,Attended');
  // Two invites: the role-player accepted, the coach not answered yet.
  expect(rpLines).toHaveLength(3);
  expect(rpLines.filter((l) => l.includes(',Accepted,'))).toHaveLength(1);
  expect(rpLines.filter((l) => l.includes(',Invited,'))).toHaveLength(1);
  expect(roleplayers.bytes.includes(0xe9)).toBe(true); // é of Négociation as one byte
  const participants = await download(page, 'Download Participant Attendance');
  expect(participants.name).toBe('participant_attendance.csv');
  const pLines = participants.text.trim().split('\r\n');
  expect(pLines).toHaveLength(2);
  expect(pLines[1]).toContain('Ana Çelik');
  expect(participants.bytes.includes(0xc7)).toBe(true); // Ç as one byte

  // Scheduled: the cohort's participants per call.
  await tabs.getByRole('tab', { name: 'Scheduled' }).click();
  await chooseByCourseName(page, 'Cohorts', world.courseName);
  // The choice is the Scheduled report's own (not made in Attendance's picker as it was left).
  await expect(page.getByRole('heading', { name: 'Scheduled report' })).toBeVisible();
  await expect(page.getByRole('button', { name: `A (${world.courseName})` })).toBeVisible();
  const scheduled = await download(page, 'Download Scheduled report');
  expect(scheduled.name).toBe('scheduled_report.csv');
  const sLines = scheduled.text.trim().split('\r\n');
  expect(sLines).toHaveLength(2);
  expect(sLines[1]).toContain('Ana Çelik');
  expect(sLines[1]).toContain(world.clientName);

  // The timeline of the shift's week: a row per person, availability and the booked shift; hover shows details.
  await page.goto(`/reports/resourceAvailability?startTime=${world.day}&view=week&courseIds=${world.courseId}`);
  const timeline = page.getByTestId('resource-timeline');
  // The coach's invitation (Casey comes before the test's Riley by name, on the same page or an earlier one).
  await showPersonOnTimeline(page, 'Casey Coach');
  await expect(timeline.locator('[data-kind="invited"]').filter({ hasText: world.courseName }).first()).toBeVisible();
  await showPersonOnTimeline(page, world.rpName);
  const booked = timeline.locator('[data-kind="accepted"]').filter({ hasText: world.courseName });
  await expect(booked.first()).toBeVisible();
  await expect(booked.first()).toHaveAttribute('title', new RegExp(`Roleplay shift \\(Accepted\\)\\n${world.courseName}`));
  await expect(timeline.locator('[data-kind="availability"]').first()).toBeVisible();
  await booked.first().scrollIntoViewIfNeeded();
  await booked.first().hover();
  await page.screenshot({ path: `${SHOTS}/timeline-week.png`, fullPage: false });

  // The daily view keeps its choice in the address.
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  // The day view opens on the week's first day; the start field moves it to the shift's day.
  await page.getByLabel('Start').fill(world.day);
  await expect(page).toHaveURL(new RegExp(`startTime=${world.day}.*view=day`));
  await showPersonOnTimeline(page, world.rpName);
  const bookedThatDay = timeline.locator('[data-kind="accepted"]').filter({ hasText: world.courseName }).first();
  await expect(bookedThatDay).toBeVisible();
  // The day view is EventCalendar's: a live refresh (another file's data in the same window) draws its
  // bars anew, and a bar drawn again while being scrolled to is gone. Scrolled to until one holds still.
  await expect(async () => bookedThatDay.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass();
  await page.screenshot({ path: `${SHOTS}/timeline-day.png`, fullPage: false });
});

test('a coach has no Reports menu and is sent home from /reports', async ({ page }) => {
  await signIn(page, 'coach@example.com');
  await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/reports/attendance');
  await expect(page).toHaveURL(/\/$/);
});
