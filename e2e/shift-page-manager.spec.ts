import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, expectMessage, signIn } from './helpers';

// Each test sets up a course through the API and walks the page: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * A course with a 30-minute scenario, one resource link and two participants (Ana and Ben), and a
 * roleplay shift of it a week ahead, all through the API as the sc.
 */
async function setUp(request: APIRequestContext, headers: Record<string, string>) {
  const tag = unique();
  const post = async <T>(path: string, data: unknown, status = 201): Promise<T> => {
    const res = await request.post(`/api/v1${path}`, { headers, data });
    expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  };
  const client = await post<{ id: number }>('/clients', {
    client: { orgName: `Page Org ${tag}`, contactEmail: `page-org-${tag}@example.com` },
  });
  const courseName = `Shift page ${tag}`;
  const course = await post<{ id: number }>('/courses', { course: { name: courseName, clientId: client.id } });
  await post(`/courses/${course.id}/scenario_components`, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'A difficult call', rpReference: 1 },
  });
  const link = await request.post(`/api/v1/courses/${course.id}/resource_links`, {
    headers,
    multipart: { resource_type: 'job_aid', resource_link: `https://docs.example.com/aid-${tag}` },
  });
  expect(link.status(), await link.text()).toBe(201);
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Silva,ana-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Okafor,ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const shiftId = await createRoleplayShift(request, headers, course.id);
  return { courseId: course.id, courseName, shiftId, tag, linkUrl: `https://docs.example.com/aid-${tag}` };
}

const STAFF_PASSWORD = 'Long-enough-1';

/**
 * A new staff member of the role (made by the admin), free of any other shift: the demo staff may
 * hold places on shifts other browser tests made at the same time.
 */
