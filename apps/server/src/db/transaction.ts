import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** Work that must wait until a transaction has committed (and is dropped when it rolls back). */
export type AfterCommitWork = () => Promise<void>;

interface OpenTransaction {
  /** The database the outermost transaction was opened on. */
  db: Db;
  /** Work queued while this transaction (or savepoint) was open, in the order it was queued. */
  queued: AfterCommitWork[];
}

/** The transactions (and savepoints) opened through `transaction`, with their queued work. */
const open = new WeakMap<object, OpenTransaction>();

/**
 * Runs `work` in a transaction, like `db.transaction`, and afterwards runs the work queued with
 * `afterCommit` during it: only once the outermost transaction has committed, in the order it was
 * queued, before this returns; never when it rolled back. Given a transaction opened here, it opens
 * a savepoint: what was queued inside it joins the enclosing transaction's queue when the savepoint
 * is released, and is dropped when it rolls back. Services that emit domain events open their
 * transactions with this (lib/events.ts).
 */
export async function transaction<T>(db: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const enclosing = open.get(db);
  if (enclosing) {
    const queued: AfterCommitWork[] = [];
    const result = await db.transaction(async (savepoint) => {
      open.set(savepoint, { db: enclosing.db, queued });
      return work(savepoint);
    });
    enclosing.queued.push(...queued);
    return result;
  }
  if (db instanceof PgTransaction) throw new Error(notOpenedHere);
  const queued: AfterCommitWork[] = [];
  const result = await db.transaction(async (tx) => {
    open.set(tx, { db, queued });
    return work(tx);
  });
  // Committed. Each piece of work reports its own failures; one failing does not stop the rest.
  for (const run of queued) {
    try {
      await run();
    } catch (err) {
      console.error('after-commit work failed', err);
    }
  }
  return result;
}

const notOpenedHere =
  'This transaction was not opened with transaction() from db/transaction.ts, so nothing can wait for its commit';

/**
 * The database a transaction (opened with `transaction`) belongs to; the database itself when given
 * the database. Throws for a transaction opened otherwise: work queued on it could not know when it commits.
 */
export function databaseOf(tx: Tx): Db {
  const state = open.get(tx);
  if (state) return state.db;
  if (tx instanceof PgTransaction) throw new Error(notOpenedHere);
  return tx;
}

/**
 * Queues work to run once `tx` commits (see `transaction`). Given the database itself (no
 * transaction), there is nothing to wait for: the work runs at once.
 */
export async function afterCommit(tx: Tx, run: AfterCommitWork): Promise<void> {
  const state = open.get(tx);
  if (state) {
    state.queued.push(run);
    return;
  }
  if (tx instanceof PgTransaction) throw new Error(notOpenedHere);
  await run();
}
