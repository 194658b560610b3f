// Serves the built app on a fresh embedded database with the demo accounts (and no demo schedule,
// so each browser test builds the shifts and availability it needs), for the browser tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'users',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
