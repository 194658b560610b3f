import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the users module work.
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
