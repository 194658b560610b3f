import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the shifts work.
export const shiftsRoutes: FastifyPluginAsyncZod = async () => {};
