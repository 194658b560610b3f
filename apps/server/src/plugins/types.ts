import type { AppScope, Role, RouteAccess } from '@app/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** The signed-in user as the server knows them for one request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  mustChangePassword: boolean;
  tokenId: number;
  impersonatorId: number | null;
  /** The session came from a one-time e-mailed sign-in link. */
  viaLink: boolean;
  /** The app the session was issued to (absent: the back office). */
  scope?: AppScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Every route registered with the access rule it declared (or undefined when it forgot). */
    routeAccess: Array<{
      method: string;
      url: string;
      access: RouteAccess | undefined;
      /** The apps whose sessions the route takes (the back office unless it says otherwise). */
      scopes: readonly AppScope[];
      /** The input schemas the route declared (zod), for the tests that walk every route. */
      schema: { params?: unknown; querystring?: unknown; body?: unknown };
    }>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A user who must change their password may still call this route. */
    allowPasswordChange?: boolean;
    /**
     * The apps whose sessions may call this route (default: the back office only). A session of
     * another app is refused as no session (401): a registration app session reaches only its routes.
     */
    scopes?: readonly AppScope[];
  }
}
