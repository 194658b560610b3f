import { expect, test } from './fixtures';
import { apiCall, apiSession, unique } from './helpers';

// The suite's "now" is one for everybody: the test code, the worker's server, its database and the
// browser's page read the same clock, the real one, or under E2E_NOW the shifted one
// (playwright.config.ts, e2e/fixtures.ts). A minute apart at most: the server's Date header has
// whole seconds, and a busy machine takes its time between the readings.
test('the test, the server, its database and the page agree on the time', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@example.com');
  const room = await apiCall<{ updatedAt: string }>(request, 'post', '/rooms', admin, {
    room: { name: `Clock ${unique()}`, roomType: 'custom' },
  });
  const health = await request.get('/api/v1/health');
  await page.goto('/login');
  const pageNow = await page.evaluate(() => Date.now());
  const testNow = Date.now();
  const readings = {
    server: new Date(health.headers().date ?? '').getTime(),
    database: new Date(room.updatedAt).getTime(),
    page: pageNow,
  };
  for (const [who, at] of Object.entries(readings)) {
    expect(
      Math.abs(at - testNow),
      `${who} ${new Date(at).toISOString()} vs test ${new Date(testNow).toISOString()}`,
    ).toBeLessThan(60_000);
  }
});
