import type { Tx } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  from?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Queues an e-mail in the caller's transaction: it is sent only if the change that caused it
 * commits. The delivery worker picks it up.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      cc: mail.cc ?? [],
      bcc: mail.bcc ?? [],
      from: mail.from ?? null,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
