import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Anything that runs a statement: the database or a transaction of it. */
type Runner = Pick<Db, 'execute'>;

async function firstRow<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows[0] as T;
}

/** The PostgreSQL server process behind this connection (inside a transaction: the one holding its locks). */
export async function backendPid(runner: Runner): Promise<number> {
  return (await firstRow<{ pid: number }>(runner, sql`select pg_backend_pid() as pid`)).pid;
}

/**
 * How many sessions are queued behind a lock held by the `holder` process. It is how a test knows
 * that a statement is waiting (the signal to await) instead of sleeping and hoping it has got there.
 * PostgreSQL only.
 */
export async function waitingOn(runner: Runner, holder: number): Promise<number> {
  return (
    await firstRow<{ n: number }>(
      runner,
      sql`select count(*)::int as n from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))`,
    )
  ).n;
}
