import { LOGIN_FAILURE_LIMIT, MESSAGES, type Role } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, authTokens, loginFailures, mailOutbox, users } from '../../db/schema';
import { apiTest } from '../../test/fixtures';
import { TEST_PASSWORD, testDbKind } from '../../test/harness';
import { createLoginLink } from '../auth';

function newUserBody(overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 10);
  return {
    user: {
      name: `New Person ${tag}`,
      email: `new.${tag}@test.example`,
      roleList: ['rp'] as Role[],
      password: 'Secret-pass-9',
      passwordConfirmation: 'Secret-pass-9',
      ...overrides,
    },
  };
}

/**
 * The shared preamble (its `ownCtx` gives the last-administrator test a database of its own), plus
 * `login` (signs in through the real route) and helpers for the password tests.
 */
const it = apiTest
  .extend(
    'login',
    { scope: 'file' },
    ({ ctx }) =>
      (email: string, password = TEST_PASSWORD) =>
        ctx.api({ method: 'POST', url: '/login', payload: { email, password } }),
  )
  .extend(
    'put',
    { scope: 'file' },
    ({ ctx }) =>
      (id: number, token: string, user: Record<string, unknown>, remoteAddress?: string) =>
        ctx.api({ method: 'PUT', url: `/users/${id}`, payload: { user }, token, ...(remoteAddress ? { remoteAddress } : {}) }),
  )
  .extend(
    'passwordHashOf',
    { scope: 'file' },
    ({ ctx }) =>
      async (id: number) =>
        (await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash,
  )
  /** A second sign-in of the same user (another browser): its token. */
  .extend(
    'secondSession',
    { scope: 'file' },
    ({ login }) =>
      async (email: string) =>
        (await login(email)).json().token as string,
  )
  .extend('linkSession', { scope: 'file' }, ({ ctx }) => async (userId: number) => {
    const link = await createLoginLink({ tx: ctx.database.db, config: ctx.config, userId });
    const res = await ctx.api({ method: 'POST', url: '/login', payload: { token: new URL(link).searchParams.get('token') } });
    return res.json().token as string;
  });

describe(`users (${testDbKind})`, () => {
  describe('GET /users', () => {
    it('needs a session', async ({ ctx }) => {
      const res = await ctx.api({ method: 'GET', url: '/users' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.sessionExpired);
    });

    it('refuses the participant directory to a coach, an rp and a participant, and gives it to an sc', async ({
      ctx,
      sc,
      coach,
      rp,
      participant,
    }) => {
      for (const who of [coach, rp, participant]) {
        const res = await ctx.api({ method: 'GET', url: '/users?kind=participants', token: who.token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
      }
      const ok = await ctx.api({ method: 'GET', url: '/users?kind=participants', token: sc.token });
      expect(ok.statusCode).toBe(200);
      const ids = ok.json().data.map((u: { id: number }) => u.id);
      expect(ids).toContain(participant.user.id);
      expect(ids).not.toContain(coach.user.id);
    });

    it('names the bad query field', async ({ ctx, admin }) => {
      const res = await ctx.api({ method: 'GET', url: '/users?per_page=7', token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('per_page');
      const role = await ctx.api({ method: 'GET', url: '/users?role=king', token: admin.token });
      expect(role.statusCode).toBe(400);
      expect(role.json().error).toContain('role');
    });

    it('lists the team by name without participants-only or deleted users, and filters by role', async ({ ctx, admin, sc }) => {
      const zed = await ctx.createUser({ roles: ['coach'], name: 'Teamlist Zed' });
      const amy = await ctx.createUser({ roles: ['rp'], name: 'teamlist Amy' });
      const mid = await ctx.createUser({ roles: ['rp', 'participant'], name: 'Teamlist Mid' });
      await ctx.createUser({ roles: ['participant'], name: 'Teamlist Only Participant' });
      const gone = await ctx.createUser({ roles: ['rp'], name: 'Teamlist Gone' });
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

      const res = await ctx.api({ method: 'GET', url: '/users?search=teamlist', token: sc.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data.map((u: { id: number }) => u.id)).toEqual([amy.id, mid.id, zed.id]);
      expect(body.data[0]).not.toHaveProperty('passwordHash');
      expect(body.data[0]).toMatchObject({ name: 'teamlist Amy', roleList: ['rp'], mustChangePassword: false });

      const coaches = await ctx.api({ method: 'GET', url: '/users?search=teamlist&role=coach', token: sc.token });
      expect(coaches.json()).toMatchObject({ total: 1, data: [{ id: zed.id }] });

      const participants = await ctx.api({ method: 'GET', url: '/users?search=teamlist&kind=participants', token: admin.token });
      expect(participants.json().data.map((u: { name: string }) => u.name)).toEqual([
        'Teamlist Mid',
        'Teamlist Only Participant',
      ]);
    });

    it('searches names and e-mail addresses, treating % and _ literally', async ({ ctx, admin }) => {
      const byName = await ctx.createUser({ roles: ['rp'], name: 'Quixotic Searchable' });
      const byMail = await ctx.createUser({ roles: ['coach'], name: 'Plain Name', email: 'quixotic.mail@test.example' });
      const res = await ctx.api({ method: 'GET', url: '/users?search=QUIXOTIC', token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(2);
      expect(
        res
          .json()
          .data.map((u: { id: number }) => u.id)
          .sort(),
      ).toEqual([byName.id, byMail.id].sort());
      const wildcard = await ctx.api({ method: 'GET', url: `/users?search=${encodeURIComponent('%')}`, token: admin.token });
      expect(wildcard.json()).toEqual({ data: [], total: 0 });
    });

    it('pages: 30 users, per_page=10, page=2 gives the second ten and the full total', async ({ ctx, admin }) => {
      for (let i = 1; i <= 30; i++) {
        await ctx.createUser({ roles: ['rp'], name: `Pager ${String(i).padStart(2, '0')}` });
      }
      const res = await ctx.api({ method: 'GET', url: '/users?search=pager&per_page=10&page=2', token: admin.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(30);
      expect(body.data).toHaveLength(10);
      expect(body.data.map((u: { name: string }) => u.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Pager ${String(i + 11).padStart(2, '0')}`),
      );
      // The last page, not full: its total is the rows before it and its own, not counted again.
      const last = await ctx.api({ method: 'GET', url: '/users?search=pager&per_page=25&page=2', token: admin.token });
      expect(last.json().total).toBe(30);
      expect(last.json().data).toHaveLength(5);
      const beyond = await ctx.api({ method: 'GET', url: '/users?search=pager&per_page=25&page=3', token: admin.token });
      expect(beyond.json()).toEqual({ data: [], total: 30 });
      const all = await ctx.api({ method: 'GET', url: '/users?search=pager', token: admin.token });
      expect(all.json().data).toHaveLength(30);
    });
  });

  describe('POST /users', () => {
    it('needs a session', async ({ ctx }) => {
      const res = await ctx.api({ method: 'POST', url: '/users', payload: newUserBody() });
      expect(res.statusCode).toBe(401);
    });

    it('is refused to coaches, role-players and participants', async ({ ctx, coach, rp, participant }) => {
      for (const who of [coach, rp, participant]) {
        const res = await ctx.api({ method: 'POST', url: '/users', payload: newUserBody(), token: who.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    });

    it('names the bad field', async ({ ctx, admin }) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ email: 'not-an-address' }),
        token: admin.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
      expect(JSON.stringify(res.json().details)).toContain('email');
      const short = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ password: 'short', passwordConfirmation: 'short' }),
        token: admin.token,
      });
      expect(short.statusCode).toBe(400);
      expect(JSON.stringify(short.json().details)).toContain('password');
      const mismatch = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ passwordConfirmation: 'Other-pass-9' }),
        token: admin.token,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toContain(MESSAGES.passwordMismatch);
    });

    it('refuses a common or easily guessed password with 400 naming the field, and creates nothing', async ({ ctx, admin }) => {
      for (const password of ['password123', 'Password1!', 'qwertyuiop', 'testingperson']) {
        const body = newUserBody({ name: 'Testing Person', password, passwordConfirmation: password });
        const res = await ctx.api({ method: 'POST', url: '/users', payload: body, token: admin.token });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().error).toContain(MESSAGES.passwordTooWeak);
        expect(res.json().code).toBe('password_too_weak');
        expect(res.json().details).toEqual([expect.objectContaining({ field: 'user.password' })]);
        const rows = await ctx.database.db.select().from(users).where(eq(users.email, body.user.email));
        expect(rows).toHaveLength(0);
      }
    });

    it('creates a user with a hashed password and an audit entry; the user can sign in', async ({ ctx, admin, login }) => {
      const body = newUserBody({ roleList: ['coach', 'rp'], cellNumber: '555-0100', email: 'Mixed.Case@Test.Example' });
      const res = await ctx.api({ method: 'POST', url: '/users', payload: body, token: admin.token });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        name: body.user.name,
        email: 'mixed.case@test.example',
        roleList: ['coach', 'rp'],
        cellNumber: '555-0100',
        homeNumber: null,
        mustChangePassword: false,
      });
      expect(created).not.toHaveProperty('password');
      expect(created).not.toHaveProperty('passwordHash');
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, created.id), eq(auditLog.action, 'create')));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.actorId).toBe(admin.user.id);
      expect((await login('mixed.case@test.example', 'Secret-pass-9')).statusCode).toBe(200);
    });

    it('lets an sc grant coach, rp and participant, but never admin or sc', async ({ ctx, admin, sc }) => {
      const ok = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ roleList: ['coach', 'rp', 'participant'] }),
        token: sc.token,
      });
      expect(ok.statusCode).toBe(201);
      for (const roleList of [['admin'], ['sc'], ['rp', 'admin']]) {
        const before = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
        const res = await ctx.api({ method: 'POST', url: '/users', payload: newUserBody({ roleList }), token: sc.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(MESSAGES.cannotGrantRoles);
        const after = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
        expect(after[0]?.n).toBe(before[0]?.n);
      }
      const byAdmin = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ roleList: ['sc'] }),
        token: admin.token,
      });
      expect(byAdmin.statusCode).toBe(201);
    });

    it('refuses a second live account with the same e-mail, whatever its case', async ({ ctx, admin }) => {
      const first = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ email: 'twice@test.example' }),
        token: admin.token,
      });
      expect(first.statusCode).toBe(201);
      const again = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ email: 'TWICE@test.example' }),
        token: admin.token,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: MESSAGES.emailTaken, code: 'email_taken' });
    });
  });

  describe('GET /users/:id', () => {
    it('needs a session', async ({ ctx, rp }) => {
      expect((await ctx.api({ method: 'GET', url: `/users/${rp.user.id}` })).statusCode).toBe(401);
    });

    it('holds a user who must change their password to their own page', async ({ ctx, rp }) => {
      const held = await ctx.signIn('rp', { mustChangePassword: true });
      const other = await ctx.api({ method: 'GET', url: `/users/${rp.user.id}`, token: held.token });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ error: MESSAGES.mustChangePassword, code: 'must_change_password' });
      const own = await ctx.api({ method: 'GET', url: `/users/${held.user.id}`, token: held.token });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: held.user.id, mustChangePassword: true });
    });

    it('names the bad id', async ({ ctx, admin }) => {
      const res = await ctx.api({ method: 'GET', url: '/users/abc', token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('id');
    });

    it('hides other accounts from a participant, and participants from staff without a shared shift, as 404', async ({
      ctx,
      admin,
      sc,
      coach,
      rp,
      participant,
    }) => {
      const unknown = await ctx.api({ method: 'GET', url: '/users/999999', token: participant.token });
      expect(unknown.statusCode).toBe(404);
      for (const [viewer, target] of [
        [participant, coach],
        [participant, admin],
        [coach, participant],
        [rp, participant],
      ] as const) {
        const res = await ctx.api({ method: 'GET', url: `/users/${target.user.id}`, token: viewer.token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
      for (const viewer of [admin, sc]) {
        const res = await ctx.api({ method: 'GET', url: `/users/${participant.user.id}`, token: viewer.token });
        expect(res.json()).toMatchObject({ id: participant.user.id, email: participant.user.email });
      }
      const own = await ctx.api({ method: 'GET', url: `/users/${participant.user.id}`, token: participant.token });
      expect(own.json()).toMatchObject({ id: participant.user.id, email: participant.user.email });
    });

    it('shows a user with its version stamp; unknown and deleted users are 404', async ({ ctx, admin, coach, sc }) => {
      const res = await ctx.api({ method: 'GET', url: `/users/${coach.user.id}`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: coach.user.id, email: coach.user.email, roleList: ['coach'] });
      expect(new Date(res.json().updatedAt).getTime()).toBe(coach.user.updatedAt.getTime());
      const missing = await ctx.api({ method: 'GET', url: '/users/999999', token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
      const gone = await ctx.createUser();
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      expect((await ctx.api({ method: 'GET', url: `/users/${gone.id}`, token: admin.token })).statusCode).toBe(404);
    });
  });

  describe('PUT /users/:id', () => {
    it('needs a session', async ({ ctx, rp }) => {
      const res = await ctx.api({ method: 'PUT', url: `/users/${rp.user.id}`, payload: { user: { name: 'X' } } });
      expect(res.statusCode).toBe(401);
    });

    it('lets non-admins edit only themselves, and never their roles', async ({ ctx, sc, coach, rp, participant }) => {
      const other = await ctx.createUser({ roles: ['rp'] });
      for (const who of [sc, coach, rp, participant]) {
        const res = await ctx.api({
          method: 'PUT',
          url: `/users/${other.id}`,
          payload: { user: { name: 'Hijack' } },
          token: who.token,
        });
        expect(res.statusCode).toBe(403);
      }
      const me = await ctx.signIn('coach');
      const roles = await ctx.api({
        method: 'PUT',
        url: `/users/${me.user.id}`,
        payload: { user: { roleList: ['coach', 'admin'] } },
        token: me.token,
      });
      expect(roles.statusCode).toBe(403);
      expect(roles.json().error).toBe(MESSAGES.cannotChangeRoles);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row?.roles).toEqual(['coach']);
      // Sending the roles one already has is not a change.
      const same = await ctx.api({
        method: 'PUT',
        url: `/users/${me.user.id}`,
        payload: { user: { name: 'Coach Renamed', roleList: ['coach'], homeNumber: '555-0199' } },
        token: me.token,
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ name: 'Coach Renamed', roleList: ['coach'], homeNumber: '555-0199' });
    });

    it('names the bad field', async ({ ctx, rp }) => {
      const res = await ctx.api({
        method: 'PUT',
        url: `/users/${rp.user.id}`,
        payload: { user: { email: 'nope' } },
        token: rp.token,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain('email');
      const mismatch = await ctx.api({
        method: 'PUT',
        url: `/users/${rp.user.id}`,
        payload: { user: { password: 'Long-enough-1', passwordConfirmation: 'Different-1' } },
        token: rp.token,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(JSON.stringify(mismatch.json().details)).toContain('passwordConfirmation');
    });

    it('an admin edits anybody, including roles, and the version stamp moves on every save', async ({ ctx, admin }) => {
      const target = await ctx.createUser({ roles: ['rp'] });
      const first = await ctx.api({
        method: 'PUT',
        url: `/users/${target.id}`,
        payload: { user: { roleList: ['rp', 'coach'], name: 'Promoted Person', email: 'promoted@test.example' } },
        token: admin.token,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ roleList: ['coach', 'rp'], name: 'Promoted Person', email: 'promoted@test.example' });
      const second = await ctx.api({ method: 'PUT', url: `/users/${target.id}`, payload: { user: {} }, token: admin.token });
      expect(second.statusCode).toBe(200);
      expect(Date.parse(second.json().updatedAt)).toBeGreaterThan(Date.parse(first.json().updatedAt));
      expect(Date.parse(first.json().updatedAt)).toBeGreaterThan(target.updatedAt.getTime());
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'update')));
      expect(audits).toHaveLength(2);
    });

    it('refuses a stale version stamp with 409 and accepts the current one', async ({ ctx, admin }) => {
      const target = await ctx.createUser({ roles: ['rp'] });
      const shown = await ctx.api({ method: 'GET', url: `/users/${target.id}`, token: admin.token });
      const seen = shown.json().updatedAt as string;
      const ok = await ctx.api({
        method: 'PUT',
        url: `/users/${target.id}`,
        payload: { user: { name: 'First Editor', updatedAt: seen } },
        token: admin.token,
      });
      expect(ok.statusCode).toBe(200);
      const stale = await ctx.api({
        method: 'PUT',
        url: `/users/${target.id}`,
        payload: { user: { name: 'Second Editor', updatedAt: seen } },
        token: admin.token,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: MESSAGES.conflict, code: 'stale_edit' });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.name).toBe('First Editor');
      // The same instant written with an offset is the same version.
      const current = new Date(ok.json().updatedAt);
      const shifted = new Date(current.getTime() + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      const again = await ctx.api({
        method: 'PUT',
        url: `/users/${target.id}`,
        payload: { user: { name: 'Third Editor', updatedAt: shifted } },
        token: admin.token,
      });
      expect(again.statusCode).toBe(200);
    });

    it('refuses an e-mail another live user has', async ({ ctx, coach }) => {
      const me = await ctx.signIn('rp');
      const res = await ctx.api({
        method: 'PUT',
        url: `/users/${me.user.id}`,
        payload: { user: { email: coach.user.email.toUpperCase() } },
        token: me.token,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(MESSAGES.emailTaken);
    });

    it('a new password clears the must-change flag and replaces the old one', async ({ ctx, login }) => {
      const held = await ctx.signIn('participant', { mustChangePassword: true });
      const res = await ctx.api({
        method: 'PUT',
        url: `/users/${held.user.id}`,
        payload: { user: { password: 'Brand-new-pass-2', passwordConfirmation: 'Brand-new-pass-2' } },
        token: held.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().mustChangePassword).toBe(false);
      expect((await login(held.user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(held.user.email, 'Brand-new-pass-2')).statusCode).toBe(200);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, held.user.id), eq(auditLog.action, 'update')));
      expect(JSON.stringify(audit[0]?.data)).not.toContain('Brand-new');
    });
  });

  describe('PUT /users/:id changing a password', () => {
    const NEW_PASSWORD = 'Lantern-Orbit-73';
    it("needs the current password to change one's own, and changes nothing without it", async ({
      ctx,
      login,
      put,
      passwordHashOf,
    }) => {
      const me = await ctx.signIn('coach');
      const before = await passwordHashOf(me.user.id);
      const missing = await put(me.user.id, me.token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: MESSAGES.currentPasswordRequired,
        details: [{ field: 'user.currentPassword', message: MESSAGES.currentPasswordRequired }],
      });
      const wrong = await put(me.user.id, me.token, {
        name: 'Should Not Stick',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        currentPassword: 'Not-my-password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: MESSAGES.currentPasswordWrong, code: 'current_password_wrong' });
      expect(await passwordHashOf(me.user.id)).toBe(before);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row?.name).not.toBe('Should Not Stick');
      expect((await login(me.user.email)).statusCode).toBe(200);
    });

    it('limits wrong current passwords like sign-ins: 429 beyond the limit, even with the right one', async ({ ctx, put }) => {
      const me = await ctx.signIn('rp');
      const remoteAddress = '10.8.0.1';
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          put(
            me.user.id,
            me.token,
            { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, currentPassword: `Guess-number-${i}` },
            remoteAddress,
          ),
        ),
      );
      const wrong = guesses.filter((g) => g.statusCode === 400).length;
      expect(wrong).toBe(LOGIN_FAILURE_LIMIT);
      expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(12 - LOGIN_FAILURE_LIMIT);
      const right = await put(
        me.user.id,
        me.token,
        { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, currentPassword: TEST_PASSWORD },
        remoteAddress,
      );
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toBe(MESSAGES.tooManyPasswordChecks);
      await ctx.database.db.delete(loginFailures).where(eq(loginFailures.email, me.user.email));
    });

    it('refuses a weak new password with a clear text, even with the right current password', async ({
      ctx,
      put,
      passwordHashOf,
    }) => {
      const me = await ctx.signIn('coach');
      const before = await passwordHashOf(me.user.id);
      for (const password of ['password1', 'abcdefgh123', me.user.email]) {
        const res = await put(me.user.id, me.token, {
          password,
          passwordConfirmation: password,
          currentPassword: TEST_PASSWORD,
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().error).toContain(MESSAGES.passwordTooWeak);
      }
      expect(await passwordHashOf(me.user.id)).toBe(before);
    });

    it('with the current password: changes it, signs out the other sessions and keeps this one', async ({
      ctx,
      login,
      put,
      secondSession,
    }) => {
      const me = await ctx.signIn('sc');
      const other = await secondSession(me.user.email);
      const res = await put(me.user.id, me.token, {
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        currentPassword: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: me.token })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: other })).statusCode).toBe(401);
      expect((await login(me.user.email)).statusCode).toBe(401);
      expect((await login(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      // Other edits of one's own account still need no password.
      expect((await put(me.user.id, me.token, { name: 'Renamed Coordinator' })).statusCode).toBe(200);
    });

    it('a session from an e-mailed sign-in link may set a new password without the current one, once', async ({
      ctx,
      put,
      linkSession,
    }) => {
      const target = await ctx.signIn('rp');
      const session = await linkSession(target.user.id);
      expect((await ctx.api({ method: 'GET', url: '/me', token: session })).json().viaLink).toBe(true);
      const res = await put(target.user.id, session, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: target.token })).statusCode).toBe(401);
      // The session stays, as an ordinary one: the next change needs the (new) current password.
      const me = await ctx.api({ method: 'GET', url: '/me', token: session });
      expect(me.json()).toMatchObject({ id: target.user.id, viaLink: false });
      const again = await put(target.user.id, session, {
        password: 'Meadow-Cipher-58',
        passwordConfirmation: 'Meadow-Cipher-58',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(MESSAGES.currentPasswordRequired);
    });

    it("an admin sets another user's password without their own, and signs out all of that user's sessions", async ({
      ctx,
      admin,
      login,
      put,
      secondSession,
    }) => {
      const target = await ctx.signIn('coach');
      const second = await secondSession(target.user.email);
      const res = await put(target.user.id, admin.token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      for (const token of [target.token, second]) {
        expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
      }
      expect((await ctx.api({ method: 'GET', url: '/me', token: admin.token })).statusCode).toBe(200);
      expect((await login(target.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      const weak = await put(target.user.id, admin.token, { password: 'iloveyou1', passwordConfirmation: 'iloveyou1' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toContain(MESSAGES.passwordTooWeak);
    });

    it("an admin viewing the app as a user sets their password without it; the user's own sessions end", async ({
      ctx,
      admin,
      put,
    }) => {
      const target = await ctx.signIn('rp');
      const viewing = await ctx.api({ method: 'GET', url: `/login/impersonate_user/${target.user.id}`, token: admin.token });
      const token = viewing.json().token as string;
      const res = await put(target.user.id, token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: target.token })).statusCode).toBe(401);
    });

    it('a user who must change their password needs no current one, and their other sessions end', async ({
      ctx,
      put,
      secondSession,
    }) => {
      const held = await ctx.signIn('participant', { mustChangePassword: true });
      const other = await secondSession(held.user.email);
      const res = await put(held.user.id, held.token, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: held.token })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: other })).statusCode).toBe(401);
    });
  });

  describe('DELETE /users/:id', () => {
    it('needs a session', async ({ ctx, rp }) => {
      expect((await ctx.api({ method: 'DELETE', url: `/users/${rp.user.id}` })).statusCode).toBe(401);
    });

    it('is for admins only, and never on oneself', async ({ ctx, admin, sc, coach, rp, participant }) => {
      const target = await ctx.createUser();
      for (const who of [sc, coach, rp, participant]) {
        expect((await ctx.api({ method: 'DELETE', url: `/users/${target.id}`, token: who.token })).statusCode).toBe(403);
      }
      const self = await ctx.api({ method: 'DELETE', url: `/users/${admin.user.id}`, token: admin.token });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({ error: MESSAGES.cannotDeleteSelf, code: 'cannot_delete_self' });
    });

    it('answers 400 for a bad id and 404 for an unknown one', async ({ ctx, admin }) => {
      const bad = await ctx.api({ method: 'DELETE', url: '/users/1.5', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      expect((await ctx.api({ method: 'DELETE', url: '/users/999999', token: admin.token })).statusCode).toBe(404);
    });

    it('hides the user, revokes their sessions and keeps the row; the address can be used again', async ({
      ctx,
      admin,
      login,
    }) => {
      const victim = await ctx.signIn('rp');
      expect((await ctx.api({ method: 'GET', url: '/me', token: victim.token })).statusCode).toBe(200);
      const res = await ctx.api({ method: 'DELETE', url: `/users/${victim.user.id}`, token: admin.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expect((await ctx.api({ method: 'GET', url: '/me', token: victim.token })).statusCode).toBe(401);
      expect((await login(victim.user.email)).statusCode).toBe(401);
      const tokens = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, victim.user.id));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, victim.user.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);

      expect((await ctx.api({ method: 'GET', url: `/users/${victim.user.id}`, token: admin.token })).statusCode).toBe(404);
      const listed = await ctx.api({
        method: 'GET',
        url: `/users?search=${encodeURIComponent(victim.user.email)}`,
        token: admin.token,
      });
      expect(listed.json().total).toBe(0);
      const staff = await ctx.api({ method: 'GET', url: '/staff?role=rp', token: admin.token });
      expect(staff.json().map((u: { id: number }) => u.id)).not.toContain(victim.user.id);
      expect((await ctx.api({ method: 'DELETE', url: `/users/${victim.user.id}`, token: admin.token })).statusCode).toBe(404);
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, victim.user.id), eq(auditLog.action, 'delete')));
      expect(audits).toHaveLength(1);

      const reuse = await ctx.api({
        method: 'POST',
        url: '/users',
        payload: newUserBody({ email: victim.user.email }),
        token: admin.token,
      });
      expect(reuse.statusCode).toBe(201);
      expect(reuse.json().id).not.toBe(victim.user.id);
    });
  });

  describe('POST /users/:id/reset_password', () => {
    it('needs a session', async ({ ctx, participant }) => {
      expect((await ctx.api({ method: 'POST', url: `/users/${participant.user.id}/reset_password` })).statusCode).toBe(401);
    });

    it('is for admins only, and only for participant accounts', async ({ ctx, admin, sc, coach, rp, participant }) => {
      for (const who of [sc, coach, rp, participant]) {
        const res = await ctx.api({ method: 'POST', url: `/users/${participant.user.id}/reset_password`, token: who.token });
        expect(res.statusCode).toBe(403);
      }
      const staff = await ctx.api({ method: 'POST', url: `/users/${rp.user.id}/reset_password`, token: admin.token });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error).toBe(MESSAGES.resetOnlyParticipants);
    });

    it('answers 400 for a bad id and 404 for an unknown one', async ({ ctx, admin }) => {
      const bad = await ctx.api({ method: 'POST', url: '/users/0/reset_password', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      expect((await ctx.api({ method: 'POST', url: '/users/999999/reset_password', token: admin.token })).statusCode).toBe(404);
    });

    it('queues exactly one e-mail with a one-time link and makes the participant choose a new password', async ({
      ctx,
      admin,
    }) => {
      const target = await ctx.createUser({ roles: ['participant'], name: 'Reset <Me>' });
      const res = await ctx.api({ method: 'POST', url: `/users/${target.id}/reset_password`, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.passwordEmailSent });

      const mails = await ctx.database.db.select().from(mailOutbox).where(sql`${target.email} = any(${mailOutbox.to})`);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.text).toContain('/login?token=');
      expect(mail?.html).toContain('Reset &lt;Me&gt;');
      expect(mail?.html).not.toContain('<Me>');
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.mustChangePassword).toBe(true);

      const link = new URL(/https?:\/\/\S+\/login\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing');
      expect(link.searchParams.get('redirect')).toBe(`/users/${target.id}`);
      const token = link.searchParams.get('token');
      const first = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: target.id, mustChangePassword: true });
      const second = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
      expect(second.statusCode).toBe(401);

      // Signed in by the link, the participant is held until they choose a password.
      const session = first.json().token as string;
      // (The holiday calendar stands for any call a participant may make once free.)
      const holidays = '/holidays?start_date=2026-12-01&end_date=2026-12-31';
      const held = await ctx.api({ method: 'GET', url: holidays, token: session });
      expect(held.statusCode).toBe(403);
      expect(held.json().details).toMatchObject({ mustChangePassword: true });
      const changed = await ctx.api({
        method: 'PUT',
        url: `/users/${target.id}`,
        payload: { user: { password: 'Chosen-pass-3', passwordConfirmation: 'Chosen-pass-3' } },
        token: session,
      });
      expect(changed.statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: holidays, token: session })).statusCode).toBe(200);
    });
  });

  describe('GET /staff and GET /role_players', () => {
    it('need a session', async ({ ctx }) => {
      expect((await ctx.api({ method: 'GET', url: '/staff' })).statusCode).toBe(401);
      expect((await ctx.api({ method: 'GET', url: '/role_players' })).statusCode).toBe(401);
    });

    it('are refused to participants, and to staff who do not manage (every address is for the managers)', async ({
      ctx,
      participant,
      coach,
      rp,
    }) => {
      for (const who of [participant, coach, rp]) {
        expect((await ctx.api({ method: 'GET', url: '/staff', token: who.token })).statusCode).toBe(403);
        expect((await ctx.api({ method: 'GET', url: '/role_players', token: who.token })).statusCode).toBe(403);
      }
    });

    it('names a bad role', async ({ ctx, sc }) => {
      const res = await ctx.api({ method: 'GET', url: '/staff?role=king', token: sc.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('role');
    });

    it('list live staff by name, optionally by role; role_players lists role-players only', async ({
      ctx,
      admin,
      sc,
      coach,
      rp,
      participant,
    }) => {
      await ctx.createUser({ roles: ['coach'], name: 'Staffsort Charlie' });
      await ctx.createUser({ roles: ['rp'], name: 'staffsort alpha' });
      await ctx.createUser({ roles: ['sc'], name: 'Staffsort Bravo' });
      const res = await ctx.api({ method: 'GET', url: '/staff', token: sc.token });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number; name: string; roleList: Role[] }>;
      const ids = list.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([admin.user.id, sc.user.id, coach.user.id, rp.user.id]));
      expect(ids).not.toContain(participant.user.id);
      const sorted = ['staffsort alpha', 'Staffsort Bravo', 'Staffsort Charlie'];
      expect(list.map((u) => u.name).filter((n) => n.startsWith('Staffsort') || n.startsWith('staffsort'))).toEqual(sorted);
      expect(list[0]).not.toHaveProperty('passwordHash');

      const admins = await ctx.api({ method: 'GET', url: '/staff?role=admin', token: admin.token });
      expect(admins.statusCode).toBe(200);
      expect(admins.json().length).toBeGreaterThan(0);
      expect(admins.json().every((u: { roleList: Role[] }) => u.roleList.includes('admin'))).toBe(true);

      const rps = await ctx.api({ method: 'GET', url: '/role_players', token: sc.token });
      expect(rps.statusCode).toBe(200);
      const rpIds = rps.json().map((u: { id: number }) => u.id);
      expect(rpIds).toContain(rp.user.id);
      expect(rpIds).not.toContain(coach.user.id);
      expect(rps.json().every((u: { roleList: Role[] }) => u.roleList.includes('rp'))).toBe(true);
    });
  });
});

describe(`users: the last administrator (${testDbKind})`, () => {
  it('an admin cannot take away the admin role of the last administrator', async ({ ownCtx: ctx }) => {
    const only = await ctx.signIn('admin');
    const res = await ctx.api({
      method: 'PUT',
      url: `/users/${only.user.id}`,
      payload: { user: { roleList: ['coach'] } },
      token: only.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: MESSAGES.lastAdmin, code: 'last_admin' });
    const second = await ctx.createUser({ roles: ['admin'] });
    const ok = await ctx.api({
      method: 'PUT',
      url: `/users/${only.user.id}`,
      payload: { user: { roleList: ['coach'] } },
      token: only.token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().roleList).toEqual(['coach']);
    expect(second.roles).toEqual(['admin']);
  });
});
