// `npm test`: the whole suite. Installs the dependencies when they are missing (as `npm start` does),
// then lint, type-check, unit and API tests on PGlite (with DATABASE_URL set: the API tests on
// PostgreSQL, and on PGlite only those of the embedded database's own parts, PGLITE_OWN in
// vitest.config.ts), the web and server builds, and the browser tests in Chromium against the built
// server (on PGlite). Ends with the runners' summary and one line "N passed, N failed" over every runner.
import { spawnSync } from 'node:child_process';
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

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  if (result.error) console.error(`${command}: ${result.error.message}`);
  console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failures.push(title);
  return ok;
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

step('lint (biome)', bin('biome'), ['check', '.']);
step('type-check shared', bin('tsc'), ['-p', 'packages/shared']);
step('type-check server', bin('tsc'), ['-p', 'apps/server']);
step('type-check web', bin('tsc'), ['-p', 'apps/web']);

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

if (process.env.DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  step('API tests (PostgreSQL)', bin('vitest'), vitestArgs(pgReport, '--project', 'server'), {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  });
  countVitest(pgReport, 'PostgreSQL');
} else {
  console.log('\n(DATABASE_URL is not set: the API tests ran on PGlite only.)');
}

const webBuilt = step('web build', 'npm', ['run', 'build', '-w', 'apps/web']);
if (webBuilt) step('bundle budget (scripts/bundle-budget.mjs)', process.execPath, ['scripts/bundle-budget.mjs']);
const serverBuilt = step('server build', process.execPath, ['apps/server/build.mjs']);
if (webBuilt && serverBuilt) {
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
