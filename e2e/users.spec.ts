import { expect, test } from './fixtures';
import { mainNav, signIn } from './helpers';

test('an admin creates a user through the form; the new user can sign in', async ({ page, browser }) => {
  await signIn(page, 'admin@example.com');
  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users\/team$/);
  await page.getByRole('tab', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const email = `new.rp.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Nora Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role-player').check();
  await expect(save).toBeEnabled();

  // With the password still empty the form refuses with the specification's text.
  await save.click();
  await expect(page.getByTestId('user-form-error')).toHaveText('Please fill all fields to create user');

  await page.getByLabel('Home number').fill('416-555-0100');
  await page.getByLabel('Cell number').fill('416-555-0101');
  await page.getByLabel(/^Password\W*$/).fill('short');
  await page.getByLabel('Password confirmation').fill('short');
  await save.click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel(/^Password\W*$/).fill('Newcomer-pass-1');
  await page.getByLabel('Password confirmation').fill('Newcomer-pass-1');
  await save.click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.goto('/users/team');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Nora');
  await expect(page.getByRole('link', { name: 'Nora Newcomer' })).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, email, 'Newcomer-pass-1');
  await expect(mainNav(other).getByRole('link')).toHaveText(['Dashboard', 'My shifts', 'Colleagues', 'My profile']);
  await other.close();
});

test('an sc may grant only coach, role-player and participant', async ({ page }) => {
  await signIn(page, 'sc@example.com');
  await page.goto('/users/new');
  await expect(page.getByLabel('Coach')).toBeVisible();
  await expect(page.getByLabel('Role-player')).toBeVisible();
  await expect(page.getByLabel('Participant')).toBeVisible();
  await expect(page.getByLabel('Administrator')).toHaveCount(0);
  await expect(page.getByLabel('Shift Coordinator')).toHaveCount(0);
});

test('an admin impersonates a role-player, sees the banner, and returns', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/users/team');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Riley');
  await page.getByRole('link', { name: 'Riley Roleplayer', exact: true }).click();
  await page.getByRole('button', { name: 'Impersonate' }).click();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('You are viewing the app as Riley Roleplayer');
  await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'My shifts', 'Colleagues', 'My profile']);
  await banner.getByRole('button', { name: /Back to Ada Admin/ }).click();
  await expect(banner).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Mailbox' })).toBeVisible();
});

test('a participant password reset e-mails a sign-in link that lands on their own page to change it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/users/participants');
  // The search has answered before the link is used: a click on the list it replaces goes nowhere.
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/participants' && response.url().includes('search=Drew'),
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill('Drew');
  await searched;
  await page.getByRole('link', { name: 'Drew Patel' }).click();
  await expect(page.getByRole('heading', { name: 'Drew Patel', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password email sent')).toBeVisible();

  // With no SMTP server the e-mail waits in the outbox, where the admin can read it.
  await mainNav(page).getByRole('link', { name: 'Mailbox' }).click();
  await page.getByText('Reset your password').first().click();
  const body = await page.getByRole('dialog').innerText();
  const link = /http\S+\/login\?token=[\w-]+\S*/.exec(body)?.[0];
  expect(link).toBeTruthy();

  const participant = await browser.newPage();
  await participant.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(participant).toHaveURL(/\/users\/\d+$/);
  await expect(participant.getByText('Please choose a new password before you continue')).toBeVisible();
  // Held on their own page: other paths bring them back.
  await participant.goto('/users/team');
  await expect(participant).toHaveURL(/\/users\/\d+$/);
  await participant.getByLabel('Password', { exact: true }).fill('Chosen-pass-1');
  await participant.getByLabel('Password confirmation').fill('Chosen-pass-1');
  await participant.getByRole('button', { name: 'Save' }).click();
  // Wait for the save to land before leaving the page (a navigation would cut the request off).
  await expect(participant.getByText('User updated')).toBeVisible();
  // No longer held; the team directory is for staff, so Users opens their own page, without a Team tab.
  await participant.goto('/users');
  await expect(participant).toHaveURL(/\/users\/\d+$/);
  await expect(participant.getByRole('tab', { name: 'Me' })).toBeVisible();
  await expect(participant.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await participant.goto('/users/team');
  await expect(participant).toHaveURL(/:\d+\/$/);
  await participant.close();
});

test('an edit drops a password that does not match its confirmation, and saves the rest', async ({ page, browser }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/users/team');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Riley');
  await page.getByRole('link', { name: 'Riley Roleplayer', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);

  // The user form's own Save (a staff member's page has a second one, for Shifts a week).
  const save = page.getByRole('form', { name: 'User form' }).getByRole('button', { name: 'Save' });
  await page.getByLabel('Cell number').fill('416-555-0199');
  await page.getByLabel('Password', { exact: true }).fill('Another-pass-1');
  await page.getByLabel('Password confirmation').fill('Another-pass-2');
  await save.click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(page.getByText('Password not changed: it did not match its confirmation.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password confirmation')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Cell number')).toHaveValue('416-555-0199');

  // Clearing the name leaves Save off (name, e-mail and a role are needed).
  await page.getByLabel('Name').fill('');
  await expect(save).toBeDisabled();

  // The old password still signs in.
  const riley = await browser.newPage();
  await signIn(riley, 'rp@example.com');
  await riley.close();
});
