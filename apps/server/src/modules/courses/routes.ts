import {
  coursePageSchema,
  courseParticipantPageSchema,
  courseParticipantParamsSchema,
  courseParticipantsQuerySchema,
  coursePreferencesResponseSchema,
  courseSchema,
  courseShiftSchema,
  coursesQuerySchema,
  createCourseBodySchema,
  idParamsSchema,
  inviteEmailQuerySchema,
  inviteEmailResultSchema,
  roleplayerAssessmentTemplateSchema,
  updateCourseBodySchema,
  updateCoursePreferencesBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { sendInvitationEmails } from './invitations-service';
import { listParticipants, removeParticipant } from './participants-service';
import { getPreferences, updatePreferences } from './preferences-service';
import { listCourseShifts, listRoleplayerAssessmentTemplates } from './reference-service';
import { courseIdParams } from './schemas';
import * as service from './service';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      config: { access: 'courses.manage' },
      schema: { querystring: coursesQuerySchema, response: { 200: coursePageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listCourses({ db: app.db, query: request.query }),
  );

  app.post(
    '/courses',
    {
      config: { access: 'courses.manage' },
      schema: { body: createCourseBodySchema, response: { 201: courseSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const course = await service.createCourse({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        input: request.body.course,
      });
      return reply.status(201).send(course);
    },
  );

  app.get(
    '/courses/:id',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 200: courseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getCourse({ db: app.db, config: app.config, id: request.params.id }),
  );

  app.put(
    '/courses/:id',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        body: updateCourseBodySchema,
        response: { 200: courseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateCourse({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.course,
      }),
  );

  app.delete(
    '/courses/:id',
    {
      config: { access: 'courses.delete' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.deleteCourse({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/courses/:id/preferences',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        response: { 200: coursePreferencesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPreferences({ db: app.db, courseId: request.params.id }),
  );

  app.put(
    '/courses/:id/preferences',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        body: updateCoursePreferencesBodySchema,
        response: { 200: coursePreferencesResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updatePreferences({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.id,
        input: request.body.preferences,
      }),
  );

  app.get(
    '/courses/:id/participants',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        querystring: courseParticipantsQuerySchema,
        response: { 200: courseParticipantPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listParticipants({ db: app.db, courseId: request.params.id, query: request.query }),
  );

  app.delete(
    '/courses/:id/participants/:userId',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: courseParticipantParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeParticipant({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/courses/:id/invite_email',
    {
      config: { access: 'courses.manage', sendsMail: true },
      schema: {
        params: idParamsSchema,
        querystring: inviteEmailQuerySchema,
        response: { 200: inviteEmailResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      sendInvitationEmails({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        courseId: request.params.id,
        query: request.query,
      }),
  );

  app.get(
    '/roleplayer_assessment_templates',
    {
      config: { access: 'courses.manage' },
      schema: { response: { 200: z.array(roleplayerAssessmentTemplateSchema), ...errorResponses(401, 403) } },
    },
    async () => listRoleplayerAssessmentTemplates({ db: app.db }),
  );

  app.get(
    '/courses/:courseId/events',
    {
      config: { access: 'courses.manage' },
      schema: { params: courseIdParams, response: { 200: z.array(courseShiftSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listCourseShifts({ db: app.db, courseId: request.params.courseId }),
  );
};
