import fs from 'node:fs';
import iconv from 'iconv-lite';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, signIn, unique } from './helpers';

// Each test sets up its people through the API and walks several pages: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

async function post<T>(request: APIRequestContext, headers: Record<string, string>, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/v1${path}`, { headers, data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A client and a course with three imported participants under two managers, branches and regions. */
async function importParticipants(request: APIRequestContext, headers: Record<string, string>, tag: string) {
  const client = await post<{ id: number }>(request, headers, '/clients', {
    client: { orgName: `People Org ${tag}`, contactEmail: `people-${tag}@example.com` },
  });
  const courseName = `People course ${tag}`;
  const course = await post<{ id: number }>(request, headers, '/courses', { course: { name: courseName, clientId: client.id } });
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Dir${tag},ana-${tag}@example.com,Mia ${tag},mia-${tag}@example.com,East ${tag},Toronto,North ${tag},America/Toronto,Agent`,
    `Ben,Dir${tag},ben-${tag}@example.com,Mia ${tag},mia-${tag}@example.com,West ${tag},Toronto,North ${tag},America/Toronto,Agent`,
    `Cyd,Dir${tag},cyd-${tag}@example.com,Noa ${tag},noa-${tag}@example.com,East ${tag},Ottawa,South ${tag},America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return { courseName };
}

async function pick(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label }).fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
}

test('an sc filters the directory by manager, branch and region, edits a profile and downloads the course list', async ({
  page,
  request,
}) => {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const { courseName } = await importParticipants(request, sc, tag);

  await signIn(page, 'sc@example.com');
  await page.goto('/users/participants');
  const grid = page.getByRole('grid', { name: 'Participant Directory' });
  await pick(page, 'Manager', `Mia ${tag}`);
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid).toContainText(`Ana Dir${tag}`);
  await expect(grid).toContainText(`Ben Dir${tag}`);
  await pick(page, 'Region', `East ${tag}`);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText(`Ana Dir${tag}`);
  await expect(grid).toContainText(courseName);
  await pick(page, 'Branch', `South ${tag}`);
  await expect(grid).toContainText('No rows');
  await page.getByRole('combobox', { name: 'Branch' }).fill('');
  await pick(page, 'Branch', `North ${tag}`);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/people-directory.png', fullPage: true });

  await grid.getByRole('link', { name: `Ana Dir${tag}` }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const profile = page.getByTestId('participant-profile');
  await expect(profile.getByRole('textbox', { name: 'Manager name' })).toHaveValue(`Mia ${tag}`);
  await expect(profile.getByRole('combobox', { name: 'Client' })).toHaveValue(`People Org ${tag}`);
  await profile.getByRole('textbox', { name: 'Position' }).fill('Team lead');
  await profile.getByRole('textbox', { name: 'Branch' }).fill(`Harbour ${tag}`);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Participant profile updated')).toBeVisible();
  await page.reload();
  await expect(profile.getByRole('textbox', { name: 'Position' })).toHaveValue('Team lead');

  const history = page.getByTestId('course-history');
  await expect(history.getByRole('row').filter({ hasText: courseName })).toContainText('Pending');
  await page.screenshot({ path: 'test-results/people-user-details.png', fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('course_list_report.csv');
  const file = await download.path();
  const text = iconv.decode(fs.readFileSync(file), 'win1252');
  expect(text.split('\r\n')[0]).toBe('Participant,Email,Course,Client,Status,Enrolled,Shift Date,Shift Time,Completed');
  expect(text).toContain(`Ana Dir${tag},ana-${tag}@example.com,${courseName},People Org ${tag},Pending`);

  // The directory now finds her under her new branch.
  await page.goto('/users/participants');
  await pick(page, 'Branch', `Harbour ${tag}`);
  await expect(page.getByRole('grid', { name: 'Participant Directory' }).getByRole('row')).toHaveCount(2);
});

test('an admin adds and removes a course qualification and the invite dialog follows', async ({ page, request }) => {
  const tag = unique();
  const admin = await apiSession(request, 'admin@example.com');
  const client = await post<{ id: number }>(request, admin, '/clients', {
    client: { orgName: `Qual Org ${tag}`, contactEmail: `qual-${tag}@example.com` },
  });
  const courseName = `Qualified course ${tag}`;
  const course = await post<{ id: number }>(request, admin, '/courses', { course: { name: courseName, clientId: client.id } });
  await post(request, admin, `/courses/${course.id}/scenario_components`, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'A call', rpReference: 1 },
  });
  const shiftId = await createRoleplayShift(request, admin, course.id);
  const newRp = (name: string) =>
    post<{ id: number }>(request, admin, '/users', {
      user: {
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '-')}@example.com`,
        roleList: ['rp'],
        password: 'Long-enough-1',
        passwordConfirmation: 'Long-enough-1',
      },
    });
  const qualified = await newRp(`Quinn Q${tag}`);
  await newRp(`Uma U${tag}`);

  const dialogRow = async (name: string) => {
    await page.goto(`/roleplayShifts/${shiftId}`);
    await page.getByTestId('attendance').getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to this shift' });
    await dialog.getByLabel('Search people').fill(tag);
    return dialog.getByTestId('invitable-user').filter({ hasText: name });
  };

  await signIn(page, 'admin@example.com');
  // Before: a course without qualifications accepts everybody.
  await expect(await dialogRow(`Uma U${tag}`)).not.toContainText('Not qualified');

  await page.goto(`/users/${qualified.id}`);
  const section = page.getByTestId('course-qualifications');
  await section.getByRole('combobox', { name: 'Course' }).fill(courseName);
  await page.getByRole('option', { name: new RegExp(courseName) }).click();
  await section.getByRole('button', { name: 'Add qualification' }).click();
  await expect(section.getByRole('list', { name: 'Course qualifications' })).toContainText(courseName);
  await expect(section).toContainText(`Qual Org ${tag}`);
  await page.screenshot({ path: 'test-results/people-qualifications.png', fullPage: true });

  // Now only the qualified role-player is; the other is marked.
  await expect(await dialogRow(`Uma U${tag}`)).toContainText('Not qualified');
  await expect(page.getByTestId('invitable-user').filter({ hasText: `Quinn Q${tag}` })).not.toContainText('Not qualified');

  await page.goto(`/users/${qualified.id}`);
  await section.getByRole('button', { name: `Remove ${courseName}` }).click();
  await page.getByRole('dialog', { name: 'Remove qualification' }).getByRole('button', { name: 'Remove' }).click();
  await expect(section).toContainText('No course qualifications');
  await expect(await dialogRow(`Uma U${tag}`)).not.toContainText('Not qualified');
});
