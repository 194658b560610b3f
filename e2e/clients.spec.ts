import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from './fixtures';
import { expectMessage, signIn } from './helpers';

// The participant template's header, as the shared PARTICIPANT_CSV_COLUMNS lists it.
const TEMPLATE_HEADER = 'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position';

/** A name no other test (or earlier run against the same server) has used. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API as the user signed in on this page. */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('session.token'));
  expect(token, 'a signed-in session').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: (url: string, data: unknown) => page.request.post(`/api/v1${url}`, { headers, data }),
  };
}

async function createClientByApi(page: Page, orgName: string): Promise<number> {
  const response = await (await api(page)).post('/clients', {
    client: { orgName, contactEmail: 'contact@example.com' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

let tempDir: string;
test.beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clients-e2e-'));
});
test.afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

function writeCsv(name: string, lines: string[]): string {
  const file = path.join(tempDir, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

test('an admin creates a client, finds it in the list, opens it and updates its telephone', async ({ page }) => {
  // A long walk through three pages: more room than the default on a busy machine.
  const orgName = unique('Acme Training');
  await signIn(page, 'admin@example.com');
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();

  await page.getByRole('link', { name: 'New Client' }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByRole('heading', { name: 'New Client' })).toBeVisible();

  // The shared schema checks the form before anything is sent.
  await page.getByLabel('Contact Email').fill('not an e-mail');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Business Name is required')).toBeVisible();
  await expect(page.getByText('Contact Email must be a valid e-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/new$/);

  await page.getByLabel('Business Name').fill(orgName);
  await page.getByLabel('Address').fill('1 King St W, Toronto');
  await page.getByLabel('Telephone').fill('416-555-0100');
  await page.getByLabel('Contact First Name').fill('Dana');
  await page.getByLabel('Contact Last Name').fill('Lee');
  await page.getByLabel('Contact Email').fill('dana.lee@acme.example');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const clientUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(orgName);

  // The list: newest first, searchable, linking to the client.
  await page.goto('/clients');
  const grid = page.getByTestId('clients-grid');
  await expect(grid.getByRole('row').nth(1).getByRole('link')).toHaveText(orgName);
  await page.getByRole('searchbox', { name: 'Search' }).fill(orgName);
  await expect(grid.getByRole('link', { name: orgName })).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('gridcell').nth(1)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await grid.getByRole('link', { name: orgName }).click();
  await expect(page).toHaveURL(clientUrl);

  // Update stays disabled until something changes, and only the change is sent.
  const update = page.getByRole('button', { name: 'Update' });
  await expect(page.getByLabel('Telephone')).toHaveValue('416-555-0100');
  await expect(update).toBeDisabled();
  await page.getByLabel('Telephone').fill('416-555-0199');
  await expect(update).toBeEnabled();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/v1\/clients\/\d+$/.test(r.url()));
  await update.click();
  const body = (await sent).postDataJSON() as { client: Record<string, unknown> };
  expect(Object.keys(body.client).sort()).toEqual(['telephone', 'updatedAt']);
  await expectMessage(page, 'Client updated');
  await expect(update).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Telephone')).toHaveValue('416-555-0199');
});

test('the participant template downloads as a CSV with the template header', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const clientId = await createClientByApi(page, unique('Template Co'));
  await page.goto(`/clients/${clientId}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Participant Template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('participant-template.csv');
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  expect(text.split(/\r?\n/)[0]).toBe(TEMPLATE_HEADER);
});

test('an admin imports participants into a course, sees line errors for a bad file, and deletes one', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const orgName = unique('Import Co');
  const clientId = await createClientByApi(page, orgName);

  // Without a course there is nothing to import into, and the page says so.
  await page.goto(`/clients/${clientId}`);
  await expect(page.getByTestId('import-no-courses')).toContainText('no course');
  await expect(page.getByTestId('import-no-courses').getByRole('link', { name: 'Create a course' })).toHaveAttribute(
    'href',
    '/courses/new',
  );

  const courseName = unique('Negotiation Basics');
  const course = await (await api(page)).post('/courses', { course: { name: courseName, clientId } });
  expect(course.status(), await course.text()).toBe(201);

  await page.reload();
  const importer = page.getByTestId('participant-import');
  await expect(importer.getByRole('combobox', { name: 'Course' })).toContainText(courseName);

  // Only one .csv file is taken.
  const notCsv = path.join(tempDir, 'people.txt');
  fs.writeFileSync(notCsv, 'hello');
  await importer.locator('input[type="file"]').setInputFiles(notCsv);
  await expect(importer.getByTestId('csv-rejected')).toContainText('people.txt is not a .csv file');
  await expect(importer.getByRole('button', { name: 'Upload' })).toBeDisabled();

  const stamp = Date.now().toString(36);
  const good = writeCsv('participants.csv', [
    TEMPLATE_HEADER,
    `Ada,Lovelace,ada.${stamp}@example.com,Grace Hopper,grace@example.com,East,Toronto,Main,America/Toronto,Analyst`,
    `Alan,Turing,alan.${stamp}@example.com,,,,,,,Engineer`,
  ]);
  await importer.locator('input[type="file"]').setInputFiles(good);
  await expect(importer.getByTestId('chosen-file')).toContainText('participants.csv');
  await expect(importer.getByTestId('chosen-file')).toContainText(/\d+(\.\d)? (B|KB)/);
  await importer.getByRole('button', { name: 'Upload' }).click();

  await expectMessage(page, 'Client Participants successfully uploaded');
  const summary = importer.getByTestId('import-summary');
  await expect(summary).toContainText(/Rows read\s*2/);
  await expect(summary).toContainText(/New participants\s*2/);
  await expect(summary).toContainText(new RegExp(`Newly enrolled in ${courseName}\\s*2`));

  const participants = page.getByTestId('client-participants-grid');
  await expect(participants.getByRole('row', { name: /Ada Lovelace/ })).toContainText(courseName);
  await expect(participants.getByRole('row', { name: /Alan Turing/ })).toContainText(`alan.${stamp}@example.com`);

  // A file with a bad line changes nothing and says which line is wrong.
  const bad = writeCsv('bad.csv', [
    TEMPLATE_HEADER,
    `Grace,Hopper,grace.${stamp}@example.com,,,,,,,`,
    'Linus,Torvalds,not-an-email,,,,,,,',
  ]);
  await importer.locator('input[type="file"]').setInputFiles(bad);
  await importer.getByRole('button', { name: 'Upload' }).click();
  const errors = importer.getByTestId('import-errors');
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('nothing was imported');
  await expect(errors).toContainText('Fix this line');
  const problem = errors.getByRole('row').filter({ hasText: 'not a valid e-mail address' });
  await expect(problem.getByRole('cell').nth(0)).toHaveText('3');
  await expect(problem.getByRole('cell').nth(1)).toHaveText('Email');
  await expect(participants.getByRole('row', { name: /Grace Hopper/ })).toHaveCount(0);
  await expect(participants.getByRole('row')).toHaveCount(3);

  // An admin deletes a participant after confirming.
  await participants.getByRole('button', { name: 'Delete Alan Turing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete participant' });
  await expect(dialog).toContainText('Delete participant Alan Turing? They can no longer sign in; their history is kept.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(participants.getByRole('row', { name: /Alan Turing/ })).toHaveCount(0);
  await expect(participants.getByRole('row', { name: /Ada Lovelace/ })).toBeVisible();
});
