import { MESSAGES } from '@app/shared';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { mailRateCounts } from '../db/schema';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route queues e-mail: one user may call it only `config.mailRateLimit` times a minute.
     * A function says which requests can send mail (the others are not counted): a shift edit
     * mails only when it moves the shift, not when it saves a memo or books a room.
     */
    sendsMail?: boolean | ((request: FastifyRequest) => boolean);
  }
}

/** The window of the mail limit. */
export const MAIL_RATE_WINDOW_MS = 60_000;

/**
 * Limits how often one signed-in user may call each route that sends e-mail (`config.sendsMail`),
 * so that a script or a stuck button cannot flood people's inboxes. Each route counts on its own;
 * the count runs after the access guard and the input check (preHandler), so refused calls do not
 * use up the allowance. The 11th call of a minute gets 429 in the API's error shape, with
 * Retry-After.
 *
 * The counts live in the database (mail_rate_counts, one row per user, route and minute), so
 * several instances behind a load balancer share one allowance, as the sign-in limits do. Must be
 * registered before the routes.
 */
export async function registerMailRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const sendsMail = route.config?.sendsMail;
    if (sendsMail) {
      const uncounted = typeof sendsMail === 'function' ? { allowList: (request: FastifyRequest) => !sendsMail(request) } : {};
      route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: MAIL_RATE_WINDOW_MS, ...uncounted } };
    }
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(app.db),
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', MESSAGES.tooManyRequests, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}

/** Rows of windows ended this long ago are deleted (by whichever instance counts next). */
const KEEP_COUNTS_MS = 10 * 60_000;

/**
 * A rate-limit store counting in the database, like the plugin's own store: a key's window begins
 * with its first call and lasts `timeWindow`; one row per route and user, raised with one upsert
 * that starts a new window once the last one is over (safe when instances count at once). Old rows
 * are purged now and then by the instance that counts.
 */
export function databaseStore(db: Db) {
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < KEEP_COUNTS_MS) return;
    lastPurge = now;
    db.delete(mailRateCounts)
      .where(lt(mailRateCounts.windowStart, new Date(now - KEEP_COUNTS_MS)))
      .catch(() => undefined);
  };
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = new Date();
      const windowOver = sql`${mailRateCounts.windowStart} <= ${new Date(now.getTime() - timeWindow)}`;
      db.insert(mailRateCounts)
        .values({ key: `${this.route} ${key}`, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: mailRateCounts.key,
          set: {
            count: sql`case when ${windowOver} then 1 else ${mailRateCounts.count} + 1 end`,
            windowStart: sql`case when ${windowOver} then excluded.window_start else ${mailRateCounts.windowStart} end`,
          },
        })
        .returning({ count: mailRateCounts.count, windowStart: mailRateCounts.windowStart })
        .then(([row]) => {
          purge(now.getTime());
          const started = row?.windowStart.getTime() ?? now.getTime();
          callback(null, { current: row?.count ?? 1, ttl: Math.max(0, started + timeWindow - now.getTime()) });
        }, callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands each route's merged options, with the route itself under `routeInfo`.
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseStore(`${[info?.method ?? ''].flat().join(',')} ${info?.url ?? ''}`);
    }
  }
  return DatabaseStore as unknown as new () => FastifyRateLimitStore;
}
