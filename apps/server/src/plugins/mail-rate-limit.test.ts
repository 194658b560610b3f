import { API_PREFIX, MESSAGES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox, partialSwapRequests } from '../db/schema';
import { apiTest, enrol, insertCourse, insertInvite, insertShift, qualify, type Session } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';

const it = apiTest;

/** Every route that can queue an e-mail, as the OpenAPI document lists them (x-sends-mail). */
const MAIL_ROUTES = [
  'DELETE /event_invites/:id',
  'DELETE /live_shifts/:id',
  'DELETE /roleplay_shifts/:id',
  'DELETE /training_shifts/:id',
  'GET /action_plan_email',
  'PATCH /course_events/:id',
  'PATCH /role_players/undo_swap/:id',
  'PATCH /roleplay_shifts/:id',
  'POST /courses/:id/invite_email',
  'POST /event_invites/:id/partial_swap',
  'POST /live_shifts/:id/event_invites',
  'POST /login/link',
  'POST /participant_schedule',
  'POST /participant_slots/:id/send_reminder',
  'POST /regapp/sign_in_link',
  'POST /roleplay_shifts/:id/event_invites',
  'POST /roleplay_shifts/:id/late_reminders',
  'POST /roster_plans/:id/apply',
  'POST /shifts/:id/backfill/restart',
  'POST /training_shifts/:id/event_invites',
  'POST /users/:id/reset_password',
  'PUT /live_shifts/:id/invite',
  'PUT /role_players/accept_event/:id',
  'PUT /role_players/accept_swap_event/:id',
  'PUT /role_players/direct_swap/:id',
  'PUT /role_players/reject_event/:id',
  'PUT /role_players/swap_event/:id',
  'PUT /roleplay_shifts/:id/invite',
  'PUT /training_shifts/:id/invite',
];

describe(`mail-sending routes are rate limited per user (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let otherAdmin: Session;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = await ctx.signIn('admin');
    otherAdmin = await ctx.signIn('admin');
  });

  const db = () => ctx.database.db;
  const outboxSize = async () => (await db().select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
  const resetPassword = (session: Session, id: number) =>
    ctx.api({ method: 'POST', url: `/users/${id}/reset_password`, token: session.token });

  it('limits exactly the routes that send mail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths: Record<string, Record<string, { 'x-sends-mail'?: boolean }>> = res.json().paths;
    const marked = Object.entries(paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-sends-mail'] === true)
        .map(([method, _]) => `${method.toUpperCase()} ${url.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(marked.sort()).toEqual(MAIL_ROUTES);
  });

  it('answers the 11th call of a minute with 429 and queues no more mail; another user is not held back', async () => {
    expect(ctx.config.mailRateLimit).toBe(10);
    const participant = await ctx.createUser({ roles: ['participant'] });
    const before = await outboxSize();
    for (let i = 1; i <= 10; i++) {
      const res = await resetPassword(admin, participant.id);
      expect(res.statusCode, `call ${i}: ${res.body}`).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(10 - i));
    }
    expect(await outboxSize()).toBe(before + 10);

    const refused = await resetPassword(admin, participant.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      error: MESSAGES.tooManyRequests,
      code: 'too_many_requests',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await resetPassword(admin, participant.id)).statusCode).toBe(429);
    expect(await outboxSize()).toBe(before + 10);

    // Somebody else calling the same route has their own allowance.
    const other = await resetPassword(otherAdmin, participant.id);
    expect(other.statusCode, other.body).toBe(200);
    expect(await outboxSize()).toBe(before + 11);
    // The limit is per route: the limited admin still reaches routes that send no mail, and other mail routes.
    expect((await ctx.api({ method: 'GET', url: `/users/${participant.id}`, token: admin.token })).statusCode).toBe(200);
    const course = await insertCourse(db(), { name: 'Limits Course' });
    await enrol(db(), course.id, participant.id);
    const invited = await ctx.api({
      method: 'POST',
      url: `/courses/${course.id}/invite_email`,
      token: admin.token,
    });
    expect(invited.statusCode, invited.body).toBe(200);
  });

  it('counts a shift edit only when it moves the shift: memo and staffing saves are never held back', async () => {
    const manager = await ctx.signIn('sc');
    const course = await insertCourse(db(), { name: 'Edits Course' });
    const shift = await insertShift(db(), course.id, { begins: new Date('2030-04-01T14:00:00Z') });
    const edit = (roleplayShift: Record<string, unknown>) =>
      ctx.api({ method: 'PATCH', url: `/roleplay_shifts/${shift.id}`, payload: { roleplayShift }, token: manager.token });
    for (let i = 1; i <= 15; i++) {
      const res = await edit({ comments: `Memo draft ${i}` });
      expect(res.statusCode, `memo save ${i}: ${res.body}`).toBe(200);
    }
    for (let i = 1; i <= 10; i++) {
      const res = await edit({ startTime: new Date(Date.UTC(2030, 3, 1 + i, 14)).toISOString() });
      expect(res.statusCode, `move ${i}: ${res.body}`).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(10 - i));
    }
    const refused = await edit({ startTime: '2030-05-01T14:00:00Z' });
    expect(refused.statusCode).toBe(429);
    // Still free to save the memo while moves are held back.
    expect((await edit({ comments: 'After the limit' })).statusCode).toBe(200);
  });

  it('does not count calls the guard or the input check refuse', async () => {
    const limited = await ctx.signIn('admin');
    const participant = await ctx.createUser({ roles: ['participant'] });
    const rp = await ctx.signIn('rp');
    for (let i = 0; i < 12; i++) {
      expect((await resetPassword(rp, participant.id)).statusCode).toBe(403);
      const bad = await ctx.api({ method: 'POST', url: '/users/abc/reset_password', token: limited.token });
      expect(bad.statusCode).toBe(400);
    }
    expect((await resetPassword(limited, participant.id)).statusCode).toBe(200);
  });

  it('stops a flood of partial-swap requests: of 20, ten are recorded and mailed, ten refused', async () => {
    const coordinator = await ctx.signIn('sc');
    const holder = await ctx.signIn('rp');
    const helper = await ctx.createUser({ roles: ['rp'] });
    const course = await insertCourse(db(), { name: 'Flood Course' });
    for (const id of [holder.user.id, helper.id]) await qualify(db(), id, course.id);
    const shift = await insertShift(db(), course.id, {
      begins: new Date('2030-03-05T15:00:00Z'),
      coordinatorId: coordinator.user.id,
    });
    const invite = await insertInvite(db(), shift.id, holder.user.id, 'accepted');
    const before = await outboxSize();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.api({
          method: 'POST',
          url: `/event_invites/${invite.id}/partial_swap`,
          payload: { partialSwap: { requestDetails: 'Please cover me' } },
          token: holder.token,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    const recorded = await db().select().from(partialSwapRequests).where(eq(partialSwapRequests.eventInviteId, invite.id));
    expect(recorded).toHaveLength(10);
    // Each accepted request mails the coordinator and the one qualified helper.
    expect(await outboxSize()).toBe(before + 20);
  });
});
