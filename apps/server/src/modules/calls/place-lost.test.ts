import type { Call, ShiftCalls } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, eventInvites } from '../../db/schema';
import { runDueJobs } from '../../jobs/runner';
import { apiTest, HOUR, insertCourse, insertRoleplayShift, insertScenarioComponents, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { backfillJobHandlers } from '../backfill';

/**
 * Issue 35, item 4: a person who loses their place on a shift (removed, declined, lapsed, swapped
 * away) leaves its calls in the same transaction: their call slots go to whoever now holds the
 * place, or are left without a role-player.
 */
describe(`a lost place leaves the calls (${testDbKind})`, () => {
  type Ctx = TestContext;

  /** A roleplay shift a week ahead with two Scenarios and two call blocks; Taylor plays in both blocks, Robin in one. */
  async function shiftWithCalls(ctx: Ctx, sc: Session, opts: { taylorStatus: 'accepted' | 'invited' }) {
    const db = ctx.database.db;
    const course = await insertCourse(db);
    const [first, second] = await insertScenarioComponents(db, course.id, [
      { type: 'Scenario', duration: 30 },
      { type: 'Scenario', duration: 30 },
    ]);
    const shift = await insertRoleplayShift(db, course.id);
    const taylor = await ctx.createUser({ roles: ['rp'], name: 'Taylor Brooks' });
    const robin = await ctx.createUser({ roles: ['rp'], name: 'Robin Lane' });
    // Taylor through the API when waiting for an answer, so the invitation has its answer-by time and lapse.
    if (opts.taylorStatus === 'invited') {
      const invited = await ctx.api({
        method: 'PUT',
        url: `/roleplay_shifts/${shift.id}/invite`,
        token: sc.token,
        payload: { invites: { userIds: [taylor.id] } },
      });
      expect(invited.statusCode, invited.body).toBe(200);
    } else {
      await db.insert(eventInvites).values({ eventId: shift.id, userId: taylor.id, status: 'accepted' });
    }
    await db.insert(eventInvites).values({ eventId: shift.id, userId: robin.id, status: 'accepted' });
    const call = async (blockNumber: number) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/calls',
        token: sc.token,
        payload: { call: { eventId: shift.id, blockNumber } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Call;
    };
    const slot = async (callId: number, scenarioComponentId: number, userId: number) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/call_slots',
        token: sc.token,
        payload: { callSlot: { callId, scenarioComponentId, userId } },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const early = await call(0);
    const late = await call(1);
    await slot(early.id, first?.id ?? 0, taylor.id);
    await slot(early.id, second?.id ?? 0, robin.id);
    await slot(late.id, first?.id ?? 0, taylor.id);
    const [invite] = await db
      .select()
      .from(eventInvites)
      .where(and(eq(eventInvites.eventId, shift.id), eq(eventInvites.userId, taylor.id)));
    if (!invite) throw new Error('no invite for Taylor');
    return { shift, taylor, robin, invite, calls: [early.id, late.id] };
  }

  /** Who plays in each call of the shift, as the shift page reads it: call id → role-player ids (null: nobody). */
  async function players(ctx: Ctx, sc: Session, shiftId: number): Promise<Record<number, Array<number | null>>> {
    const res = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shiftId}/calls`, token: sc.token });
    expect(res.statusCode, res.body).toBe(200);
    const calls = (res.json() as ShiftCalls).blocks.flatMap((b) => b.calls);
    return Object.fromEntries(calls.map((c) => [c.id, c.callSlots.map((s) => s.userId)]));
  }

  apiTest('removing a role-player leaves their calls without a role-player, and the History says so', async ({ ctx, sc }) => {
    const { shift, taylor, robin, invite, calls } = await shiftWithCalls(ctx, sc, { taylorStatus: 'accepted' });
    const [early, late] = calls as [number, number];
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [taylor.id, robin.id], [late]: [taylor.id] });

    const removed = await ctx.api({ method: 'DELETE', url: `/event_invites/${invite.id}`, token: sc.token });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [null, robin.id], [late]: [null] });
    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'call_slot'), eq(auditLog.eventId, shift.id), eq(auditLog.subjectUserId, taylor.id)));
    expect(trail.filter((row) => (row.data as { reason?: string } | null)?.reason === 'place_lost')).toHaveLength(2);
  });

  apiTest('declining an invitation leaves the calls it was slotted in', async ({ ctx, sc }) => {
    const { shift, taylor, robin, invite, calls } = await shiftWithCalls(ctx, sc, { taylorStatus: 'invited' });
    const [early, late] = calls as [number, number];
    const declined = await ctx.api({
      method: 'PUT',
      url: `/role_players/reject_event/${invite.id}`,
      token: await ctx.sessionFor(taylor),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [null, robin.id], [late]: [null] });
  });

  apiTest('an invitation lapsing unanswered leaves the calls it was slotted in', async ({ ctx, sc }) => {
    const { shift, robin, invite, calls } = await shiftWithCalls(ctx, sc, { taylorStatus: 'invited' });
    const [early, late] = calls as [number, number];
    expect(invite.answerBy).not.toBeNull();
    await runDueJobs({
      db: ctx.database.db,
      config: ctx.config,
      handlers: backfillJobHandlers,
      now: new Date((invite.answerBy?.getTime() ?? 0) + HOUR),
    });
    const [lapsed] = await ctx.database.db.select().from(eventInvites).where(eq(eventInvites.id, invite.id));
    expect(lapsed?.status).toBe('expired');
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [null, robin.id], [late]: [null] });
  });

  apiTest('a place swapped away hands its calls to the taker', async ({ ctx, sc }) => {
    const { shift, taylor, robin, invite, calls } = await shiftWithCalls(ctx, sc, { taylorStatus: 'accepted' });
    const [early, late] = calls as [number, number];
    const offered = await ctx.api({
      method: 'PUT',
      url: `/role_players/swap_event/${invite.id}`,
      token: await ctx.sessionFor(taylor),
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // Offered, still held: Taylor plays until somebody takes it.
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [taylor.id, robin.id], [late]: [taylor.id] });
    const taker = await ctx.signIn('rp');
    const taken = await ctx.api({ method: 'PUT', url: `/role_players/accept_swap_event/${invite.id}`, token: taker.token });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await players(ctx, sc, shift.id)).toEqual({ [early]: [taker.user.id, robin.id], [late]: [taker.user.id] });
  });
});
