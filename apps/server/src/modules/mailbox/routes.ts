import { idParamsSchema, mailboxQuerySchema, mailMessageSchema, mailPageSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

/** The Mailbox page: every e-mail the system queued, readable by admins. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mailbox',
    {
      config: { access: 'mailbox.view' },
      schema: { querystring: mailboxQuerySchema, response: { 200: mailPageSchema } },
    },
    async (request) => service.listMail({ db: app.db, query: request.query }),
  );

  app.get(
    '/mailbox/:id',
    {
      config: { access: 'mailbox.view' },
      schema: { params: idParamsSchema, response: { 200: mailMessageSchema } },
    },
    async (request) => service.getMail({ db: app.db, id: request.params.id }),
  );
};
