import { expect, type Locator, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, expectMessage, signIn } from './helpers';

/** The signed-in session's bearer header, for setting up data through the API. */
async function authHeader(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('session.token'));
  expect(token, 'a session token after sign-in').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** A fresh client and course, so every test starts from an empty scenario, skills list and resources. */
async function createCourse(page: Page, name: string): Promise<number> {
  const headers = await authHeader(page);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const client = await page.request.post('/api/v1/clients', {
    headers,
    data: { client: { orgName: `Builders Org ${stamp}`, contactEmail: `builders-${stamp}@example.com` } },
  });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const course = await page.request.post('/api/v1/courses', {
    headers,
    data: { course: { name: `${name} ${stamp}`, clientId } },
  });
  expect(course.status(), await course.text()).toBe(201);
  return ((await course.json()) as { id: number }).id;
}

/**
 * Drags `handle` onto `target` with real pointer moves (dnd-kit reacts to pointer events, and only
 * after the pointer has travelled a few pixels).
 */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // hover waits until the handle is visible, no longer moving, and the one element under the pointer.
  await handle.hover();
  const from = await handle.boundingBox();
  if (!from) throw new Error('drag: the handle is not visible');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.down();
  await page.mouse.move(x, y - 8, { steps: 4 });
  // dnd-kit marks the handle it picked up; without that the rest of the move would only select text.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const to = await target.boundingBox();
  if (!to) throw new Error('drag: the target is not visible');
  await page.mouse.move(x, to.y + 6, { steps: 20 });
  await page.mouse.move(x, to.y + 4, { steps: 2 });
  await page.mouse.up();
}

/** Picks the second row up with Space, moves it to the top, drops it; waits for each step's announcement. */
async function moveUpWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Component is over position 2 /)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/^Component is over position 1 /)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Component dropped at position 1 /)).toBeAttached();
}

const isPut = (path: RegExp) => (r: { url(): string; request(): { method(): string } }) =>
  path.test(r.url()) && r.request().method() === 'PUT';

// Each test signs in and builds its course through the UI: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'sc@example.com');
});

test('scenario builder: add components, reorder by dragging, and the order survives a reload', async ({ page }) => {
  const courseId = await createCourse(page, 'Scenario course');
  await page.goto(`/courses/${courseId}`);
  const builder = page.getByRole('region', { name: 'Scenario Builder' });
  await expect(builder).toBeVisible();
  const rows = builder.getByTestId('scenario-row');
  await expect(builder.getByText('No components yet.')).toBeVisible();

  const contents = ['Opening call', 'Objection handling', 'Closing call'];
  for (const [index, content] of contents.entries()) {
    await builder.getByRole('button', { name: 'Add component' }).click();
    await expect(rows).toHaveCount(index + 1);
    const field = rows.nth(index).getByRole('textbox', { name: 'Content' });
    const saved = page.waitForResponse(isPut(/\/scenario_components\/\d+$/));
    await field.fill(content);
    await field.blur();
    await saved;
  }
  // New components take the defaults: 30 minutes and RP 1.
  await expect(rows.nth(0).getByRole('combobox', { name: 'Duration' })).toHaveText('30 min');
  await expect(rows.nth(0).getByRole('combobox', { name: 'RP reference' })).toHaveText('RP 1');
  await expect(builder.getByTestId('call-length')).toHaveText('Call length: 1 h 30 min');

  // A longer middle part changes the call length.
  const saved = page.waitForResponse(isPut(/\/scenario_components\/\d+$/));
  await rows.nth(1).getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '45 min' }).click();
  await saved;
  await expect(builder.getByTestId('call-length')).toHaveText('Call length: 1 h 45 min');
  // The duration menu's backdrop fades out after the choice; a drag started under it never reaches the handle.
  await expect(page.getByRole('listbox')).toBeHidden();

  const moved = page.waitForResponse(isPut(/\/scenario_components\/\d+$/));
  await drag(page, rows.nth(2).getByRole('button', { name: 'Drag to reorder' }), rows.nth(0));
  expect((await moved).status()).toBe(200);
  const expected = ['Closing call', 'Opening call', 'Objection handling'];
  for (const [index, content] of expected.entries()) {
    await expect(rows.nth(index).getByRole('textbox', { name: 'Content' })).toHaveValue(content);
  }

  await page.reload();
  await expect(rows).toHaveCount(3);
  for (const [index, content] of expected.entries()) {
    await expect(rows.nth(index).getByRole('textbox', { name: 'Content' })).toHaveValue(content);
  }
  await expect(builder.getByTestId('call-length')).toHaveText('Call length: 1 h 45 min');

  // A new component type can be made and chosen at once.
  const typeName = `Coaching ${Date.now() % 100000}`;
  await builder.getByRole('button', { name: 'New type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New component type' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(typeName);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const typeSaved = page.waitForResponse(isPut(/\/scenario_components\/\d+$/));
  await rows.nth(1).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: typeName }).click();
  expect((await typeSaved).status()).toBe(200);
  await page.reload();
  await expect(rows.nth(1).getByRole('combobox', { name: 'Type' })).toHaveText(typeName);
});

