import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';
import { testDbKind } from '../test/harness';
import { BackupError, createBackup, restoreBackup, type Target } from './backup';
import { parseCommandLine } from './cli';

/**
 * Backs up the demo (database and data files) and restores it into a fresh database and data
 * folder: on the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const createdDatabases: string[] = [];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty place to keep a deployment: a data folder, and on PostgreSQL an empty database. */
async function freshTarget(label: string): Promise<Target> {
  const dataDir = path.join(work, label);
  fs.mkdirSync(dataDir);
  if (!adminUrl) return { databaseUrl: undefined, dataDir };
  const name = `t_backup_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  createdDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir };
}

/** The rows of a raw query, whichever driver answers. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows per table, over every table of the app's schema and the migrations' journal. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ schema: string; name: string }>(
    db,
    sql`select schemaname as schema, tablename as name from pg_catalog.pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counts[`${schema}.${name}`] = Number(row?.n);
  }
  return counts;
}

/** Every file under a folder, by relative path, with its contents. */
function filesUnder(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const file = path.join(dir, entry);
    if (fs.statSync(file).isFile()) found[entry] = fs.readFileSync(file).toString('base64');
  }
  return found;
}

const withoutDatabase = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('pglite')));

describe(`backup and restore (${testDbKind})`, () => {
  let source: Target;
  let sourceCounts: Record<string, number>;
  let sourceFiles: Record<string, string>;
  const archive = path.join(work, 'demo-backup.tar');

  beforeAll(async () => {
    source = await freshTarget('source');
    const database = await openDatabase({ url: source.databaseUrl, dataDir: source.dataDir, poolSize: 2 });
    try {
      expect(await seedDemo(database.db, { timeZone: 'America/Toronto' })).toBe(true);
      sourceCounts = await rowCounts(database.db);
    } finally {
      await database.close();
    }
    // Uploaded resources and the generated feed key, as the server keeps them in DATA_DIR.
    fs.mkdirSync(path.join(source.dataDir, 'uploads'));
    fs.writeFileSync(path.join(source.dataDir, 'uploads', `${randomBytes(16).toString('hex')}.pdf`), randomBytes(70_000));
    fs.writeFileSync(path.join(source.dataDir, 'uploads', `${randomBytes(16).toString('hex')}.docx`), 'a small document');
    fs.writeFileSync(path.join(source.dataDir, 'calendar-feed.key'), `${randomBytes(32).toString('base64url')}\n`);
    sourceFiles = withoutDatabase(filesUnder(source.dataDir));
  });

  afterAll(async () => {
    for (const name of createdDatabases) await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up the demo and restores every row of every table and every file into a fresh deployment', async () => {
    // The demo fills the tables a restore could silently lose.
    expect(Object.keys(sourceCounts).length).toBeGreaterThan(20);
    expect(sourceCounts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(sourceCounts['public.users']).toBeGreaterThan(10);
    expect(sourceCounts['public.course_events']).toBeGreaterThan(0);
    expect(Object.keys(sourceFiles)).toHaveLength(3);

    const made = await createBackup({ ...source, out: archive });
    expect(made).toMatchObject({ database: testDbKind, files: 3 });
    expect(fs.statSync(archive).size).toBeGreaterThan(70_000);

    const target = await freshTarget('restored');
    const restored = await restoreBackup({ ...target, input: archive });
    expect(restored.createdAt).toBe(made.createdAt);

    expect(withoutDatabase(filesUnder(target.dataDir))).toEqual(sourceFiles);
    const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
    try {
      expect(await rowCounts(database.db)).toEqual(sourceCounts);
      // The restored database answers queries: the demo's administrator is there.
      const admins = await rows<{ email: string }>(database.db, sql`select email from users where 'admin' = any(roles)`);
      expect(admins.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }

    // A second restore into the now full deployment refuses, and changes nothing …
    fs.writeFileSync(path.join(target.dataDir, 'uploads', 'added-after.pdf'), 'x');
    await expect(restoreBackup({ ...target, input: archive })).rejects.toThrow(
      /Not restoring: the database is not empty and .*uploads holds files\. Run again with --force/,
    );
    expect(fs.existsSync(path.join(target.dataDir, 'uploads', 'added-after.pdf'))).toBe(true);

    // … unless forced: then the backup replaces what is there.
    await restoreBackup({ ...target, input: archive, force: true });
    expect(withoutDatabase(filesUnder(target.dataDir))).toEqual(sourceFiles);
    const again = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
    try {
      expect(await rowCounts(again.db)).toEqual(sourceCounts);
    } finally {
      await again.close();
    }
  });

  it('refuses a file that is not a backup, and a backup of the other kind of database', async () => {
    const target = await freshTarget('refusals');
    const notBackup = path.join(work, 'not-a-backup.tar');
    fs.writeFileSync(notBackup, 'hello');
    await expect(restoreBackup({ ...target, input: notBackup })).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup({ ...target, input: path.join(work, 'missing.tar') })).rejects.toThrow(/does not exist/);

    const otherKind: Target = adminUrl
      ? { databaseUrl: undefined, dataDir: target.dataDir }
      : { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: target.dataDir };
    await expect(restoreBackup({ ...otherKind, input: archive })).rejects.toThrow(
      adminUrl ? /PostgreSQL database: set DATABASE_URL/ : /embedded database \(PGlite\): unset DATABASE_URL/,
    );
    // Nothing was left behind in the data folder.
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });

  it('reads its command line, refusing a missing or wrong option', () => {
    expect(parseCommandLine(['backup', '--out', 'x.tar'])).toEqual({ action: 'backup', out: 'x.tar' });
    expect(parseCommandLine(['restore', '--in', 'x.tar', '--force'])).toEqual({ action: 'restore', input: 'x.tar', force: true });
    expect(() => parseCommandLine(['backup'])).toThrow(/--out is required/);
    expect(() => parseCommandLine(['restore', '--out', 'x'])).toThrow(/--in is required/);
    expect(() => parseCommandLine(['restore', '--in', 'x', '--verbose'])).toThrow(/Usage/);
  });
});
