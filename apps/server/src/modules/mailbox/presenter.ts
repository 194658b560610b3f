import type { MailMessage } from '@app/shared';
import type { mailOutbox } from '../../db/schema';

type MailRow = typeof mailOutbox.$inferSelect;

/** An outbox row as the Mailbox page shows it. */
export function presentMail(row: MailRow): MailMessage {
  return {
    id: row.id,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
