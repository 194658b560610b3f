import {
  APP_SCOPES,
  type AppScope,
  idParamsSchema,
  loginBodySchema,
  meSchema,
  SCOPE_HEADER,
  sessionUserSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const scopeHeaders = z.object({ [SCOPE_HEADER]: z.enum(APP_SCOPES).optional() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, headers: scopeHeaders, response: { 200: sessionUserSchema } },
    },
    async (request) => {
      const scope: AppScope = request.headers[SCOPE_HEADER] ?? 'backoffice';
      const body = request.body;
      if ('token' in body) {
        return service.loginWithLinkToken({ db: app.db, config: app.config, token: body.token, scope });
      }
      return service.loginWithPassword({
        db: app.db,
        config: app.config,
        email: body.email,
        password: body.password,
        scope,
        ip: request.ip,
      });
    },
  );

  app.post('/logout', { config: { access: 'session.self', allowPasswordChange: true } }, async (request, reply) => {
    await service.logout({ db: app.db, user: currentUser(request) });
    return reply.status(204).send();
  });

  app.get(
    '/me',
    { config: { access: 'session.self', allowPasswordChange: true }, schema: { response: { 200: meSchema } } },
    async (request) => service.me({ db: app.db, user: currentUser(request) }),
  );

  app.get(
    '/login/impersonate_user/:id',
    { config: { access: 'users.impersonate' }, schema: { params: idParamsSchema, response: { 200: sessionUserSchema } } },
    async (request) =>
      service.impersonate({ db: app.db, config: app.config, actor: currentUser(request), userId: request.params.id }),
  );
};
