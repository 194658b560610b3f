import { expect, test } from './fixtures';
import { DESKTOP, newUser, PHONE, scrollsSideways, seriousViolations, shot, signIn } from './helpers';

// The most shifts a week a plan of the month gives a person (issue 39): set on their own page.
test('a role-player sets the most shifts a week on their own page, on a phone; an admin reads it at a desk', async ({
  browser,
  request,
}) => {
  const rp = await newUser(request, ['rp'], 'Weekly');
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, rp.email);
  await phone.goto(`/users/${rp.id}`);
  const card = phone.getByRole('form', { name: 'Shifts a week' });
  const box = card.getByRole('spinbutton', { name: /Most shifts a week/ });
  await expect(box).toHaveValue('');
  await box.fill('3');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByText('User updated')).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('form', { name: 'Shifts a week' }).getByRole('spinbutton')).toHaveValue('3');
  expect(await scrollsSideways(phone)).toBe(false);
  expect(await seriousViolations(phone)).toEqual([]);
  await shot(phone, 'weekly-limit-phone');
  await phone.context().close();

  const desk = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(desk, 'admin@example.com');
  await desk.goto(`/users/${rp.id}`);
  await expect(desk.getByRole('form', { name: 'Shifts a week' }).getByRole('spinbutton')).toHaveValue('3');
  expect(await seriousViolations(desk)).toEqual([]);
  await shot(desk, 'weekly-limit-desktop');
  await desk.context().close();
});
