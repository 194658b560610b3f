import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the clients work.
export const clientsRoutes: FastifyPluginAsyncZod = async () => {};
