import { expect, type Page, test } from './fixtures';
import { newUser, signIn } from './helpers';

/**
 * The personal calendar feed: a role-player finds their feed address on their own page, a calendar
 * app (here the page's request context, which carries no session) reads a VCALENDAR from it, and
 * after Reset the old address answers 404 while the new one works.
 */

/** Where screenshots of the card go when asked for (FEED_SHOTS=<folder>); none otherwise. */
const SHOTS = process.env.FEED_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.getByTestId('calendar-feed-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a role-player subscribes to their calendar feed, and Reset retires the old address', async ({ page, request }) => {
  const rp = await newUser(request, ['rp'], 'Feed');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, rp.email);
  await page.goto(`/users/${rp.id}`);

  const card = page.getByTestId('calendar-feed-card');
  await expect(card.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  const field = card.getByRole('textbox', { name: 'Feed address' });
  await expect(field).toHaveValue(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const oldUrl = await field.inputValue();
  await expect(card.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    oldUrl.replace(/^https?:/, 'webcal:'),
  );
  await shoot(page, 'card-1440');

  // The page's request context has no bearer token: the address alone opens the feed.
  const feed = await page.request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(text).toContain('END:VCALENDAR');

  await card.getByRole('button', { name: 'Reset address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the calendar feed address?' });
  await expect(dialog).toContainText('old address stops working');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect((await page.request.get(oldUrl)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);
});

test('the card fits a phone', async ({ page, request }) => {
  const rp = await newUser(request, ['rp'], 'Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, rp.email);
  await page.goto(`/users/${rp.id}`);
  const card = page.getByTestId('calendar-feed-card');
  await expect(card.getByRole('textbox', { name: 'Feed address' })).toHaveValue(/\.ics$/);
  // Nothing of the card reaches past the screen's edge.
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  for (const name of ['Copy', 'Reset address']) {
    const button = await card.getByRole('button', { name }).boundingBox();
    expect(button && button.x + button.width, name).toBeLessThanOrEqual(390);
  }
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await shoot(page, 'card-390');
});
