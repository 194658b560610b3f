import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the scenario-components work.
export const scenarioComponentsRoutes: FastifyPluginAsyncZod = async () => {};
