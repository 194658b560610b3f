// `npm run create-admin -- --email … --name …`: runs the built create-admin command (see
// apps/server/src/cli/create-admin.ts), installing the dependencies and building the server first
// when they are missing or older than their sources, as `npm start` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, repoRoot, SERVER_BUILD } from './prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt(SERVER_BUILD);
} catch (err) {
  console.error(`create-admin stopped: ${err.message}`);
  process.exit(1);
}

const cli = path.join(repoRoot, 'apps', 'server', 'dist', 'create-admin.js');
const result = spawnSync(process.execPath, ['--enable-source-maps', cli, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
