import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the assessment-parts work.
export const assessmentPartsRoutes: FastifyPluginAsyncZod = async () => {};
