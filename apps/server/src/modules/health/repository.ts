import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Asks the database the smallest question; throws when it does not answer. */
export async function pingDatabase(tx: Tx): Promise<void> {
  await tx.execute(sql`select 1`);
}
