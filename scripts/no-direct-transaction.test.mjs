// The lint rule that keeps one way to open a transaction on the server (scripts/lint/no-direct-transaction.grit,
// a Biome plugin listed in biome.json): `npm run lint` fails when server code reaches drizzle's
// .transaction() instead of transaction(db, work) of apps/server/src/db/transaction.ts. Here Biome
// lints a small tree with every form of the mistake in it, under the repository's own plugin
// entry (its pattern and the files it covers), and must report each one and nothing else.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './prepare.mjs';

const PLUGIN = 'scripts/lint/no-direct-transaction.grit';

const PLANTED = `import { transaction } from '../../db/transaction';
import type { Db } from '../../db/client';

export async function planted(db: Db, opts: { db: Db }) {
  await db.transaction(async () => 1);
  await opts.db.transaction(async () => 2);
  await opts.db
    .transaction(async () => 3);
  await db?.transaction(async () => 4);
  await db['transaction'](async () => 5);
  const open = db.transaction;
  return transaction(db, (tx) => transaction(tx, async () => open));
}
`;

// Near misses: a key named transaction, another member, a plain call of a function of that name.
const ALLOWED = `export const transactions = { transaction: 1, count: 2 };
export const fine = (db: { transactions(): number }) => db.transactions() + transactions.count;
export const transaction = (db: unknown, work: (tx: unknown) => number) => work(db);
transaction(transactions, () => 1);
`;

let dir;

/** The repository's plugin entry for the rule, its path made absolute so Biome finds it from `dir`. */
function pluginEntry() {
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  const entry = (config.plugins ?? []).find((p) => (typeof p === 'string' ? p : p.path).endsWith(PLUGIN));
  if (!entry) throw new Error(`biome.json lists no plugin ${PLUGIN}`);
  return typeof entry === 'string' ? path.join(repoRoot, entry) : { ...entry, path: path.resolve(repoRoot, entry.path) };
}

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** The rule's findings in `dir`, as 'file:line'. */
function findings() {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=100', '.'], { cwd: dir, encoding: 'utf8' });
  const report = JSON.parse(run.stdout);
  return report.diagnostics
    .filter((d) => d.category === 'plugin')
    .map((d) => `${d.location.path.replaceAll(path.sep, '/')}:${d.location.start.line}`)
    .sort();
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-direct-transaction-'));
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ plugins: [pluginEntry()] }));
  write('apps/server/src/modules/planted/service.ts', PLANTED);
  write('apps/server/src/modules/planted/planted.test.ts', PLANTED);
  write('apps/server/bench/planted.ts', PLANTED);
  write('apps/server/src/modules/planted/allowed.ts', ALLOWED);
  // The one file that opens drizzle's transactions.
  write('apps/server/src/db/transaction.ts', PLANTED);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one way to open a transaction', () => {
  it("reports every reach for drizzle's .transaction on the server but in db/transaction.ts", () => {
    const lines = [5, 6, 7, 9, 10, 11];
    const expected = [
      'apps/server/bench/planted.ts',
      'apps/server/src/modules/planted/planted.test.ts',
      'apps/server/src/modules/planted/service.ts',
    ]
      .flatMap((file) => lines.map((line) => `${file}:${line}`))
      .sort();
    expect(findings()).toEqual(expected);
  });

  it('leaves out, besides db/transaction.ts, only files that still call .transaction( (the list only shrinks)', () => {
    const entry = pluginEntry();
    const left = (entry.includes ?? [])
      .filter((glob) => glob.startsWith('!**/') && glob !== '!**/apps/server/src/db/transaction.ts')
      .map((glob) => glob.slice('!**/'.length));
    const converted = left.filter((file) => !fs.readFileSync(path.join(repoRoot, file), 'utf8').includes('.transaction('));
    expect(converted, 'converted: remove their lines from the plugin entry in biome.json').toEqual([]);
  });
});
