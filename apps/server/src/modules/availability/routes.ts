import {
  availabilitySchema,
  availabilityWithUserSchema,
  createAvailabilityBodySchema,
  userAvailabilityParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import {
  availabilitiesRangeQuerySchema,
  updateAvailabilityWithStampSchema,
  userAvailabilitiesQuerySchema,
  userParamsSchema,
} from './schemas';
import * as service from './service';

/**
 * Availability of staff for shifts: each user keeps their own on the dashboard calendar (admin and
 * sc may keep anybody's), and managers read everybody's in one window.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/user_availabilities',
    {
      config: { access: 'availability.own' },
      schema: {
        params: userParamsSchema,
        querystring: userAvailabilitiesQuerySchema,
        response: { 200: z.array(availabilitySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.listUserAvailabilities({
        db: app.db,
        actor: currentUser(request),
        userId: request.params.userId,
        query: request.query,
      }),
  );

  app.post(
    '/users/:userId/user_availabilities',
    {
      config: { access: 'availability.own' },
      schema: {
        params: userParamsSchema,
        body: createAvailabilityBodySchema,
        response: { 201: availabilitySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const availability = await service.createAvailability({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        userId: request.params.userId,
        input: request.body.userAvailability,
      });
      return reply.status(201).send(availability);
    },
  );

  app.put(
    '/users/:userId/user_availabilities/:id',
    {
      config: { access: 'availability.own' },
      schema: {
        params: userAvailabilityParamsSchema,
        body: updateAvailabilityWithStampSchema,
        response: { 200: availabilitySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateAvailability({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        userId: request.params.userId,
        id: request.params.id,
        input: request.body.userAvailability,
      }),
  );

  app.delete(
    '/users/:userId/user_availabilities/:id',
    {
      config: { access: 'availability.own' },
      schema: { params: userAvailabilityParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteAvailability({
        db: app.db,
        actor: currentUser(request),
        userId: request.params.userId,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/availabilities',
    {
      config: { access: 'availability.any' },
      schema: {
        querystring: availabilitiesRangeQuerySchema,
        response: { 200: z.array(availabilityWithUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listAvailabilities({ db: app.db, query: request.query }),
  );
};
