import { MESSAGES } from '@app/shared';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * The counts live in this process's memory: with several instances behind a load balancer a user
 * gets the allowance once per instance, which still bounds a flood. Must be registered before the
 * routes.
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
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', MESSAGES.tooManyRequests, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}
