import { describe, expect } from 'vitest';
import { apiTest, insertCourse, insertInvite, insertShift, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

/**
 * Staff who do not manage (coach, rp) list and open only the people they share a shift with: the
 * team directory (GET /users) and a person's record (GET /users/{id}) follow one rule (sharesShiftSql).
 */
describe(`users: a non-manager sees only their colleagues (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = await ctx.signIn('admin');
    sc = await ctx.signIn('sc');
  });

  it('lists and opens the people of their shifts, and nobody else', async () => {
    const db = ctx.database.db;
    const tag = `Colleaguetest${Date.now().toString(36)}`;
    const mine = await ctx.createUser({ roles: ['rp'], name: `${tag} Me` });
    const me = { user: mine, token: await ctx.sessionFor(mine) };
    const coach = await ctx.createUser({ roles: ['coach'], name: `${tag} Coach` });
    const coordinator = await ctx.createUser({ roles: ['sc'], name: `${tag} Coordinator` });
    const partner = await ctx.createUser({ roles: ['rp'], name: `${tag} Partner` });
    const declined = await ctx.createUser({ roles: ['rp'], name: `${tag} Declined` });
    const stranger = await ctx.createUser({ roles: ['rp'], name: `${tag} Stranger` });
    const learner = await ctx.createUser({ roles: ['participant'], name: `${tag} Learner` });
    const course = await insertCourse(db, { name: `${tag} course` });
    const shift = await insertShift(db, course.id, { coachId: coach.id, coordinatorId: coordinator.id, daysAhead: 30 });
    await insertInvite(db, shift.id, me.user.id, 'accepted');
    await insertInvite(db, shift.id, partner.id, 'invited');
    await insertInvite(db, shift.id, declined.id, 'rejected');
    await insertInvite(db, shift.id, learner.id, 'accepted');
    // The stranger works another shift, without me.
    const other = await insertShift(db, course.id, { daysAhead: 40 });
    await insertInvite(db, other.id, stranger.id, 'accepted');

    const list = await ctx.api({ method: 'GET', url: `/users?search=${tag}`, token: me.token });
    expect(list.statusCode).toBe(200);
    const names = (list.json().data as Array<{ name: string }>).map((u) => u.name);
    expect(names).toEqual([`${tag} Coach`, `${tag} Coordinator`, `${tag} Me`, `${tag} Partner`]);
    expect(list.json().total).toBe(4);
    // Without a search too (the unsearched page and its total).
    const all = await ctx.api({ method: 'GET', url: '/users?per_page=100', token: me.token });
    const ids = (all.json().data as Array<{ id: number }>).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([coach.id, coordinator.id, partner.id]));
    for (const hidden of [declined.id, stranger.id, admin.user.id, sc.user.id]) expect(ids).not.toContain(hidden);
    expect(all.json().total).toBe(ids.length);

    const unknown = await ctx.api({ method: 'GET', url: '/users/999999', token: me.token });
    expect(unknown.statusCode).toBe(404);
    for (const hidden of [stranger.id, declined.id, admin.user.id]) {
      const res = await ctx.api({ method: 'GET', url: `/users/${hidden}`, token: me.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    for (const shown of [coach.id, coordinator.id, partner.id, learner.id]) {
      const res = await ctx.api({ method: 'GET', url: `/users/${shown}`, token: me.token });
      expect(res.statusCode, `user ${shown}`).toBe(200);
    }
    // Every address at once, and the participant directory, stay the managers'.
    expect((await ctx.api({ method: 'GET', url: '/staff', token: me.token })).statusCode).toBe(403);
    expect((await ctx.api({ method: 'GET', url: '/users?kind=participants', token: me.token })).statusCode).toBe(403);

    // A manager lists and opens everybody.
    const managers = await ctx.api({ method: 'GET', url: `/users?search=${tag}`, token: sc.token });
    expect(managers.json().total).toBe(6);
    expect((await ctx.api({ method: 'GET', url: `/users/${stranger.id}`, token: admin.token })).statusCode).toBe(200);
  });

  it('lets a coach see the coordinator and role-players of the shift they coach, without an invite of their own', async () => {
    const db = ctx.database.db;
    const tag = `Coachside${Date.now().toString(36)}`;
    const coachUser = await ctx.createUser({ roles: ['coach'], name: `${tag} Coach` });
    const coach = { user: coachUser, token: await ctx.sessionFor(coachUser) };
    const coordinator = await ctx.createUser({ roles: ['sc'], name: `${tag} Coordinator` });
    const player = await ctx.createUser({ roles: ['rp'], name: `${tag} Player` });
    const course = await insertCourse(db, { name: `${tag} course` });
    const shift = await insertShift(db, course.id, { coachId: coach.user.id, coordinatorId: coordinator.id, daysAhead: 50 });
    await insertInvite(db, shift.id, player.id, 'swap_requested');
    const list = await ctx.api({ method: 'GET', url: `/users?search=${tag}`, token: coach.token });
    expect((list.json().data as Array<{ name: string }>).map((u) => u.name)).toEqual([
      `${tag} Coach`,
      `${tag} Coordinator`,
      `${tag} Player`,
    ]);
  });
});
