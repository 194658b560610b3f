import {
  calibrationQuerySchema,
  calibrationSchema,
  idParamsSchema,
  raterAgreementQuerySchema,
  raterAgreementSchema,
  raterHistorySchema,
  saveCalibrationBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/**
 * Calibration ratings (a coach's own second rating of a participant in a shift) and a course's rater
 * agreement. The role table lets coaches and managers in; the service narrows to shifts the viewer
 * sees and participants they do not play for, and the agreement to the courses a coach coaches.
 * A role-player's agreement over time is read by managers and coaches (any role-player's).
 */
export const calibrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calibrations',
    {
      config: { access: 'calibration.rate' },
      schema: {
        querystring: calibrationQuerySchema,
        response: { 200: calibrationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.getCalibration({
        db: app.db,
        timeZone: app.config.timeZone,
        viewer: currentUser(request),
        eventId: Number(request.query.event_id),
        userId: Number(request.query.user_id),
      }),
  );

  app.put(
    '/calibrations',
    {
      config: { access: 'calibration.rate' },
      schema: {
        body: saveCalibrationBodySchema,
        response: { 200: calibrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.saveCalibration({
        db: app.db,
        timeZone: app.config.timeZone,
        viewer: currentUser(request),
        input: request.body.calibration,
      }),
  );

  app.get(
    '/courses/:id/rater_agreement',
    {
      config: { access: 'results.course' },
      schema: {
        params: idParamsSchema,
        querystring: raterAgreementQuerySchema,
        response: { 200: raterAgreementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.courseRaterAgreement({
        db: app.db,
        viewer: currentUser(request),
        courseId: request.params.id,
        query: request.query,
      }),
  );

  app.get(
    '/users/:id/rater_agreement',
    {
      config: { access: 'calibration.rate' },
      schema: { params: idParamsSchema, response: { 200: raterHistorySchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.raterHistory({ db: app.db, userId: request.params.id }),
  );
};
