import { expect, type Page, test } from './fixtures';
import { expectMessage, signIn, watchForText } from './helpers';

// The Copy button writes to the clipboard and the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function apiToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('session.token'));
  expect(token).toBeTruthy();
  return token as string;
}

/** Creates a client through the API, as the signed-in user, and answers its id. */
async function createClient(page: Page, orgName: string): Promise<number> {
  const token = await apiToken(page);
  const response = await page.request.post('/api/v1/clients', {
    headers: { authorization: `Bearer ${token}` },
    data: { client: { orgName, contactEmail: `contact-${unique()}@example.com` } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Creates a course through the API, as the signed-in user, and answers its id. */
async function createCourse(page: Page, name: string, clientId: number): Promise<number> {
  const token = await apiToken(page);
  const response = await page.request.post('/api/v1/courses', {
    headers: { authorization: `Bearer ${token}` },
    data: { course: { name, clientId, description: 'Made by the browser test' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('an sc creates a course, copies its registration link, sets the regapp timeouts and a BCC address', async ({ page }) => {
  // A long walk through four screens, with a three-second wait for 'Copied!' to revert.
  test.setTimeout(180_000);
  await signIn(page, 'sc@example.com');
  const orgName = `Northwind ${unique()}`;
  await createClient(page, orgName);
  const courseName = `Negotiation Skills ${unique()}`;

  // Create the course through the form.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Course' }).click();
  await expect(page).toHaveURL(/\/courses\/new$/);
  const form = page.getByRole('form', { name: 'Course form' });
  await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
  await form.getByLabel('Name').fill(courseName);
  await form.getByRole('combobox', { name: 'Client' }).fill(orgName.slice(0, 12));
  await page.getByRole('option', { name: orgName }).click();
  await form.getByLabel('Description').fill('Six scenarios on difficult conversations.');
  await form.getByRole('combobox', { name: 'Project Manager' }).fill('Sam');
  await page.getByRole('option', { name: /Sam Coordinator/ }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(courseName);

  // It is in the list; open it from there.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(courseName);
  const row = page.getByRole('row').filter({ hasText: courseName });
  await expect(row).toContainText(orgName);
  await expect(row).toContainText('Sam Coordinator');
  await row.getByRole('link', { name: courseName }).click();
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();

  // Copy the registration link.
  const url = (await page.getByTestId('registration-url').innerText()).trim();
  expect(url).toMatch(/^https?:\/\/\S+$/);
  const copy = page.getByRole('button', { name: 'Copy' });
  const copied = await watchForText(page, 'Copied!');
  await copy.click();
  await copied();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 5_000 });

  // Regapp timeouts: Change stays disabled while unchanged, zero or empty.
  const regapp = page.getByRole('form', { name: 'Regapp configuration' });
  const change = regapp.getByRole('button', { name: 'Change' });
  const changeTimeout = regapp.getByRole('spinbutton', { name: 'Change timeout' });
  const cancelTimeout = regapp.getByRole('spinbutton', { name: 'Cancel timeout' });
  await expect(change).toBeDisabled();
  await changeTimeout.fill('0');
  await expect(change).toBeDisabled();
  await expect(regapp).toContainText('Change timeout must be at least 1');
  await changeTimeout.fill('');
  await expect(change).toBeDisabled();
  await expect(regapp).toContainText('Change timeout is required');
  await changeTimeout.fill('5');
  await cancelTimeout.fill('3');
  await expect(change).toBeEnabled();
  await change.click();
  await expectMessage(page, 'Regapp configuration saved');
  await expect(change).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Change timeout' })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: 'Cancel timeout' })).toHaveValue('3');

  // Add a BCC address on the preferences page and save.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/preferences$/);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  const bccInput = page.getByRole('textbox', { name: 'Add a BCC address' });
  await expect(add).toBeDisabled();
  await bccInput.fill('not-an-address');
  await expect(add).toBeDisabled();
  await bccInput.fill('Training.Records@Example.com');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId('bcc-list')).toContainText('training.records@example.com');
  await expect(bccInput).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Preferences saved');
  await page.reload();
  await expect(page.getByTestId('bcc-list')).toContainText('training.records@example.com');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('an admin deletes a course after confirming; an sc is not offered the button', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const clientId = await createClient(page, `Contoso ${unique()}`);
  const courseName = `Course to delete ${unique()}`;
  const courseId = await createCourse(page, courseName, clientId);

  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete course' });
  await expect(dialog).toContainText('This action cannot be undone');
  await dialog.getByRole('button', { name: 'Delete course' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(courseName);
  await expect(page.getByRole('grid', { name: 'Courses' })).toContainText('No rows');

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'sc@example.com');
  const other = await createCourse(page, `Kept course ${unique()}`, clientId);
  await page.goto(`/courses/${other}`);
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete course' })).toHaveCount(0);
});

test('the course pages fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'sc@example.com');
  const clientId = await createClient(page, `Fabrikam ${unique()}`);
  const courseId = await createCourse(page, `Phone course ${unique()}`, clientId);
  for (const path of [
    '/courses',
    `/courses/${courseId}`,
    `/courses/${courseId}/preferences`,
    `/courses/${courseId}/participants`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});

test('an sc invites and removes course participants', async ({ page }) => {
  await signIn(page, 'sc@example.com');
  const clientId = await createClient(page, `Litware ${unique()}`);
  const courseId = await createCourse(page, `Coaching Basics ${unique()}`, clientId);
  const tag = unique();
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Silva,ana-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Okafor,ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await page.request.put(`/api/v1/clients/${clientId}/upload_participants`, {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    multipart: { course_id: String(courseId), csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status()).toBe(200);

  await page.goto(`/courses/${courseId}/participants`);
  const grid = page.getByRole('grid', { name: 'Course participants' });
  const ana = grid.getByRole('row').filter({ hasText: 'Ana Silva' });
  await expect(ana).toContainText('Pending');
  await expect(ana).toContainText('Not sent');

  await page.getByRole('button', { name: 'Send invitation to pending' }).click();
  await expectMessage(page, 'Invitation Email(s) Queued for Send');
  await expect(ana).not.toContainText('Not sent');

  await ana.getByRole('button', { name: 'Remove Ana Silva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove participant' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid).not.toContainText('Ana Silva');
  await expect(grid).toContainText('Ben Okafor');
});
