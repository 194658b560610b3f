import { apiErrorSchema, MESSAGES } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { pingDatabase } from './repository';

/**
 * GET /health, the readiness check for load balancers: 200 when the server is up and its database
 * answers, 503 when the database does not (the instance should get no traffic until it does).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ ok: z.literal(true) }), 503: apiErrorSchema } },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        // Whatever the reason (gone, refusing, out of connections), the database is not there for us.
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
        request.log.warn({ error: cause instanceof Error ? cause.message : String(cause) }, 'health check: database unavailable');
        throw new AppError('service_unavailable', MESSAGES.databaseUnavailable);
      }
      return { ok: true as const };
    },
  );
};
