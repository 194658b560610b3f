import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every service uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: services accept either. */
export type Tx = Db | PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The key of the session-level advisory lock that start-up migrations hold on PostgreSQL, so that
 * instances starting together run them one after the other. Any constant works as long as nothing
 * else in the database uses it.
 */
export const MIGRATION_LOCK_KEY = 7_318_402_195;
/** How long a request waits for a connection (a new one, or a free one of the pool) before a 503. */
const CONNECT_TIMEOUT_MS = 10_000;
/** PostgreSQL connections a pool opens at most when the caller does not say (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

/** Whether a lost connection was waiting in the pool or in use by a request (or a transaction). */
export type ConnectionState = 'idle' | 'in use';
export type ConnectionErrorListener = (err: Error, state: ConnectionState) => void;

/**
 * Makes a lost connection cost only the requests using it. node-postgres emits 'error' on a
 * client whose connection ends; the pool listens only while the client is idle, and an 'error'
 * nobody listens to ends the process. So every client gets a listener of its own when the pool
 * opens it. A client lost while checked out (a transaction holds it) is given back to the pool at
 * once with the error, which discards it: its transaction's next statement fails (and nothing of
 * it is committed), and the pool does not lose a place even when the one holding the client never
 * gives it back (drizzle does not when its `begin` fails). Connect failures are wrapped in
 * DatabaseUnavailableError so the error handler answers 503 for them too.
 */
function guardPool(pool: pg.Pool, onError: ConnectionErrorListener | undefined): void {
  const checkedOut = new Set<pg.PoolClient>();
  const reported = new WeakSet<pg.PoolClient>();

  pool.on('connect', (client) => {
    const poolClient = client as pg.PoolClient;
    poolClient.on('error', (err) => {
      // A connection that ends reports it twice (the server's message, then the closed socket).
      if (reported.has(poolClient)) return;
      reported.add(poolClient);
      const inUse = checkedOut.has(poolClient);
      onError?.(err, inUse ? 'in use' : 'idle');
      if (inUse) poolClient.release(err);
    });
  });
  // The pool re-emits an idle client's error; the client's own listener above has reported it.
  pool.on('error', () => {});

  const connect = pool.connect.bind(pool) as (
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  // pool.query checks clients out with a callback and handles their errors itself; the promise form
  // is what transactions use.
  const guarded = (callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect((err, client, done) => callback(err ? new DatabaseUnavailableError(err) : err, client, done));
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => {
        const release = client.release;
        let released = false;
        checkedOut.add(client);
        // Released once: by its user, or earlier by the error listener when the connection died.
        client.release = (err?: Error | boolean) => {
          if (released) return;
          released = true;
          checkedOut.delete(client);
          release(err);
        };
        return client;
      },
      (err: unknown) => {
        throw new DatabaseUnavailableError(err);
      },
    );
  };
  pool.connect = guarded as typeof pool.connect;
}

/**
 * Runs the migrations on a connection of its own that holds a session-level advisory lock
 * meanwhile: a second instance starting at the same moment waits, then finds nothing left to do.
 * Ending the connection frees the lock even when unlocking could not be sent.
 */
async function migrateWithLock(url: string, onError: ConnectionErrorListener | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', (err) => onError?.(err, 'in use'));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Opens the database: PostgreSQL through node-postgres when `url` is given, otherwise PGlite
 * persisted in `dataDir` (or in memory when `dataDir` is 'memory://'). Runs the migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * Told about every PostgreSQL connection that is lost, idle or in use. It is not fatal: the pool
   * replaces the connection, and the requests that were using it answer 503.
   */
  onConnectionError?: ConnectionErrorListener;
  /**
   * In-memory PGlite only: start from this data-directory dump (`dumpMigratedPglite`) instead of an
   * empty cluster. The migrations still run, and find nothing left to do.
   */
  template?: Blob;
}): Promise<Database> {
  if (options.url) {
    await migrateWithLock(options.url, options.onConnectionError);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notices a connection that a failover or a network fault left half-open.
      keepAlive: true,
      // Prepared reads (lib/prepared.ts) keep one generic plan per connection. Left to choose,
      // PostgreSQL re-plans the range and paging reads on every execution (0.4–0.9 ms each, more
      // than running them); their generic plans were checked on the benchmark data set.
      // No JIT compiling: it starts on a plan's estimated cost, which the results' counts over a
      // whole course pass (and, misestimated, the NPS dating), and compiling cost more than it
      // saved (results-benchmark.test.ts, whole course: median 365–450 ms with it, 204–280 without).
      options: '-c plan_cache_mode=force_generic_plan -c jit=off',
    });
    guardPool(pool, options.onConnectionError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  if (options.template && dataDir) throw new Error('a PGlite template is for in-memory databases only');
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gist, pg_trgm },
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * A migrated, empty in-memory PGlite cluster as a data-directory dump. Creating a cluster (initdb)
 * costs seconds; loading a dump of one costs a fraction of that, so the tests build one template
 * and start every test file's database from it.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { btree_gist, pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
