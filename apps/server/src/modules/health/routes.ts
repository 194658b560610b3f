import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /health: the server is up and its database answers. For load balancers and tests. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};
