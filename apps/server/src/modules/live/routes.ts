import { LIVE_EVENTS, liveStreamQuerySchema, liveTicketSchema } from '@app/shared';
import fastifySse from '@fastify/sse';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import type { LiveHub } from './hub';
import * as service from './service';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 20_000;

/** The request's bearer token (the guard has already found its session). */
function sessionToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/**
 * POST /live/ticket and GET /live (server-sent events). The stream is public to the guard: an
 * EventSource cannot send the bearer token, so its single-use ticket is the credential.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub; heartbeatMs?: number }> = async (app, opts) => {
  await app.register(fastifySse, { heartbeatInterval: opts.heartbeatMs ?? LIVE_HEARTBEAT_MS });

  app.post(
    '/live/ticket',
    {
      config: { access: 'session.self' },
      schema: { response: { 200: liveTicketSchema, ...errorResponses(401, 403) } },
    },
    async (request) => service.issueTicket({ db: app.db, sessionToken: sessionToken(request) }),
  );

  app.get(
    '/live',
    {
      sse: { kind: 'manual' },
      config: { access: 'public' },
      schema: { querystring: liveStreamQuerySchema, response: errorResponses(400, 401) },
    },
    async (request, reply) => {
      const user = await service.redeemTicket({ db: app.db, ticket: request.query.ticket });
      const viewer = { id: user.id, roles: user.roles };
      const sse = reply.sse;
      const handle = opts.hub.attach({
        viewer,
        write: (id, change) => sse.send({ id: String(id), event: LIVE_EVENTS.change, data: change }),
        close: () => sse.close(),
      });
      sse.onClose(() => handle.detach());
      sse.keepAlive();
      // Headers now (no compression, no buffering: written straight to the socket), heartbeats from here on.
      sse.sendHeaders();
      try {
        await handle.listening;
        const header = request.headers['last-event-id'];
        const lastEventId = (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id?.toString();
        const replay = await service.replayFor({ db: app.db, viewer, lastEventId });
        if (replay.kind === 'refetch') {
          await sse.send({ id: String(replay.newest), event: LIVE_EVENTS.refetch, data: {} });
        } else {
          for (const event of replay.events)
            await sse.send({ id: String(event.id), event: LIVE_EVENTS.change, data: event.change });
          await sse.send({ id: String(replay.newest), event: LIVE_EVENTS.ready, data: {} });
        }
        handle.release(replay.newest);
      } catch (err) {
        request.log.warn({ err }, 'live stream failed to start; the client reconnects');
        handle.detach();
        sse.close();
      }
    },
  );
};
