import { type Browser, expect, type Page, test } from './fixtures';
import { DESKTOP, PHONE, shot, signIn } from './helpers';

// The README's registration-app path on the demo `npm start` makes (SEED_DEMO=1), word by word: the
// course's registration link from the course page, participant@example.com, the sign-in link from
// the Mailbox page (signed in as admin), then a call booked, moved and cancelled on a phone. Today's
// two seats of the demo participant show as closed, with the reason, before anything is tapped.
// The whole demo comes from the worker's server (seed: demo, e2e/fixtures.ts).
test.use({ seed: 'demo' });
test.describe.configure({ mode: 'serial', timeout: 360_000 });

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  return context.newPage();
}

/** The admin reads the newest sign-in link for the course from the Mailbox page, as the README says. */
async function linkFromMailbox(admin: Page): Promise<string> {
  await admin.goto('/mailbox');
  const row = admin.getByText('Your sign-in link: Customer Conversations').first();
  await expect(row).toBeVisible();
  await row.click();
  const text = await admin.getByRole('dialog').getByTestId('mail-text').innerText();
  const link = /https?:\/\/\S+\/register\/[\w-]+\?token=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  await admin.keyboard.press('Escape');
  return link as string;
}

test('the README’s participant books, moves and cancels a call on the demo, today’s seats shown closed', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the worker server gives every test its baseURL');
  // The course page shows the registration link.
  const admin = await newPage(browser, baseURL, DESKTOP);
  await signIn(admin, 'admin@example.com');
  await admin.goto('/courses');
  await admin.getByRole('link', { name: 'Customer Conversations' }).first().click();
  const registration = (await admin.getByTestId('registration-url').innerText()).trim();
  expect(registration).toMatch(new RegExp(`^${baseURL}/register/[\\w-]+$`));

  // On a phone: the link, the e-mail address, the link from the Mailbox.
  const phone = await newPage(browser, baseURL, PHONE);
  await phone.goto(registration);
  await phone.getByLabel('E-mail address').fill('participant@example.com');
  await phone.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(phone.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await phone.goto(await linkFromMailbox(admin));

  // Today's two seats on the built day: Move and Cancel closed before the tap, with why and whom to ask.
  const bookings = phone.getByRole('region', { name: 'Your calls' });
  const seats = bookings.getByTestId('regapp-booking');
  await expect(seats).toHaveCount(2);
  for (const seat of await seats.all()) {
    await expect(seat.getByRole('button', { name: 'Move' })).toBeDisabled();
    await expect(seat.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(seat).toContainText('To change it now, contact Sam Coordinator (sc@example.com).');
  }
  await shot(phone, 'regapp-demo-today-closed-phone');

  // The open shift the week after next: book a time.
  const times = phone.getByRole('region', { name: 'Available times' });
  const rows = times.getByTestId('regapp-time');
  await expect(rows).toHaveCount(3);
  await rows.nth(0).getByRole('button', { name: /^Book/ }).click();
  await expect(phone.getByTestId('regapp-notice')).toContainText('Your call is booked.');
  await expect(seats).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Booked');
  // Three calls is the demo course's number: no more Book buttons, and the note says why.
  await expect(times.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await expect(times).toContainText('You have booked as many calls as this course allows.');
  await shot(phone, 'regapp-demo-booked-phone');

  // Move it to the next time.
  const mine = seats.filter({ has: phone.getByRole('button', { name: 'Move', disabled: false }) });
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: 'Move' }).click();
  await rows
    .nth(1)
    .getByRole('button', { name: /^Move here/ })
    .click();
  await expect(phone.getByTestId('regapp-notice')).toContainText('Your call has been moved.');
  await expect(rows.nth(1)).toContainText('Booked');
  await expect(rows.nth(0)).not.toContainText('Booked');

  // Cancel it, after saying yes.
  await seats.getByRole('button', { name: 'Cancel', disabled: false }).click();
  await phone.getByRole('dialog', { name: 'Cancel this call?' }).getByRole('button', { name: 'Cancel the call' }).click();
  await expect(phone.getByTestId('regapp-notice')).toContainText('Your call has been cancelled.');
  await expect(seats).toHaveCount(2);
  await expect(rows.nth(0).getByRole('button', { name: /^Book/ })).toBeEnabled();
  await shot(phone, 'regapp-demo-cancelled-phone');

  // The same page at desktop size, for a person to look at.
  await phone.setViewportSize(DESKTOP);
  await shot(phone, 'regapp-demo-desktop');
  await phone.context().close();
  await admin.context().close();
});
