import type { MailMessage, MailPage, PageQuery } from '@app/shared';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/records';
import { presentMail } from './presenter';

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const recipients = sql`array_to_string(${mailOutbox.to} || ${mailOutbox.cc} || ${mailOutbox.bcc}, ' ')`;
  return or(ilike(mailOutbox.subject, pattern), sql`${recipients} ilike ${pattern}`);
}

/** One page of the outbox, newest first, optionally filtered by subject or recipient. */
export async function listMail(opts: { db: Db; query: PageQuery }): Promise<MailPage> {
  const { page, per_page: perPage, search } = opts.query;
  const where = searchFilter(search);
  const [rows, totals] = await Promise.all([
    opts.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    opts.db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { data: rows.map(presentMail), total: totals[0]?.total ?? 0 };
}

/** One message of the outbox; 404 when there is none with this id. */
export async function getMail(opts: { db: Db; id: number }): Promise<MailMessage> {
  const [row] = await opts.db.select().from(mailOutbox).where(eq(mailOutbox.id, opts.id));
  if (!row) throw notFound('Message not found');
  return presentMail(row);
}
