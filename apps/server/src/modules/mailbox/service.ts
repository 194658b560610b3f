import { type MailMessage, type MailPage, MESSAGES, type PageQuery } from '@app/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentMail } from './presenter';
import * as repo from './repository';

/** One page of the outbox, newest first, optionally filtered by subject or recipient. */
export async function listMail(opts: { db: Db; query: PageQuery }): Promise<MailPage> {
  const { page, per_page: perPage, search } = opts.query;
  const { rows, total } = await repo.listMail(opts.db, search, { limit: perPage, offset: (page - 1) * perPage });
  return { data: rows.map(presentMail), total };
}

/** One message of the outbox; 404 when there is none with this id. */
export async function getMail(opts: { db: Db; id: number }): Promise<MailMessage> {
  const row = await repo.findMailById(opts.db, opts.id);
  if (!row) throw notFound(MESSAGES.mailboxMessageNotFound);
  return presentMail(row);
}
