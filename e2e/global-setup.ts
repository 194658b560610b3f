import { ensureBuilt, repoRoot, SERVER_BUILD, WEB_BUILD } from '../scripts/prepare.mjs';

/**
 * Builds the web app and the server once before the browser tests, when a source is newer than its
 * build; every worker then starts its own server from that build (e2e/fixtures.ts).
 */
export default function globalSetup(): void {
  ensureBuilt(WEB_BUILD, repoRoot, (line: string) => console.error(line));
  ensureBuilt(SERVER_BUILD, repoRoot, (line: string) => console.error(line));
}
