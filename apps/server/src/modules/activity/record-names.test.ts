import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, insertInvite, insertShift, type Session } from '../../test/fixtures';
import { createTestContext, type TestContext, testDbKind } from '../../test/harness';

/** The Activity page's answers carry the names of the people and shifts their entries refer to. */
describe(`audit entries name their records (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('admin');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('names an invite by its holder and shift, and the ids of its details, in words', async () => {
    const db = ctx.database.db;
    const holder = await ctx.createUser({ roles: ['rp'], name: 'Taylor Named Holder' });
    const course = await insertCourse(db, { name: 'Named Records' });
    const shift = await insertShift(db, course.id, { begins: new Date('2031-03-05T15:00:00Z') });
    const invite = await insertInvite(db, shift.id, holder.id, 'accepted');
    const swap = await ctx.api({
      method: 'PUT',
      url: `/role_players/swap_event/${invite.id}`,
      token: await ctx.sessionFor(holder),
      payload: {},
    });
    expect(swap.statusCode, swap.body).toBe(200);

    const res = await ctx.api({
      method: 'GET',
      url: `/audit_events?entity=event_invite&entity_id=${invite.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data;
    const shiftWords = 'Named Records (Roleplay, Mar 5 2031)';
    expect(entry).toMatchObject({
      action: 'invite_swap_request',
      record: `Taylor Named Holder, ${shiftWords}`,
      names: { eventId: shiftWords, userId: 'Taylor Named Holder' },
    });

    const history = await ctx.api({ method: 'GET', url: `/events/${shift.id}/audit_events`, token: admin.token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ record: `Taylor Named Holder, ${shiftWords}` });
  });
});
