import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import {
  apiSession,
  apiCall as call,
  createRoleplayShift,
  DESKTOP,
  newUser,
  PHONE,
  seriousViolations,
  shot,
  signIn,
  unique,
} from './helpers';

// The audit trail on screen, as an admin: the Activity page with its filters and CSV file, a
// shift's History tab and a person's History tab, at desktop and phone size.
test.describe.configure({ timeout: 240_000 });

/** A room made and renamed by the coordinator through the API: two entries in the trail. */
async function renamedRoom(request: Parameters<typeof apiSession>[0]) {
  const sc = await apiSession(request, 'sc@example.com');
  const name = `Audit Room ${unique()}`;
  const room = await call<{ id: number; updatedAt: string }>(request, 'post', '/rooms', sc, {
    room: { name, roomType: 'phone', localNumber: '416-555-0190' },
  });
  await call(request, 'patch', `/rooms/${room.id}`, sc, { room: { name: `${name} B`, updatedAt: room.updatedAt } });
  return { id: room.id, name };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin filters the Activity page, reads what changed and downloads the same as CSV', async ({ page, request }) => {
  const room = await renamedRoom(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@example.com');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const grid = page.getByTestId('activity-grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // Filter: rooms, this room's id; then only its updates.
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Room', exact: true }).click();
  await page.getByRole('textbox', { name: 'Record id' }).fill(String(room.id));
  await expect(grid.getByText('1–2 of 2')).toBeVisible();
  const update = grid.getByRole('row').filter({ hasText: 'Update' });
  await expect(update).toContainText('Sam Coordinator');
  // The record by its name (as it is now), not its number.
  await expect(update).toContainText(`Room: ${room.name} B`);
  await expect(update).not.toContainText(`Room #${room.id}`);
  await expect(update.getByRole('listitem').filter({ hasText: 'Name:' })).toHaveText(
    `Name: ${room.name} →  changed to ${room.name} B`,
  );
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Create', exact: true }).click();
  await expect(grid.getByText('1–1 of 1')).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText('Create');
  // The filters are in the address: a reload keeps them.
  await expect(page).toHaveURL(new RegExp(`entity=room&entity_id=${room.id}&action=create`));
  await shot(page, 'activity-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV file holds what the filters match.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('activity.csv');
  const text = readFileSync(await download.path(), 'latin1');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('Who,Action,Record,Record id');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Create,Room,${room.id}`);
  expect(lines[1]).toContain(room.name);

  // A range that ends before it starts is refused beside the field.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-05-02');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-05-01');
  await expect(page.getByText('To must not be before From')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('textbox', { name: 'Record id' })).toHaveValue('');
});

test("a shift's History tab lists its calls and invites; a person's History lists what changed about them", async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin@example.com');
  const sc = await apiSession(request, 'sc@example.com');
  const tag = unique();
  const org = await call<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Audit Org ${tag}`, contactEmail: `audit-${tag}@example.com` },
  });
  const course = await call<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: `Audit Course ${tag}`, clientId: org.id, roleplayerAssessmentTemplateId: 1 },
  });
  await call(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Audit scenario', rpReference: 1 },
  });
  const shiftId = await createRoleplayShift(request, sc, course.id);
  await call(request, 'post', '/calls', sc, { call: { eventId: shiftId, blockNumber: 0 } });
  const person = await newUser(request, ['rp'], 'Audit');
  await call(request, 'put', `/users/${person.id}`, admin, { user: { name: `${person.name} Renamed` } });

  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@example.com');
  await page.goto(`/roleplayShifts/${shiftId}`);
  const tabs = page.getByRole('tablist', { name: 'Shift page' });
  await tabs.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByTestId('shift-history');
  // Records are named in words: the call and the shift by their course, type and date.
  const callRow = history.getByRole('row').filter({ hasText: `Call: Audit Course ${tag}` });
  await expect(callRow).toContainText('Create');
  await expect(callRow).toContainText('Block number: (none) →  changed to 0');
  await expect(history.getByRole('row').filter({ hasText: `Shift: Audit Course ${tag}` })).toContainText('Sam Coordinator');
  await shot(page, 'shift-history-desktop');
  expect(await seriousViolations(page)).toEqual([]);
  await tabs.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByTestId('shift-history')).toHaveCount(0);

  await page.goto(`/users/${person.id}?tab=history`);
  const userHistory = page.getByTestId('user-history');
  await expect(page.getByRole('tablist', { name: 'User page' }).getByRole('tab', { name: 'History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(userHistory.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'user-history-desktop');
  await expect(userHistory.getByRole('row').filter({ hasText: 'Update' })).toContainText(`${person.name} Renamed`);

  // On a phone: the pages fit the width (the table scrolls in its own box).
  await page.setViewportSize(PHONE);
  await expect(userHistory.getByRole('row').nth(1)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, 'user-history-phone');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/roleplayShifts/${shiftId}?tab=history`);
  await expect(page.getByTestId('shift-history').getByRole('row').nth(1)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, 'shift-history-phone');
  await page.goto('/activity');
  await expect(page.getByTestId('activity-grid').getByRole('row').nth(1)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, 'activity-phone');
  expect(await seriousViolations(page)).toEqual([]);
});