async function newStaff(request: APIRequestContext, role: 'coach' | 'sc', name: string) {
  const admin = await apiSession(request, 'admin@example.com');
  const email = `${role}-${unique()}@example.com`;
  const res = await request.post('/api/v1/users', {
    headers: admin,
    data: { user: { name, email, roleList: [role], password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { name, email };
}

/** Chooses `name` in the select labelled `label`. */
async function choose(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test('a manager writes the memo, picks the coach and the coordinator, and the coach then reads the shift', async ({
  page,
  request,
  browser,
}) => {
  const headers = await apiSession(request, 'sc@example.com');
  const { courseId, courseName, shiftId, linkUrl, tag } = await setUp(request, headers);
  const coach = await newStaff(request, 'coach', `Casey Coach ${tag}`);
  const coordinator = await newStaff(request, 'sc', `Sam Second ${tag}`);
  await signIn(page, 'sc@example.com');
  await page.goto(`/courses/${courseId}/roleplayShifts/${shiftId}`);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  // Spec 001 section 9: dates like MMM D YYYY, times H:mm.
  await expect(page.getByTestId('shift-date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
  await expect(page.getByTestId('shift-time')).toHaveText(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/);

  // The memo is saved, and survives a reload.
  const memo = page.getByTestId('memo');
  await memo.getByRole('textbox', { name: 'Memo' }).fill('Bring the headsets; room opens at 8:45.');
  await expect(memo.getByTestId('memo-state')).toHaveText('Unsaved changes');
  await memo.getByRole('button', { name: 'Save memo' }).click();
  await expect(memo.getByTestId('memo-state')).toHaveText('Saved');
  await page.reload();
  await expect(memo.getByRole('textbox', { name: 'Memo' })).toHaveValue('Bring the headsets; room opens at 8:45.');

  // Somebody else changes the memo while this one is being edited: the edit stays (live updates
  // never overwrite it), its save is refused as stale, and Reload shows theirs.
  await memo.getByRole('textbox', { name: 'Memo' }).fill('My older copy');
  const current = await request.get(`/api/v1/roleplay_shifts/${shiftId}`, { headers });
  const { updatedAt } = (await current.json()) as { updatedAt: string };
  const other = await request.patch(`/api/v1/roleplay_shifts/${shiftId}`, {
    headers,
    data: { roleplayShift: { comments: 'Changed by the other coordinator', updatedAt } },
  });
  expect(other.status(), await other.text()).toBe(200);
  await expect(memo.getByRole('textbox', { name: 'Memo' })).toHaveValue('My older copy');
  await memo.getByRole('button', { name: 'Save memo' }).click();
  const conflict = memo.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reload' }) });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(memo.getByRole('textbox', { name: 'Memo' })).toHaveValue('Changed by the other coordinator');

  // Coach and coordinator: each chosen one holds a place on the shift.
  const staffing = page.getByTestId('staffing');
  await choose(page, 'Coach', coach.name);
  await expectMessage(page, 'Coach chosen');
  await choose(page, 'Shift coordinator', coordinator.name);
  await expectMessage(page, 'Shift coordinator chosen');
  await expect(page.getByTestId('attendance')).toContainText(coach.name);
  await expect(page.getByTestId('attendance')).toContainText(coordinator.name);
  await staffing.getByLabel('Visible in the registration app').click();
  await expectMessage(page, 'Hidden from the registration app');
  await expect(staffing.getByLabel('Visible in the registration app')).not.toBeChecked();

  // The course's resource links, and why the schedule e-mail waits.
  await expect(page.getByTestId('resource-links').getByRole('link', { name: linkUrl })).toBeVisible();
  const schedule = page.getByTestId('schedule-email');
  await expect(schedule.getByRole('button', { name: 'Participant schedule e-mail' })).toBeDisabled();
  await expect(schedule.getByTestId('schedule-reason')).toHaveText(
    'Choose a room for this shift before sending the schedule e-mail',
  );

  // The chosen coach now opens the shift: the memo read-only, the resource links, no choosers.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, coach.email, STAFF_PASSWORD);
  await coachPage.goto(`/roleplayShifts/${shiftId}`);
  await expect(coachPage.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  await expect(coachPage.getByTestId('memo-text')).toHaveText('Changed by the other coordinator');
  await expect(coachPage.getByTestId('coach-name')).toHaveText(`Coach: ${coach.name}`);
  await expect(coachPage.getByTestId('resource-links').getByRole('link', { name: linkUrl })).toBeVisible();
  await expect(coachPage.getByRole('combobox', { name: 'Coach' })).toHaveCount(0);
  await expect(coachPage.getByTestId('schedule-email')).toHaveCount(0);
  await coachContext.close();

  // Under another course's path the shift is not found.
  await page.goto(`/courses/${courseId + 1000}/roleplayShifts/${shiftId}`);
  await expect(page.getByTestId('shift-problem')).toContainText('Not found');
});

test('a manager sends the participant schedule e-mail once the shift has a room and the resources are ready', async ({
  page,
  request,
}) => {
  const headers = await apiSession(request, 'sc@example.com');
  const { courseId, courseName, shiftId, tag } = await setUp(request, headers);
  // Book a room through the rooms API.
  const room = await request.post('/api/v1/rooms', {
    headers,
    data: { room: { name: `Blue Room ${tag}`, roomType: 'phone', localNumber: '416-555-0101' } },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { id: roomId } = (await room.json()) as { id: number };
  const booked = await request.patch(`/api/v1/roleplay_shifts/${shiftId}`, { headers, data: { roleplayShift: { roomId } } });
  expect(booked.status(), await booked.text()).toBe(200);

  await signIn(page, 'sc@example.com');
  await page.goto(`/courses/${courseId}/roleplayShifts/${shiftId}`);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  const schedule = page.getByTestId('schedule-email');
  await expect(schedule.getByTestId('schedule-room')).toContainText(`Blue Room ${tag}`);
  await expect(schedule.getByTestId('schedule-reason')).toHaveText(
    "Mark the course's resources as ready before sending the schedule e-mail",
  );
  await page.getByTestId('resource-links').getByLabel('Resources ready').click();
  await expectMessage(page, 'Resources marked ready');

  await schedule.getByRole('button', { name: 'Participant schedule e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participant schedule e-mail' });
  await dialog.getByRole('checkbox', { name: /Ben Okafor/ }).uncheck();
  // Shown first as Ana will get it; it leaves on Send.
  await dialog.getByRole('button', { name: 'Preview the e-mail to 1' }).click();
  await expect(dialog.getByTestId('mail-preview')).toContainText(`ana-${tag}@example.com`);
  await expect(dialog.getByTestId('mail-preview')).toContainText('416-555-0101');
  await dialog.getByRole('button', { name: 'Send to 1' }).click();
  await expectMessage(page, 'Successfully sent Participant Schedule email');
  await expect(dialog).toBeHidden();

  // The e-mail went to Ana only, with the room's dial-in number.
  const admin = await apiSession(request, 'admin@example.com');
  const mailbox = await request.get('/api/v1/mailbox?page=1&per_page=50', { headers: admin });
  expect(mailbox.status(), await mailbox.text()).toBe(200);
  const mails = ((await mailbox.json()) as { data: Array<{ to: string[]; subject: string; text: string }> }).data;
  const sent = mails.filter((m) => m.subject.includes(courseName));
  expect(sent.map((m) => m.to[0])).toEqual([`ana-${tag}@example.com`]);
  expect(sent[0]?.text).toContain('416-555-0101');
});
