import {
  createRoomBodySchema,
  idParamsSchema,
  roomPageSchema,
  roomSchema,
  roomsQuerySchema,
  updateRoomBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rooms',
    {
      config: { access: 'rooms.manage' },
      schema: { querystring: roomsQuerySchema, response: { 200: roomPageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listRooms({ db: app.db, query: request.query }),
  );

  app.post(
    '/rooms',
    {
      config: { access: 'rooms.manage' },
      schema: { body: createRoomBodySchema, response: { 201: roomSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const room = await service.createRoom({ db: app.db, actor: currentUser(request), input: request.body.room });
      return reply.status(201).send(room);
    },
  );

  app.patch(
    '/rooms/:id',
    {
      config: { access: 'rooms.manage' },
      schema: {
        params: idParamsSchema,
        body: updateRoomBodySchema,
        response: { 200: roomSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateRoom({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.room,
      }),
  );

  app.delete(
    '/rooms/:id',
    {
      config: { access: 'rooms.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.deleteRoom({
        db: app.db,
        actor: currentUser(request),
        timeZone: app.config.timeZone,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
