import { describe, expect } from 'vitest';
import { apiTest, insertCourse, insertInvite, insertShift, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

describe(`a shift names its coach and coordinator (${testDbKind})`, () => {
  let ctx: TestContext;
  let rp: Session;
  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    rp = await ctx.signIn('rp');
  });

  it('to a role-player on it, whether or not the chosen people hold a place the role-player sees', async () => {
    const db = ctx.database.db;
    const coach = await ctx.createUser({ roles: ['coach'], name: 'Casey Named Coach' });
    const coordinator = await ctx.createUser({ roles: ['sc'], name: 'Sam Named Coordinator' });
    const course = await insertCourse(db, { name: 'Named Staff' });
    const shift = await insertShift(db, course.id, { coachId: coach.id, coordinatorId: coordinator.id, daysAhead: 20 });
    await insertInvite(db, shift.id, rp.user.id, 'accepted');
    const res = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: rp.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({
      coachId: coach.id,
      coachName: 'Casey Named Coach',
      shiftCoordinatorId: coordinator.id,
      shiftCoordinatorName: 'Sam Named Coordinator',
    });
    const none = await insertShift(db, course.id, { daysAhead: 21 });
    await insertInvite(db, none.id, rp.user.id, 'accepted');
    const empty = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${none.id}`, token: rp.token });
    expect(empty.json().details).toMatchObject({ coachName: null, shiftCoordinatorName: null });
  });
});
