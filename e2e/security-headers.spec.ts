import { expect, type Page, test } from './fixtures';
import { mainNav, signIn } from './helpers';

/**
 * The app works under its Content-Security-Policy: visiting the main pages as an admin (and the API
 * reference) raises no policy violation, and the built files arrive compressed and cached.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every policy violation of the page (the listener is installed before any page script). */
async function watchPolicy(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations ??= [];
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return console;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

test('the main pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  const consoleErrors = await watchPolicy(page);
  const assets: Array<{ url: string; encoding?: string; cache?: string }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      const headers = response.headers();
      assets.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    }
  });

  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(login?.headers()['cache-control']).toBe('no-cache');
  await signIn(page, 'admin@example.com');
  // The dashboard's calendar (FullCalendar) writes its styles at run time.
  await expect(page.locator('.fc').first()).toBeVisible();

  for (const label of ['Clients', 'Courses', 'Users', 'Mailbox', 'Dashboard']) {
    await mainNav(page).getByRole('link', { name: label }).click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
  }
  // A full load of a page other than the first one, through the app's fallback to index.html.
  await page.goto('/users');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('grid').first()).toBeVisible();

  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) {
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
  }
});

test('the API reference renders under its policy', async ({ page }) => {
  const consoleErrors = await watchPolicy(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Roleplay Back Office API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  // The whole document is there; the page draws a long reference as it is scrolled, so scroll to
  // the end a few times to have more of it drawn under the policy.
  const document = await (await page.request.get('/api/docs/json')).json();
  expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  const firstDrawn = await page.locator('.opblock').count();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 5000);
      return page.locator('.opblock').count();
    })
    .toBeGreaterThan(firstDrawn);
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
