import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { eventInvites } from '../../db/schema';
import { apiTest, HOUR, insertCourse, insertInvite, insertShift, qualify } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { inviteRow, lastMailId, mailsSince } from './test-fixtures';

const it = apiTest;

const TAKERS = 20;

describe(`taking a swap when many try at once (${testDbKind})`, () => {
  let ctx: TestContext;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
  });

  it.skipIf(testDbKind !== 'postgres')('gives the shift to exactly one of twenty takers; the others get 409', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { name: 'Race Course' });
    const giver = await ctx.createUser({ roles: ['rp'], name: 'Race Giver' });
    const shift = await insertShift(db, course.id);
    const invite = await insertInvite(db, shift.id, giver.id, 'swap_requested');
    await qualify(db, giver.id, course.id);
    const takers = [];
    for (let i = 0; i < TAKERS; i++) {
      const taker = await ctx.signIn('rp');
      await qualify(db, taker.user.id, course.id);
      takers.push(taker);
    }
    const before = await lastMailId(db);

    const answers = await Promise.all(
      takers.map((taker) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/role_players/accept_swap_event/${invite.id}`,
          headers: { authorization: `Bearer ${taker.token}` },
        }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(TAKERS - 1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ error: MESSAGES.swapAlreadyTaken, code: 'swap_taken' });
    }
    const winnerIndex = statuses.indexOf(200);
    const winner = takers[winnerIndex];
    expect(answers[winnerIndex]?.json()).toMatchObject({ id: invite.id, status: 'accepted', user: { id: winner?.user.id } });

    const row = await inviteRow(db, invite.id);
    expect(row).toMatchObject({ userId: winner?.user.id, status: 'accepted', swapToUserId: null });
    // One place, one holder: nobody else got a row on the shift.
    expect(await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id))).toHaveLength(1);
    // Only the winning transition wrote mail: one to the giver, one to the winner.
    const mails = await mailsSince(db, before);
    expect(mails.map((m) => m.to)).toEqual([[giver.email], [winner?.user.email]]);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'lets one person take only one of two overlapping swaps tried at once; the other is 409 busy_elsewhere',
    async () => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { name: 'Double Booking Course' });
      const begins = new Date(Date.now() + 40 * 24 * HOUR);
      const offers = [];
      for (const start of [begins, new Date(begins.getTime() + HOUR)]) {
        const giver = await ctx.createUser({ roles: ['rp'] });
        const shift = await insertShift(db, course.id, { begins: start, hours: 2 });
        offers.push(await insertInvite(db, shift.id, giver.id, 'swap_requested'));
      }
      const taker = await ctx.signIn('rp');

      const answers = await Promise.all(
        offers.map((offer) =>
          ctx.app.inject({
            method: 'PUT',
            url: `/api/v1/role_players/accept_swap_event/${offer.id}`,
            headers: { authorization: `Bearer ${taker.token}` },
          }),
        ),
      );

      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409);
      expect(refused?.json()).toMatchObject({ code: 'busy_elsewhere', error: MESSAGES.backfillBusyElsewhere });
      const held = await db.select().from(eventInvites).where(eq(eventInvites.userId, taker.user.id));
      expect(held.map((row) => row.status)).toEqual(['accepted']);
    },
  );
});
