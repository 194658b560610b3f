import { MESSAGES } from '@app/shared';
import { describe, expect } from 'vitest';
import { apiTest, insertCourse, insertInvite, insertShift, qualify, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { inviteRow } from './test-fixtures';

const it = apiTest;

/**
 * Give to…: the people a holder may hand their place to (GET /role_players/give_to/{id}) are the
 * people the direct swap accepts, by one rule: the place's role (a coordinator's place to
 * coordinators, a coach's to coaches, a role-player's to role-players), qualified, free, not on the shift.
 */
describe(`give a place to one person (${testDbKind})`, () => {
  let ctx: TestContext;
  let participant: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    participant = await ctx.signIn('participant');
    course = await insertCourse(ctx.database.db, { name: 'Give To Course' });
  });

  const db = () => ctx.database.db;
  let day = 10;
  /** A future shift of its own day (nobody is busy on another), coordinated and coached by the people given. */
  async function shiftOf(opts: { coordinatorId?: number; coachId?: number } = {}) {
    day += 1;
    return insertShift(db(), course.id, { begins: new Date(Date.UTC(2031, 0, day, 15)), ...opts });
  }
  const candidates = (id: number | string, session?: Session) =>
    ctx.api({ method: 'GET', url: `/role_players/give_to/${id}`, ...(session ? { token: session.token } : {}) });
  const give = (id: number, session: Session, userId: number) =>
    ctx.api({ method: 'PUT', url: `/role_players/direct_swap/${id}`, token: session.token, payload: { user_id: userId } });

  it('refuses anonymous, participants, bad and unknown ids, anybody but the holder, and a place not held', async () => {
    const holder = await ctx.signIn('rp');
    const other = await ctx.signIn('rp');
    const shift = await shiftOf();
    const invite = await insertInvite(db(), shift.id, holder.user.id, 'accepted');
    expect((await candidates(invite.id)).statusCode).toBe(401);
    expect((await candidates(invite.id, participant)).statusCode).toBe(403);
    const bad = await candidates('abc', holder);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('id');
    expect((await candidates(999_999, holder)).statusCode).toBe(404);
    const notMine = await candidates(invite.id, other);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('invite_not_yours');
    const pending = await insertInvite(db(), (await shiftOf()).id, holder.user.id, 'invited');
    const wrong = await candidates(pending.id, holder);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('invite_wrong_status');
  });

  it("offers a coordinator's place to coordinators only, and the give follows the same list", async () => {
    const coordinator = await ctx.signIn('sc');
    const shift = await shiftOf({ coordinatorId: coordinator.user.id });
    const invite = await insertInvite(db(), shift.id, coordinator.user.id, 'accepted');
    const colleague = await ctx.createUser({ roles: ['sc'], name: 'Aaron Colleague Coordinator' });
    const rolePlayer = await ctx.createUser({ roles: ['rp'], name: 'Aaron Role Player' });
    const onShift = await ctx.createUser({ roles: ['sc'], name: 'Aaron On Shift' });
    await insertInvite(db(), shift.id, onShift.id, 'accepted');
    const busy = await ctx.createUser({ roles: ['sc'], name: 'Aaron Busy Elsewhere' });
    const overlapping = await insertShift(db(), course.id, { begins: new Date(shift.begins.getTime() + 3_600_000) });
    await insertInvite(db(), overlapping.id, busy.id, 'accepted');

    const res = await candidates(invite.id, coordinator);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as Array<{ id: number; roleList: string[] }>).map((p) => p.id);
    expect(ids).toContain(colleague.id);
    for (const excluded of [coordinator.user.id, rolePlayer.id, onShift.id, busy.id]) expect(ids).not.toContain(excluded);
    expect((res.json() as Array<{ roleList: string[] }>).every((p) => p.roleList.includes('sc'))).toBe(true);

    // Somebody the picker leaves out is refused in words, with a code the web can name.
    const refused = await give(invite.id, coordinator, rolePlayer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'place_not_for_them', error: MESSAGES.giveToNotEligible });
    expect((await give(invite.id, coordinator, busy.id)).json().code).toBe('place_not_for_them');
    expect((await inviteRow(db(), invite.id))?.status).toBe('accepted');

    const given = await give(invite.id, coordinator, colleague.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ status: 'swap_requested', swapToUserId: colleague.id });

    // Taken, the place makes the colleague the shift's coordinator: the page names them, not the giver.
    const taker = await ctx.sessionFor(colleague);
    const taken = await ctx.api({ method: 'PUT', url: `/role_players/accept_swap_event/${invite.id}`, token: taker });
    expect(taken.statusCode, taken.body).toBe(200);
    const page = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: taker });
    expect(page.json().details.shiftCoordinatorId).toBe(colleague.id);
    const holders = (page.json().details.attendees as Array<{ id: number; status: string }>).map((a) => [a.id, a.status]);
    expect(holders).toContainEqual([colleague.id, 'accepted']);
    expect(holders.map(([id]) => id)).not.toContain(coordinator.user.id);
  });

  it("offers a role-player's place to qualified role-players, and a coach's to coaches", async () => {
    const strict = await insertCourse(db(), { name: 'Give To Strict' });
    const holder = await ctx.signIn('rp');
    const coach = await ctx.signIn(['coach']);
    await qualify(db(), holder.user.id, strict.id);
    await qualify(db(), coach.user.id, strict.id);
    const qualifiedRp = await ctx.createUser({ roles: ['rp'] });
    await qualify(db(), qualifiedRp.id, strict.id);
    const unqualifiedRp = await ctx.createUser({ roles: ['rp'] });
    const qualifiedCoach = await ctx.createUser({ roles: ['coach'] });
    await qualify(db(), qualifiedCoach.id, strict.id);
    day += 1;
    const shift = await insertShift(db(), strict.id, { begins: new Date(Date.UTC(2031, 0, day, 15)), coachId: coach.user.id });
    const rpInvite = await insertInvite(db(), shift.id, holder.user.id, 'accepted');
    const coachInvite = await insertInvite(db(), shift.id, coach.user.id, 'accepted');

    const forRp = (await candidates(rpInvite.id, holder)).json() as Array<{ id: number }>;
    expect(forRp.map((p) => p.id)).toContain(qualifiedRp.id);
    expect(forRp.map((p) => p.id)).not.toContain(unqualifiedRp.id);
    expect(forRp.map((p) => p.id)).not.toContain(qualifiedCoach.id);
    expect((await give(rpInvite.id, holder, unqualifiedRp.id)).json().code).toBe('place_not_for_them');

    const forCoach = (await candidates(coachInvite.id, coach)).json() as Array<{ id: number }>;
    expect(forCoach.map((p) => p.id)).toEqual([qualifiedCoach.id]);
    expect((await give(coachInvite.id, coach, qualifiedRp.id)).json().code).toBe('place_not_for_them');
  });
});
