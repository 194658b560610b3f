import { and, arrayContains, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, eventInvites, mailOutbox } from '../../db/schema';
import { DAY, HOUR } from '../../test/fixtures';

/** What only the invite tests read back; the rows they set up come from src/test/fixtures.ts. */

export async function inviteRow(db: Db, id: number) {
  const [row] = await db.select().from(eventInvites).where(eq(eventInvites.id, id));
  return row;
}

/** The outbox rows queued since `since` (an outbox id) to this address, oldest first. */
export async function mailsTo(db: Db, email: string, since = 0) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, since), arrayContains(mailOutbox.to, [email])))
    .orderBy(mailOutbox.id);
  return rows;
}

/** The id of the newest outbox row (0 when empty): mails after it are the ones a step queued. */
export async function lastMailId(db: Db): Promise<number> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

/** Every outbox row after `since`. */
export async function mailsSince(db: Db, since: number) {
  return db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(mailOutbox.id);
}

/** The audit rows of one invite, oldest first. */
export async function auditOf(db: Db, inviteId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'event_invite'), eq(auditLog.entityId, inviteId)))
    .orderBy(auditLog.id);
}

export const TIMES = { HOUR, DAY };
