import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the invites work.
export const invitesRoutes: FastifyPluginAsyncZod = async () => {};
