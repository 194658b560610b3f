import {
  archivedRecordSchema,
  archivePageSchema,
  archiveQuerySchema,
  coachingAnswerSchema,
  coachingHistoryQuerySchema,
  coachingHistorySchema,
  coachingRecordLookupSchema,
  coachingRecordQuerySchema,
  coachingRecordSchema,
  createCoachingRecordBodySchema,
  idParamsSchema,
  saveCoachingAnswerBodySchema,
  templateBodySchema,
  templateDetailSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** Coaching records (roleplayer assessments) and their answers, the archive, coaching history and the templates. */
export const coachingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coaching_record',
    {
      config: { access: 'coaching.form' },
      schema: {
        querystring: coachingRecordQuerySchema,
        response: { 200: coachingRecordLookupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.findCoachingRecord({
        db: app.db,
        viewer: currentUser(request),
        userId: request.query.user_id,
        callId: request.query.call_id,
      }),
  );

  app.post(
    '/roleplayer_assessments',
    {
      config: { access: 'coaching.form' },
      schema: {
        body: createCoachingRecordBodySchema,
        response: { 200: coachingRecordSchema, 201: coachingRecordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { record, created } = await service.createCoachingRecord({
        db: app.db,
        actor: currentUser(request),
        input: request.body.roleplayerAssessment,
      });
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/roleplayer_assessments/:id',
    {
      config: { access: 'archive.view' },
      schema: { params: idParamsSchema, response: { 200: coachingRecordSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getCoachingRecord({ db: app.db, viewer: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/roleplayer_assessment_answers',
    {
      config: { access: 'coaching.form' },
      schema: {
        body: saveCoachingAnswerBodySchema,
        response: { 200: coachingAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.saveAnswer({ db: app.db, actor: currentUser(request), input: request.body.roleplayerAssessmentAnswer }),
  );

  app.get(
    '/archive',
    {
      config: { access: 'archive.view' },
      schema: { querystring: archiveQuerySchema, response: { 200: archivePageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listArchive({ db: app.db, viewer: currentUser(request), query: request.query }),
  );

  app.get(
    '/archive/:id',
    {
      config: { access: 'archive.view' },
      schema: { params: idParamsSchema, response: { 200: archivedRecordSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getArchivedRecord({ db: app.db, viewer: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/users/:id/coaching_records',
    {
      config: { access: 'coaching.history' },
      schema: {
        params: idParamsSchema,
        querystring: coachingHistoryQuerySchema,
        response: { 200: coachingHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.coachingHistory({ db: app.db, viewer: currentUser(request), userId: request.params.id, query: request.query }),
  );

  app.get(
    '/users/:id/coaching_records_created',
    {
      config: { access: 'coaching.recordsCreated' },
      schema: {
        params: idParamsSchema,
        querystring: coachingHistoryQuerySchema,
        response: { 200: coachingHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.recordsCreated({ db: app.db, userId: request.params.id, query: request.query }),
  );

  // Templates: the list stays GET /roleplayer_assessment_templates (courses module, the course form's picker).
  app.get(
    '/roleplayer_assessment_templates/:id',
    {
      config: { access: 'coaching.templates' },
      schema: { params: idParamsSchema, response: { 200: templateDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.getTemplate({ db: app.db, id: request.params.id }),
  );

  app.post(
    '/roleplayer_assessment_templates',
    {
      config: { access: 'coaching.templates' },
      schema: { body: templateBodySchema, response: { 201: templateDetailSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const template = await service.createTemplate({
        db: app.db,
        actor: currentUser(request),
        input: request.body.roleplayerAssessmentTemplate,
      });
      return reply.status(201).send(template);
    },
  );

  app.put(
    '/roleplayer_assessment_templates/:id',
    {
      config: { access: 'coaching.templates' },
      schema: {
        params: idParamsSchema,
        body: templateBodySchema,
        response: { 200: templateDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateTemplate({
        db: app.db,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.roleplayerAssessmentTemplate,
      }),
  );

  app.delete(
    '/roleplayer_assessment_templates/:id',
    {
      config: { access: 'coaching.templates' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await service.deleteTemplate({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
