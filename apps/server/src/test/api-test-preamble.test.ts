import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to build an API test: a test file gets its app and database from the `apiTest` fixtures
 * (fixtures.ts), whose `ctx` is built once per file and closed after it, with the file's own
 * configuration through `appConfig`. A test file that calls createTestContext itself fails here
 * unless it is listed below with the reason the fixtures cannot give it what it needs; a listed file
 * that no longer calls it fails too, so the list only shrinks.
 */

const SRC = path.resolve(import.meta.dirname, '..');

const ALLOWED: Record<string, string> = {
  // The app is built at collection time, so that each route it has becomes a test of its own.
  'test/audit-walker.test.ts': 'one test per route of the app, listed before the tests run',
  'test/bad-input.test.ts': 'one test per route of the app, listed before the tests run',
  'test/routes.test.ts': 'one test per route of the app, listed before the tests run',
  'shutdown.test.ts': 'each test builds an app and shuts it down itself, as the process does',
  'lib/logging.test.ts': "the app logs to the test's own stream (createTestContext's logStream option)",
  'db/connection-loss.test.ts': 'a test closes the app and database itself, to see the close end after lost connections',
  'modules/results/results-benchmark.test.ts': 'a benchmark, run only when asked (RESULTS_BENCH)',
};

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The test files under src/ that call createTestContext. */
function callers(): string[] {
  return testFiles(SRC)
    .filter((file) => /\bcreateTestContext\s*\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')))
    .sort();
}

describe('API tests build their app with the apiTest fixtures', () => {
  it('no test file calls createTestContext unless it is listed with its reason', () => {
    const unlisted = callers().filter((file) => !(file in ALLOWED));
    expect(unlisted, 'use apiTest from test/fixtures.ts (appConfig for a configuration of its own)').toEqual([]);
  });

  it('every listed file still calls it, so the list only shrinks', () => {
    const found = new Set(callers());
    expect(Object.keys(ALLOWED).filter((file) => !found.has(file))).toEqual([]);
  });
});
