import { LOGIN_FAILURE_LIMIT, MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext, testDbKind } from '../../test/harness';
import { createLoginLink } from './service';

describe(`auth (${testDbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('signs in with e-mail and password and returns the user with a token', async () => {
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

  it('refuses a wrong password with the server text, and a missing field with 400', async () => {
    const user = await ctx.createUser();
    const wrong = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MESSAGES.invalidCredentials);
    const missing = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/password|Invalid/);
  });

  it('refuses a scope header it does not know', async () => {
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

  it('answers 429 after repeated failures for one account, even with the right password', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: 'wrong-pass' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyAttempts);
  });

  it('GET /me needs a token; logout revokes it', async () => {
    const { user, token } = await ctx.signIn('coach');
    expect((await ctx.api({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    const me = await ctx.api({ method: 'GET', url: '/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, roleList: ['coach'] });
    expect((await ctx.api({ method: 'POST', url: '/logout', token })).statusCode).toBe(204);
    expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
  });

  it('a sign-in link signs in once and never again', async () => {
    const user = await ctx.createUser({ roles: ['rp'] });
    const link = await createLoginLink({ tx: ctx.database.db, config: ctx.config, userId: user.id });
    const token = new URL(link).searchParams.get('token');
    expect(token).toBeTruthy();
    const first = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(user.id);
    const second = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
    expect(second.statusCode).toBe(401);
    expect(second.json().error).toBe(MESSAGES.signInLinkInvalid);
  });

  it('an expired sign-in link is refused', async () => {
    const user = await ctx.createUser();
    const link = await createLoginLink({
      tx: ctx.database.db,
      config: { ...ctx.config, loginLinkTtlHours: -1 },
      userId: user.id,
    });
    const res = await ctx.api({ method: 'POST', url: '/login', payload: { token: new URL(link).searchParams.get('token') } });
    expect(res.statusCode).toBe(401);
  });

  it('admin impersonates a user; others get 403; the session is marked', async () => {
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

  it('a user who must change their password is held to their own profile calls', async () => {
    const { token } = await ctx.signIn('rp', { mustChangePassword: true });
    expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    const held = await ctx.api({ method: 'GET', url: '/login/impersonate_user/1', token });
    expect(held.statusCode).toBe(403);
  });

  it('unknown API paths answer 404 API Endpoint not found', async () => {
    const res = await ctx.api({ method: 'GET', url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.apiNotFound, code: 'not_found' });
  });
});
