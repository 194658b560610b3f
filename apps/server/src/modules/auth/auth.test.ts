import { LOGIN_FAILURE_LIMIT, MESSAGES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authTokens, loginFailures, mailOutbox, users } from '../../db/schema';
import { apiTest } from '../../test/fixtures';
import { TEST_PASSWORD, testDbKind } from '../../test/harness';
import { createLoginLink, LOGIN_LINK_REQUEST_LIMIT, requestLoginLink } from './service';

/** How many answers had each status code. */
function countStatuses(responses: Array<{ statusCode: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

// Each test that fails sign-ins on purpose comes from its own client address, so the per-address
// limit of one test does not spill into the next.
let addressCounter = 0;
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** The shared preamble, plus helpers that ask for a sign-in link and read the messages queued to an address. */
const it = apiTest
  .extend(
    'requestLink',
    { scope: 'file' },
    ({ ctx }) =>
      (email: string, remoteAddress = '127.0.0.1') =>
        ctx.api({ method: 'POST', url: '/login/link', remoteAddress, payload: { email } }),
  )
  .extend(
    'mailsTo',
    { scope: 'file' },
    ({ ctx }) =>
      (email: string) =>
        ctx.database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`),
  );

describe(`auth (${testDbKind})`, () => {
  it('signs in with e-mail and password and returns the user with a token', async ({ ctx }) => {
    const user = await ctx.createUser({ roles: ['sc'] });
    const res = await ctx.api({
      method: 'POST',
      url: '/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, roleList: ['sc'], impersonatedBy: null });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body).not.toHaveProperty('passwordHash');
    const [stored] = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(body.token);
  });

  it('refuses a wrong password with the server text, and a missing field with 400', async ({ ctx }) => {
    const user = await ctx.createUser();
    const wrong = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    const missing = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Password is required');
  });

  it('refuses a scope header it does not know', async ({ ctx }) => {
    const user = await ctx.createUser();
    const res = await ctx.api({
      method: 'POST',
      url: '/login',
      headers: { 'x-app-scope': 'elsewhere' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('x-app-scope');
  });

  it('answers 429 after repeated failures for one account, even with the right password', async ({ ctx }) => {
    const user = await ctx.createUser();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: 'wrong-pass' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: MESSAGES.tooManyAttempts, code: 'too_many_attempts' });
  });

  it('30 parallel wrong passwords for one account: only the limit are checked, the rest answer 429', async ({ ctx }) => {
    const user = await ctx.createUser();
    const remoteAddress = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.api({ method: 'POST', url: '/login', remoteAddress, payload: { email: user.email, password: 'Wrong-guess-1' } }),
      ),
    );
    const counts = countStatuses(responses);
    expect(counts).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 30 - LOGIN_FAILURE_LIMIT });
    const recorded = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, user.email));
    expect(recorded).toHaveLength(LOGIN_FAILURE_LIMIT);
  });

  it('100 parallel guesses with the right password last: no more than the limit are tried, the right one is refused', async ({
    ctx,
  }) => {
    const user = await ctx.createUser();
    const remoteAddress = nextAddress();
    const guesses = Array.from({ length: 99 }, (_, i) => `Wrong-guess-${i}`);
    const responses = await Promise.all(
      [...guesses, TEST_PASSWORD].map((password) =>
        ctx.api({ method: 'POST', url: '/login', remoteAddress, payload: { email: user.email, password } }),
      ),
    );
    const counts = countStatuses(responses);
    // Every 401 is one password check that was let through.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(counts[429]).toBeGreaterThanOrEqual(100 - LOGIN_FAILURE_LIMIT);
    const last = responses[99];
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error).toBe(MESSAGES.tooManyAttempts);
    const sessions = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(sessions).toHaveLength(0);
  });

  it("a successful sign-in clears the account's failures", async ({ ctx }) => {
    const user = await ctx.createUser();
    const remoteAddress = nextAddress();
    const attempt = (password: string) =>
      ctx.api({ method: 'POST', url: '/login', remoteAddress, payload: { email: user.email, password } });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await attempt('Wrong-guess-1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, user.email))).toHaveLength(0);
    // A fresh allowance: the limit again before 429.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt('Wrong-guess-2')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('an unknown address is limited exactly like a known one (the answers do not tell them apart)', async ({ ctx }) => {
    const remoteAddress = nextAddress();
    const email = `nobody.${Date.now()}@test.example`;
    const answers = [];
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) {
      answers.push(
        await ctx.api({ method: 'POST', url: '/login', remoteAddress, payload: { email, password: 'Wrong-guess-1' } }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(LOGIN_FAILURE_LIMIT).fill(401), 429]);
    expect(answers[0]?.json().error).toBe(MESSAGES.invalidCredentials);
  });

  it('with the default proxy setting a rotating X-Forwarded-For does not escape the per-address limit', async ({ ctx }) => {
    const remoteAddress = nextAddress();
    const answers = [];
    // Different accounts each time, so only the per-address limit can stop them.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT * 4 + 1; i++) {
      answers.push(
        await ctx.api({
          method: 'POST',
          url: '/login',
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: `rotating.${i}.${Date.now()}@test.example`, password: 'Wrong-guess-1' },
        }),
      );
    }
    expect(answers.slice(0, -1).every((a) => a.statusCode === 401)).toBe(true);
    expect(answers.at(-1)?.statusCode).toBe(429);
    const ips = await ctx.database.db
      .selectDistinct({ ip: loginFailures.ip })
      .from(loginFailures)
      .where(sql`${loginFailures.email} like 'rotating.%'`);
    expect(ips).toEqual([{ ip: remoteAddress }]);
  });

  describe('POST /login/link (E-mail me a sign-in link)', () => {
    const linkIn = (text: string) => new URL(/https?:\/\/\S+\/login\?token=\S+/.exec(text)?.[0] ?? 'http://missing');

    it('lets a locked-out owner back in: the e-mailed link signs in once, as a link session, and lifts the lock', async ({
      ctx,
      requestLink,
      mailsTo,
    }) => {
      const user = await ctx.createUser({ roles: ['admin'], name: 'Locked Owner' });
      const remoteAddress = nextAddress();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        await ctx.api({
          method: 'POST',
          url: '/login',
          remoteAddress,
          payload: { email: user.email, password: 'Wrong-guess-1' },
        });
      }
      const locked = await ctx.api({
        method: 'POST',
        url: '/login',
        remoteAddress,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toContain(MESSAGES.emailMeSignInLink);

      const res = await requestLink(user.email.toUpperCase(), remoteAddress);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.signInLinkRequested });
      // The answer does not wait for the e-mail to be queued.
      await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 10_000 }).toBe(1);
      const mails = await mailsTo(user.email);
      expect(mails[0]?.subject).toBe('Your sign-in link');
      expect(mails[0]?.text).toContain('Hello Locked Owner,');
      const token = linkIn(mails[0]?.text ?? '').searchParams.get('token');
      expect(token).toBeTruthy();

      const first = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: user.id, viaLink: true });
      const me = await ctx.api({ method: 'GET', url: '/me', token: first.json().token });
      expect(me.json()).toMatchObject({ id: user.id, viaLink: true });
      expect((await ctx.api({ method: 'POST', url: '/login', payload: { token } })).statusCode).toBe(401);
      // The lock is lifted: the password works again at once.
      const again = await ctx.api({
        method: 'POST',
        url: '/login',
        remoteAddress,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().viaLink).toBe(false);
    });

    it('gives the same answer for an unknown or deleted address, and sends nothing', async ({ ctx, requestLink, mailsTo }) => {
      const known = await ctx.createUser();
      const knownAnswer = await requestLink(known.email);
      const unknownEmail = `nobody.${Date.now()}@test.example`;
      const unknownAnswer = await requestLink(unknownEmail);
      expect(unknownAnswer.statusCode).toBe(200);
      expect(unknownAnswer.body).toBe(knownAnswer.body);
      expect(unknownAnswer.headers['content-length']).toBe(knownAnswer.headers['content-length']);
      await expect.poll(async () => (await mailsTo(known.email)).length, { timeout: 10_000 }).toBe(1);

      const gone = await ctx.createUser();
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      expect((await requestLink(gone.email)).body).toBe(knownAnswer.body);
      // What the route starts after answering, run to its end: nothing written for either address.
      const outboxBefore = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox);
      await requestLoginLink({ db: ctx.database.db, config: ctx.config, email: unknownEmail });
      await requestLoginLink({ db: ctx.database.db, config: ctx.config, email: gone.email });
      const outboxAfter = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox);
      expect(outboxAfter).toEqual(outboxBefore);
      expect(await mailsTo(unknownEmail)).toHaveLength(0);
      expect(await mailsTo(gone.email)).toHaveLength(0);
      const links = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, gone.id));
      expect(links).toHaveLength(0);
    });

    it(`sends at most ${LOGIN_LINK_REQUEST_LIMIT} links per account in the window, silently, even when asked at once`, async ({
      ctx,
      requestLink,
      mailsTo,
    }) => {
      const user = await ctx.createUser();
      const asked = () => requestLoginLink({ db: ctx.database.db, config: ctx.config, email: user.email });
      await Promise.all(Array.from({ length: 8 }, asked));
      expect(await mailsTo(user.email)).toHaveLength(LOGIN_LINK_REQUEST_LIMIT);
      const links = await ctx.database.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'login_link')));
      expect(links).toHaveLength(LOGIN_LINK_REQUEST_LIMIT);
      // Through the route the answer stays the same once the limit is reached.
      const over = await requestLink(user.email);
      expect(over.statusCode).toBe(200);
      expect(over.json()).toEqual({ message: MESSAGES.signInLinkRequested });
      // Links that other e-mails carry (invites, resets) do not use up the allowance.
      const other = await ctx.createUser();
      for (let i = 0; i < LOGIN_LINK_REQUEST_LIMIT; i++) {
        await createLoginLink({ tx: ctx.database.db, config: ctx.config, userId: other.id });
      }
      await requestLoginLink({ db: ctx.database.db, config: ctx.config, email: other.email });
      expect(await mailsTo(other.email)).toHaveLength(1);
      await asked();
      expect(await mailsTo(user.email)).toHaveLength(LOGIN_LINK_REQUEST_LIMIT);
    });

    it('refuses a malformed address with 400 naming the field', async ({ ctx }) => {
      const res = await ctx.api({ method: 'POST', url: '/login/link', payload: { email: 'not-an-address' } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain('email');
      const missing = await ctx.api({ method: 'POST', url: '/login/link', payload: {} });
      expect(missing.statusCode).toBe(400);
    });
  });

  it('GET /me needs a token; logout revokes it', async ({ ctx }) => {
    const { user, token } = await ctx.signIn('coach');
    expect((await ctx.api({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    const me = await ctx.api({ method: 'GET', url: '/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, roleList: ['coach'], viaLink: false });
    expect((await ctx.api({ method: 'POST', url: '/logout', token })).statusCode).toBe(204);
    expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
  });

  it('a sign-in link signs in once and never again', async ({ ctx }) => {
    const user = await ctx.createUser({ roles: ['rp'] });
    const link = await createLoginLink({ tx: ctx.database.db, config: ctx.config, userId: user.id });
    const token = new URL(link).searchParams.get('token');
    expect(token).toBeTruthy();
    const first = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(user.id);
    const second = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ error: MESSAGES.signInLinkInvalid, code: 'sign_in_link_invalid' });
  });

  it('an expired sign-in link is refused', async ({ ctx }) => {
    const user = await ctx.createUser();
    const link = await createLoginLink({
      tx: ctx.database.db,
      config: { ...ctx.config, loginLinkTtlHours: -1 },
      userId: user.id,
    });
    const res = await ctx.api({ method: 'POST', url: '/login', payload: { token: new URL(link).searchParams.get('token') } });
    expect(res.statusCode).toBe(401);
  });

  it('admin impersonates a user; others get 403; the session is marked', async ({ ctx }) => {
    const admin = await ctx.signIn('admin');
    const sc = await ctx.signIn('sc');
    const target = await ctx.createUser({ roles: ['rp'], name: 'Target Person' });
    const refused = await ctx.api({ method: 'GET', url: `/login/impersonate_user/${target.id}`, token: sc.token });
    expect(refused.statusCode).toBe(403);
    const res = await ctx.api({ method: 'GET', url: `/login/impersonate_user/${target.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, impersonatedBy: { id: admin.user.id } });
    const me = await ctx.api({ method: 'GET', url: '/me', token: res.json().token });
    expect(me.json()).toMatchObject({ id: target.id, impersonatedBy: { id: admin.user.id } });
    const missing = await ctx.api({ method: 'GET', url: '/login/impersonate_user/999999', token: admin.token });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.api({ method: 'GET', url: '/login/impersonate_user/abc', token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('a user who must change their password is held to their own profile calls', async ({ ctx }) => {
    const { token } = await ctx.signIn('rp', { mustChangePassword: true });
    expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    const held = await ctx.api({ method: 'GET', url: '/login/impersonate_user/1', token });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ error: MESSAGES.mustChangePassword, code: 'must_change_password' });
  });

  it('unknown API paths answer 404 API Endpoint not found', async ({ ctx }) => {
    const res = await ctx.api({ method: 'GET', url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.apiNotFound, code: 'not_found' });
  });
});
