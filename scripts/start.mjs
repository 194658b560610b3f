// `npm start`: installs what is missing, builds the web app and the server when their sources changed,
// then runs the built server. The server migrates the database and seeds the demo on an empty one.
// SIGINT / SIGTERM go to the server, which shuts down cleanly; this process exits with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, repoRoot, SERVER_BUILD, WEB_BUILD } from './prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt(WEB_BUILD);
  ensureBuilt(SERVER_BUILD);
} catch (err) {
  console.error(`\nnpm start stopped: ${err.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join('apps', 'server', 'dist', 'server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
