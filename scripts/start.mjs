// `npm start`: installs what is missing, builds the web app when its sources changed, then serves
// the app and the API. The server migrates the database and seeds the demo on an empty one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs) {
  console.log('Installing dependencies…');
  run(npm, ['install', '--no-audit', '--no-fund'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const sourcesChanged = () => {
  const built = fs.statSync(webIndex).mtimeMs;
  return ['apps/web/src', 'apps/web/public', 'packages/shared/src', 'apps/web/index.html'].some(
    (p) => newestMtime(path.join(root, p)) > built || fs.statSync(path.join(root, p)).mtimeMs > built,
  );
};
if (!fs.existsSync(webIndex) || sourcesChanged()) {
  console.log('Building the web app…');
  run(npm, ['run', 'build', '-w', 'apps/web']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
