/**
 * Scheduling background jobs (the scheduled_jobs table): a job is a kind, a unique key and a time.
 * Scheduling a key that exists moves it (and runs it again if it had run) only when its time
 * changes, so a module may re-schedule everything it cares about after each change without sending
 * anything twice. Functions take the caller's transaction: a job is scheduled only if the change
 * that asks for it commits.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { scheduledJobs } from '../db/schema';

export interface JobRequest {
  kind: string;
  key: string;
  runAt: Date;
  groupKey?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Schedules the job, or moves the job of that key to a new time (pending again, attempts reset).
 * A job whose time is unchanged is left as it is, done or not.
 */
export async function scheduleJob(tx: Tx, job: JobRequest): Promise<void> {
  await tx
    .insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, groupKey: job.groupKey ?? null, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: scheduledJobs.key,
      set: {
        kind: sql`excluded.kind`,
        runAt: sql`excluded.run_at`,
        groupKey: sql`excluded.group_key`,
        payload: sql`excluded.payload`,
        status: 'pending',
        attempts: 0,
        lastError: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${scheduledJobs.runAt} <> excluded.run_at`,
    });
}

/** Removes the jobs of a group, but those whose keys are in `keep`; how many went. */
export async function cancelJobsOfGroup(tx: Tx, groupKey: string, keep: string[] = []): Promise<number> {
  const rows = await tx
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.groupKey, groupKey), keep.length > 0 ? notInArray(scheduledJobs.key, keep) : undefined))
    .returning({ id: scheduledJobs.id });
  return rows.length;
}

/** Removes the jobs of these keys. */
export async function cancelJobs(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(scheduledJobs).where(inArray(scheduledJobs.key, keys));
}

/** The jobs of a group, by key (tests and the reminders read their schedule). */
export async function jobsOfGroup(tx: Tx, groupKey: string) {
  return tx.select().from(scheduledJobs).where(eq(scheduledJobs.groupKey, groupKey));
}
