import { expect, test } from './fixtures';
import { mainNav, signIn } from './helpers';

const MENUS: Record<string, string[]> = {
  'admin@example.com': [
    'Dashboard',
    'My shifts',
    'Clients',
    'Courses',
    'Plan the month',
    'Coaching templates',
    'Users',
    'Rooms',
    'Reports',
    'Archived',
    'Mailbox',
    'Settings',
    'Activity',
  ],
  'sc@example.com': ['Dashboard', 'My shifts', 'Clients', 'Courses', 'Plan the month', 'Users', 'Rooms', 'Reports', 'Archived'],
  'coach@example.com': ['Dashboard', 'My shifts', 'Colleagues', 'My profile', 'Archived'],
  'rp@example.com': ['Dashboard', 'My shifts', 'Colleagues', 'My profile'],
  'participant@example.com': ['Dashboard', 'My profile'],
};

for (const [email, menu] of Object.entries(MENUS)) {
  test(`${email} signs in and sees exactly the menus of their role`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(menu);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
}

test('/login arrives drawn: the form shows before any script runs, and the page then signs in as it is', async ({ browser }) => {
  // Without JavaScript: what a phone paints as soon as the page has arrived (login.html, drawn at build time).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto('/login');
  const form = before.getByRole('form', { name: 'Sign in' });
  await expect(form.getByLabel('Email')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeVisible();
  // Sign in waits for the script (a form sent natively would carry the password off), and Enter
  // in a field sends nothing either.
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  expect(await form.getAttribute('method')).toBe('post');
  await form.getByLabel('Email').fill('admin@example.com');
  await form.getByLabel('Password').fill('Demo-pass-1');
  await form.getByLabel('Password').press('Enter');
  await expect(before).toHaveURL(/\/login$/);
  await expect(form.getByLabel('Password')).toHaveValue('Demo-pass-1');
  await plain.close();

  // With it, React takes those elements over (nothing drawn twice), Sign in is enabled and they work.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('a form a password manager fills at once, before the page’s script has run, signs in with what it filled', async ({
  browser,
}) => {
  // A phone: the drawn form (login.html) is on screen while the page's script is still on its way;
  // the script is held back here until both fields are filled, so the fill surely comes first.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const filled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await filled;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('rp@example.com');
  await form.getByLabel('Password').fill('Demo-pass-1');
  release();
  // Tapped at once: the tap lands as soon as the page can take it.
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByTestId('next-shifts')).toBeVisible();
  await context.close();
});

test('a wrong password shows the server text and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
});

test('a visitor is sent to /login and returned to the path they asked for', async ({ page }) => {
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses/);
  await signIn(page, 'sc@example.com');
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
});

test('a user without access to a route is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'rp@example.com');
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('logout ends the session: the API refuses the old token and the app asks to sign in', async ({ page }) => {
  await signIn(page, 'coach@example.com');
  const token = await page.evaluate(() => localStorage.getItem('session.token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const status = await page.evaluate(
    async (t) => (await fetch('/api/v1/me', { headers: { authorization: `Bearer ${t}` } })).status,
    token,
  );
  expect(status).toBe(401);
});

test('a 401 from any call clears the session and goes to /login', async ({ page }) => {
  await signIn(page, 'rp@example.com');
  // Another device signs this session out; the next call from this tab gets 401.
  await page.evaluate(async () => {
    await fetch('/api/v1/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('session.token')}` },
    });
  });
  await page.goto('/users/team');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('session.token'))).toBeNull();
});

test('unknown paths show the not-found page, signed in or not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'The page you are looking for cannot be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact an administrator' })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('unknown API paths answer 404 API Endpoint not found', async ({ request }) => {
  const res = await request.get('/api/v1/not-a-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: 'API Endpoint not found' });
});

test('reloading the dashboard and a deep link keeps the user where they were', async ({ page }) => {
  await signIn(page, 'sc@example.com');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/users/team');
  await page.reload();
  await expect(page).toHaveURL(/\/users\/team$/);
  await expect(page.getByRole('heading', { name: 'Team Directory' })).toBeVisible();
});

test.describe('a participant signing in on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens their day's list with the answers asked for at sign-in: each feed once", async ({ page }) => {
    await page.goto('/login');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v1/course_events' || pathname === '/api/v1/holidays') asked.push(pathname);
    });
    await signIn(page, 'participant@example.com');
    await expect(page).toHaveURL(/\/$/);
    const calendar = page.getByTestId('dashboard-calendar');
    await expect(page.getByText('Your sessions')).toBeVisible();
    // The month's list with its rows (sessions and holidays), or its empty text: its feeds have answered.
    await expect(calendar.locator('.fc-list-event, .fc-list-empty').first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the calendar' })).toHaveCount(0);
    // The calendar drew what the sign-in asked for (api/prefetch-dashboard.ts): nothing asked twice.
    expect(asked.sort()).toEqual(['/api/v1/course_events', '/api/v1/holidays']);
  });
});
