import { LOGIN_FAILURE_WINDOW_MINUTES } from '@app/shared';
import type { Db } from '../../db/client';
import { purgeDeadTokens } from './repository';

/** Every hour by default. */
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;

export interface PurgeCounts {
  /** Sessions that expired or were revoked (signed out, password changed, user deleted). */
  sessions: number;
  /** Sign-in links that expired, were revoked, or were used. */
  links: number;
  /** Failed sign-ins older than the window they count in. */
  failures: number;
}

/**
 * Deletes what can no longer be used: expired or revoked sessions; expired, revoked or used sign-in
 * links (a used one once it is older than the window in which links asked for on the sign-in page
 * are counted); failed sign-ins older than their window. Safe to run from several instances at once.
 */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  return purgeDeadTokens(db, now, windowStart);
}

/** The part of a pino / Fastify logger the job uses. */
export interface HousekeepingLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Another purge the housekeeping runs each time (the audit trail's retention): it answers how many rows went. */
export interface HousekeepingTask {
  name: string;
  run(now: Date): Promise<number>;
}

/**
 * Runs purgeExpired, then each of `tasks`, now and then every `intervalMs` until stopped. A failed run is logged and the
 * next one tries again. `stop()` cancels the timer and waits for a run in progress to finish.
 */
export function startHousekeeping(opts: { db: Db; log: HousekeepingLog; intervalMs?: number; tasks?: HousekeepingTask[] }): {
  stop(): Promise<void>;
} {
  const intervalMs = opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const counts = await purgeExpired(opts.db);
      if (counts.sessions + counts.links + counts.failures > 0) opts.log.info({ purged: counts }, 'expired sign-in data purged');
    } catch (err) {
      opts.log.error({ err }, 'purging expired sign-in data failed; will try again');
    }
    for (const task of opts.tasks ?? []) {
      try {
        const purged = await task.run(new Date());
        if (purged > 0) opts.log.info({ purged, task: task.name }, `${task.name}: old rows purged`);
      } catch (err) {
        opts.log.error({ err, task: task.name }, `${task.name}: purge failed; will try again`);
      }
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => schedule(intervalMs));
    }, delay);
    // The job alone never keeps the process alive.
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
