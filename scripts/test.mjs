// `npm test`: the whole suite. Installs the dependencies when they are missing (as `npm start` does),
// then the unit and API tests on PGlite (with DATABASE_URL set: on PGlite only the API tests of the
// embedded database's own parts, PGLITE_OWN in vitest.config.ts), then the API tests on PostgreSQL with
// lint, the type-checks and the web and server builds beside them, then the browser tests in Chromium
// against the built server (on PGlite). Prints each step's time and the slowest ten tests, and ends with
// one line "N passed, N failed" over every runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, repoRoot as root } from './prepare.mjs';

try {
  ensureInstalled(root);
} catch (err) {
  console.error(`\nnpm test stopped: ${err.message}`);
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** A step's closing line, with its time since `started`; a failed step is kept for the summary. */
function verdict(title, ok, started) {
  if (!ok) failures.push(title);
  return `--- ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
}

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (result.error) console.error(`${command}: ${result.error.message}`);
  console.log(verdict(title, ok, started));
  return ok;
}

/**
 * A step like `step`, its output held in `log` rather than printed: for steps run beside others, whose
 * lines would otherwise interleave. Resolves to whether it passed.
 */
function heldStep(log, title, command, args, env = {}) {
  log.push(`\n=== ${title} ===\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => log.push(chunk));
    child.stderr.on('data', (chunk) => log.push(chunk));
    child.on('error', (err) => log.push(`${command}: ${err.message}\n`));
    child.on('close', (code) => {
      const ok = code === 0;
      log.push(`${verdict(title, ok, started)}\n`);
      resolve(ok);
    });
  });
}

/**
 * Runs lines of steps side by side, each line's steps one after another (`run(log)` calls `heldStep`),
 * and prints each line's output whole as it ends. The API tests on PostgreSQL leave about a third of
 * this two-core machine idle while they wait on the database; lint, the type-checks and the builds
 * fill it.
 */
async function sideBySide(...lines) {
  await Promise.all(
    lines.map(async (run) => {
      const log = [];
      try {
        await run(log);
      } finally {
        process.stdout.write(log.join(''));
      }
    }),
  );
}

/** Every test's time, from the runners' JSON reports: { runner, name, ms }. */
const timings = [];
/**
 * Every failed test by name, printed again at the very end: a long run's log may be read only from
 * its tail (CI keeps the last lines), where the runners' own failure reports have scrolled away.
 */
const failedTests = [];

function countVitest(file, runner) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name ?? '');
    const assertions = result.assertionResults ?? [];
    for (const assertion of assertions) {
      const name = `${where} › ${assertion.fullName ?? assertion.title}`;
      if (typeof assertion.duration === 'number') timings.push({ runner, name, ms: assertion.duration });
      if (assertion.status === 'failed') {
        const first = (assertion.failureMessages ?? [])[0]?.split('\n')[0] ?? '';
        failedTests.push({ runner, name, why: first });
      }
    }
    // A file that failed before any test ran (an import, a hook) has no failed assertion to name it.
    if (result.status === 'failed' && !assertions.some((a) => a.status === 'failed')) {
      failedTests.push({ runner, name: where, why: (result.message ?? '').split('\n')[0] });
    }
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        timings.push({ runner: 'browser', name, ms });
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
          failedTests.push({ runner: 'browser', name, why: (error?.message ?? '').split('\n')[0] });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const vitestArgs = (out, ...rest) => ['run', ...rest, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

const pgliteReport = path.join(reports, 'vitest-pglite.json');
if (process.env.DATABASE_URL) {
  // The API tests run on PostgreSQL below; here, on PGlite, only those of the embedded database's own
  // parts (PGLITE_OWN in vitest.config.ts), beside the unit tests. Running all 1,600 on both took
  // 150 s more on this two-core machine kind and answered the same question twice.
  step('unit tests, and the API tests of the embedded database (PGlite)', bin('vitest'), vitestArgs(pgliteReport), {
    TEST_DATABASE_URL: '',
    SERVER_TESTS: 'pglite-own',
  });
} else {
  step('unit and API tests (PGlite)', bin('vitest'), vitestArgs(pgliteReport), { TEST_DATABASE_URL: '' });
}
countVitest(pgliteReport, 'PGlite');

// The API tests on PostgreSQL, and beside them lint, the type-checks and the builds.
const pgReport = path.join(reports, 'vitest-postgres.json');
let built = false;
await sideBySide(
  async (log) => {
    if (!process.env.DATABASE_URL) return;
    await heldStep(log, 'API tests (PostgreSQL)', bin('vitest'), vitestArgs(pgReport, '--project', 'server'), {
      TEST_DATABASE_URL: process.env.DATABASE_URL,
    });
  },
  async (log) => {
    await heldStep(log, 'lint (biome)', bin('biome'), ['check', '.']);
    await heldStep(log, 'type-check shared', bin('tsc'), ['-p', 'packages/shared']);
    await heldStep(log, 'type-check server', bin('tsc'), ['-p', 'apps/server']);
    await heldStep(log, 'type-check web', bin('tsc'), ['-p', 'apps/web']);
    const webBuilt = await heldStep(log, 'web build', 'npm', ['run', 'build', '-w', 'apps/web']);
    if (webBuilt)
      await heldStep(log, 'bundle budget (scripts/bundle-budget.mjs)', process.execPath, ['scripts/bundle-budget.mjs']);
    const serverBuilt = await heldStep(log, 'server build', process.execPath, ['apps/server/build.mjs']);
    built = webBuilt && serverBuilt;
  },
);
if (process.env.DATABASE_URL) countVitest(pgReport, 'PostgreSQL');
else console.log('\n(DATABASE_URL is not set: the API tests ran on PGlite only.)');

if (built) {
  const e2eReport = path.join(reports, 'playwright.json');
  step('browser tests (Chromium)', bin('playwright'), ['test'], { E2E_JSON: e2eReport, DATABASE_URL: '' });
  countPlaywright(e2eReport);
}

fs.rmSync(reports, { recursive: true, force: true });
if (timings.length) {
  console.log('\n=== the slowest ten tests ===');
  for (const { runner, name, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${runner.padEnd(10)} ${name}`);
  }
}
if (failedTests.length) {
  console.log('\n=== failed tests ===');
  for (const { runner, name, why } of failedTests) {
    console.log(`  ${runner.padEnd(10)} ${name}`);
    // Terminal colours stripped, so the reason reads in a plain log too.
    if (why) console.log(`             ${stripVTControlCharacters(why).slice(0, 300)}`);
  }
}
console.log('\n=== summary ===');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
