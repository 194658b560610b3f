import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox, scheduledJobs } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { apiTest } from '../test/fixtures';
import { testDbKind } from '../test/harness';
import { scheduleJob } from './queue';
import { type JobHandlers, MAX_JOB_ATTEMPTS, runDueJobs, startJobRunner } from './runner';

const it = apiTest;

/** A handler that queues a mail (its work) and then fails while `failing` says so. */
function flakyHandlers(state: { failing: boolean; runs: number }): JobHandlers {
  return {
    flaky: async (tx, job) => {
      state.runs += 1;
      await enqueueMail(tx, { to: ['job@example.org'], subject: `Work of ${job.key}`, text: 'done' });
      if (state.failing) throw new Error('the mail server of the job is down');
      return undefined;
    },
  };
}

const jobByKey = async (db: Parameters<typeof scheduleJob>[0], key: string) => {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key));
  return row;
};
const workOf = async (db: Parameters<typeof scheduleJob>[0], key: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Work of ${key}`));

describe(`scheduled jobs (${testDbKind})`, () => {
  it('rolls a failing job back and retries it with back-off, then gives it up; a job of no known kind fails', async ({ ctx }) => {
    const db = ctx.database.db;
    const now = new Date('2031-01-01T12:00:00Z');
    await scheduleJob(db, { kind: 'flaky', key: 'flaky:1', runAt: new Date(now.getTime() - 1000) });
    const state = { failing: true, runs: 0 };

    const first = await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now });
    expect(first).toMatchObject({ retried: 1, done: 0 });
    const retried = await jobByKey(db, 'flaky:1');
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the mail server of the job is down' });
    expect(retried?.runAt.toISOString()).toBe(new Date(now.getTime() + 30_000).toISOString());
    expect(await workOf(db, 'flaky:1')).toEqual([]);
    // Not due again before its back-off has passed.
    expect((await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now })).retried).toBe(0);

    state.failing = false;
    const later = new Date(now.getTime() + 31_000);
    expect((await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now: later })).done).toBe(1);
    expect(await jobByKey(db, 'flaky:1')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(await workOf(db, 'flaky:1')).toHaveLength(1);

    await scheduleJob(db, { kind: 'flaky', key: 'flaky:2', runAt: now });
    await db
      .update(scheduledJobs)
      .set({ attempts: MAX_JOB_ATTEMPTS - 1 })
      .where(eq(scheduledJobs.key, 'flaky:2'));
    state.failing = true;
    expect((await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now: later })).failed).toBe(1);
    expect(await jobByKey(db, 'flaky:2')).toMatchObject({ status: 'failed', attempts: MAX_JOB_ATTEMPTS });

    await scheduleJob(db, { kind: 'nobody-knows', key: 'odd:1', runAt: now });
    expect((await runDueJobs({ db, config: ctx.config, handlers: {}, now: later })).failed).toBe(1);
    expect((await jobByKey(db, 'odd:1'))?.lastError).toContain('nobody-knows');
  });

  it('moves a scheduled job only when its time changes, and runs it again then', async ({ ctx }) => {
    const db = ctx.database.db;
    const at = new Date('2031-02-01T09:00:00Z');
    const state = { failing: false, runs: 0 };
    await scheduleJob(db, { kind: 'flaky', key: 'move:1', runAt: at });
    await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now: at });
    await scheduleJob(db, { kind: 'flaky', key: 'move:1', runAt: at });
    expect(await jobByKey(db, 'move:1')).toMatchObject({ status: 'done' });
    const moved = new Date(at.getTime() + 3_600_000);
    await scheduleJob(db, { kind: 'flaky', key: 'move:1', runAt: moved });
    expect(await jobByKey(db, 'move:1')).toMatchObject({ status: 'pending', attempts: 0 });
    await runDueJobs({ db, config: ctx.config, handlers: flakyHandlers(state), now: moved });
    expect(await workOf(db, 'move:1')).toHaveLength(2);
    expect(
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.key, 'move:1')),
    ).toEqual([{ n: 1 }]);
  });

  it('runs due jobs from the runner started with the app, and stops cleanly', async ({ ctx }) => {
    const db = ctx.database.db;
    const state = { failing: false, runs: 0 };
    await scheduleJob(db, { kind: 'flaky', key: 'started:1', runAt: new Date(Date.now() - 1000) });
    const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<typeof startJobRunner>[0]['log'];
    const runner = startJobRunner({ db, config: ctx.config, log, handlers: flakyHandlers(state), intervalMs: 50 });
    try {
      await expect.poll(async () => (await jobByKey(db, 'started:1'))?.status, { timeout: 5000 }).toBe('done');
    } finally {
      await runner.stop();
    }
    expect(await workOf(db, 'started:1')).toHaveLength(1);
  });
});