test('scenario builder: a refused move goes back and says why; a course with a roleplay shift is locked', async ({
  page,
  request,
}) => {
  const courseId = await createCourse(page, 'Locked course');
  const headers = await authHeader(page);
  for (const content of ['First part', 'Second part']) {
    const made = await page.request.post(`/api/v1/courses/${courseId}/scenario_components`, {
      headers,
      data: { scenarioComponent: { content } },
    });
    expect(made.status()).toBe(201);
  }
  await page.route(/\/api\/v1\/scenario_components\/\d+$/, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 409, json: { error: 'The scenario changed meanwhile', code: 'conflict' } })
      : route.continue(),
  );
  await page.goto(`/courses/${courseId}`);
  const builder = page.getByRole('region', { name: 'Scenario Builder' });
  const rows = builder.getByTestId('scenario-row');
  await expect(rows).toHaveCount(2);

  // Reorder with the keyboard: pick up, move up, drop.
  const handle = rows.nth(1).getByRole('button', { name: 'Drag to reorder' });
  await moveUpWithKeyboard(page, handle);
  await expectMessage(page, 'The scenario changed meanwhile');
  await expect(rows.nth(0).getByRole('textbox', { name: 'Content' })).toHaveValue('First part');
  await expect(rows.nth(1).getByRole('textbox', { name: 'Content' })).toHaveValue('Second part');
  await page.unroute(/\/api\/v1\/scenario_components\/\d+$/);

  // Once the course has a real roleplay shift (made by the admin): no adding or deleting, editing stays.
  await createRoleplayShift(request, await apiSession(request, 'admin@example.com'), courseId);
  // The open page may already refetch the course on the live update; the reload shows what a newcomer sees.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(
    builder.getByText('Scenario components cannot be added or deleted while the course has a roleplay shift'),
  ).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Add component' })).toBeDisabled();
  await expect(rows.nth(0).getByRole('button', { name: 'Delete component' })).toBeDisabled();
  await expect(rows.nth(0).getByRole('textbox', { name: 'Content' })).toBeEditable();
  const moved = page.waitForResponse(isPut(/\/scenario_components\/\d+$/));
  await moveUpWithKeyboard(page, handle);
  expect((await moved).status()).toBe(200);
  await expect(rows.nth(0).getByRole('textbox', { name: 'Content' })).toHaveValue('Second part');
});

test('skills list: build a form, reorder by dragging, and preview it as an assessor', async ({ page }) => {
  const courseId = await createCourse(page, 'Skills course');
  await page.goto(`/courses/${courseId}/skillsList`);
  await expect(page.getByRole('heading', { name: 'Skills List', level: 2 })).toBeVisible();
  const blocks = page.getByTestId('skills-block');

  const addBlock = async (type: string, text: string) => {
    const count = await blocks.count();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
    await expect(blocks).toHaveCount(count + 1);
    const block = blocks.nth(count);
    const field = block.getByRole('textbox').first();
    const saved = page.waitForResponse(isPut(/\/assessment_parts\/\d+$/));
    await field.fill(text);
    await field.blur();
    await saved;
    return block;
  };

  await addBlock('Heading', 'Opening the call');
  const skill = await addBlock('True / False', 'Greets the customer by name');
  const actionPlanSaved = page.waitForResponse(isPut(/\/assessment_parts\/\d+$/));
  // The box follows the list's optimistic copy, drawn a tick after the click (after pending reads
  // of the list are cancelled): wait for it rather than asking check() to see it at once.
  const actionPlan = skill.getByRole('checkbox', { name: 'Action plan' });
  await actionPlan.click();
  await expect(actionPlan).toBeChecked();
  await actionPlanSaved;

  const question = await addBlock('Multiple choice', 'How did the call end?');
  const answers = question.getByRole('list', { name: 'Answers' });
  for (const [index, answer] of ['Resolved', 'Escalated'].entries()) {
    const saved = page.waitForResponse(isPut(/\/assessment_parts\/\d+$/));
    await answers.getByRole('textbox', { name: `Answer ${index + 1}` }).fill(answer);
    await answers.getByRole('textbox', { name: `Answer ${index + 1}` }).blur();
    await saved;
  }
  await question.getByRole('button', { name: 'Add answer' }).click();
  const third = page.waitForResponse(isPut(/\/assessment_parts\/\d+$/));
  await answers.getByRole('textbox', { name: 'Answer 3' }).fill('Call back later');
  await answers.getByRole('textbox', { name: 'Answer 3' }).blur();
  await third;

  // Move the question above the skill.
  const moved = page.waitForResponse(isPut(/\/assessment_parts\/\d+$/));
  await drag(page, blocks.nth(2).getByRole('button', { name: 'Drag to reorder' }), blocks.nth(1));
  expect((await moved).status()).toBe(200);
  await expect(blocks.nth(1)).toHaveAccessibleName('Block 2: Multiple choice');
  await expect(blocks.nth(2)).toHaveAccessibleName('Block 3: True / False');

  await page.reload();
  await expect(blocks).toHaveCount(3);
  await expect(blocks.nth(0)).toHaveAccessibleName('Block 1: Heading');
  await expect(blocks.nth(1)).toHaveAccessibleName('Block 2: Multiple choice');
  await expect(blocks.nth(1).getByRole('textbox', { name: 'Answer 3' })).toHaveValue('Call back later');
  await expect(blocks.nth(2).getByRole('checkbox', { name: 'Action plan' })).toBeChecked();

  // The preview: a tab on narrow screens, a side panel on wide ones.
  const previewTab = page.getByRole('tab', { name: 'Preview' });
  if (await previewTab.isVisible()) await previewTab.click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Opening the call' })).toBeVisible();
  await expect(preview.getByText('1. How did the call end?')).toBeVisible();
  await expect(preview.getByText('2. Greets the customer by name')).toBeVisible();
  const ending = preview.getByRole('radiogroup', { name: 'How did the call end?' });
  await expect(ending.getByRole('radio')).toHaveCount(3);
  await expect(ending.getByRole('radio', { name: 'Call back later' })).toBeVisible();
  const rating = preview.getByTestId('preview-true-false');
  for (const label of ['On Standard', 'Needs Practice', 'N/A', 'DNGT']) {
    await expect(rating.getByRole('radio', { name: label })).toBeVisible();
  }
  await expect(rating.getByText('Action plan')).toBeVisible();
  await rating.getByRole('radio', { name: 'Needs Practice' }).check();
  await expect(rating.getByRole('radio', { name: 'Needs Practice' })).toBeChecked();
});

