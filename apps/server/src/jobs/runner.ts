/**
 * The job runner: runs the due rows of scheduled_jobs with the handler of their kind. Each job runs
 * in one transaction that holds its row (FOR UPDATE SKIP LOCKED) and marks it done, so the work a
 * handler does in the database (the e-mails it queues in the outbox) and the job's completion commit
 * together: several runners, in one process or many, never run a job twice, and a runner that dies
 * mid-job leaves it to run again. A failing handler's work is rolled back (a savepoint) and the job
 * is tried again later, backing off like the mail worker; after MAX_JOB_ATTEMPTS it is marked failed.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { transaction } from '../db/transaction';
import { startPolling } from '../lib/polling';
import { retryDelayMs } from '../mail/worker';

export const MAX_JOB_ATTEMPTS = 8;
/** How often a runner looks for due jobs: reminders are due days ahead, so a quarter minute is ample. */
export const JOB_POLL_MS = 15_000;
const DEFAULT_BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

export type JobRow = typeof scheduledJobs.$inferSelect;

export interface JobContext {
  config: Config;
  /** The time the pass runs at (tests pass their own). */
  now: Date;
}

/**
 * Does a job's work in the transaction given. Returning `{ runAt }` keeps the job pending for that
 * time (it found it was early); returning nothing marks it done. Throwing rolls its work back and
 * retries it later.
 */
export type JobHandler = (tx: Tx, job: JobRow, ctx: JobContext) => Promise<undefined | { runAt: Date }>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobCounts {
  done: number;
  deferred: number;
  retried: number;
  failed: number;
}

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

type Outcome = keyof JobCounts | 'none';

/** Runs at most one due job; what became of it ('none' when nothing was due or free). */
async function runOne(opts: { db: Db; handlers: JobHandlers; ctx: JobContext; log?: FastifyBaseLogger }): Promise<Outcome> {
  const { ctx } = opts;
  // Opened with transaction() so a handler may emit domain events (lib/events.ts) like any service.
  return transaction(opts.db, async (tx) => {
    const [job] = await tx
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.status, 'pending'), lte(scheduledJobs.runAt, ctx.now)))
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return 'none';
    const mine = eq(scheduledJobs.id, job.id);
    const handler = opts.handlers[job.kind];
    if (!handler) {
      await tx
        .update(scheduledJobs)
        .set({ status: 'failed', lastError: `No handler for jobs of kind ${job.kind}`, updatedAt: sql`now()` })
        .where(mine);
      opts.log?.error({ jobId: job.id, kind: job.kind }, 'job of an unknown kind');
      return 'failed';
    }
    try {
      const result = await transaction(tx, (inner) => handler(inner, job, ctx));
      if (result) {
        await tx.update(scheduledJobs).set({ runAt: result.runAt, updatedAt: sql`now()` }).where(mine);
        return 'deferred';
      }
      await tx
        .update(scheduledJobs)
        .set({ status: 'done', attempts: job.attempts + 1, lastError: null, finishedAt: ctx.now, updatedAt: sql`now()` })
        .where(mine);
      return 'done';
    } catch (err) {
      const attempts = job.attempts + 1;
      const error = describe(err);
      if (attempts >= MAX_JOB_ATTEMPTS) {
        await tx.update(scheduledJobs).set({ status: 'failed', attempts, lastError: error, updatedAt: sql`now()` }).where(mine);
        opts.log?.error({ jobId: job.id, kind: job.kind, attempts, error }, 'job given up');
        return 'failed';
      }
      await tx
        .update(scheduledJobs)
        .set({
          attempts,
          lastError: error,
          runAt: new Date(ctx.now.getTime() + retryDelayMs(attempts)),
          updatedAt: sql`now()`,
        })
        .where(mine);
      opts.log?.warn({ jobId: job.id, kind: job.kind, attempts, error }, 'job failed; will retry');
      return 'retried';
    }
  });
}

/**
 * One pass: runs due jobs one at a time until none is due or `batchSize` have run. Several passes
 * may run at once (other instances): each job is run by one of them.
 */
export async function runDueJobs(opts: {
  db: Db;
  config: Config;
  handlers: JobHandlers;
  log?: FastifyBaseLogger;
  now?: Date;
  batchSize?: number;
  shouldStop?: () => boolean;
}): Promise<JobCounts> {
  const counts: JobCounts = { done: 0, deferred: 0, retried: 0, failed: 0 };
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  for (let i = 0; i < batchSize && !opts.shouldStop?.(); i++) {
    const outcome = await runOne({
      db: opts.db,
      handlers: opts.handlers,
      ctx: { config: opts.config, now: opts.now ?? new Date() },
      ...(opts.log ? { log: opts.log } : {}),
    });
    if (outcome === 'none') break;
    counts[outcome] += 1;
  }
  return counts;
}

/**
 * Starts running due jobs: a pass now and every `intervalMs` (at once again while passes come back
 * full), never two passes of this runner at a time. `stop()` waits for the job being run.
 */
export function startJobRunner(opts: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  handlers: JobHandlers;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const batchSize = DEFAULT_BATCH_SIZE;
  return startPolling({
    intervalMs: opts.intervalMs ?? JOB_POLL_MS,
    run: async (shouldStop) => {
      const counts = await runDueJobs({
        db: opts.db,
        config: opts.config,
        handlers: opts.handlers,
        log: opts.log,
        batchSize,
        shouldStop,
      });
      if (counts.retried > 0 || counts.failed > 0) opts.log.info(counts, 'job runner pass');
      return counts.done + counts.deferred + counts.retried + counts.failed >= batchSize;
    },
    onError: (err) => opts.log.error({ err }, 'job runner pass failed'),
  });
}
