/**
 * Load benchmark of the hot read paths on PostgreSQL at real size: fills (or reuses) the data set of
 * `dataset.ts` at each scale, starts the built server on it (`node apps/server/dist/server.js`, as in
 * production), and drives each path with 50 concurrent connections (autocannon), printing
 * requests/s, p50 and p99. Before that, in-process, it times each path alone (the median of 15
 * requests one after another) and counts the SQL statements one request sends, so a query per row
 * shows up as a number.
 *
 *   npm run build:server && npx tsx apps/server/bench/load.ts --scale 1 --scale 4
 *   options: --seconds 10 (per path), --connections 50, --reuse (keep an existing bench_s<scale> database),
 *   --only <part of a label>, --prefix <name> (databases <name>_s<scale> instead of bench_s<scale>: a
 *   branch whose migrations differ measures on databases of its own)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { BENCH_PASSWORD, createDataset } from './dataset';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEQUENTIAL_RUNS = 15;
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/server.js');

interface Target {
  label: string;
  user: 'admin' | 'rp';
  path: string;
}

/** The paths measured, with ids and dates read from the data set. */
async function targets(url: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (statement: string) => (await client.query<{ v: string }>(statement)).rows[0]?.v ?? '';
    const courseId = await one(`select min(id)::text as v from courses`);
    const shiftId = await one(
      `select id::text as v from course_events where type = 'roleplay' and begins > now() order by begins limit 1`,
    );
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const weekStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
    const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
    const range = (a: Date, b: Date) => `start_time=${a.toISOString()}&end_time=${b.toISOString()}`;
    const today = now.toISOString().slice(0, 10);
    // 'chen' matches thousands; one participant's whole name matches them (and at most a few more).
    const oneMatch = encodeURIComponent(
      await one(`select name as v from users where roles @> '{participant}' order by id offset 776 limit 1`),
    );
    return [
      { label: 'participant directory, page 1', user: 'admin', path: '/api/v1/users?kind=participants&page=1&per_page=25' },
      { label: 'participant directory, page 50', user: 'admin', path: '/api/v1/users?kind=participants&page=50&per_page=25' },
      { label: 'user search', user: 'admin', path: '/api/v1/users?kind=participants&search=chen&page=1&per_page=25' },
      {
        label: 'user search, one match',
        user: 'admin',
        path: `/api/v1/users?kind=participants&search=${oneMatch}&page=1&per_page=25`,
      },
      { label: 'staff search', user: 'admin', path: '/api/v1/users?kind=team&search=chen&page=1&per_page=25' },
      { label: 'participants, page 1', user: 'admin', path: '/api/v1/participants?page=1&per_page=25' },
      { label: 'participants, page 50', user: 'admin', path: '/api/v1/participants?page=50&per_page=25' },
      { label: 'participants, search', user: 'admin', path: '/api/v1/participants?search=chen&page=1&per_page=25' },
      {
        label: 'participants, search, one match',
        user: 'admin',
        path: `/api/v1/participants?search=${oneMatch}&page=1&per_page=25`,
      },
      {
        label: 'suggested dates',
        user: 'admin',
        path: `/api/v1/courses/${courseId}/suggest_roleplay_shift_dates?reference_date=${today}&sessions=3&extensions=1`,
      },
      { label: 'dashboard month, admin', user: 'admin', path: `/api/v1/course_events?${range(monthStart, monthEnd)}` },
      { label: 'dashboard week, admin', user: 'admin', path: `/api/v1/course_events?${range(weekStart, weekEnd)}` },
      { label: 'dashboard week, role-player', user: 'rp', path: `/api/v1/course_events?${range(weekStart, weekEnd)}` },
      { label: 'shift page', user: 'admin', path: `/api/v1/roleplay_shifts/${shiftId}` },
      { label: 'shift calls', user: 'admin', path: `/api/v1/roleplay_shifts/${shiftId}/calls` },
    ];
  } finally {
    await client.end();
  }
}

/** How many SQL statements one request of each path sends, counted in-process on the same database. */
async function statementsPerRequest(url: string, paths: Target[], emails: Record<Target['user'], string>) {
  let statements = 0;
  const original = pg.Client.prototype.query;
  // Counts every statement any pooled client sends while the requests below run.
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  const database = await openDatabase({ url, dataDir: 'memory://' });
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: url };
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  try {
    const tokens: Record<string, string> = {};
    for (const [user, email] of Object.entries(emails)) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: BENCH_PASSWORD } });
      tokens[user] = (res.json() as { token: string }).token;
    }
    const counts: Record<string, { statements: number; medianMs: number }> = {};
    for (const target of paths) {
      const inject = () => app.inject({ url: target.path, headers: { authorization: `Bearer ${tokens[target.user]}` } });
      statements = 0;
      const res = await inject();
      if (res.statusCode !== 200) throw new Error(`${target.label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const sent = statements;
      // One request at a time: the path's own cost, with nothing queued before it.
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
        const started = performance.now();
        await inject();
        times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      counts[target.label] = { statements: sent, medianMs: times[Math.floor(times.length / 2)] ?? 0 };
    }
    return counts;
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await database.close();
  }
}

async function startServer(url: string, port: number): Promise<ChildProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error('Build the server first: npm run build:server');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'bench-load-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

/**
 * Waits until the server answers its health check quickly again (at most 60 s): requests a slow path
 * left queued when its run ended would otherwise be counted against the next path.
 */
async function settle(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signIn(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', multiple: true, default: ['1'] },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      reuse: { type: 'boolean', default: false },
      only: { type: 'string' },
      prefix: { type: 'string', default: 'bench' },
    },
  });
  const emails = { admin: 'staff1@bench.example', rp: 'staff4@bench.example' } as const;
  for (const scaleText of values.scale) {
    const scale = Number(scaleText);
    const name = `${values.prefix}_s${scaleText.replace('.', '_')}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    if (!(values.reuse && (await databaseExists(name)))) await createDataset(ADMIN_URL, name, scale);
    const paths = (await targets(url.toString())).filter((t) => !values.only || t.label.includes(values.only));
    const alone = await statementsPerRequest(url.toString(), paths, emails);
    const port = 4300 + Math.round(scale * 10);
    const server = await startServer(url.toString(), port);
    try {
      const tokens = { admin: await signIn(port, emails.admin), rp: await signIn(port, emails.rp) };
      console.log(`\nscale ${scale} (${values.connections} connections, ${values.seconds} s per path)`);
      console.log('| path | requests/s | p50 ms | p99 ms | alone, median ms | statements/request |');
      console.log('|---|---|---|---|---|---|');
      for (const target of paths) {
        await settle(port);
        const result = await autocannon({
          url: `http://127.0.0.1:${port}${target.path}`,
          connections: Number(values.connections),
          duration: Number(values.seconds),
          headers: { authorization: `Bearer ${tokens[target.user]}` },
        });
        const failed = result.non2xx + result.errors;
        console.log(
          `| ${target.label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${alone[target.label]?.medianMs.toFixed(1)} | ${alone[target.label]?.statements} |${failed ? ` ${failed} failed` : ''}`,
        );
      }
    } finally {
      server.kill('SIGTERM');
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
