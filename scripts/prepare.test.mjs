import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickPortSync } from './free-port.mjs';
import { buildReason, ensureBuilt, ensureInstalled, installReason, newestMtime, SERVER_BUILD, WEB_BUILD } from './prepare.mjs';

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'prepare-test-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Writes a file under the temp root with the given modification time (seconds since the epoch). */
function put(relative, seconds, content = 'x') {
  const full = path.join(root, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.utimesSync(full, seconds, seconds);
}

/** Sets a folder's own modification time (creating a file in it moves that time). */
function stamp(relative, seconds) {
  fs.utimesSync(path.join(root, relative), seconds, seconds);
}

/** The web app's layout as the repository has it: sources, index.html as a file, no build yet. */
function webSources(seconds) {
  put('apps/web/src/main.tsx', seconds);
  put('apps/web/public/favicon.svg', seconds);
  put('apps/web/index.html', seconds);
  put('apps/web/register.html', seconds);
  put('apps/web/vite.config.ts', seconds);
  put('packages/shared/src/index.ts', seconds);
  put('package-lock.json', seconds);
  for (const dir of ['apps/web/src', 'apps/web/public', 'apps/web', 'packages/shared/src', 'packages/shared', 'apps']) {
    stamp(dir, seconds);
  }
}

describe('newestMtime', () => {
  it('gives a file its own time (a file among the sources used to throw ENOTDIR)', () => {
    put('index.html', 1_000);
    expect(newestMtime(path.join(root, 'index.html'))).toBe(1_000_000);
  });

  it('gives a folder the newest time of anything inside it, however deep', () => {
    put('src/a.ts', 1_000);
    put('src/deep/er/b.ts', 3_000);
    put('src/c.ts', 2_000);
    stamp('src/deep/er', 500);
    stamp('src/deep', 500);
    stamp('src', 500);
    expect(newestMtime(path.join(root, 'src'))).toBe(3_000_000);
  });

  it('counts the folder itself, so deleting a file counts as a change', () => {
    put('src/a.ts', 1_000);
    put('src/b.ts', 1_000);
    fs.rmSync(path.join(root, 'src/b.ts'));
    stamp('src', 4_000);
    expect(newestMtime(path.join(root, 'src'))).toBe(4_000_000);
  });

  it('gives 0 for a path that does not exist', () => {
    expect(newestMtime(path.join(root, 'nothing/here'))).toBe(0);
  });
});

describe('buildReason', () => {
  it('asks for a web build when there is none, then not again on the second and third start', () => {
    webSources(1_000);
    expect(buildReason(root, WEB_BUILD)).toBe('no build yet');

    put('apps/web/dist/index.html', 2_000);
    // The registration app's page is part of the same build.
    expect(buildReason(root, WEB_BUILD)).toBe('no build yet');
    put('apps/web/dist/register.html', 2_000);
    expect(buildReason(root, WEB_BUILD)).toBeNull();
    expect(buildReason(root, WEB_BUILD)).toBeNull();
  });

  it('asks for a web build when any kind of source is newer than the build', () => {
    webSources(1_000);
    put('apps/web/dist/index.html', 2_000);
    put('apps/web/dist/register.html', 2_000);
    const cases = [
      ['apps/web/index.html', 'apps/web/index.html'],
      ['apps/web/register.html', 'apps/web/register.html'],
      ['apps/web/src/features/x/screen.tsx', 'apps/web/src'],
      ['packages/shared/src/messages.ts', 'packages/shared/src'],
      ['apps/web/vite.config.ts', 'apps/web/vite.config.ts'],
      ['package-lock.json', 'package-lock.json'],
    ];
    for (const [file, source] of cases) {
      put(file, 3_000);
      expect(buildReason(root, WEB_BUILD)).toBe(`${source} changed since the last build`);
      put(file, 1_000);
      for (const dir of ['apps/web/src/features/x', 'apps/web/src/features', 'apps/web/src', 'packages/shared/src']) {
        if (fs.existsSync(path.join(root, dir))) stamp(dir, 1_000);
      }
      expect(buildReason(root, WEB_BUILD)).toBeNull();
    }
  });

  it('rebuilds the server when one of its outputs is missing or older than a source', () => {
    put('apps/server/src/server.ts', 1_000);
    put('apps/server/build.mjs', 1_000);
    put('packages/shared/src/index.ts', 1_000);
    for (const dir of ['apps/server/src', 'packages/shared/src']) stamp(dir, 1_000);
    put('apps/server/dist/server.js', 2_000);
    expect(buildReason(root, SERVER_BUILD)).toBe('no build yet');

    put('apps/server/dist/create-admin.js', 2_000);
    put('apps/server/dist/backup.js', 2_000);
    put('apps/server/dist/migrations/0000_init.sql', 2_000);
    stamp('apps/server/dist/migrations', 2_000);
    expect(buildReason(root, SERVER_BUILD)).toBeNull();

    put('apps/server/build.mjs', 3_000);
    expect(buildReason(root, SERVER_BUILD)).toBe('apps/server/build.mjs changed since the last build');
  });
});

describe('installReason', () => {
  it('asks for a clean install on a fresh clone, none once installed, an update after the lock changes', () => {
    put('package-lock.json', 1_000);
    expect(installReason(root)).toEqual({ command: 'ci', reason: 'node_modules is missing' });

    put('node_modules/.package-lock.json', 2_000);
    expect(installReason(root)).toBeNull();
    expect(ensureInstalled(root, () => {})).toBe(false);

    put('package-lock.json', 3_000);
    expect(installReason(root)).toEqual({ command: 'install', reason: 'package-lock.json changed since the last install' });
  });
});

describe('ensureBuilt', () => {
  /** A build whose command writes its output with the current time, as a real build does. */
  const fakeBuild = (script) => ({
    name: 'the test app',
    outputs: ['out/index.html'],
    sources: ['src', 'index.html'],
    command: [process.execPath, ['-e', script]],
  });
  const writeOutput = "require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/index.html','built')";

  it('builds on the first run over a tree and skips on the second', () => {
    put('src/main.ts', 1_000);
    put('index.html', 1_000);
    stamp('src', 1_000);
    const lines = [];
    expect(ensureBuilt(fakeBuild(writeOutput), root, (line) => lines.push(line))).toBe(true);
    expect(fs.readFileSync(path.join(root, 'out/index.html'), 'utf8')).toBe('built');
    expect(ensureBuilt(fakeBuild(writeOutput), root, (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual(['Building the test app (no build yet)…']);

    put('index.html', Date.now() / 1000 + 60);
    expect(ensureBuilt(fakeBuild(writeOutput), root, (line) => lines.push(line))).toBe(true);
    expect(lines[1]).toBe('Building the test app (index.html changed since the last build)…');
  });

  it('throws, naming the command, when the build fails', () => {
    put('src/main.ts', 1_000);
    expect(() => ensureBuilt(fakeBuild('process.exit(3)'), root, () => {})).toThrow(/failed \(exit 3\)/);
  });
});

describe('pickPortSync', () => {
  it('gives the preferred port when it is free and another free port when it is taken', async () => {
    const taken = net.createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = taken.address().port;
    try {
      const other = pickPortSync(busy);
      expect(other).not.toBe(busy);
      const probe = net.createServer();
      await new Promise((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(other, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => probe.close(resolve));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    expect(pickPortSync(busy)).toBe(busy);
  });
});
