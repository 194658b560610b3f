import { backfillTakeResultSchema, idParamsSchema, myBackfillOffersSchema, shiftBackfillSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** Backfill of shifts short of people: a shift's open places (managers), the offers made to staff, taking one. */
export const backfillRoutes: FastifyPluginAsyncZod = async (app) => {
  const shiftAnswer = { params: idParamsSchema, response: { 200: shiftBackfillSchema, ...errorResponses(400, 401, 403, 404) } };

  app.get('/shifts/:id/backfill', { config: { access: 'shifts.manage' }, schema: shiftAnswer }, async (request) =>
    service.getShiftBackfill({ db: app.db, id: request.params.id }),
  );

  app.post('/shifts/:id/backfill/stop', { config: { access: 'shifts.manage' }, schema: shiftAnswer }, async (request) =>
    service.stopBackfill({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/shifts/:id/backfill/restart',
    { config: { access: 'shifts.manage', sendsMail: true }, schema: shiftAnswer },
    async (request) =>
      service.restartBackfill({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/backfill_offers',
    { config: { access: 'invites.respond' }, schema: { response: { 200: myBackfillOffersSchema, ...errorResponses(401, 403) } } },
    async (request) => service.myBackfillOffers({ db: app.db, actor: currentUser(request) }),
  );

  app.post(
    '/backfill_places/:id/take',
    {
      config: { access: 'invites.respond' },
      schema: { params: idParamsSchema, response: { 200: backfillTakeResultSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.takeBackfillPlace({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );
};
