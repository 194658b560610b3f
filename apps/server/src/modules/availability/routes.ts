import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the availability work.
export const availabilityRoutes: FastifyPluginAsyncZod = async () => {};
