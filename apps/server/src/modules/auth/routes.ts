import {
  APP_SCOPES,
  type AppScope,
  idParamsSchema,
  loginBodySchema,
  loginLinkBodySchema,
  loginLinkResponseSchema,
  MESSAGES,
  meSchema,
  SCOPE_HEADER,
  sessionUserSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceLanguage } from '../../lib/device-language';
import { prepareDummyHash } from '../../lib/password';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const scopeHeaders = z.object({ [SCOPE_HEADER]: z.enum(APP_SCOPES).optional() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first sign-in for an unknown address must not be the one that pays for the dummy hash.
  await prepareDummyHash();

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        body: loginBodySchema,
        headers: scopeHeaders,
        response: { 200: sessionUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const scope: AppScope = request.headers[SCOPE_HEADER] ?? 'backoffice';
      const body = request.body;
      const device = deviceLanguage(request.headers);
      if ('token' in body) {
        return service.loginWithLinkToken({ db: app.db, config: app.config, token: body.token, scope, device });
      }
      return service.loginWithPassword({
        db: app.db,
        config: app.config,
        email: body.email,
        password: body.password,
        scope,
        ip: request.ip,
        device,
      });
    },
  );

  app.post(
    '/login/link',
    {
      // Anonymous: the mail limit counts by client address here (and the service allows 3 links per
      // account per 15 minutes on top).
      config: { access: 'public', sendsMail: true },
      schema: { body: loginLinkBodySchema, response: { 200: loginLinkResponseSchema, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      // The answer goes out before the work is done: its time must not tell whether the address
      // has an account (finding one means writing a link and an e-mail, which takes longer).
      reply.send({ message: MESSAGES.signInLinkRequested });
      // Let the answer leave first (the embedded database works on this same thread).
      await new Promise((resolve) => setImmediate(resolve));
      await service
        .requestLoginLink({ db: app.db, config: app.config, email: request.body.email, device: deviceLanguage(request.headers) })
        .catch((err: unknown) => request.log.error({ err }, 'sign-in link request failed'));
      return reply;
    },
  );

  app.post(
    '/logout',
    { config: { access: 'session.self', allowPasswordChange: true, scopes: ['backoffice', 'regapp'] } },
    async (request, reply) => {
      await service.logout({ db: app.db, user: currentUser(request) });
      return reply.status(204).send();
    },
  );

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
