import {
  type AppScope,
  type CourseLanguage,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  MESSAGES,
  type SessionUser,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { verifyPasswordInConstantTime } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../../mail/outbox';
import { DEFAULT_MAIL_LANGUAGE, renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { participantCourseLanguage } from '../courses';
import { findLiveUser, findLiveUserByEmail, findUserById, findUserName, presentUser, setDeviceLanguage } from '../users';
import * as repo from './repository';

const HOUR = 3600_000;
const MINUTE = 60_000;

/** Sign-in links the owner may ask for on the sign-in page per account and window; more are not sent. */
export const LOGIN_LINK_REQUEST_LIMIT = 3;
/** Failed sign-ins allowed from one client address in the window: wider than per account (an office shares one). */
const ADDRESS_FAILURE_LIMIT = LOGIN_FAILURE_LIMIT * 4;

/** Issues a session token for a user (sign-in, link sign-in, impersonation; the test harness too). */
export async function issueSession(
  tx: Tx,
  opts: { userId: number; scope: AppScope; ttlHours: number; impersonatorId?: number | null; viaLink?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.ttlHours * HOUR);
  await repo.insertToken(tx, {
    userId: opts.userId,
    tokenHash: hashToken(token),
    kind: 'session',
    scope: opts.scope,
    impersonatorId: opts.impersonatorId ?? null,
    viaLink: opts.viaLink ?? false,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The language the app speaks to a person: the one they chose; else, for a participant, the
 * language of their course; else null (the web then follows the browser, else the default).
 */
async function effectiveLanguage(
  tx: Tx,
  row: { id: number; roles: readonly string[]; language: CourseLanguage | null },
): Promise<CourseLanguage | null> {
  if (row.language) return row.language;
  return row.roles.includes('participant') ? participantCourseLanguage(tx, row.id) : null;
}

/**
 * The language of a person's own e-mails (sign-in links, password links, invitations to their
 * shifts, swaps and offers made to them): the language the app speaks to them (effectiveLanguage),
 * else the one of the device they last signed in with (the app follows the device for them too),
 * else the business default. A sign-in link asked for from a sign-in page follows that page's
 * language (`device`) before the last device's. E-mails about a course sent to its participants keep
 * the course's language instead. The one home of this rule: every sender of a person's own e-mail asks here.
 */
export async function mailLanguageOf(tx: Tx, userId: number, device: CourseLanguage | null = null): Promise<CourseLanguage> {
  const row = await findUserById(tx, userId);
  if (!row) return DEFAULT_MAIL_LANGUAGE;
  return (await effectiveLanguage(tx, row)) ?? device ?? row.deviceLanguage ?? DEFAULT_MAIL_LANGUAGE;
}

/** Keeps the language of the device a person signs in with (lib/device-language.ts), when it is one of the four. */
async function rememberDevice(
  tx: Tx,
  row: { id: number; deviceLanguage: CourseLanguage | null },
  device: CourseLanguage | null | undefined,
) {
  if (device && device !== row.deviceLanguage) await setDeviceLanguage(tx, row.id, device);
}

async function sessionUser(
  tx: Tx,
  userId: number,
  session: { token: string; expiresAt: Date },
  opts: { impersonatorId?: number | null; viaLink?: boolean } = {},
): Promise<SessionUser> {
  const row = await findUserById(tx, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  const impersonatedBy = opts.impersonatorId ? ((await findUserName(tx, opts.impersonatorId)) ?? null) : null;
  return {
    ...presentUser(row),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    impersonatedBy,
    viaLink: opts.viaLink ?? false,
    language: await effectiveLanguage(tx, row),
  };
}

/**
 * Counts and records one password attempt for an account (and the client's address) as one
 * atomic step: attempts for the same account (or address) queue behind one another, so however
 * many arrive at once, at most the limit are let through to the password check in a window.
 * Refuses with 429 over either limit. The recorded attempt stays as a failure unless the password
 * turns out right (see clearFailures).
 */
async function recordAttempt(
  db: Db,
  opts: { email: string; ip: string; code: 'too_many_attempts' | 'too_many_requests'; refusal: string },
): Promise<void> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * MINUTE);
  await transaction(db, async (tx) => {
    // Always the address first, then the account: a fixed order cannot deadlock.
    await repo.lockKey(tx, `login-ip:${opts.ip}`);
    await repo.lockKey(tx, `login-email:${opts.email}`);
    const counts = await repo.countFailures(tx, { email: opts.email, ip: opts.ip, since });
    if (counts.byEmail >= LOGIN_FAILURE_LIMIT || counts.byIp >= ADDRESS_FAILURE_LIMIT) {
      throw new AppError(opts.code, opts.refusal);
    }
    await repo.insertFailure(tx, { email: opts.email, ip: opts.ip });
  });
}

/** Forgets an account's failed attempts: its owner has just proven who they are. */
async function clearFailures(tx: Tx, email: string): Promise<void> {
  await repo.deleteFailures(tx, email.trim().toLowerCase());
}

/**
 * Checks a signed-in user's current password (before they choose a new one), under the same
 * per-account limit as sign-in: 429 beyond it. True when right (the account's failures are cleared).
 */
export async function checkCurrentPassword(opts: {
  db: Db;
  email: string;
  ip: string;
  passwordHash: string | null;
  password: string;
}): Promise<boolean> {
  const email = opts.email.trim().toLowerCase();
  await recordAttempt(opts.db, { email, ip: opts.ip, code: 'too_many_requests', refusal: MESSAGES.tooManyPasswordChecks });
  const ok = await verifyPasswordInConstantTime(opts.passwordHash, opts.password);
  if (ok) await clearFailures(opts.db, email);
  return ok;
}

/**
 * Signs in with e-mail and password: returns the user with a new session token. The attempt is
 * counted before the password is checked (429 over the limit), and an unknown address costs the
 * same time as a wrong password, so neither the answer nor its time tells whether the address exists.
 */
export async function loginWithPassword(opts: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  scope: AppScope;
  ip: string;
  /** The sign-in page's language (lib/device-language.ts), if any. */
  device?: CourseLanguage | null;
}): Promise<SessionUser> {
  const email = opts.email.trim().toLowerCase();
  await recordAttempt(opts.db, { email, ip: opts.ip, code: 'too_many_attempts', refusal: MESSAGES.tooManyAttempts });
  const row = await findLiveUserByEmail(opts.db, email);
  const ok = await verifyPasswordInConstantTime(row?.passwordHash, opts.password);
  if (!row || !ok) throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
  // The registration app is for participants only.
  if (opts.scope === 'regapp' && !row.roles.includes('participant')) throw new AppError('forbidden', MESSAGES.forbidden);
  return transaction(opts.db, async (tx) => {
    await clearFailures(tx, email);
    const session = await issueSession(tx, { userId: row.id, scope: opts.scope, ttlHours: opts.config.sessionTtlHours });
    await audit(tx, { actorId: row.id, action: 'login', entity: 'user', entityId: row.id });
    await rememberDevice(tx, row, opts.device);
    return sessionUser(tx, row.id, session);
  });
}

/**
 * "E-mail me a sign-in link": for a live account with this address, queues an e-mail with a
 * one-time sign-in link, at most LOGIN_LINK_REQUEST_LIMIT per account in the failure window
 * (beyond that nothing is sent). Says nothing about what it did: the caller answers the same
 * (MESSAGES.signInLinkRequested) whether or not anything was sent, without waiting for it, so neither
 * the answer nor its time tells which addresses have accounts. This is how a locked-out owner gets
 * back in.
 */
export async function requestLoginLink(opts: {
  db: Db;
  config: Config;
  email: string;
  device?: CourseLanguage | null;
}): Promise<void> {
  const email = opts.email.trim().toLowerCase();
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * MINUTE);
  await transaction(opts.db, async (tx) => {
    const row = await findLiveUserByEmail(tx, email);
    if (!row) return;
    if (!(await maySendSelfRequestedLink(tx, { userId: row.id, email, since }))) return;
    const link = await createLoginLink({ tx, config: opts.config, userId: row.id, selfRequested: true });
    const language = await mailLanguageOf(tx, row.id, opts.device ?? null);
    const mail = renderMail('sign-in-link', language, { name: row.name, link, hours: opts.config.loginLinkTtlHours });
    await enqueueMail(tx, { to: [row.email], subject: mail.subject, text: mail.text, html: mail.html });
    await audit(tx, { actorId: null, action: 'request_login_link', entity: 'user', entityId: row.id });
  });
}

/**
 * Whether one more sign-in link the owner asked for may be sent to this account now (at most
 * LOGIN_LINK_REQUEST_LIMIT per window, counted over the back office's and the registration app's
 * sign-in pages together). Queues concurrent requests for one address behind one another until
 * the caller's transaction ends, so the count cannot be overtaken.
 */
export async function maySendSelfRequestedLink(tx: Tx, opts: { userId: number; email: string; since?: Date }): Promise<boolean> {
  await repo.lockKey(tx, `login-link:${opts.email.trim().toLowerCase()}`);
  const since = opts.since ?? new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * MINUTE);
  return (await repo.countSelfRequestedLinks(tx, opts.userId, since)) < LOGIN_LINK_REQUEST_LIMIT;
}

/** Exchanges a one-time sign-in link token for a session. The link cannot be used twice. */
export async function loginWithLinkToken(opts: {
  db: Db;
  config: Config;
  token: string;
  scope: AppScope;
  device?: CourseLanguage | null;
}): Promise<SessionUser> {
  return transaction(opts.db, async (tx) => {
    // Marking it used in the same statement that finds it makes a second use fail even when concurrent.
    const link = await repo.useLoginLink(tx, hashToken(opts.token));
    // A link opens only the app it was made for (X-App-Scope); refused, it stays unused (rollback).
    if (!link || link.scope !== opts.scope) throw new AppError('sign_in_link_invalid', MESSAGES.signInLinkInvalid);
    const row = await findLiveUser(tx, link.userId);
    if (!row) throw new AppError('sign_in_link_invalid', MESSAGES.signInLinkInvalid);
    // The registration app is for participants only.
    if (link.scope === 'regapp' && !row.roles.includes('participant')) {
      throw new AppError('sign_in_link_invalid', MESSAGES.signInLinkInvalid);
    }
    // The owner proved they read the account's e-mail: a password lock on the account is lifted.
    await clearFailures(tx, row.email);
    const session = await issueSession(tx, {
      userId: row.id,
      scope: link.scope,
      ttlHours: opts.config.sessionTtlHours,
      viaLink: true,
    });
    await audit(tx, { actorId: row.id, action: 'login_link', entity: 'user', entityId: row.id });
    await rememberDevice(tx, row, opts.device);
    return sessionUser(tx, row.id, session, { viaLink: true });
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
  /** Asked for by the owner on the sign-in page (counted for that page's limit). */
  selfRequested?: boolean;
  /** The page the link opens (an absolute URL); the back office's /login by default. */
  page?: string;
}): Promise<string> {
  const token = newToken();
  await repo.insertToken(opts.tx, {
    userId: opts.userId,
    tokenHash: hashToken(token),
    kind: 'login_link',
    scope: opts.scope ?? 'backoffice',
    selfRequested: opts.selfRequested ?? false,
    expiresAt: new Date(Date.now() + opts.config.loginLinkTtlHours * HOUR),
  });
  const url = new URL(opts.page ?? '/login', opts.config.appUrl);
  url.searchParams.set('token', token);
  if (opts.path) url.searchParams.set('redirect', opts.path);
  return url.toString();
}

/**
 * Revokes the session token of this request, and records the sign-out for the session's user
 * (which app, and the admin when it was an impersonation) in the same transaction.
 */
export async function logout(opts: { db: Db; user: AuthUser }): Promise<void> {
  const { user } = opts;
  await transaction(opts.db, async (tx) => {
    await repo.revokeToken(tx, user.tokenId);
    await audit(tx, {
      actorId: user.id,
      action: 'logout',
      entity: 'user',
      entityId: user.id,
      data: { scope: user.scope ?? 'backoffice', ...(user.impersonatorId ? { impersonatorId: user.impersonatorId } : {}) },
    });
  });
}

/** The signed-in user, with who is impersonating them if anybody. */
export async function me(opts: { db: Db; user: AuthUser }) {
  const row = await findUserById(opts.db, opts.user.id);
  if (!row) throw new AppError('unauthorized', MESSAGES.sessionExpired);
  const impersonatedBy = opts.user.impersonatorId ? ((await findUserName(opts.db, opts.user.impersonatorId)) ?? null) : null;
  return { ...presentUser(row), impersonatedBy, viaLink: opts.user.viaLink, language: await effectiveLanguage(opts.db, row) };
}

/** An admin starts viewing the app as another user: a session for them, marked with the admin. */
export async function impersonate(opts: { db: Db; config: Config; actor: AuthUser; userId: number }): Promise<SessionUser> {
  if (opts.actor.impersonatorId) throw forbidden('Return to your own account before impersonating another user');
  if (opts.userId === opts.actor.id) throw forbidden('You cannot impersonate yourself');
  return transaction(opts.db, async (tx) => {
    const target = await findLiveUser(tx, opts.userId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    const session = await issueSession(tx, {
      userId: target.id,
      scope: 'backoffice',
      ttlHours: Math.min(opts.config.sessionTtlHours, 2),
      impersonatorId: opts.actor.id,
    });
    await audit(tx, { actorId: opts.actor.id, action: 'impersonate', entity: 'user', entityId: target.id });
    return sessionUser(tx, target.id, session, { impersonatorId: opts.actor.id });
  });
}
