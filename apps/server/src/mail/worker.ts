import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { transaction } from '../db/transaction';
import { startPolling } from '../lib/polling';

/** After this many delivery attempts a message is given up ('failed'). */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
/**
 * How long a claimed message stays reserved for the worker that claimed it. A worker that dies
 * mid-pass leaves its messages in 'sending'; once this lease runs out another worker takes them.
 * It is far longer than a batch can take with the SMTP timeouts below.
 */
const CLAIM_LEASE_MS = 15 * 60_000;
const DEFAULT_BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 1000;

/** What the worker needs of a nodemailer transport (a real one in production and in the tests). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ rejected?: unknown[] }>;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  retried: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** A nodemailer SMTP transport for SMTP_URL, with timeouts short enough for a worker. */
export function createMailTransport(smtpUrl: string) {
  // Settings in the URL's query string win over these defaults.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

const at = (ms: number) => sql`now() + (${ms}::integer * interval '1 millisecond')`;

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

function addressText(value: unknown): string {
  if (value && typeof value === 'object' && 'address' in value) return String((value as { address: unknown }).address);
  return String(value);
}

function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = a.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reserves up to `limit` due messages for this worker. The row locks with SKIP LOCKED make
 * concurrent workers (other server instances) take disjoint sets; marking the rows 'sending' with
 * a lease before committing keeps them from being taken again once the locks are released. The
 * transaction is short: nothing is sent while it holds locks (on PGlite it would block every
 * other query of the app).
 */
async function claimDue(db: Db, limit: number): Promise<{ claimed: OutboxRow[]; abandoned: number }> {
  return transaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { claimed: [], abandoned: 0 };

    // A message whose worker died at its last allowed attempt is not tried again.
    const exhausted = due.filter((row) => row.attempts >= MAX_MAIL_ATTEMPTS);
    if (exhausted.length > 0) {
      await tx
        .update(mailOutbox)
        .set({ status: 'failed', lastError: sql`coalesce(${mailOutbox.lastError}, 'Delivery was interrupted')` })
        .where(
          inArray(
            mailOutbox.id,
            exhausted.map((r) => r.id),
          ),
        );
    }
    const claimed = due.filter((row) => row.attempts < MAX_MAIL_ATTEMPTS);
    if (claimed.length > 0) {
      // The attempt is counted when it starts, so a message that crashes its worker still runs out.
      await tx
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: at(CLAIM_LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            claimed.map((r) => r.id),
          ),
        );
    }
    return { claimed: claimed.map((row) => ({ ...row, attempts: row.attempts + 1 })), abandoned: exhausted.length };
  });
}

function messageOf(row: OutboxRow, config: Pick<Config, 'mailFrom' | 'alwaysBcc'>): SendMailOptions {
  const from = row.from ?? config.mailFrom;
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  const bcc = uniqueAddresses([...row.bcc, ...(config.alwaysBcc ? [config.alwaysBcc] : [])]);
  return {
    from,
    to: row.to,
    cc: row.cc.length > 0 ? row.cc : undefined,
    bcc: bcc.length > 0 ? bcc : undefined,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    icalEvent: row.icalEvent ?? undefined,
    // Stable per outbox row: a message sent again after a crash can be recognised as the same one.
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
  };
}

/**
 * Puts claimed messages that were not tried back in the queue as they were before the claim, and
 * due now, so that another instance sends them at once rather than when the claim runs out.
 */
async function handBack(db: Db, rows: OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(
      and(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
        eq(mailOutbox.status, 'sending'),
      ),
    );
}

/**
 * One delivery pass: claims the due messages (at most `batchSize`), sends each through the
 * transport and records the outcome: 'sent', or back to 'pending' with a later next attempt, or
 * 'failed' after MAX_MAIL_ATTEMPTS. Several passes may run at once, in one process or many: each
 * message is sent by one of them only.
 */
export async function deliverDueMail(opts: {
  db: Db;
  config: Pick<Config, 'mailFrom' | 'alwaysBcc'>;
  transport: MailTransport;
  log?: FastifyBaseLogger;
  batchSize?: number;
  /** Checked before each message: once true, the messages not yet sent are handed back (shutdown). */
  shouldStop?: () => boolean;
}): Promise<DeliveryCounts> {
  const { db, config, transport, log } = opts;
  const counts: DeliveryCounts = { sent: 0, failed: 0, retried: 0 };
  const { claimed, abandoned } = await claimDue(db, opts.batchSize ?? DEFAULT_BATCH_SIZE);
  counts.failed += abandoned;

  for (const [index, row] of claimed.entries()) {
    if (opts.shouldStop?.()) {
      await handBack(db, claimed.slice(index));
      break;
    }
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'));
    if (row.to.length + row.cc.length + row.bcc.length === 0) {
      await db.update(mailOutbox).set({ status: 'failed', lastError: 'The message has no recipients' }).where(mine);
      counts.failed += 1;
      continue;
    }
    let outcome: { ok: true; rejected: string[] } | { ok: false; error: string };
    try {
      const info = await transport.sendMail(messageOf(row, config));
      outcome = { ok: true, rejected: (info.rejected ?? []).map(addressText) };
    } catch (err) {
      outcome = { ok: false, error: describe(err) };
    }

    if (outcome.ok) {
      // Some recipients may have been refused while the others accepted it: it is sent, with a note.
      const note = outcome.rejected.length > 0 ? `Refused by the server for: ${outcome.rejected.join(', ')}` : null;
      await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: note }).where(mine);
      counts.sent += 1;
    } else if (row.attempts >= MAX_MAIL_ATTEMPTS) {
      await db.update(mailOutbox).set({ status: 'failed', lastError: outcome.error }).where(mine);
      counts.failed += 1;
      log?.error({ mailId: row.id, attempts: row.attempts, error: outcome.error }, 'e-mail given up');
    } else {
      await db
        .update(mailOutbox)
        .set({ status: 'pending', lastError: outcome.error, nextAttemptAt: at(retryDelayMs(row.attempts)) })
        .where(mine);
      counts.retried += 1;
      log?.warn({ mailId: row.id, attempts: row.attempts, error: outcome.error }, 'e-mail not sent; will retry');
    }
  }
  return counts;
}

/**
 * Starts delivering the outbox through SMTP_URL: a pass every MAIL_POLL_MS (at once again while
 * passes come back full), never two passes of this worker at a time. Without SMTP_URL it does
 * nothing: mail stays in the outbox, where admins read it on the Mailbox page. `stop()` resolves
 * once the message being sent, if any, is done and recorded; the rest of its batch goes back to
 * the queue unsent.
 */
export function startMailWorker(opts: { db: Db; config: Config; log: FastifyBaseLogger }): { stop(): Promise<void> } {
  const { db, config, log } = opts;
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: e-mail stays in the outbox (Mailbox page)');
    return { stop: async () => {} };
  }
  const transport = createMailTransport(config.smtpUrl);
  const batchSize = DEFAULT_BATCH_SIZE;
  return startPolling({
    intervalMs: config.mailPollMs,
    run: async (shouldStop) => {
      const counts = await deliverDueMail({ db, config, transport, log, batchSize, shouldStop });
      const full = counts.sent + counts.failed + counts.retried >= batchSize;
      if (full || counts.failed > 0 || counts.retried > 0) log.info(counts, 'mail delivery pass');
      return full;
    },
    onError: (err) => log.error({ err }, 'mail delivery pass failed'),
    onStop: () => transport.close(),
  });
}
