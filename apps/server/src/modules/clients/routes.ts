import {
  clientPageSchema,
  clientParticipantPageSchema,
  clientSchema,
  clientsQuerySchema,
  createClientBodySchema,
  idParamsSchema,
  pageQuerySchema,
  updateClientBodySchema,
  uploadParticipantsFieldsSchema,
  uploadParticipantsResultSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { importParticipants } from './import-participants';
import { PARTICIPANT_TEMPLATE_FILE_NAME, participantTemplateCsv } from './participant-csv';
import { readCsvUpload } from './read-upload';
import { clientUserParamsSchema } from './schemas';
import * as service from './service';

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: 'clients.manage' },
      schema: { querystring: clientsQuerySchema, response: { 200: clientPageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listClients({ db: app.db, query: request.query }),
  );

  app.post(
    '/clients',
    {
      config: { access: 'clients.manage' },
      schema: { body: createClientBodySchema, response: { 201: clientSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const client = await service.createClient({ db: app.db, actor: currentUser(request), input: request.body.client });
      return reply.status(201).send(client);
    },
  );

  app.get(
    '/clients/:id',
    {
      config: { access: 'clients.manage' },
      schema: { params: idParamsSchema, response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getClient({ db: app.db, id: request.params.id }),
  );

  app.put(
    '/clients/:id',
    {
      config: { access: 'clients.manage' },
      schema: {
        params: idParamsSchema,
        body: updateClientBodySchema,
        response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateClient({ db: app.db, actor: currentUser(request), id: request.params.id, input: request.body.client }),
  );

  app.get(
    '/clients/:id/csv_template',
    {
      config: { access: 'clients.manage' },
      schema: { params: idParamsSchema, response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.getClient({ db: app.db, id: request.params.id });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${PARTICIPANT_TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(participantTemplateCsv());
    },
  );

  app.put(
    '/clients/:id/upload_participants',
    {
      config: { access: 'clients.manage' },
      // The body is multipart (course_id and the csv file): read and checked in the handler.
      schema: {
        params: idParamsSchema,
        response: { 200: uploadParticipantsResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { fields, file } = await readCsvUpload(request);
      if (fields.course_id === undefined || fields.course_id.trim() === '') {
        throw badRequest('Invalid body: course_id is required', [{ field: 'course_id', message: 'is required' }]);
      }
      const parsed = uploadParticipantsFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'is invalid';
        throw badRequest(`Invalid body: course_id ${message}`, [{ field: 'course_id', message }]);
      }
      return importParticipants({
        db: app.db,
        actor: currentUser(request),
        clientId: request.params.id,
        courseId: parsed.data.course_id,
        file,
      });
    },
  );

  app.get(
    '/clients/:id/users',
    {
      config: { access: 'clients.manage' },
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: clientParticipantPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.listClientParticipants({ db: app.db, clientId: request.params.id, query: request.query }),
  );

  app.delete(
    '/clients/:id/users/:userId',
    {
      config: { access: 'clients.deleteParticipant' },
      schema: { params: clientUserParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteClientParticipant({
        db: app.db,
        actor: currentUser(request),
        clientId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send(null);
    },
  );
};
