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
  /**
   * A calendar invitation: the .ics text and its METHOD (REQUEST, CANCEL). The worker hands it to
   * nodemailer as `icalEvent`, which sends it as the text/calendar part calendar programs act on.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string } | null;
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
      icalEvent: mail.icalEvent
        ? { method: mail.icalEvent.method, filename: mail.icalEvent.filename ?? 'invite.ics', content: mail.icalEvent.content }
        : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
