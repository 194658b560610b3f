import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the courses work.
export const coursesRoutes: FastifyPluginAsyncZod = async () => {};
