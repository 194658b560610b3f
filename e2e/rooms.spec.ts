import { expect, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, signIn } from './helpers';

// Each test sets up what it needs through the API and walks a screen: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

function grid(page: Page) {
  return page.getByTestId('rooms-grid');
}

test('an admin adds, edits and deletes a room in the rooms grid', async ({ page, request }) => {
  const name = `E2E Room ${stamp()}`;
  await signIn(page, 'admin@example.com');
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  // Add: a phone room (the default type) with its numbers.
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Room Name is required')).toBeVisible();
  await dialog.getByLabel('Room Name').fill(name);
  await expect(dialog.getByLabel('Meeting Link')).toBeDisabled();
  // A phone room without any number is refused at its numbers.
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A phone room needs at least a local or a toll-free number')).toBeVisible();
  await expect(dialog.getByLabel('Local Number')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Local Number').fill('416-555-0177');
  await dialog.getByLabel('Toll-free Number').fill('1-800-555-0177');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  await grid(page).getByRole('searchbox', { name: 'Search' }).fill(name);
  // The search has answered (the footer counts one room) before the row is used.
  await expect(grid(page).getByText('1–1 of 1')).toBeVisible();
  const row = grid(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Phone');
  await expect(row).toContainText('416-555-0177');

  // Edit in place: rename it and make it a Teams room; the numbers give way to a meeting link.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Save' }) });
  await editing.getByLabel('Room Name').fill(`${name} B`);
  await editing.getByRole('combobox', { name: 'Room Type' }).click();
  await page.getByRole('option', { name: 'MS Teams' }).click();
  await expect(editing.getByLabel('Local Number')).toBeDisabled();
  await editing.getByLabel('Meeting Link').fill('not a link');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByText('Meeting Link must be a web address')).toBeVisible();
  await editing.getByLabel('Meeting Link').fill('https://teams.example.com/l/e2e');
  await editing.getByRole('button', { name: 'Save' }).click();
  const renamed = grid(page)
    .getByRole('row')
    .filter({ hasText: `${name} B` });
  await expect(renamed).toContainText('MS Teams');
  await expect(renamed).toContainText('https://teams.example.com/l/e2e');
  await expect(renamed).not.toContainText('416-555-0177');

  // The server holds what the grid shows.
  const headers = await apiSession(request, 'admin@example.com');
  const listed = await request.get(`/api/v1/rooms?search=${encodeURIComponent(name)}`, { headers });
  const page1 = (await listed.json()) as { data: Array<{ name: string; roomType: string; localNumber: string | null }> };
  expect(page1.data).toEqual([expect.objectContaining({ name: `${name} B`, roomType: 'teams', localNumber: null })]);

  // Delete, after a confirmation.
  await renamed.getByRole('button', { name: `Delete ${name} B` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Room' });
  await expect(confirm).toContainText(`${name} B`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(grid(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(grid(page).getByText('No rows')).toBeVisible();
});

test('a manager books a free room on a roleplay shift from its page', async ({ page, request }) => {
  const tag = stamp();
  const headers = await apiSession(request, 'sc@example.com');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(`/api/v1${path}`, { headers, data });
    expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as T;
  };
  const client = await post<{ id: number }>('/clients', {
    client: { orgName: `Rooms Org ${tag}`, contactEmail: `rooms-${tag}@example.com` },
  });
  const course = await post<{ id: number }>('/courses', { course: { name: `Rooms Course ${tag}`, clientId: client.id } });
  await post(`/courses/${course.id}/scenario_components`, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Call', rpReference: 1 },
  });
  const shiftId = await createRoleplayShift(request, headers, course.id);
  const room = await post<{ id: number; name: string }>('/rooms', {
    room: { name: `Phone Room ${tag}`, localNumber: '416-555-0190', tollFreeNumber: '1-877-555-0190' },
  });

  await signIn(page, 'sc@example.com');
  await page.goto(`/roleplayShifts/${shiftId}`);
  const picker = page.getByTestId('room-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: `${room.name} (Phone)` }).click();
  await expect(picker.getByTestId('room-numbers')).toContainText('416-555-0190');

  // The booking is the server's: a fresh page load shows it, and the API says so.
  await page.reload();
  await expect(page.getByTestId('room-picker').getByRole('combobox', { name: 'Room' })).toContainText(room.name);
  const shift = await request.get(`/api/v1/roleplay_shifts/${shiftId}`, { headers });
  expect(((await shift.json()) as { room: { id: number } | null }).room?.id).toBe(room.id);
});
