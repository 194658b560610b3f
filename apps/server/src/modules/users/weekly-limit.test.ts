import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { apiTest as it, namedFields } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

/**
 * The most shifts a week a person takes when a month is planned (issue 39): `PUT /users/{id}`
 * `{ user: { maxShiftsPerWeek } }`, by the person or an admin; null is no limit. The roster plans
 * read the column (roster-plans.test.ts holds a plan to it).
 */
describe(`the most shifts a week (${testDbKind})`, () => {
  it('is none for a new person, set by themself or an admin, read on their user page, cleared by null', async ({
    ctx,
    admin,
  }) => {
    const { user, token } = await ctx.signIn('rp');
    const url = `/users/${user.id}`;
    expect((await ctx.api({ method: 'GET', url, token })).json().maxShiftsPerWeek).toBeNull();

    const own = await ctx.api({ method: 'PUT', url, token, payload: { user: { maxShiftsPerWeek: 3 } } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().maxShiftsPerWeek).toBe(3);
    const [row] = await ctx.database.db.select({ max: users.maxShiftsPerWeek }).from(users).where(eq(users.id, user.id));
    expect(row?.max).toBe(3);

    const byAdmin = await ctx.api({ method: 'PUT', url, token: admin.token, payload: { user: { maxShiftsPerWeek: 5 } } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await ctx.api({ method: 'GET', url, token })).json().maxShiftsPerWeek).toBe(5);

    const cleared = await ctx.api({ method: 'PUT', url, token, payload: { user: { maxShiftsPerWeek: null } } });
    expect(cleared.json().maxShiftsPerWeek).toBeNull();
  });

  it('refuses a value out of range naming the field, and anybody but the person or an admin', async ({ ctx, coach }) => {
    const { user, token } = await ctx.signIn('rp');
    const url = `/users/${user.id}`;
    for (const value of [0, 15, 2.5, '3']) {
      const res = await ctx.api({ method: 'PUT', url, token, payload: { user: { maxShiftsPerWeek: value } } });
      expect(res.statusCode, String(value)).toBe(400);
      expect(namedFields(res)).toContain('user.maxShiftsPerWeek');
    }
    const other = await ctx.api({ method: 'PUT', url, token: coach.token, payload: { user: { maxShiftsPerWeek: 2 } } });
    expect(other.statusCode).toBe(403);
    expect((await ctx.api({ method: 'GET', url, token })).json().maxShiftsPerWeek).toBeNull();
  });
});
