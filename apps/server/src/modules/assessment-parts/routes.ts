import {
  assessmentPartSchema,
  assessmentPartTypeSchema,
  createAssessmentPartBodySchema,
  idParamsSchema,
  idTextSchema,
  updateAssessmentPartBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** `/courses/:courseId/...`: the course id, within what the database column holds. */
const courseIdParamsSchema = z.object({ courseId: idTextSchema });

/** The Skills List page of a course: the form builder for participant assessments. */
export const assessmentPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assessment_part_types',
    {
      config: { access: 'courses.manage' },
      schema: { response: { 200: z.array(assessmentPartTypeSchema), ...errorResponses(401, 403) } },
    },
    async () => service.listAssessmentPartTypes({ db: app.db }),
  );

  app.get(
    '/courses/:courseId/assessment_parts',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: courseIdParamsSchema,
        response: { 200: z.array(assessmentPartSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.listAssessmentParts({ db: app.db, courseId: request.params.courseId }),
  );

  app.post(
    '/courses/:courseId/assessment_parts',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: courseIdParamsSchema,
        body: createAssessmentPartBodySchema,
        response: { 201: assessmentPartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const part = await service.createAssessmentPart({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.courseId,
        input: request.body.assessmentPart,
      });
      return reply.status(201).send(part);
    },
  );

  app.put(
    '/assessment_parts/:id',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        body: updateAssessmentPartBodySchema,
        response: { 200: assessmentPartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.updateAssessmentPart({
        db: app.db,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.assessmentPart,
      }),
  );

  app.delete(
    '/assessment_parts/:id',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.deleteAssessmentPart({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
