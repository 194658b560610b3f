import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { containsPattern } from '../../lib/records';

// Every query of the mailbox page (it reads the outbox; the mail worker writes it).

export type MailRow = typeof mailOutbox.$inferSelect;

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const recipients = sql`array_to_string(${mailOutbox.to} || ${mailOutbox.cc} || ${mailOutbox.bcc}, ' ')`;
  return or(ilike(mailOutbox.subject, pattern), sql`${recipients} ilike ${pattern}`);
}

/** One page of the outbox, newest first, whose subject or recipients contain `search`; and the total. */
export async function listMail(
  tx: Tx,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const where = searchFilter(search);
  const [rows, totals] = await Promise.all([
    tx
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The outbox message with this id. */
export async function findMailById(tx: Tx, id: number): Promise<MailRow | undefined> {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
