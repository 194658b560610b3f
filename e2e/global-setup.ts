import { chromium } from '@playwright/test';
import { ensureBuilt, repoRoot, SERVER_BUILD, WEB_BUILD } from '../scripts/prepare.mjs';
import { browserEnv, CHROMIUM_PATH, DISABLED_FEATURES_ENV, HIDDEN_BROWSER_UI } from './browser-features';

/**
 * Builds the web app and the server once before the browser tests, when a source is newer than its
 * build; every worker then starts its own server from that build (e2e/fixtures.ts). Then works out
 * the features Chromium starts without (e2e/browser-features.ts), for the workers' browsers.
 */
export default async function globalSetup(): Promise<void> {
  ensureBuilt(WEB_BUILD, repoRoot, (line: string) => console.error(line));
  ensureBuilt(SERVER_BUILD, repoRoot, (line: string) => console.error(line));
  process.env[DISABLED_FEATURES_ENV] = await disabledFeatures();
}

/** Playwright's own list of features Chromium starts without, and HIDDEN_BROWSER_UI added to it. */
async function disabledFeatures(): Promise<string> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'], env: browserEnv() });
  const switches = server.process().spawnargs;
  await server.close();
  const flag = '--disable-features=';
  const playwrights =
    switches
      .find((arg) => arg.startsWith(flag))
      ?.slice(flag.length)
      .split(',') ?? [];
  return [...new Set([...playwrights, ...HIDDEN_BROWSER_UI])].join(',');
}
