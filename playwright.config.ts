import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { DateTime } from 'luxon';
import { browserEnv, CHROMIUM_PATH, DISABLED_FEATURES_ENV } from './e2e/browser-features';

// Each worker starts its own server on a free port with its own database (e2e/fixtures.ts), from the
// build that e2e/global-setup.ts makes once.
//
// E2E_NOW (a local time in the business time zone, e.g. 2026-12-02T23:30) runs the suite as if it
// were then: the runner turns it once into an offset from the real clock and records it in the
// environment, which its workers inherit (they load this file again and keep it), and starts them
// under libfaketime (Debian package `faketime`) with that offset: the test code, each worker's server
// and its database (PGlite runs inside the server's Node) read the shifted clock, which keeps running;
// Chromium's pages get the same time through Playwright's clock (e2e/fixtures.ts). Monotonic clocks
// stay real, so timeouts and timers are unaffected.
// The test code reads today and this week as a person in the business time zone does (the servers'
// APP_TIME_ZONE default): `new Date()`'s local day is Toronto's, not the machine's, which is a day
// ahead in UTC from 19:00 or 20:00 Toronto time (under E2E_NOW=2027-03-14T23:30 the dashboard's tests
// looked for next week's days a week off). Chromium keeps the machine's zone (e2e/browser-features.ts's browserEnv):
// the app shows the business zone whatever the device's.
process.env.E2E_MACHINE_TZ ??= process.env.TZ ?? '';
process.env.TZ = 'America/Toronto';

const FAKETIME_LIB = process.env.FAKETIME_LIB ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
if (process.env.E2E_NOW && process.env.E2E_TIME_OFFSET === undefined) {
  if (!fs.existsSync(FAKETIME_LIB)) {
    throw new Error(`E2E_NOW needs libfaketime (apt-get install faketime), not found at ${FAKETIME_LIB} (FAKETIME_LIB)`);
  }
  const at = DateTime.fromISO(process.env.E2E_NOW, { zone: 'America/Toronto' });
  if (!at.isValid) throw new Error(`E2E_NOW must be a date and time such as 2026-12-02T23:30 (got "${process.env.E2E_NOW}")`);
  const offset = Math.round((at.toMillis() - Date.now()) / 1000);
  process.env.E2E_TIME_OFFSET = String(offset);
  process.env.FAKETIME = offset >= 0 ? `+${offset}` : String(offset);
  process.env.FAKETIME_DONT_FAKE_MONOTONIC = '1';
  process.env.LD_PRELOAD = [FAKETIME_LIB, process.env.LD_PRELOAD].filter(Boolean).join(':');
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Ceilings on waits for conditions, never waits themselves: a test that passes is as fast as before.
  // The clean-clone CI on this two-core machine kind has run the whole suite 1.6 times slower than
  // other runs of the same code (browser step 911 s, then 1,458 s and 1,480 s): at 30 s and 7 s, a
  // password-reset walk (24 s here under load) and a course page's reload timed out there.
  // This stop's clean-clone runs were twice as slow again (PGlite step 632 s against 322–355 s, the
  // PostgreSQL step 160 s against 82–85 s, nothing else running): a course page took 12 s to draw
  // there and three tests met their ceilings. Ceilings doubled; a test that passes takes as long.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    // baseURL: each worker's own server (e2e/fixtures.ts).
    // A trace is recorded only when asked for (E2E_TRACE=1, e.g. to look into a failure: `E2E_TRACE=1
    // npx playwright test e2e/x.spec.ts`, then `npx playwright show-trace test-results/…/trace.zip`).
    // Recording one for every test, to keep it when the test fails, made the browser suite 1.4 times
    // slower on this two-core machine kind (accessibility.spec.ts: 4.6 min with, 3.3 min without;
    // Chromium's and the runner's CPU 472 s against 319 s), and a clean-clone CI keeps no file of it.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app's service worker (apps/web/src/sw.ts) is kept out of the browser tests but for
    // e2e/pwa.spec.ts, which allows it: a worker answering from its caches would hide requests from
    // page.route() mocks and from the response checks of other specs. Every test has a new context,
    // so nothing a worker kept could reach another test anyway.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Chromium without libfaketime (see above): its pages get Playwright's clock (e2e/fixtures.ts).
      env: browserEnv(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Set by e2e/global-setup.ts before the workers start (unset while the config is first read).
        ...(process.env[DISABLED_FEATURES_ENV] ? [`--disable-features=${process.env[DISABLED_FEATURES_ENV]}`] : []),
      ],
    },
  },
});
