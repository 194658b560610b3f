import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, courseParticipants, users } from '../../db/schema';
import { insertCourse, apiTest as it, namedFields } from '../../test/fixtures';
import { TEST_PASSWORD, testDbKind } from '../../test/harness';

/**
 * A person's language (issue 40): `PUT /users/{id}` `{ user: { language } }` sets it, `GET /me`
 * (and the sign-in answer) tells the language the app speaks to them: the chosen one; else, for a
 * participant, their course's; else null.
 */
describe(`a person's language (${testDbKind})`, () => {
  it('is null for a new staff member, set by themself, answered by /me and by their user page', async ({ ctx }) => {
    const { user, token } = await ctx.signIn('rp');
    const before = await ctx.api({ method: 'GET', url: '/me', token });
    expect(before.statusCode).toBe(200);
    expect(before.json().language).toBeNull();

    const put = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: 'fr-CA' } } });
    expect(put.statusCode).toBe(200);
    expect(put.json().language).toBe('fr-CA');
    const [row] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('fr-CA');

    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBe('fr-CA');
    expect((await ctx.api({ method: 'GET', url: `/users/${user.id}`, token })).json().language).toBe('fr-CA');

    // The change is on the audit trail, before and after.
    const trail = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(trail.some((entry) => entry.entity === 'user' && entry.after?.language === 'fr-CA')).toBe(true);

    // null forgets the choice.
    const cleared = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: null } } });
    expect(cleared.statusCode).toBe(200);
    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBeNull();
  });

  it('answers the chosen language at sign-in too', async ({ ctx }) => {
    const { user, token } = await ctx.signInForReal('coach');
    await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: 'es-ES' } } });
    const login = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().language).toBe('es-ES');
  });

  it("gives a participant their course's language until they choose one", async ({ ctx }) => {
    const { user, token } = await ctx.signIn('participant');
    const db = ctx.database.db;
    const english = await insertCourse(db, { preferences: { language: 'en-CA' } });
    const portuguese = await insertCourse(db, { preferences: { language: 'pt-PT' } });
    await db
      .insert(courseParticipants)
      .values({ courseId: english.id, userId: user.id, createdAt: new Date(Date.now() - 60_000) });
    await db.insert(courseParticipants).values({ courseId: portuguese.id, userId: user.id });
    // The course enrolled in last speaks first.
    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBe('pt-PT');

    const put = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: 'es-ES' } } });
    expect(put.statusCode).toBe(200);
    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBe('es-ES');
  });

  it('is null for a participant in no course', async ({ ctx }) => {
    const { token } = await ctx.signIn('participant');
    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBeNull();
  });

  it('refuses a language the app does not speak, naming the field, and keeps the old one', async ({ ctx }) => {
    const { user, token } = await ctx.signIn('rp');
    await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: 'pt-PT' } } });
    for (const language of ['de-DE', 'fr', '', 42]) {
      const res = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language } } });
      expect(res.statusCode, String(language)).toBe(400);
      expect(namedFields(res)).toContain('Language');
      expect(namedFields(res)).toContain('user.language');
    }
    expect((await ctx.api({ method: 'GET', url: '/me', token })).json().language).toBe('pt-PT');
  });

  it("refuses to set someone else's language to a non-manager, and lets an admin set it", async ({ ctx, admin }) => {
    const target = await ctx.signIn('rp');
    for (const role of ['rp', 'coach', 'participant', 'sc'] as const) {
      const other = await ctx.signIn(role);
      const res = await ctx.api({
        method: 'PUT',
        url: `/users/${target.user.id}`,
        token: other.token,
        payload: { user: { language: 'fr-CA' } },
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe(MESSAGES.forbidden);
    }
    expect((await ctx.api({ method: 'GET', url: '/me', token: target.token })).json().language).toBeNull();

    const byAdmin = await ctx.api({
      method: 'PUT',
      url: `/users/${target.user.id}`,
      token: admin.token,
      payload: { user: { language: 'fr-CA' } },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await ctx.api({ method: 'GET', url: '/me', token: target.token })).json().language).toBe('fr-CA');
  });

  it('needs a session', async ({ ctx }) => {
    const { user } = await ctx.signIn('rp');
    const res = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, payload: { user: { language: 'fr-CA' } } });
    expect(res.statusCode).toBe(401);
  });
});
