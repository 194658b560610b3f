import { type AppScope, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES, MESSAGES, type SessionUser } from '@app/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { authTokens, loginFailures, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/types';
import { presentUser } from '../users/presenter';

const HOUR = 3600_000;

async function issueSession(
  tx: Tx,
  opts: { userId: number; scope: AppScope; ttlHours: number; impersonatorId?: number | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.ttlHours * HOUR);
  await tx.insert(authTokens).values({
    userId: opts.userId,
    tokenHash: hashToken(token),
    kind: 'session',
    scope: opts.scope,
    impersonatorId: opts.impersonatorId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

async function sessionUser(
  tx: Tx,
  userId: number,
  session: { token: string; expiresAt: Date },
  impersonatorId: number | null,
): Promise<SessionUser> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  let impersonatedBy: SessionUser['impersonatedBy'] = null;
  if (impersonatorId) {
    const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, impersonatorId));
    impersonatedBy = admin ?? null;
  }
  return { ...presentUser(row), token: session.token, expiresAt: session.expiresAt.toISOString(), impersonatedBy };
}

/** Refuses with 429 when the address or the client has failed too often lately. */
async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const [counts] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
  // The per-address limit for one client is wider, so an office behind one address is not locked out.
  if ((counts?.byEmail ?? 0) >= LOGIN_FAILURE_LIMIT || (counts?.byIp ?? 0) >= LOGIN_FAILURE_LIMIT * 4) {
    throw new AppError('too_many_requests', MESSAGES.tooManyAttempts);
  }
}

/** Signs in with e-mail and password: returns the user with a new session token. */
export async function loginWithPassword(opts: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  scope: AppScope;
  ip: string;
}): Promise<SessionUser> {
  const email = opts.email.trim().toLowerCase();
  await assertNotThrottled(opts.db, email, opts.ip);
  const [row] = await opts.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  const ok = row ? await verifyPassword(row.passwordHash, opts.password) : false;
  if (!row || !ok) {
    await opts.db.insert(loginFailures).values({ email, ip: opts.ip });
    throw new AppError('unauthorized', MESSAGES.invalidCredentials);
  }
  return opts.db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    const session = await issueSession(tx, { userId: row.id, scope: opts.scope, ttlHours: opts.config.sessionTtlHours });
    await audit(tx, { actorId: row.id, action: 'login', entity: 'user', entityId: row.id });
    return sessionUser(tx, row.id, session, null);
  });
}

/** Exchanges a one-time sign-in link token for a session. The link cannot be used twice. */
export async function loginWithLinkToken(opts: { db: Db; config: Config; token: string; scope: AppScope }): Promise<SessionUser> {
  return opts.db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it makes a second use fail even when concurrent.
    const [link] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(opts.token)),
          eq(authTokens.kind, 'login_link'),
          isNull(authTokens.usedAt),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authTokens.userId, scope: authTokens.scope });
    if (!link) throw new AppError('unauthorized', MESSAGES.signInLinkInvalid);
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, link.userId), isNull(users.deletedAt)));
    if (!row) throw new AppError('unauthorized', MESSAGES.signInLinkInvalid);
    const session = await issueSession(tx, { userId: row.id, scope: link.scope, ttlHours: opts.config.sessionTtlHours });
    await audit(tx, { actorId: row.id, action: 'login_link', entity: 'user', entityId: row.id });
    return sessionUser(tx, row.id, session, null);
  });
}

/**
 * Creates a one-time sign-in link for a user (for e-mails). Returns the full URL; call it inside
 * the transaction that queues the mail.
 */
export async function createLoginLink(opts: {
  tx: Tx;
  config: Config;
  userId: number;
  scope?: AppScope;
  path?: string;
}): Promise<string> {
  const token = newToken();
  await opts.tx.insert(authTokens).values({
    userId: opts.userId,
    tokenHash: hashToken(token),
    kind: 'login_link',
    scope: opts.scope ?? 'backoffice',
    expiresAt: new Date(Date.now() + opts.config.loginLinkTtlHours * HOUR),
  });
  const url = new URL('/login', opts.config.appUrl);
  url.searchParams.set('token', token);
  if (opts.path) url.searchParams.set('redirect', opts.path);
  return url.toString();
}

/** Revokes the session token of this request. */
export async function logout(opts: { db: Db; user: AuthUser }): Promise<void> {
  await opts.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, opts.user.tokenId));
}

/** The signed-in user, with who is impersonating them if anybody. */
export async function me(opts: { db: Db; user: AuthUser }) {
  const [row] = await opts.db.select().from(users).where(eq(users.id, opts.user.id));
  if (!row) throw new AppError('unauthorized', MESSAGES.sessionExpired);
  let impersonatedBy = null;
  if (opts.user.impersonatorId) {
    const [admin] = await opts.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, opts.user.impersonatorId));
    impersonatedBy = admin ?? null;
  }
  return { ...presentUser(row), impersonatedBy };
}

/** An admin starts viewing the app as another user: a session for them, marked with the admin. */
export async function impersonate(opts: { db: Db; config: Config; actor: AuthUser; userId: number }): Promise<SessionUser> {
  if (opts.actor.impersonatorId) throw forbidden('Return to your own account before impersonating another user');
  if (opts.userId === opts.actor.id) throw forbidden('You cannot impersonate yourself');
  return opts.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, opts.userId), isNull(users.deletedAt)));
    if (!target) throw notFound('User not found');
    const session = await issueSession(tx, {
      userId: target.id,
      scope: 'backoffice',
      ttlHours: Math.min(opts.config.sessionTtlHours, 2),
      impersonatorId: opts.actor.id,
    });
    await audit(tx, { actorId: opts.actor.id, action: 'impersonate', entity: 'user', entityId: target.id });
    return sessionUser(tx, target.id, session, opts.actor.id);
  });
}
