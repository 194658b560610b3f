// `npm run backup -- --out FILE` / `npm run restore -- --in FILE [--force]`: runs the built backup
// command (apps/server/src/backup/cli.ts) with the action first, installing the dependencies and
// building the server first when they are missing or older than their sources, as `npm start` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, repoRoot, SERVER_BUILD } from './prepare.mjs';

const action = process.argv[2];
try {
  ensureInstalled();
  ensureBuilt(SERVER_BUILD);
} catch (err) {
  console.error(`${action} stopped: ${err.message}`);
  process.exit(1);
}

const cli = path.join(repoRoot, 'apps', 'server', 'dist', 'backup.js');
const result = spawnSync(process.execPath, ['--enable-source-maps', cli, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
