import {
  idParamsSchema,
  rosterPlanAppliedSchema,
  rosterPlanCreateBodySchema,
  rosterPlanPatchBodySchema,
  rosterPlanSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { applyPlan, createPlan, getPlan, patchPlan } from './service';

/** Roster plans (issue 39): managers plan a period's open places, look, change, apply. */
export const rosterPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/roster_plans',
    {
      config: { access: 'shifts.manage' },
      schema: {
        body: rosterPlanCreateBodySchema,
        response: { 201: rosterPlanSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const plan = await createPlan({ db: app.db, config: app.config, actor: currentUser(request), input: request.body.plan });
      return reply.status(201).send(plan);
    },
  );

  app.get(
    '/roster_plans/:id',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 200: rosterPlanSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getPlan({ db: app.db, id: request.params.id }),
  );

  app.patch(
    '/roster_plans/:id',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        body: rosterPlanPatchBodySchema,
        response: { 200: rosterPlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      patchPlan({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id, input: request.body.plan }),
  );

  app.post(
    '/roster_plans/:id/apply',
    {
      config: { access: 'shifts.manage', sendsMail: true },
      schema: { params: idParamsSchema, response: { 200: rosterPlanAppliedSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => applyPlan({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id }),
  );
};
