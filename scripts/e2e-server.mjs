// Serves the built app on a fresh embedded database with the demo accounts (and no demo schedule,
// so each browser test builds the shifts and availability it needs), for the browser tests. Builds
// the web app and the server first when their sources are newer than the builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, repoRoot, SERVER_BUILD, WEB_BUILD } from './prepare.mjs';

// Playwright reads only stderr from here: build messages go there too.
const log = (line) => console.error(line);
try {
  ensureBuilt(WEB_BUILD, repoRoot, log);
  ensureBuilt(SERVER_BUILD, repoRoot, log);
} catch (err) {
  console.error(`The browser-test server could not be built: ${err.message}`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-e2e-'));
const child = spawn(process.execPath, ['--enable-source-maps', path.join('apps', 'server', 'dist', 'server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'users',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // The specs set their shifts up through the API as the demo's coordinator, many invitations a
    // minute across specs run back to back: the per-user mail limit (tested on its own in
    // apps/server/src/plugins/mail-rate-limit.test.ts) would refuse the setup of whichever comes next.
    MAIL_RATE_LIMIT: '1000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
