import {
  createUserQualificationBodySchema,
  idParamsSchema,
  userQualificationListSchema,
  userQualificationSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './qualifications-service';

/** A user's course qualifications: read by whoever may read the user, added and removed by an admin. */
export const userQualificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/user_qualifications',
    {
      config: { access: 'users.view' },
      schema: { params: idParamsSchema, response: { 200: userQualificationListSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.listQualifications({ db: app.db, actor: currentUser(request), userId: request.params.id }),
  );

  app.post(
    '/users/:id/user_qualifications',
    {
      config: { access: 'users.qualifications.edit' },
      schema: {
        params: idParamsSchema,
        body: createUserQualificationBodySchema,
        response: { 201: userQualificationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const qualification = await service.addQualification({
        db: app.db,
        actor: currentUser(request),
        userId: request.params.id,
        courseId: request.body.userQualification.courseId,
      });
      return reply.status(201).send(qualification);
    },
  );

  app.delete(
    '/user_qualifications/:id',
    {
      config: { access: 'users.qualifications.edit' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.removeQualification({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
