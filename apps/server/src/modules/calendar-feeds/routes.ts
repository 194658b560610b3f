import { calendarFeedAddressSchema, calendarFeedParamsSchema, idParamsSchema, MESSAGES } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { resolveFeedKey } from './feed-key';
import * as service from './service';

/** A user's personal calendar feed: its address (self or admin) and the public .ics behind it. */
export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read (or made) once, when the app starts.
  const key = resolveFeedKey(app.config, app.log);

  app.get(
    '/users/:id/calendar_feed',
    {
      config: { access: 'users.editOwn' },
      schema: { params: idParamsSchema, response: { 200: calendarFeedAddressSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) =>
      service.feedAddress({ db: app.db, config: app.config, key, actor: currentUser(request), userId: request.params.id }),
  );

  app.post(
    '/users/:id/calendar_feed/reset',
    {
      config: { access: 'users.editOwn' },
      schema: { params: idParamsSchema, response: { 200: calendarFeedAddressSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) =>
      service.resetFeedAddress({ db: app.db, config: app.config, key, actor: currentUser(request), userId: request.params.id }),
  );

  // Public: the secret in the address is the key. Calendar apps fetch it without a session.
  app.get(
    '/calendar_feeds/:file',
    {
      config: { access: 'public' },
      schema: { params: calendarFeedParamsSchema, response: { 200: z.string(), ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const text = await service.feedCalendar({ db: app.db, config: app.config, secret });
      if (text === null) throw notFound(MESSAGES.calendarFeedNotFound);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="shifts.ics"')
        .send(text);
    },
  );
};
