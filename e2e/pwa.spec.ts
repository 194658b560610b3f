import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiCall, apiSession, newUser, PHONE, shot, signIn, type TestUser, unique } from './helpers';

// The installable app and its offline schedule (issue 28): the web app manifest and the service
// worker (apps/web/src/sw.ts), the "Update available — reload" prompt, My shifts offline from the
// copy kept on the device, and sign-out removing that copy. The other specs block service workers
// (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow', viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

const OFFLINE_CACHE_KEY = 'roleplay.offline-cache';
const KEPT_VIEW_KEY = 'roleplay.kept-view';
/** The built worker the browser-test server serves (apps/web/dist, e2e/fixtures.ts). */
const SW_FILE = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');

/** Waits until the service worker is active and controls the page; returns its scope and script. */
async function serviceWorkerInCharge(page: Page): Promise<{ scope: string; script: string }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

/** A role-player with one invitation (a week ahead) waiting for an answer. */
async function rolePlayerWithInvite(request: APIRequestContext): Promise<{ rp: TestUser; courseName: string }> {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const rp = await newUser(request, ['rp'], 'Offline');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Offline Org ${tag}`, contactEmail: `offline-${tag}@example.com` },
  });
  const courseName = `Offline course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Fee dispute', rpReference: 1 },
  });
  const startTime = new Date(Date.now() + 7 * 86_400_000);
  startTime.setUTCHours(15, 0, 0, 0);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: startTime.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
  });
  await apiCall(request, 'put', `/roleplay_shifts/${shift.id}/invite`, sc, { invites: { userIds: [rp.id] } });
  return { rp, courseName };
}

/** The copy of the schedule on the device, once saved (it is written within a second of a change). */
async function keptCopy(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_CACHE_KEY)).toContain(text);
}

async function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('installable: a manifest with the name, icons and theme, and a service worker for the whole app', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref as string);
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Roleplay Back Office', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Installability: PNG icons of 192 and 512 pixels (and a maskable one), each served.
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'));
    expect(icon, size).toBeDefined();
    const served = await request.get(icon?.src as string);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const worker = await serviceWorkerInCharge(page);
  const origin = new URL(page.url()).origin;
  expect(worker).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
  // Pages are asked for while a stopped worker starts (navigation preload), and still answered.
  const preload = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
  expect(preload.enabled).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const navigation = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart,
  );
  expect(navigation).toBeGreaterThan(0);
  // The worker's script is always checked with the server, under the same policy as the pages.
  const script = await request.get('/sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-security-policy']).toContain("worker-src 'self'");
});

test('no answer of the API is kept by the service worker', async ({ page, request }) => {
  const { rp, courseName } = await rolePlayerWithInvite(request);
  await page.goto('/login');
  await serviceWorkerInCharge(page);
  await signIn(page, rp.email);
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
  const cached = await cachedRequests(page);
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
});

