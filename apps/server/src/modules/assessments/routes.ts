import {
  actionPlanEmailResultSchema,
  assessmentRatingSchema,
  createParticipantAssessmentPartBodySchema,
  createRatingBodySchema,
  idParamsSchema,
  internalCommentBodySchema,
  mailPreviewsSchema,
  npsQuerySchema,
  npsRatingBodySchema,
  npsRatingSchema,
  openParticipantAssessmentBodySchema,
  participantAssessmentPartSchema,
  participantAssessmentQuerySchema,
  participantAssessmentSchema,
  skillsListQuerySchema,
  skillsListSchema,
  updateParticipantAssessmentBodySchema,
  updateParticipantAssessmentPartBodySchema,
  updateRatingBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/**
 * The skills assessment: the skills list page of a call, participant assessments, their answers
 * (participant assessment parts), ratings, NPS ratings and the action plan e-mail. Staff who may see
 * the shift read; the service decides per scenario column who writes.
 */
export const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = () => app.config.timeZone;

  app.get(
    '/calls/:id/skills_list',
    {
      config: { access: 'assessment.edit' },
      schema: {
        params: idParamsSchema,
        querystring: skillsListQuerySchema,
        response: { 200: skillsListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.getSkillsList({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        callId: request.params.id,
        userId: request.query.user_id,
      }),
  );

  app.post(
    '/participant_assessments',
    {
      config: { access: 'assessment.edit' },
      schema: {
        body: openParticipantAssessmentBodySchema,
        response: { 200: participantAssessmentSchema, 201: participantAssessmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { assessment, created } = await service.openAssessment({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        ...request.body.participantAssessment,
      });
      return reply.status(created ? 201 : 200).send(assessment);
    },
  );

  app.put(
    '/participant_assessments/:id',
    {
      config: { access: 'assessment.edit' },
      schema: {
        params: idParamsSchema,
        body: updateParticipantAssessmentBodySchema,
        response: { 200: participantAssessmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateAssessment({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: request.params.id,
        input: request.body.participantAssessment,
      }),
  );

  app.put(
    '/participant_assessments/:id/internal_comments',
    {
      config: { access: 'assessment.edit' },
      schema: {
        params: idParamsSchema,
        body: internalCommentBodySchema,
        response: { 200: participantAssessmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.setInternalComment({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: request.params.id,
        input: request.body.internalComment,
      }),
  );

  app.get(
    '/participant_assessment_parts',
    {
      config: { access: 'assessment.edit' },
      schema: {
        querystring: participantAssessmentQuerySchema,
        response: { 200: z.array(participantAssessmentPartSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.listAnswers({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: Number(request.query.participant_assessment_id),
      }),
  );

  app.post(
    '/participant_assessment_parts',
    {
      config: { access: 'assessment.edit' },
      schema: {
        body: createParticipantAssessmentPartBodySchema,
        response: { 201: participantAssessmentPartSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await service.createAnswer({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        input: request.body.participantAssessmentPart,
      });
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/participant_assessment_parts/:id',
    {
      config: { access: 'assessment.edit' },
      schema: {
        params: idParamsSchema,
        body: updateParticipantAssessmentPartBodySchema,
        response: { 200: participantAssessmentPartSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateAnswer({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: request.params.id,
        input: request.body.participantAssessmentPart,
      }),
  );

  app.get(
    '/ratings',
    {
      config: { access: 'assessment.edit' },
      schema: {
        querystring: participantAssessmentQuerySchema,
        response: { 200: z.array(assessmentRatingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.listRatings({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: Number(request.query.participant_assessment_id),
      }),
  );

  app.post(
    '/ratings',
    {
      config: { access: 'assessment.edit' },
      schema: {
        body: createRatingBodySchema,
        response: { 201: assessmentRatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const rating = await service.createRating({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        input: request.body.rating,
      });
      return reply.status(201).send(rating);
    },
  );

  app.put(
    '/ratings/:id',
    {
      config: { access: 'assessment.edit' },
      schema: {
        params: idParamsSchema,
        body: updateRatingBodySchema,
        response: { 200: assessmentRatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateRating({
        db: app.db,
        timeZone: tz(),
        viewer: currentUser(request),
        id: request.params.id,
        input: request.body.rating,
      }),
  );

  app.get(
    '/nps_ratings',
    {
      config: { access: 'assessment.edit' },
      schema: { querystring: npsQuerySchema, response: { 200: npsRatingSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) =>
      service.getNps({
        db: app.db,
        viewer: currentUser(request),
        cohortId: Number(request.query.cohort_id),
        userId: Number(request.query.user_id),
      }),
  );

  app.put(
    '/nps_ratings',
    {
      config: { access: 'assessment.edit' },
      schema: { body: npsRatingBodySchema, response: { 200: npsRatingSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.putNps({ db: app.db, viewer: currentUser(request), input: request.body.npsRating }),
  );

  app.get(
    '/action_plan_email/preview',
    {
      config: { access: 'assessment.edit' },
      schema: {
        querystring: participantAssessmentQuerySchema,
        response: { 200: mailPreviewsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.previewActionPlan({
        db: app.db,
        config: app.config,
        viewer: currentUser(request),
        id: Number(request.query.participant_assessment_id),
      }),
  );

  app.get(
    '/action_plan_email',
    {
      config: { access: 'assessment.edit', sendsMail: true },
      schema: {
        querystring: participantAssessmentQuerySchema,
        response: { 200: actionPlanEmailResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.emailActionPlan({
        db: app.db,
        config: app.config,
        viewer: currentUser(request),
        id: Number(request.query.participant_assessment_id),
      }),
  );
};
