import {
  courseResultsQuerySchema,
  courseResultsSchema,
  idParamsSchema,
  participantProgressQuerySchema,
  participantProgressSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/**
 * Results of the skills assessment: a participant's progress in a course, and a course's figures.
 * The role table lets managers, coaches and (for progress) participants in; the service's policy
 * narrows a coach to the courses they coach and a participant to themself.
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/participants/:id/progress',
    {
      config: { access: 'results.progress' },
      schema: {
        params: idParamsSchema,
        querystring: participantProgressQuerySchema,
        response: { 200: participantProgressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.participantProgress({
        db: app.db,
        viewer: currentUser(request),
        participantId: request.params.id,
        courseId: request.query.course_id,
      }),
  );

  app.get(
    '/courses/:id/results',
    {
      config: { access: 'results.course' },
      schema: {
        params: idParamsSchema,
        querystring: courseResultsQuerySchema,
        response: { 200: courseResultsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.courseResults({ db: app.db, viewer: currentUser(request), courseId: request.params.id, query: request.query }),
  );
};