test('a new release shows "Update available" and Reload brings it in', async ({ page }) => {
  await page.goto('/login');
  const first = await serviceWorkerInCharge(page);
  // The next release: the server's worker gets other contents, as a new build's list of files would
  // give it (a browser fetches the worker's script itself: page.route() cannot stand in for it).
  const original = fs.readFileSync(SW_FILE, 'utf8');
  fs.writeFileSync(SW_FILE, `${original}\n// next release ${unique()}\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('Update available — reload');
    await shot(page, 'pwa-update-prompt-phone');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // The page is now run by the new worker, and none waits any more.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting !== null, script: registration.active?.scriptURL };
    });
    expect(state).toEqual({ waiting: false, script: first.script });
  } finally {
    // Back to the build as it was, for the tests after this one.
    fs.writeFileSync(SW_FILE, original);
  }
});

test('offline, My shifts shows the schedule kept on the device with its time, and answering is off', async ({
  context,
  page,
  request,
}) => {
  const { rp, courseName } = await rolePlayerWithInvite(request);
  await page.goto('/login');
  await serviceWorkerInCharge(page);
  await signIn(page, rp.email);
  await expect(page).toHaveURL(/\/my-shifts$/);
  const card = page.getByRole('article', { name: new RegExp(courseName) });
  await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await keptCopy(page, courseName);

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(/Offline — shown as of \d{1,2}:\d{2}\./);
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Decline' })).toBeDisabled();

  // Opened again with no network at all: the app, the session and the schedule come from the device.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(/Offline — shown as of \d{1,2}:\d{2}\./);
  await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
  await expect(
    page.getByRole('article', { name: new RegExp(courseName) }).getByRole('button', { name: 'Accept' }),
  ).toBeDisabled();
  await shot(page, 'pwa-offline-my-shifts-phone');

  // Back online: the banner goes and answering is possible again.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('article', { name: new RegExp(courseName) }).getByRole('button', { name: 'Accept' })).toBeEnabled();
});

test('signing out removes the kept schedule, and the next user on the device never sees it', async ({ page, request }) => {
  const { rp, courseName } = await rolePlayerWithInvite(request);
  await page.goto('/login');
  await signIn(page, rp.email);
  await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
  await keptCopy(page, courseName);

  // Left once, My shifts is also kept as drawn (lib/kept-view.ts).
  await page.goto('/my-shifts');
  await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_VIEW_KEY)).toContain(courseName);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), OFFLINE_CACHE_KEY)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_VIEW_KEY)).toBeNull();

  // Another role-player on the same phone: their own schedule only, even when saved.
  const other = await newUser(request, ['rp'], 'Next');
  await signIn(page, other.email);
  await expect(page).toHaveURL(/\/my-shifts$/);
  await keptCopy(page, other.name.split(' ')[0] as string);
  const kept = await page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_CACHE_KEY);
  expect(kept).not.toContain(courseName);
  expect(kept).not.toContain(rp.email);
});

test.describe('My shifts opened again', () => {
  // page.route cannot hold back what a service worker answers: the network only, here.
  test.use({ serviceWorkers: 'block' });

  /** Largest-contentful-paint entries so far, from the page's first script. */
  const watchPaint = (page: Page) =>
    page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { __paints: number[] }).__paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push((entry as PerformanceEntry & { size: number }).size);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  const paints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: number[] }).__paints);

  test('is drawn from the copy kept on the device before any of the app’s code, then handed to the live page', async ({
    page,
    request,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await watchPaint(page);
    const { rp, courseName } = await rolePlayerWithInvite(request);
    await signIn(page, rp.email);
    await expect(page).toHaveURL(/\/my-shifts$/);
    const card = page.getByRole('article', { name: new RegExp(courseName) });
    await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();

    // Opened again with the app's code held back: only the page and its inline boot script arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const copy = page.locator('#kept-view');
    await expect(copy).toBeVisible();
    expect(await copy.getAttribute('aria-hidden')).toBe('true');
    expect(await copy.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    // Its content painted (largest-contentful-paint counts text and images only), with no script of the app.
    await expect.poll(() => paints(page)).not.toEqual([]);
    await expect(page.locator('#root')).toBeEmpty();
    await shot(page, 'pwa-kept-my-shifts-phone');

    // With the code: the live page takes over once drawn with its data, well before the copy's time limit.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(copy).toHaveCount(0);
    const handedOver = await page.evaluate(() => performance.getEntriesByName('kept-view-handed-over')[0]?.startTime ?? null);
    expect(handedOver).not.toBeNull();
    expect(handedOver).toBeLessThan(10_000);
    expect(refused.filter((text) => /Content Security Policy|inline script/i.test(text))).toEqual([]);

    // The session ended elsewhere: the copy (same session tag) is drawn, and goes when the app moves to /login.
    const token = await page.evaluate(() => localStorage.getItem('session.token'));
    const logout = await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(copy).toHaveCount(0);
    const gone = await page.evaluate(() => ({
      shown: performance.getEntriesByName('kept-view-shown').length,
      handedOver: performance.getEntriesByName('kept-view-handed-over')[0]?.startTime ?? null,
    }));
    expect(gone.shown).toBe(1);
    expect(gone.handedOver).toBeLessThan(10_000);
  });

  test('catches every tap, so none reaches the page beneath, and never covers an error page', async ({ page, request }) => {
    const { rp, courseName } = await rolePlayerWithInvite(request);
    await signIn(page, rp.email);
    await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
    await page.goto('/my-shifts');
    await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();

    // The copy alone (the app's code held back), over a button of the page beneath it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const copy = page.locator('#kept-view');
    await expect(copy).toBeVisible();
    await page.evaluate(() => {
      const beneath = document.createElement('button');
      beneath.textContent = 'Beneath';
      beneath.style.cssText = 'position:fixed;left:0;top:0;width:100%;height:100%';
      beneath.addEventListener('click', () => document.body.setAttribute('data-beneath-tapped', 'yes'));
      document.body.append(beneath);
      window.addEventListener('click', (event) => document.body.setAttribute('data-tapped', (event.target as Element).id), true);
    });
    await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
    await expect(page.locator('body')).toHaveAttribute('data-tapped', 'kept-view');
    expect(await page.locator('body').getAttribute('data-beneath-tapped')).toBeNull();
    // Nothing of the picture takes the keyboard's focus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName)).not.toBe('kept-view');

    // My shifts' own code cannot be fetched: the error page shows, and the copy is gone from over it.
    await page.unroute('**/assets/*.js');
    await page.route('**/assets/my-shifts-page-*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: /A new version is available|could not be shown/ })).toBeVisible();
    expect(await copy.count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName('kept-view-shown').length)).toBe(1);
  });

  test('is not drawn from a copy for another session, nor at another address', async ({ page, request }) => {
    await watchPaint(page);
    const { rp, courseName } = await rolePlayerWithInvite(request);
    await signIn(page, rp.email);
    await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
    await page.goto('/my-shifts');
    await expect(page.getByRole('article', { name: new RegExp(courseName) })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_VIEW_KEY)).toContain(courseName);

    // Another address: the boot script runs while the page is parsed, so at load it has decided.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/users', { waitUntil: 'load' });
    await expect(page.locator('#kept-view')).toHaveCount(0);

    // The same address for another session (the copy stays, its session's tag does not match).
    await page.evaluate(() => localStorage.setItem('session.token', 'a-session-of-somebody-else'));
    await page.goto('/my-shifts', { waitUntil: 'load' });
    await expect(page.locator('#kept-view')).toHaveCount(0);
    expect(await paints(page)).toEqual([]);
  });
});
