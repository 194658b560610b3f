import { MESSAGES, type Shift, type ShiftBackfill } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { backfillPlaces, eventInvites } from '../../db/schema';
import { runDueJobs } from '../../jobs/runner';
import {
  apiTest,
  DAY,
  HOUR,
  insertAvailability,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  qualify,
  type Session,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { backfillJobHandlers } from './index';

const MINUTE = 60_000;

/**
 * Issue 35, item 4: a place lost after the shift's deadline (its holder removed) opens for backfill
 * at once, as a late give-up does; and a backfill take checks again that the taker is still free.
 */
describe(`places lost after the deadline, and takers no longer free (${testDbKind})`, () => {
  type Ctx = TestContext;

  /**
   * A shift 30 hours ahead (its deadline, 72 hours before the start, has passed) needing one
   * role-player (one Scenario, ratio 1), with its coach and coordinator and one accepted
   * role-player, and two candidates qualified and available; the deadline has been run: full.
   */
  async function fullShiftPastDeadline(ctx: Ctx, sc: Session) {
    const db = ctx.database.db;
    const begins = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 30 * HOUR);
    const course = await insertCourse(db, {
      components: [{ type: 'Scenario', duration: 60 }],
      preferences: { backfillWaveSize: 5, backfillWaveHours: 2 },
    });
    const person = async (roles: Array<'rp' | 'sc' | 'coach'>, name: string) => {
      const user = await ctx.createUser({ roles, name });
      await qualify(db, user.id, course.id);
      await insertAvailability(db, user.id, new Date(begins.getTime() - DAY), new Date(begins.getTime() + DAY));
      return user;
    };
    const coach = await person(['coach'], 'Coach');
    const coordinator = await person(['sc'], 'Coordinator');
    const created = await ctx.api({
      method: 'POST',
      url: `/courses/${course.id}/roleplay_shifts`,
      token: sc.token,
      payload: {
        roleplayShift: {
          startTime: begins.toISOString(),
          sessions: 1,
          extensions: 1,
          cohortName: 'Lost places',
          staffingRatio: 1,
          coachId: coach.id,
          shiftCoordinatorId: coordinator.id,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shift = created.json() as Shift;
    const holder = await person(['rp'], 'Taylor Brooks');
    const held = await insertInvite(db, shift.id, holder.id, 'accepted');
    const candidates = [await person(['rp'], 'Candidate 1'), await person(['rp'], 'Candidate 2')];
    await runDueJobs({ db, config: ctx.config, handlers: backfillJobHandlers, now: new Date(Date.now() + MINUTE) });
    return { shift, holder, held, candidates, begins };
  }

  async function backfillOf(ctx: Ctx, sc: Session, shiftId: number): Promise<ShiftBackfill> {
    const res = await ctx.api({ method: 'GET', url: `/shifts/${shiftId}/backfill`, token: sc.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  apiTest('a role-player removed after the deadline opens their place to backfill at once', async ({ ctx, sc }) => {
    const { shift, held, candidates } = await fullShiftPastDeadline(ctx, sc);
    expect((await backfillOf(ctx, sc, shift.id)).places).toEqual([]);

    const removed = await ctx.api({ method: 'DELETE', url: `/event_invites/${held.id}`, token: sc.token });
    expect(removed.statusCode, removed.body).toBe(204);
    const { places } = await backfillOf(ctx, sc, shift.id);
    expect(places).toMatchObject([{ role: 'roleplayer', status: 'open' }]);
    expect(places[0]?.offers.map((o) => o.user.id).sort()).toEqual(candidates.map((c) => c.id).sort());
  });

  apiTest('a taker who became busy on an overlapping shift is refused (409) and nothing changes', async ({ ctx, sc }) => {
    const db = ctx.database.db;
    const { shift, held, candidates, begins } = await fullShiftPastDeadline(ctx, sc);
    expect((await ctx.api({ method: 'DELETE', url: `/event_invites/${held.id}`, token: sc.token })).statusCode).toBe(204);
    const [place] = (await backfillOf(ctx, sc, shift.id)).places;
    const [busy, free] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];
    // Offered while free; since then placed on another course's shift overlapping this one.
    const other = await insertRoleplayShift(db, (await insertCourse(db)).id, {
      begins: new Date(begins.getTime() + HOUR),
      hours: 2,
    });
    await insertInvite(db, other.id, busy.id, 'accepted');

    const refused = await ctx.api({
      method: 'POST',
      url: `/backfill_places/${place?.id}/take`,
      token: await ctx.sessionFor(busy),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'busy_elsewhere', error: MESSAGES.backfillBusyElsewhere });
    const [still] = await db
      .select()
      .from(backfillPlaces)
      .where(eq(backfillPlaces.id, place?.id ?? 0));
    expect(still?.status).toBe('open');
    expect(
      await db
        .select()
        .from(eventInvites)
        .where(and(eq(eventInvites.eventId, shift.id), eq(eventInvites.userId, busy.id))),
    ).toEqual([]);

    // Somebody still free takes it.
    const taken = await ctx.api({
      method: 'POST',
      url: `/backfill_places/${place?.id}/take`,
      token: await ctx.sessionFor(free),
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
