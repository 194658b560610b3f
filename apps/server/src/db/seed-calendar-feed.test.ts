import { API_PREFIX } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { feedInvariantViolations } from '../modules/calendar-feeds';
import { partsInWindow } from '../modules/calendar-feeds/repository';
import { apiTest } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';
import { callSlots, courseEvents, eventInvites, users } from './schema';
import { seedDemo } from './seed';

const it = apiTest;

/**
 * The demo's personal calendar feed, as the README's role-player finds it on a fresh `npm start`:
 * the seed writes its shifts straight into the tables (no domain event), and the feed still holds
 * every one of them at the first fetch. Read back with an independent iCalendar parser (ical.js).
 */

let ctx: TestContext;

it.beforeAll(async ({ ctx: fileCtx }) => {
  ctx = fileCtx;
  // As `npm start` seeds: now, in the server's zone (the feed's window runs on the real clock).
  await seedDemo(ctx.database.db, { timeZone: ctx.config.timeZone });
});

/** The feed of the user with this e-mail, fetched as a calendar app would, parsed: its VEVENTs by UID. */
async function feedOf(email: string): Promise<{ userId: number; events: Map<string, ICAL.Event> }> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} is not in the demo`);
  const token = await ctx.sessionFor(user);
  const address = await ctx.api({ method: 'GET', url: `/users/${user.id}/calendar_feed`, token });
  expect(address.statusCode, address.body).toBe(200);
  const res = await ctx.api({ method: 'GET', url: new URL(address.json().url).pathname.slice(API_PREFIX.length) });
  expect(res.statusCode, res.body).toBe(200);
  const events = new Map<string, ICAL.Event>();
  for (const vevent of new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, event);
  }
  return { userId: user.id, events };
}

const statusOf = (event: ICAL.Event | undefined) => event?.component.getFirstPropertyValue('status');

describe(`the demo's calendar feed (${testDbKind})`, () => {
  it('gives rp@example.com today’s shift with their three calls, the orientation and next week’s invitation at the first fetch', async () => {
    const { userId, events } = await feedOf('rp@example.com');
    const host = new URL(ctx.config.appUrl).hostname;
    const db = ctx.database.db;
    const places = await db
      .select({ id: courseEvents.id, type: courseEvents.type, begins: courseEvents.begins, status: eventInvites.status })
      .from(eventInvites)
      .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
      .where(eq(eventInvites.userId, userId))
      .orderBy(courseEvents.begins);
    const [today, invitation, orientation] = places;
    expect(places.map((p) => [p.type, p.status])).toEqual([
      ['roleplay', 'accepted'],
      ['roleplay', 'invited'],
      ['training', 'accepted'],
    ]);
    const uid = (eventId: number | undefined) => `shift-${eventId}-${userId}@${host}`;
    expect([...events.keys()].sort()).toEqual([uid(today?.id), uid(invitation?.id), uid(orientation?.id)].sort());

    const day = events.get(uid(today?.id));
    expect(statusOf(day)).toBe('CONFIRMED');
    expect(day?.startDate.toJSDate().getTime()).toBe(today?.begins.getTime());
    const calls = await db
      .select()
      .from(callSlots)
      .where(and(eq(callSlots.eventId, today?.id ?? 0), eq(callSlots.userId, userId)));
    expect(new Set(calls.map((c) => c.callId)).size).toBe(3);
    const callLines = (day?.description ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(callLines).toHaveLength(calls.length);

    expect(statusOf(events.get(uid(orientation?.id)))).toBe('CONFIRMED');
    expect(statusOf(events.get(uid(invitation?.id)))).toBe('TENTATIVE');
  });

  it('gives the coach today’s shift, and the participant their calls of today', async () => {
    const coach = await feedOf('coach@example.com');
    const host = new URL(ctx.config.appUrl).hostname;
    const coached = await ctx.database.db.select().from(courseEvents).where(eq(courseEvents.coachId, coach.userId));
    expect(coached.length).toBeGreaterThan(0);
    for (const shift of coached) {
      expect(statusOf(coach.events.get(`shift-${shift.id}-${coach.userId}@${host}`)), `shift ${shift.id}`).toBe('CONFIRMED');
    }
    const participant = await feedOf('participant@example.com');
    expect([...participant.events.keys()].filter((key) => key.startsWith('call-')).length).toBeGreaterThan(0);
  });

  it('keeps the feeds’ invariant: every part in a shift of the window is in its holder’s feed', async () => {
    const now = new Date();
    const day = 86_400_000;
    const parts = await partsInWindow(ctx.database.db, {
      start: new Date(now.getTime() - 30 * day),
      earliest: new Date(now.getTime() - 37 * day),
      end: new Date(now.getTime() + 180 * day),
    });
    // Every kind of part is in the demo: places, coaching, coordinating, calls played, seats.
    expect(new Set(parts.map((p) => p.part))).toEqual(new Set(['place', 'coach', 'coordinator', 'call', 'seat']));
    expect(await feedInvariantViolations(ctx.database.db, now)).toEqual([]);
  });
});
