// How fast the app feels on a phone (not part of npm test; prints figures).
//
//   npm run bench:phone [-- --runs 5] [--email admin@example.com] [--port 3190]
//
// Builds the web app and the server when their sources changed, starts the built server on a free
// port with a fresh embedded database holding the demo (accounts and today's built roleplay day),
// and drives Chromium (/usr/bin/chromium, or CHROMIUM_PATH) on a phone profile: a 390×844 touch
// screen, 150 ms round trips, 1.6 Mbps down and 750 kbps up (CDP Network.emulateNetworkConditions)
// and the CPU slowed 4× (Emulation.setCPUThrottlingRate). Each run is a new browser context (nothing
// cached, signed out). It measures
//   - /login: the largest contentful paint, from the start of the navigation;
//   - sign-in: from pressing Sign in to the dashboard being visible (the calendar drawn with its
//     shifts, or its empty list, and no progress indicator left), timed in the page.
// and prints the median and the spread of the runs. The goal is both within 2.5 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pickPortSync } from '../../scripts/free-port.mjs';
import { ensureBuilt, repoRoot, SERVER_BUILD, WEB_BUILD } from '../../scripts/prepare.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '5'));
const EMAIL = arg('email', 'admin@example.com');
const PASSWORD = 'Demo-pass-1';
const GOAL_MS = 2500;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

ensureBuilt(WEB_BUILD, repoRoot, console.error);
ensureBuilt(SERVER_BUILD, repoRoot, console.error);

const port = Number(arg('port', '0')) || pickPortSync();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-bench-phone-'));
const server = spawn(process.execPath, [path.join('apps', 'server', 'dist', 'server.js')], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/v1/health within 2 minutes');
}

/** In the page, from its first script: the newest largest-contentful-paint entry, and the sign-in timing. */
const INSTRUMENT = () => {
  window.__bench = { lcp: 0, pressed: 0, shown: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Pressing Sign in: the form's submit (the button's click or Enter), caught before the app sees it.
  document.addEventListener(
    'submit',
    () => {
      window.__bench.pressed = performance.now();
      const check = () => {
        const calendar = document.querySelector('[data-testid="dashboard-calendar"]');
        const drawn = calendar?.querySelector('[data-testid="calendar-shift"], .fc-list-empty');
        const busy = document.querySelector('[role="progressbar"]');
        if (location.pathname === '/' && drawn && !busy) window.__bench.shown = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** One cold visit: /login's LCP, then the time from pressing Sign in to the dashboard. */
async function run() {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'America/Toronto' });
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // LCP stops at the first input: read it before typing.
  const lcp = await page.evaluate(() => window.__bench.lcp);

  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await button.click();
  await page.waitForFunction(() => window.__bench.shown > 0, null, { timeout: 60_000, polling: 100 });
  const signIn = await page.evaluate(() => window.__bench.shown - window.__bench.pressed);
  await context.close();
  return { lcp, signIn };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (label, xs) =>
  `${label.padEnd(34)} median ${median(xs).toFixed(0).padStart(5)} ms   min ${Math.min(...xs)
    .toFixed(0)
    .padStart(5)} ms   max ${Math.max(...xs)
    .toFixed(0)
    .padStart(5)} ms   ${median(xs) <= GOAL_MS ? 'within' : 'OVER'} ${GOAL_MS} ms`;

try {
  await waitForHealth();
  console.log(
    `phone profile: 390x844, ${NETWORK.latency} ms round trips, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}x slower; ${RUNS} cold runs as ${EMAIL}`,
  );
  await run(); // warm-up: the server's first answers (its caches, the database's plans)
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await run());
  console.log(
    line(
      '/login largest contentful paint',
      results.map((r) => r.lcp),
    ),
  );
  console.log(
    line(
      'Sign in pressed → dashboard shown',
      results.map((r) => r.signIn),
    ),
  );
} finally {
  await browser.close();
  stopServer();
}
