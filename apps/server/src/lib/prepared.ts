import { type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/**
 * A hot read built once per database handle instead of on every call. Drizzle composes a query's SQL
 * text each time it runs; a prepared query keeps the text, takes its values as placeholders, and is
 * sent by node-postgres as a named statement, which PostgreSQL parses and plans once per connection.
 * `build` receives the handle and must end in `.prepare(name)`, with a name used nowhere else.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * True for the database handle itself, false for a transaction. A prepared statement runs on the
 * pool, so a read inside a transaction must be built on the transaction instead.
 */
export function isPool(tx: Tx): tx is Db {
  return !(tx instanceof PgTransaction);
}

/** A drizzle query that can be awaited as it is or prepared. */
interface Preparable<R> extends PromiseLike<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/**
 * A read by a few values that runs prepared on the pool (built once, with placeholders for `keys`)
 * and is built with the call's values on a transaction. `build` writes the query once for both.
 */
export function preparedRead<V extends Record<string, unknown>, R>(
  name: string,
  keys: ReadonlyArray<keyof V & string>,
  build: (tx: Tx, values: { [K in keyof V]: V[K] | Placeholder }) => Preparable<R>,
): (tx: Tx, values: V) => Promise<R> {
  const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as { [K in keyof V]: Placeholder };
  const statement = preparedPerDb((db) => build(db, placeholders).prepare(name));
  return async (tx, values) => (isPool(tx) ? statement(tx).execute(values) : build(tx, values));
}
