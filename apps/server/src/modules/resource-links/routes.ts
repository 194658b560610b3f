import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the resource-links work.
export const resourceLinksRoutes: FastifyPluginAsyncZod = async () => {};
