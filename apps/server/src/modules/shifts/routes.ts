import {
  cohortSchema,
  createLiveShiftBodySchema,
  createRoleplayShiftBodySchema,
  createTrainingShiftBodySchema,
  eventRoomSchema,
  idParamsSchema,
  idTextSchema,
  resourceLinkSchema,
  SHIFT_PATHS,
  SHIFT_TYPES,
  shiftSchema,
  shiftStaffCandidateSchema,
  shiftStaffQuerySchema,
  suggestDatesQuerySchema,
  suggestedDateSchema,
  updateCourseEventBodySchema,
  updateRoleplayShiftBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { sendResourceFile } from '../resource-links';
import { listCohorts } from './cohorts-service';
import { roomsForShift } from './room-booking';
import { courseIdParams, deleteShiftQuerySchema } from './schemas';
import * as service from './service';
import { listShiftResourceLinks, openShiftResourceFile } from './shift-resources';
import { listShiftStaff } from './staffing';
import { suggestRoleplayShiftDates } from './suggest-dates';

export const shiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/:courseId/roleplay_shifts',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: courseIdParams,
        body: createRoleplayShiftBodySchema,
        response: { 201: shiftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const shift = await service.createRoleplayShift({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.courseId,
        input: request.body.roleplayShift,
      });
      return reply.status(201).send(shift);
    },
  );

  app.post(
    '/courses/:courseId/training_shifts',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: courseIdParams,
        body: createTrainingShiftBodySchema,
        response: { 201: shiftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const shift = await service.createTimedShift({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.courseId,
        type: 'training',
        input: request.body.trainingShift,
      });
      return reply.status(201).send(shift);
    },
  );

  app.post(
    '/courses/:courseId/live_shifts',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: courseIdParams,
        body: createLiveShiftBodySchema,
        response: { 201: shiftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const shift = await service.createTimedShift({
        db: app.db,
        actor: currentUser(request),
        courseId: request.params.courseId,
        type: 'live',
        input: request.body.liveShift,
      });
      return reply.status(201).send(shift);
    },
  );

  app.get(
    '/courses/:courseId/cohorts',
    {
      config: { access: 'shifts.manage' },
      schema: { params: courseIdParams, response: { 200: z.array(cohortSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listCohorts({ db: app.db, courseId: request.params.courseId }),
  );

  app.get(
    '/cohorts',
    {
      config: { access: 'shifts.manage' },
      schema: { response: { 200: z.array(cohortSchema), ...errorResponses(401, 403) } },
    },
    async () => listCohorts({ db: app.db }),
  );

  // GET and DELETE of each shift type: /roleplay_shifts/:id, /training_shifts/:id, /live_shifts/:id.
  for (const type of SHIFT_TYPES) {
    app.get(
      `/${SHIFT_PATHS[type]}/:id`,
      {
        config: { access: 'shifts.view' },
        schema: { params: idParamsSchema, response: { 200: shiftSchema, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) =>
        service.getShift({ db: app.db, config: app.config, viewer: currentUser(request), type, id: request.params.id }),
    );

    app.delete(
      `/${SHIFT_PATHS[type]}/:id`,
      {
        config: { access: 'shifts.manage', sendsMail: true },
        schema: {
          params: idParamsSchema,
          querystring: deleteShiftQuerySchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await service.deleteShift({
          db: app.db,
          config: app.config,
          actor: currentUser(request),
          type,
          id: request.params.id,
          emailParticipants: request.query.email_participants,
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.patch(
    '/roleplay_shifts/:id',
    {
      // Only a change of its time tells the staff holding the shift; memo, room and staffing do not mail.
      config: { access: 'shifts.manage', sendsMail: (request) => movesShift(request.body) },
      schema: {
        params: idParamsSchema,
        body: updateRoleplayShiftBodySchema,
        response: { 200: shiftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateRoleplayShift({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.roleplayShift,
      }),
  );

  app.patch(
    '/course_events/:id',
    {
      config: { access: 'shifts.manage', sendsMail: true },
      schema: {
        params: idParamsSchema,
        body: updateCourseEventBodySchema,
        response: { 200: shiftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.moveShift({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.courseEvent,
      }),
  );

  app.get(
    '/courses/:courseId/suggest_roleplay_shift_dates',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: courseIdParams,
        querystring: suggestDatesQuerySchema,
        response: { 200: z.array(suggestedDateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      suggestRoleplayShiftDates({ db: app.db, config: app.config, courseId: request.params.courseId, query: request.query }),
  );

  // The course's resource links on a shift page of any type, for the people on the shift (shift-resources.ts).
  app.get(
    '/course_events/:id/resource_links',
    {
      config: { access: 'shifts.view' },
      schema: { params: idParamsSchema, response: { 200: z.array(resourceLinkSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => listShiftResourceLinks({ db: app.db, viewer: currentUser(request), id: request.params.id }),
  );

  // An uploaded resource of the shift's course, for the same people (shift-resources.ts).
  app.get(
    '/course_events/:id/resource_links/:linkId/file',
    {
      config: { access: 'shifts.view' },
      schema: {
        params: z.object({ id: idTextSchema, linkId: idTextSchema }),
        response: { 200: z.unknown().describe('the file, as a download'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendResourceFile(
        reply,
        await openShiftResourceFile({
          db: app.db,
          dataDir: app.config.dataDir,
          viewer: currentUser(request),
          id: request.params.id,
          linkId: request.params.linkId,
        }),
      ),
  );

  // The coach and coordinator choosers of a shift page: the people of the role free for the shift.
  for (const [path, role] of [
    ['/shift_coordinators', 'sc'],
    ['/shift_coaches', 'coach'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'shifts.manage' },
        schema: {
          querystring: shiftStaffQuerySchema,
          response: { 200: z.array(shiftStaffCandidateSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listShiftStaff({ db: app.db, role, query: request.query }),
    );
  }

  // The room picker of a shift page: managers book rooms.
  app.get(
    '/events/:id/rooms',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 200: z.array(eventRoomSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => roomsForShift({ db: app.db, eventId: request.params.id }),
  );
};

/** True when a roleplay shift edit changes the shift's time (its start, or its length in blocks). */
function movesShift(body: unknown): boolean {
  const change = (body as { roleplayShift?: Record<string, unknown> } | undefined)?.roleplayShift;
  return change?.startTime !== undefined || change?.sessions !== undefined || change?.extensions !== undefined;
}
