import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { pickPortSync } from '../scripts/free-port.mjs';

// The rest of Playwright's test API (expect, the types) as it is; `test` below replaces its own.
export * from '@playwright/test';

/**
 * What the worker's server holds when it starts: `users`, the demo accounts only (each test builds the
 * courses, shifts and availability it needs), or `demo`, the whole demo of the README (SEED_DEMO=1).
 * A spec file asks for the whole demo with `test.use({ seed: 'demo' })`; Playwright gives such files
 * workers of their own.
 */
export type Seed = 'users' | 'demo';

interface WorkerServer {
  baseURL: string;
}

/**
 * Runs in each page before its own scripts: Date (new Date(), Date.now()) reads the real clock plus
 * `offsetMs`. Dates built from a value, timers and performance.now() are unchanged.
 */
function shiftPageClock(offsetMs: number) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: []) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as unknown as [number]));
    }
    static now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/**
 * Runs in each page before its own scripts: keeps the text of every message the app shows (the stack
 * bottom right, `data-testid="message"`) in `window.__shownMessages`, in the order they appeared.
 * A message clears itself after 3 seconds (the specification's figure); on a loaded machine a check
 * that polls the page can look before and after that window and miss it, while this record cannot
 * (e2e/helpers.ts `expectMessage`).
 */
function recordMessages() {
  const shown: string[] = [];
  const places = new WeakMap<Element, number>();
  Object.assign(window, { __shownMessages: shown });
  const scan = () => {
    for (const element of document.querySelectorAll('[data-testid="message"]')) {
      const text = element.textContent ?? '';
      const at = places.get(element);
      if (at === undefined) places.set(element, shown.push(text) - 1);
      else shown[at] = text;
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const SERVER_JS = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');

/** Waits until the server answers its health check, or fails with what it printed when it ends first. */
async function untilHealthy(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the browser-test server ended (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const answer = await fetch(`${baseURL}/api/v1/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the browser-test server did not answer ${baseURL}/api/v1/health within 90 s:\n${output()}`);
}

/**
 * Every spec imports `test` and `expect` from here. Each Playwright worker starts its own server (the
 * build that global-setup.ts made) on a free port with a fresh embedded database in a temporary
 * folder, and every test of the worker talks to it (`baseURL`, which `page`, `request` and contexts
 * made with `browser.newContext()` follow). Files in one worker run one after another and add to one
 * database; files in two workers never see each other's rows.
 */
export const test = base.extend<object, { seed: Seed; workerServer: WorkerServer }>({
  seed: ['users', { scope: 'worker', option: true }],

  workerServer: [
    async ({ seed }, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-e2e-'));
      const port = pickPortSync();
      const baseURL = `http://127.0.0.1:${port}`;
      let printed = '';
      const child = spawn(process.execPath, ['--enable-source-maps', SERVER_JS], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          // Links the server writes (the course's registration link, e-mailed sign-in links) point at
          // the address the tests use.
          APP_URL: baseURL,
          DATA_DIR: dataDir,
          SEED_DEMO: seed === 'demo' ? '1' : 'users',
          HOST: '127.0.0.1',
          DATABASE_URL: '',
          SMTP_URL: '',
          LOG_LEVEL: 'warn',
          // The specs set their shifts up through the API as the demo's coordinator, many invitations
          // a minute: the per-user mail limit (tested on its own in
          // apps/server/src/plugins/mail-rate-limit.test.ts) would refuse the setup of the next test.
          MAIL_RATE_LIMIT: '1000',
          // The machine's own zone, as a server is run (playwright.config.ts sets the test code's to Toronto).
          TZ: process.env.E2E_MACHINE_TZ || undefined,
        },
      });
      const keep = (chunk: Buffer) => {
        printed = (printed + chunk.toString()).slice(-20_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', (chunk: Buffer) => {
        keep(chunk);
        if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
      });
      const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await untilHealthy(baseURL, child, () => printed);
        await use({ baseURL });
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const stopped = await Promise.race([ended.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
          if (!stopped) child.kill('SIGKILL');
          await ended;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },

  // Under E2E_NOW (playwright.config.ts) the test code and the servers read the shifted clock through
  // libfaketime, but Chromium is started without it (it slows to a crawl under it): each browser
  // context's pages get the same offset added to Date (and so to luxon, date-fns and the app), by an
  // init script that leaves timers, requestAnimationFrame and the performance timeline as they are
  // (Playwright's clock replaces those too, and a page's performance marks then read as missing).
  // `browser.newContext()` is wrapped so that contexts a test makes itself, and the `context` and
  // `page` fixtures' (made the same way), all get it.
  // Every context also records the messages its pages show (recordMessages above), and asks for
  // reduced motion.
  browser: [
    async ({ browser }, use) => {
      const offsetSeconds = process.env.E2E_TIME_OFFSET;
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        // The device asks for less motion: the app's transitions take no time (app/theme.ts), so a
        // check reads the screen as it settles, not halfway through a fade. A test may ask otherwise.
        const context = await newContext({ reducedMotion: 'reduce', ...options });
        if (offsetSeconds !== undefined) await context.addInitScript(shiftPageClock, Number(offsetSeconds) * 1000);
        await context.addInitScript(recordMessages);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
