import {
  calendarShiftSchema,
  directSwapBodySchema,
  eventInviteBodySchema,
  eventInviteSchema,
  eventInvitesQuerySchema,
  invitableUserSchema,
  inviteBodySchema,
  inviteWithShiftSchema,
  partialSwapBodySchema,
  roleplayersQuerySchema,
  SHIFT_PATHS,
  SHIFT_TYPES,
  staffListSchema,
  swapEventBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, replyJson } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { calendarFeed, offeredSwaps, userInvites } from './calendar-service';
import { giveToCandidates } from './give-to-service';
import { addInvite, deleteInvite, inviteUsers, listInvites, listShiftInvites } from './invite-service';
import { requestPartialSwap } from './partial-swap-service';
import { acceptInvite, offerDirectSwap, offerSwap, rejectInvite, takeSwap, undoSwap } from './respond-service';
import { getInvitable, listInvitable } from './roleplayers-service';
import { inviteIdParams, partialSwapResultSchema, rangeQuerySchema, shiftIdParams, userIdParams } from './schemas';

const inviteList = z.array(eventInviteSchema);

export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Invitations to a shift, under each shift type's own path.
  for (const type of SHIFT_TYPES) {
    const base = `/${SHIFT_PATHS[type]}/:id`;

    app.put(
      `${base}/invite`,
      {
        config: { access: 'shifts.manage', sendsMail: true },
        schema: {
          params: shiftIdParams,
          body: inviteBodySchema,
          response: { 200: inviteList, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        inviteUsers({
          db: app.db,
          config: app.config,
          actor: currentUser(request),
          type,
          shiftId: request.params.id,
          userIds: request.body.invites.userIds,
        }),
    );

    app.get(
      `${base}/event_invites`,
      {
        config: { access: 'shifts.manage' },
        schema: { params: shiftIdParams, response: { 200: inviteList, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => listShiftInvites({ db: app.db, type, shiftId: request.params.id }),
    );

    app.post(
      `${base}/event_invites`,
      {
        config: { access: 'shifts.manage', sendsMail: true },
        schema: {
          params: shiftIdParams,
          body: eventInviteBodySchema,
          response: { 200: eventInviteSchema, 201: eventInviteSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { invite, created } = await addInvite({
          db: app.db,
          config: app.config,
          actor: currentUser(request),
          type,
          shiftId: request.params.id,
          userId: request.body.userId,
        });
        // 201 when an invitation was sent now; 200 when the user already held a place on the shift.
        return reply.status(created ? 201 : 200).send(invite);
      },
    );
  }

  app.get(
    '/event_invites',
    {
      config: { access: 'invites.respond' },
      schema: { querystring: eventInvitesQuerySchema, response: { 200: inviteList, ...errorResponses(400, 401, 403) } },
    },
    async (request) => listInvites({ db: app.db, actor: currentUser(request), query: request.query }),
  );

  app.delete(
    '/event_invites/:id',
    {
      config: { access: 'shifts.manage', sendsMail: true },
      schema: { params: inviteIdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await deleteInvite({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/event_invites/:id/partial_swap',
    {
      config: { access: 'invites.respond', sendsMail: true },
      schema: {
        params: inviteIdParams,
        body: partialSwapBodySchema,
        response: { 201: partialSwapResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await requestPartialSwap({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body.partialSwap,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/roleplayers',
    {
      config: { access: 'shifts.manage' },
      schema: {
        querystring: roleplayersQuerySchema,
        response: { 200: z.array(invitableUserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listInvitable({ db: app.db, config: app.config, query: request.query }),
  );

  app.get(
    '/roleplayers/:id',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: userIdParams,
        querystring: roleplayersQuerySchema,
        response: { 200: invitableUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getInvitable({ db: app.db, config: app.config, userId: request.params.id, query: request.query }),
  );

  // The invitee's and the holder's answers. Each {id} is an event_invites id.
  const answers = [
    { method: 'PUT', path: 'accept_event', run: acceptInvite },
    { method: 'PUT', path: 'reject_event', run: rejectInvite },
    { method: 'PATCH', path: 'undo_swap', run: undoSwap },
    { method: 'PUT', path: 'accept_swap_event', run: takeSwap },
  ] as const;
  for (const answer of answers) {
    app.route({
      method: answer.method,
      url: `/role_players/${answer.path}/:id`,
      config: { access: 'invites.respond', sendsMail: true },
      schema: { params: inviteIdParams, response: { 200: eventInviteSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      handler: async (request) =>
        answer.run({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id }),
    });
  }

  app.put(
    '/role_players/swap_event/:id',
    {
      config: { access: 'invites.respond', sendsMail: true },
      schema: {
        params: inviteIdParams,
        body: swapEventBodySchema,
        response: { 200: eventInviteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      offerSwap({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        request: request.body?.swapRequest,
      }),
  );

  app.put(
    '/role_players/direct_swap/:id',
    {
      config: { access: 'invites.respond', sendsMail: true },
      schema: {
        params: inviteIdParams,
        body: directSwapBodySchema,
        response: { 200: eventInviteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      offerDirectSwap({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        toUserId: request.body.user_id,
      }),
  );

  // The people the holder of the invite {id} may hand their place to (Give to…): the rule the direct swap checks.
  app.get(
    '/role_players/give_to/:id',
    {
      config: { access: 'invites.respond' },
      schema: { params: inviteIdParams, response: { 200: staffListSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => giveToCandidates({ db: app.db, actor: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/role_players/all_swap_requested_events',
    {
      config: { access: 'invites.respond' },
      schema: { response: { 200: z.array(inviteWithShiftSchema), ...errorResponses(401, 403) } },
    },
    async (request) => offeredSwaps({ db: app.db, viewer: currentUser(request) }),
  );

  app.get(
    '/users/:id/event_invites',
    {
      config: { access: 'shifts.view' },
      schema: {
        params: userIdParams,
        querystring: rangeQuerySchema,
        response: { 200: z.array(inviteWithShiftSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userInvites({ db: app.db, actor: currentUser(request), userId: request.params.id, query: request.query }),
  );

  app.get(
    '/course_events',
    {
      config: { access: 'shifts.view' },
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: z.array(calendarShiftSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      replyJson(reply, await calendarFeed({ db: app.db, viewer: currentUser(request), query: request.query })),
  );
};
