import {
  courseListReportQuerySchema,
  deleteOrphanedBodySchema,
  deleteOrphanedResultSchema,
  idParamsSchema,
  orphanedParticipantPageSchema,
  orphanedParticipantsQuerySchema,
  participantCourseListSchema,
  participantFiltersSchema,
  participantPageSchema,
  participantProfileSchema,
  participantsQuerySchema,
  updateParticipantProfileBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders } from '../../lib/csv';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** The participant directory, orphaned participants, a participant's course list, CSV and profile. */
export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/participants',
    {
      config: { access: 'participants.directory' },
      schema: {
        querystring: participantsQuerySchema,
        response: { 200: participantPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listParticipants({ db: app.db, query: request.query }),
  );

  app.get(
    '/participants/filters',
    {
      config: { access: 'participants.directory' },
      schema: { response: { 200: participantFiltersSchema, ...errorResponses(401, 403) } },
    },
    async () => service.participantFilters({ db: app.db }),
  );

  app.get(
    '/participants/orphaned',
    {
      config: { access: 'participants.directory' },
      schema: {
        querystring: orphanedParticipantsQuerySchema,
        response: { 200: orphanedParticipantPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listOrphaned({ db: app.db, query: request.query }),
  );

  app.post(
    '/participants/orphaned/delete',
    {
      config: { access: 'users.delete' },
      schema: {
        body: deleteOrphanedBodySchema,
        response: { 200: deleteOrphanedResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => service.deleteOrphaned({ db: app.db, actor: currentUser(request), userIds: request.body.userIds }),
  );

  app.get(
    '/participants/:id/course_list',
    {
      // Anyone may ask; the service applies the object rule of a user's details (404 when hidden).
      config: { access: 'users.view' },
      schema: { params: idParamsSchema, response: { 200: participantCourseListSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.courseList({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/participants/:id/profile',
    {
      config: { access: 'users.view' },
      schema: { params: idParamsSchema, response: { 200: participantProfileSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getProfile({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.put(
    '/participants/:id/profile',
    {
      config: { access: 'participants.directory' },
      schema: {
        params: idParamsSchema,
        body: updateParticipantProfileBodySchema,
        response: { 200: participantProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateProfile({
        db: app.db,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.participantProfile,
      }),
  );

  app.get(
    '/generate_course_list_report',
    {
      config: { access: 'users.view' },
      schema: {
        querystring: courseListReportQuerySchema,
        response: { 200: z.unknown().describe('the CSV file, as a download'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.courseListReport({
        db: app.db,
        actor: currentUser(request),
        userId: request.query.user_id,
        timeZone: app.config.timeZone,
      });
      return reply.headers(csvDownloadHeaders(file.fileName)).send(file.bytes);
    },
  );
};
