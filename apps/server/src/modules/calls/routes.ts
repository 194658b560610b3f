import {
  callBlockParamsSchema,
  callSchema,
  callSlotSchema,
  createCallBodySchema,
  createCallSlotBodySchema,
  createParticipantSlotBodySchema,
  idParamsSchema,
  mailPreviewsSchema,
  participantScheduleBodySchema,
  participantScheduleInfoSchema,
  participantSchedulePreviewQuerySchema,
  participantScheduleQuerySchema,
  participantScheduleResultSchema,
  participantSlotNoteBodySchema,
  participantSlotSchema,
  shiftCallsSchema,
  updateCallBodySchema,
  updateCallSlotBodySchema,
  updateParticipantSlotBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { getScheduleInfo, previewParticipantSchedule, sendParticipantSchedule } from './schedule-email';
import * as service from './service';

/** Call blocks, calls, call slots and participant slots of roleplay shifts: managers write, the shift's people read. */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roleplay_shifts/:id/calls',
    {
      config: { access: 'shifts.view' },
      schema: { params: idParamsSchema, response: { 200: shiftCallsSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) =>
      service.getShiftCalls({ db: app.db, timeZone: app.config.timeZone, viewer: currentUser(request), id: request.params.id }),
  );

  app.delete(
    '/roleplay_shifts/:id/call_blocks/:blockNumber',
    {
      config: { access: 'shifts.manage' },
      schema: { params: callBlockParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteBlock({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        blockNumber: request.params.blockNumber,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/calls',
    {
      config: { access: 'shifts.manage' },
      schema: { body: createCallBodySchema, response: { 201: callSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const call = await service.createCall({ db: app.db, actor: currentUser(request), input: request.body.call });
      return reply.status(201).send(call);
    },
  );

  app.patch(
    '/calls/:id',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        body: updateCallBodySchema,
        response: { 200: callSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateCall({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.call,
      }),
  );

  app.delete(
    '/calls/:id',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteCall({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/call_slots',
    {
      config: { access: 'shifts.manage' },
      schema: { body: createCallSlotBodySchema, response: { 201: callSlotSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const slot = await service.createCallSlot({ db: app.db, actor: currentUser(request), input: request.body.callSlot });
      return reply.status(201).send(slot);
    },
  );

  app.put(
    '/call_slots/:id',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        body: updateCallSlotBodySchema,
        response: { 200: callSlotSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateCallSlot({ db: app.db, actor: currentUser(request), id: request.params.id, input: request.body.callSlot }),
  );

  app.delete(
    '/call_slots/:id',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteCallSlot({ db: app.db, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/participant_slots',
    {
      config: { access: 'shifts.manage' },
      schema: {
        body: createParticipantSlotBodySchema,
        response: { 201: participantSlotSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const slot = await service.createParticipantSlot({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        input: request.body.participantSlot,
      });
      return reply.status(201).send(slot);
    },
  );

  app.put(
    '/participant_slots/:id',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        body: updateParticipantSlotBodySchema,
        response: { 200: participantSlotSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateParticipantSlot({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.participantSlot,
      }),
  );

  app.delete(
    '/participant_slots/:id',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteParticipantSlot({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/participant_slots/:id/note',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        body: participantSlotNoteBodySchema,
        response: { 200: participantSlotSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateParticipantSlotNote({
        db: app.db,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.participantSlotNote,
      }),
  );

  // The schedule e-mail of a roleplay shift's participants: each one's calls, times and joining details.
  app.get(
    '/roleplay_shifts/:id/participant_schedule',
    {
      config: { access: 'shifts.manage' },
      schema: { params: idParamsSchema, response: { 200: participantScheduleInfoSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => getScheduleInfo({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/participant_schedule/preview',
    {
      config: { access: 'shifts.manage' },
      schema: {
        querystring: participantSchedulePreviewQuerySchema,
        response: { 200: mailPreviewsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      previewParticipantSchedule({
        db: app.db,
        config: app.config,
        shiftId: Number(request.query.roleplay_shift_id),
        userId: Number(request.query.user_id),
      }),
  );

  app.post(
    '/participant_schedule',
    {
      config: { access: 'shifts.manage', sendsMail: true },
      schema: {
        querystring: participantScheduleQuerySchema,
        body: participantScheduleBodySchema,
        response: { 200: participantScheduleResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sendParticipantSchedule({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        shiftId: Number(request.query.roleplay_shift_id),
        userIds: request.body.userIds,
      }),
  );
};
