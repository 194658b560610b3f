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
