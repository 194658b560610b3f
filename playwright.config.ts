import { defineConfig } from '@playwright/test';
import { pickPortSync } from './scripts/free-port.mjs';

// The browser-test server listens on E2E_PORT, else on a port the system reports free (a fixed default
// would collide with anything already there, another test run included). The runner chooses once and
// records it in the environment: the workers it starts inherit that environment and load this file
// again, so they read the same port instead of choosing anew.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(pickPortSync());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (apps/web/src/sw.ts) is kept out of the browser tests but for
    // e2e/pwa.spec.ts, which allows it: a worker answering from its caches would hide requests from
    // page.route() mocks and from the response checks of other specs. Every test has a new context,
    // so nothing a worker kept could reach another test anyway.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    // Room for building the web app and the server first when `playwright test` runs on its own.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
