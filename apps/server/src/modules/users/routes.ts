import {
  createUserBodySchema,
  idParamsSchema,
  messageSchema,
  staffListSchema,
  staffQuerySchema,
  updateUserBodySchema,
  userDetailSchema,
  userPageSchema,
  userSchema,
  usersQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** What the users routes are given by app.ts: sign-in's check of a current password. */
export interface UsersRoutesOptions {
  checkCurrentPassword: service.CurrentPasswordCheck;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  app.get(
    '/users',
    {
      config: { access: 'users.list' },
      schema: { querystring: usersQuerySchema, response: { 200: userPageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listUsers({ db: app.db, actor: currentUser(request), query: request.query }),
  );

  app.post(
    '/users',
    {
      config: { access: 'users.create' },
      schema: { body: createUserBodySchema, response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const user = await service.createUser({ db: app.db, actor: currentUser(request), input: request.body.user });
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/users/:id',
    {
      // A user held to change their password still opens their own page; the service refuses others.
      config: { access: 'users.view', allowPasswordChange: true },
      schema: { params: idParamsSchema, response: { 200: userDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getUser({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'users.editOwn', allowPasswordChange: true },
      schema: {
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      service.updateUser({
        db: app.db,
        checkCurrentPassword: options.checkCurrentPassword,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.user,
        ip: request.ip,
      }),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'users.delete' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteUser({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:id/reset_password',
    {
      config: { access: 'users.resetPassword', sendsMail: true },
      schema: { params: idParamsSchema, response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.resetPassword({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/staff',
    {
      config: { access: 'staff.list' },
      schema: { querystring: staffQuerySchema, response: { 200: staffListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listStaff({ db: app.db, role: request.query.role }),
  );

  app.get(
    '/role_players',
    { config: { access: 'staff.list' }, schema: { response: { 200: staffListSchema, ...errorResponses(401, 403) } } },
    async () => service.listStaff({ db: app.db, role: 'rp' }),
  );
};
