import { type AppScope, ROLES, type Role } from '@app/shared';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authTokens, loginFailures, users } from '../../db/schema';
import { preparedPerDb } from '../../lib/prepared';
import type { AuthUser } from '../../plugins/types';

// Every query of sign-in: tokens and failed attempts. Users are read through the users module,
// except for the one join that turns a session token into its user.

/** Inserts a token (session or sign-in link) by its hash. */
export async function insertToken(tx: Tx, values: typeof authTokens.$inferInsert): Promise<void> {
  await tx.insert(authTokens).values(values);
}

/**
 * Marks an unused, unrevoked, unexpired sign-in link as used, in the statement that finds it (so a
 * second use fails even when concurrent); its user and scope, or undefined.
 */
export async function useLoginLink(tx: Tx, tokenHash: string): Promise<{ userId: number; scope: AppScope } | undefined> {
  const now = new Date();
  const [link] = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, 'login_link'),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, scope: authTokens.scope });
  return link;
}

/** How many sign-in links the user asked for on the sign-in page since `since`. */
export async function countSelfRequestedLinks(tx: Tx, userId: number, since: Date): Promise<number> {
  const [recent] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'login_link'),
        eq(authTokens.selfRequested, true),
        gt(authTokens.createdAt, since),
      ),
    );
  return recent?.count ?? 0;
}

/** Revokes one token. */
export async function revokeToken(tx: Tx, tokenId: number): Promise<void> {
  await tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/**
 * Waits, inside the caller's transaction, until no other transaction holds the same key; the lock
 * ends with the transaction. Works across app instances sharing one PostgreSQL, and on PGlite.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Failed sign-ins since `since` for this account and for this client address. */
export async function countFailures(
  tx: Tx,
  opts: { email: string; ip: string; since: Date },
): Promise<{ byEmail: number; byIp: number }> {
  const [counts] = await tx
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${opts.email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${opts.ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, opts.since), or(eq(loginFailures.email, opts.email), eq(loginFailures.ip, opts.ip))));
  return { byEmail: counts?.byEmail ?? 0, byIp: counts?.byIp ?? 0 };
}

/** Records one failed (or not yet checked) sign-in. */
export async function insertFailure(tx: Tx, opts: { email: string; ip: string }): Promise<void> {
  await tx.insert(loginFailures).values({ email: opts.email, ip: opts.ip });
}

/** Forgets every failed sign-in of an account; `email` must be lower case. */
export async function deleteFailures(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}

/**
 * Deletes what can no longer be used: expired or revoked sessions; expired, revoked, or used
 * sign-in links older than `windowStart`; failed sign-ins older than `windowStart`. The counts.
 */
export async function purgeDeadTokens(
  tx: Tx,
  now: Date,
  windowStart: Date,
): Promise<{ sessions: number; links: number; failures: number }> {
  const dead = or(lt(authTokens.expiresAt, now), isNotNull(authTokens.revokedAt));
  const sessions = await tx
    .delete(authTokens)
    .where(and(eq(authTokens.kind, 'session'), dead))
    .returning({ id: authTokens.id });
  const links = await tx
    .delete(authTokens)
    .where(
      and(eq(authTokens.kind, 'login_link'), or(dead, and(isNotNull(authTokens.usedAt), lt(authTokens.createdAt, windowStart)))),
    )
    .returning({ id: authTokens.id });
  const failures = await tx
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, windowStart))
    .returning({ id: loginFailures.id });
  return { sessions: sessions.length, links: links.length, failures: failures.length };
}

/**
 * The session lookup runs on every request, so it is prepared: its SQL is built once and PostgreSQL
 * plans it once per connection.
 */
const sessionUserStatement = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      mustChangePassword: users.mustChangePassword,
      tokenId: authTokens.id,
      impersonatorId: authTokens.impersonatorId,
      viaLink: authTokens.viaLink,
      scope: authTokens.scope,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(authTokens.kind, 'session'),
        // A token works only for the app it was issued to: the guard compares its scope with the
        // route's (plugins/auth.ts).
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('auth_session_user'),
);

/** The live user behind a live session token (by its hash) with the session's app, or null. */
export async function findSessionUser(db: Db, tokenHash: string): Promise<AuthUser | null> {
  const rows = await sessionUserStatement(db).execute({ tokenHash, now: new Date() });
  const row = rows[0];
  if (!row) return null;
  return { ...row, roles: row.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)) };
}
