import {
  idParamsSchema,
  MESSAGES,
  regappBookingBodySchema,
  regappBookingResponseSchema,
  regappCourseSchema,
  regappIdParamsSchema,
  regappKeyParamsSchema,
  regappSignInLinkBodySchema,
  regappSignInLinkResponseSchema,
  regappSummarySchema,
  regappWaitlistBodySchema,
  regappWaitlistResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** Registration app sessions only (a back-office session is refused as no session: 401). */
const REGAPP = { access: 'regapp.book', scopes: ['regapp'] } as const;

export const regappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/regapp/sign_in_link',
    {
      // Anonymous: the mail limit counts by client address (and 3 links per account per window on top).
      config: { access: 'public', sendsMail: true },
      schema: {
        body: regappSignInLinkBodySchema,
        response: { 202: regappSignInLinkResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The answer leaves before the work: neither it nor its time tells who is enrolled.
      reply.status(202).send({ message: MESSAGES.regappSignInLinkRequested });
      await new Promise((resolve) => setImmediate(resolve));
      await service
        .requestSignInLink({ db: app.db, config: app.config, email: request.body.email, key: request.body.key })
        .catch((err: unknown) => request.log.error({ err }, 'registration app sign-in link request failed'));
      return reply;
    },
  );

  app.get(
    '/regapp/courses/:key',
    {
      config: REGAPP,
      schema: { params: regappKeyParamsSchema, response: { 200: regappCourseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) =>
      service.getCourse({ db: app.db, config: app.config, actor: currentUser(request), key: request.params.key }),
  );

  app.post(
    '/regapp/bookings',
    {
      config: REGAPP,
      schema: {
        body: regappBookingBodySchema,
        response: { 201: regappBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await service.book({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        input: request.body.booking,
      });
      return reply.status(201).send({ booking });
    },
  );

  app.put(
    '/regapp/bookings/:id',
    {
      config: REGAPP,
      schema: {
        params: regappIdParamsSchema,
        body: regappBookingBodySchema,
        response: { 200: regappBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      booking: await service.move({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.booking,
      }),
    }),
  );

  app.delete(
    '/regapp/bookings/:id',
    {
      config: REGAPP,
      schema: { params: regappIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.cancel({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/regapp/waitlist',
    {
      config: REGAPP,
      schema: {
        body: regappWaitlistBodySchema,
        response: { 201: regappWaitlistResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const entry = await service.joinWaitlist({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        input: request.body.entry,
      });
      return reply.status(201).send({ entry });
    },
  );

  app.delete(
    '/regapp/waitlist/:id',
    {
      config: REGAPP,
      schema: { params: regappIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.leaveWaitlist({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/regapp/waitlist/:id/claim',
    {
      config: REGAPP,
      schema: {
        params: regappIdParamsSchema,
        response: { 201: regappBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await service.claimOffer({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
      });
      return reply.status(201).send({ booking });
    },
  );

  app.get(
    '/courses/:id/regapp_summary',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 200: regappSummarySchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.summary({ db: app.db, courseId: request.params.id }),
  );
};
