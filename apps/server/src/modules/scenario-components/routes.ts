import {
  createScenarioComponentBodySchema,
  createScenarioComponentTypeBodySchema,
  idParamsSchema,
  idTextSchema,
  scenarioComponentSchema,
  scenarioComponentTypeSchema,
  updateScenarioComponentBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** `/courses/:courseId/...`: the course id, within what the database column holds. */
const courseIdParamsSchema = z.object({ courseId: idTextSchema });

/** The Scenario Builder of a course page: component types and the course's ordered components. */
export const scenarioComponentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/scenario_component_types',
    {
      config: { access: 'courses.manage' },
      schema: { response: { 200: z.array(scenarioComponentTypeSchema), ...errorResponses(401, 403) } },
    },
    async () => service.listScenarioComponentTypes({ db: app.db }),
  );

  app.post(
    '/scenario_component_types',
    {
      config: { access: 'courses.manage' },
      schema: {
        body: createScenarioComponentTypeBodySchema,
        response: { 201: scenarioComponentTypeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const type = await service.createScenarioComponentType({
        db: app.db,
        actor: currentUser(request),
        name: request.body.name,
      });
      return reply.status(201).send(type);
    },
  );

  app.get(
    '/courses/:courseId/scenario_components',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: courseIdParamsSchema,
        response: { 200: z.array(scenarioComponentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.listScenarioComponents({ db: app.db, courseId: request.params.courseId }),
  );

  app.post(
    '/courses/:courseId/scenario_components',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: courseIdParamsSchema,
        body: createScenarioComponentBodySchema,
        response: { 201: scenarioComponentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const component = await service.createScenarioComponent({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.courseId,
        input: request.body.scenarioComponent,
      });
      return reply.status(201).send(component);
    },
  );

  app.put(
    '/scenario_components/:id',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        body: updateScenarioComponentBodySchema,
        response: { 200: scenarioComponentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateScenarioComponent({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.scenarioComponent,
      }),
  );

  app.delete(
    '/scenario_components/:id',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.deleteScenarioComponent({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