test('resource links: add a URL, add a file, refuse a wrong file, and delete', async ({ page }) => {
  const courseId = await createCourse(page, 'Resources course');
  await page.goto(`/courses/${courseId}`);
  const card = page.getByRole('region', { name: 'Resource Links' });
  await expect(card).toBeVisible();
  const add = card.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  await card.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Job aid' }).click();
  await expect(add).toBeDisabled();
  await card.getByRole('textbox', { name: 'URL' }).fill('not a url');
  await card.getByRole('textbox', { name: 'URL' }).blur();
  await expect(card.getByText('Enter a full web address, such as https://example.com/guide')).toBeVisible();
  await expect(add).toBeDisabled();
  await card.getByRole('textbox', { name: 'URL' }).fill('https://example.com/job-aid');
  await expect(add).toBeEnabled();
  await add.click();
  const items = card.getByTestId('resource-link');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Job aid');
  await expect(items.first().getByRole('link', { name: 'https://example.com/job-aid' })).toHaveAttribute(
    'href',
    'https://example.com/job-aid',
  );
  await expect(add).toBeDisabled();

  // A file: a refused kind first, then a PDF that is uploaded and downloaded again.
  await card.getByRole('button', { name: 'File', exact: true }).click();
  await card.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Participant package' }).click();
  const input = card.getByLabel('File', { exact: true });
  await input.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await expect(card.getByText(/page\.html: This kind of file is not accepted/)).toBeVisible();
  await expect(add).toBeDisabled();
  const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n');
  await input.setInputFiles({ name: 'welcome pack.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(card.getByTestId('chosen-file')).toContainText('welcome pack.pdf');
  await add.click();
  await expect(items).toHaveCount(2);
  const fileItem = items.filter({ hasText: 'welcome pack.pdf' });
  await expect(fileItem).toContainText('Participant package');
  const download = page.waitForEvent('download');
  await fileItem.getByRole('button', { name: 'Download welcome pack.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('welcome pack.pdf');

  await card.getByRole('button', { name: 'Delete https://example.com/job-aid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resource?' });
  await expect(dialog).toContainText('This action cannot be undone');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('welcome pack.pdf');
});

test('the builders fit a 375 px wide screen', async ({ page }) => {
  const courseId = await createCourse(page, 'Narrow course');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/courses/${courseId}`);
  const builder = page.getByRole('region', { name: 'Scenario Builder' });
  await builder.getByRole('button', { name: 'Add component' }).click();
  await expect(builder.getByTestId('scenario-row')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Resource Links' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto(`/courses/${courseId}/skillsList`);
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: /^Multiple choice/ }).click();
  await expect(page.getByTestId('skills-block')).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('radio')).toHaveCount(2);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
