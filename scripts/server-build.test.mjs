// The production build of the server, run for real: built into a copy of the repository's layout
// (T/apps/server/dist beside a stand-in T/apps/web/dist, node_modules linked), the bundle must run
// under plain node, migrate a fresh database, serve the web app it finds at ../../web/dist, stop
// cleanly on SIGTERM, and the create-admin bundle must work on the same database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickPortSync } from './free-port.mjs';
import { repoRoot } from './prepare.mjs';

let tree;
let dist;
let dataDir;
let build;

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-test-'));
  dist = path.join(tree, 'apps/server/dist');
  dataDir = path.join(tree, 'data');
  fs.mkdirSync(path.join(tree, 'apps/web/dist'), { recursive: true });
  fs.writeFileSync(path.join(tree, 'apps/web/dist/index.html'), '<!doctype html><title>stand-in web build</title>');
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  build = spawnSync(process.execPath, ['apps/server/build.mjs', '--outdir', dist], { cwd: repoRoot, encoding: 'utf8' });
});

afterAll(() => {
  fs.rmSync(tree, { recursive: true, force: true });
});

/** Starts the built server and resolves once /api/v1/health answers, with its port and process. */
async function startServer() {
  const port = pickPortSync();
  const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the built server exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the built server did not answer in time:\n${output}`);
}

describe('the server build', () => {
  it('bundles both entries with @app/shared inside and copies the migrations', () => {
    expect(build.status, build.stderr).toBe(0);
    for (const file of ['server.js', 'create-admin.js', 'migrations/meta/_journal.json']) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    const journal = (dir) => fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8');
    expect(journal(path.join(dist, 'migrations'))).toBe(journal(path.join(repoRoot, 'apps/server/src/db/migrations')));
    const bundle = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    const imports = [...bundle.matchAll(/^import .*? from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((name) => name.startsWith('@app/') || name.startsWith('.') || name.endsWith('.ts'))).toEqual([]);
    expect(fs.readdirSync(path.dirname(dist))).toEqual(['dist']);
  });

  it('runs under plain node: migrates, serves the API and ../../web/dist, and exits 0 on SIGTERM', async () => {
    const server = await startServer();
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
      expect(await health.json()).toEqual({ ok: true });
      const home = await fetch(`http://127.0.0.1:${server.port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('stand-in web build');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
  });

  it('runs the create-admin bundle against the database the server migrated', () => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(dist, 'create-admin.js'),
        '--email',
        'boss@example.com',
        '--name',
        'The Boss',
        '--password',
        'Vx7-qLm2-Rt9w-Kp4z',
      ],
      { cwd: tree, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' } },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Created administrator boss@example\.com \(id \d+\)/);
    expect(result.status).toBe(0);
  });
});
