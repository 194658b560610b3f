import { type AppScope, can, MESSAGES } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

import { AppError } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import type { AuthUser } from './types';

const BACKOFFICE_ONLY: readonly AppScope[] = ['backoffice'];

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The user behind a live session token (by its hash), or null: sign-in's (modules/auth) session
 * check, handed in by app.ts. This file does not import the auth module, because every route file
 * imports `currentUser` from here and auth reads users: importing it would tie every module to auth.
 */
export type SessionLookup = (db: Db, tokenHash: string) => Promise<AuthUser | null>;

/**
 * Reads the bearer token of every request into `request.user`, and enforces the access rule each
 * route declares in `config.access`. A route that declares none is refused for everybody.
 */
export function registerAuth(app: FastifyInstance, findSessionUser: SessionLookup): void {
  app.decorateRequest('user', null);
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const schema = route.schema ?? {};
      app.routeAccess.push({
        method,
        url: route.url,
        access: route.config?.access,
        scopes: route.config?.scopes ?? BACKOFFICE_ONLY,
        schema: { params: schema.params, querystring: schema.querystring, body: schema.body },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (token) request.user = await findSessionUser(app.db, hashToken(token));
  });

  // The rule is checked before the input is validated: a caller without access learns nothing about
  // what the route would accept (401/403 before 400).
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const config = request.routeOptions.config;
    // Only API routes are guarded; static files and the web app's pages are public.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const access = config?.access;
    if (access === 'public') return;
    if (!request.user) throw new AppError('unauthorized', MESSAGES.sessionExpired);
    const scope = request.user.scope ?? 'backoffice';
    if (!(config?.scopes ?? BACKOFFICE_ONLY).includes(scope)) throw new AppError('unauthorized', MESSAGES.sessionExpired);
    if (!access) throw new AppError('forbidden', MESSAGES.forbidden);
    // The registration app has no passwords: a participant still to choose one may book.
    if (scope === 'backoffice' && request.user.mustChangePassword && !config.allowPasswordChange) {
      throw new AppError('must_change_password', MESSAGES.mustChangePassword, { mustChangePassword: true });
    }
    if (!can(request.user, access)) throw new AppError('forbidden', MESSAGES.forbidden);
  });
}

/** The signed-in user of a guarded route (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', MESSAGES.sessionExpired);
  return request.user;
}
