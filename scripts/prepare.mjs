// What `npm start`, `npm test`, the browser-test server and `npm run create-admin` do before they run:
// install the dependencies when they are missing or older than the lock file, and rebuild the web app
// and the server when a source is newer than the build. The decisions are plain functions over a
// folder (tested in prepare.test.mjs); the `ensure…` functions act on them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A build: the files it writes, the files and folders it reads, and the command that makes it. */
export const WEB_BUILD = {
  name: 'the web app',
  outputs: ['apps/web/dist/index.html', 'apps/web/dist/register.html'],
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/register.html',
    'apps/web/vite.config.ts',
    'apps/web/vite.register.config.ts',
    'apps/web/vite.first-paint.ts',
    'apps/web/pwa.config.ts',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
    'packages/shared/src',
    'package-lock.json',
  ],
  command: [npm, ['run', 'build', '-w', 'apps/web']],
};

export const SERVER_BUILD = {
  name: 'the server',
  outputs: [
    'apps/server/dist/server.js',
    'apps/server/dist/create-admin.js',
    'apps/server/dist/backup.js',
    'apps/server/dist/migrations',
  ],
  sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/shared/src', 'package-lock.json'],
  command: [process.execPath, ['apps/server/build.mjs']],
};

/**
 * The newest modification time (ms) under a path: the file's own time, or for a folder the newest of
 * the folder itself (a deleted file changes it) and everything inside. 0 when the path does not exist.
 */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch (err) {
    if (err.code === 'ENOENT') return 0;
    throw err;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The oldest modification time of the given outputs, or null when one of them is missing. */
function oldestOutput(root, outputs) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const full = path.join(root, output);
    if (!fs.existsSync(full)) return null;
    oldest = Math.min(oldest, fs.statSync(full).mtimeMs);
  }
  return oldest;
}

/**
 * Why `build` must run in `root`, or null when its outputs are all there and newer than every source.
 * @returns {string | null}
 */
export function buildReason(root, build) {
  const built = oldestOutput(root, build.outputs);
  if (built === null) return 'no build yet';
  const changed = build.sources.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Why dependencies must be installed in `root`, or null when node_modules matches the lock file.
 * npm writes node_modules/.package-lock.json on every install, so it is missing on a fresh clone and
 * older than package-lock.json after a pull that changed the dependencies.
 * @returns {{ command: 'ci' | 'install', reason: string } | null}
 */
export function installReason(root) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return { command: 'ci', reason: 'node_modules is missing' };
  if (newestMtime(path.join(root, 'package-lock.json')) > fs.statSync(installed).mtimeMs) {
    return { command: 'install', reason: 'package-lock.json changed since the last install' };
  }
  return null;
}

function run(root, command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Installs the dependencies when installReason says so. Returns whether it installed. */
export function ensureInstalled(root = repoRoot, log = console.log) {
  const need = installReason(root);
  if (!need) return false;
  log(`Installing dependencies (${need.reason}): npm ${need.command}…`);
  run(root, npm, [need.command, '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  // `npm install` may rewrite package-lock.json after node_modules/.package-lock.json; mark the
  // install as the newer of the two so that the next start does not install again.
  const now = new Date();
  fs.utimesSync(path.join(root, 'node_modules', '.package-lock.json'), now, now);
  return true;
}

/** Runs `build` when buildReason says so. Returns whether it built. */
export function ensureBuilt(build, root = repoRoot, log = console.log) {
  const reason = buildReason(root, build);
  if (!reason) return false;
  log(`Building ${build.name} (${reason})…`);
  const [command, args] = build.command;
  run(root, command, args);
  return true;
}
