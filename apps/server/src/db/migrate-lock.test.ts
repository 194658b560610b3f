import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness';
import { type Database, MIGRATION_LOCK_KEY, openDatabase } from './client';

const journal = JSON.parse(fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};

/**
 * Several app instances start at once on one PostgreSQL database and each runs the migrations.
 * PGlite is one process's own database, so the race (and this file) is PostgreSQL's only.
 */
describe.skipIf(testDbKind !== 'postgres')('migrations at start-up (PostgreSQL only: set TEST_DATABASE_URL to run it)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_mig_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  let url: string;
  let admin: pg.Client;
  const opened: Database[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('two instances opening a fresh database together both start, and each migration runs once', async () => {
    const results = await Promise.allSettled([
      openDatabase({ url, dataDir: 'unused', poolSize: 2 }),
      openDatabase({ url, dataDir: 'unused', poolSize: 2 }),
      openDatabase({ url, dataDir: 'unused', poolSize: 2 }),
    ]);
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened']);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const rows = (await check.query('select hash from drizzle.__drizzle_migrations order by id')).rows as {
        hash: string;
      }[];
      expect(rows).toHaveLength(journal.entries.length);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
      // The lock is a session lock of the migrating connection, which has ended: nobody holds it.
      const held = await check.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = $1)",
        [name],
      );
      expect(held.rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
    // Every instance works on the migrated schema.
    for (const database of opened) {
      const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows).toEqual([{ n: 0 }]);
    }
  });

  it('an instance starting while another migrates waits for it', async () => {
    // Another instance is migrating: it holds the lock on its own connection.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const holder = (await other.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    let settled = false;
    const opening = openDatabase({ url, dataDir: 'unused', poolSize: 2 }).finally(() => {
      settled = true;
    });
    try {
      // The new instance queues behind the other's lock (an instance that skipped the lock would
      // never show up here, and the poll would fail).
      const queued = async () =>
        (await other.query('select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [holder]))
          .rows[0].n as number;
      await expect.poll(queued, { timeout: 10_000 }).toBe(1);
      expect(settled).toBe(false);
    } finally {
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await other.end();
    }
    opened.push(await opening);
  });
});
