import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the mail work.
export const mailboxRoutes: FastifyPluginAsyncZod = async () => {};
