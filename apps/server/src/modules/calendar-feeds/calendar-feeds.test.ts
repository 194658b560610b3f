import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import {
  calendarFeedEntries,
  calendarFeeds,
  callSlots,
  calls,
  courseEvents,
  courseParticipants,
  eventInvites,
  participantSlots,
  rooms,
} from '../../db/schema';
import { emit } from '../../lib/events';
import { apiTest, HOUR, insertCourse, insertInvite, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { FEED_KEY_FILE } from './feed-key';
import { feedSecret } from './service';

const it = apiTest;

/**
 * The personal calendar feed: who reads and resets an address, and what the public .ics holds,
 * read back with an independent iCalendar parser (ical.js).
 */

let ctx: TestContext;
type Person = { id: number; token: string; name: string };
const people: Record<'admin' | 'rp' | 'invited' | 'swapper' | 'decliner' | 'coach' | 'other' | 'participant', Person> =
  {} as never;
let shiftId: number;
let callId: number;
let shiftBegins: Date;
let roomId: number;
const CALL_MINUTES = 30;
const SCENARIO = 'The angry landlord';

async function person(key: keyof typeof people, roles: Parameters<TestContext['signIn']>[0]) {
  const { user, token } = await ctx.signIn(roles);
  people[key] = { id: user.id, token, name: user.name };
}

/** The feed address of `who` as they read it. */
async function addressOf(who: Person, as: Person = who): Promise<string> {
  const res = await ctx.api({ method: 'GET', url: `/users/${who.id}/calendar_feed`, token: as.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** Fetches a feed address without a session (the path after the API prefix). */
function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  expect(path.startsWith(`${API_PREFIX}/calendar_feeds/`)).toBe(true);
  return ctx.api({ method: 'GET', url: path.slice(API_PREFIX.length) });
}

/** The feed of `who`, parsed: its VEVENTs by UID. */
async function feedOf(who: Person): Promise<Map<string, ICAL.Event>> {
  const res = await fetchFeed(await addressOf(who));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  expect(calendar.name).toBe('vcalendar');
  const events = new Map<string, ICAL.Event>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, event);
  }
  return events;
}

/** The secret in a feed address. */
const secretOf = (url: string) => new URL(url).pathname.replace(/^.*\/calendar_feeds\//, '').replace(/\.ics$/, '');

/** Runs `body` with a second app on the test's database, built with `config`. */
async function withApp(config: Config, body: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildApp({ config, db: ctx.database.db, logger: false });
  await app.ready();
  try {
    await body(app);
  } finally {
    await app.close();
  }
}

/** The feed address of `who` as read through `app`. */
async function addressVia(app: FastifyInstance, who: Person): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/users/${who.id}/calendar_feed`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

const statusOf = (event: ICAL.Event | undefined) => event?.component.getFirstPropertyValue('status');
const sequenceOf = (event: ICAL.Event | undefined) => Number(event?.component.getFirstPropertyValue('sequence'));
const host = () => new URL(ctx.config.appUrl).hostname;
const shiftUid = (who: Person) => `shift-${shiftId}-${who.id}@${host()}`;

it.beforeAll(async ({ ctx: fileCtx }) => {
  ctx = fileCtx;
  await person('admin', 'admin');
  await person('rp', 'rp');
  await person('invited', 'rp');
  await person('swapper', 'rp');
  await person('decliner', 'rp');
  await person('coach', 'coach');
  await person('other', 'rp');
  await person('participant', 'participant');
  const db = ctx.database.db;
  const course = await insertCourse(db, {
    name: 'Tenancy law',
    clientName: 'Housing Board',
    components: [{ type: 'Scenario', duration: CALL_MINUTES, content: SCENARIO }],
  });
  const [room] = await db
    .insert(rooms)
    .values({ name: 'Zoom one', roomType: 'zoom', meetingUrl: 'https://zoom.example/j/42' })
    .returning();
  const shift = await insertRoleplayShift(db, course.id, { daysAhead: 5, coachId: people.coach.id });
  shiftId = shift.id;
  shiftBegins = shift.begins;
  roomId = room?.id as number;
  await db.update(courseEvents).set({ roomId: room?.id }).where(eq(courseEvents.id, shift.id));
  await insertInvite(db, shift.id, people.rp.id, 'accepted');
  await insertInvite(db, shift.id, people.invited.id, 'invited');
  await insertInvite(db, shift.id, people.swapper.id, 'swap_requested');
  await insertInvite(db, shift.id, people.decliner.id, 'invited');
  const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: 1 }).returning();
  callId = call?.id as number;
  const [component] = await db.query.scenarioComponents.findMany({ where: (t, { eq }) => eq(t.courseId, course.id) });
  await db.insert(callSlots).values({
    callId,
    eventId: shift.id,
    blockNumber: 1,
    scenarioComponentId: component?.id as number,
    userId: people.rp.id,
  });
  await db.insert(courseParticipants).values({ courseId: course.id, userId: people.participant.id });
  await db.insert(participantSlots).values({ callId, eventId: shift.id, blockNumber: 1, userId: people.participant.id });
  // The rows were put in straight; announce them as the services would.
  await emit(db, 'shift.changed', { eventId: shift.id });
});

describe(`the calendar feed address (${testDbKind})`, () => {
  it('is the user’s own: the same address on each ask, under APP_URL, with a 256-bit secret', async () => {
    const url = await addressOf(people.rp);
    expect(url.startsWith(`${ctx.config.appUrl.replace(/\/+$/, '')}${API_PREFIX}/calendar_feeds/`)).toBe(true);
    expect(url).toMatch(/\/calendar_feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await addressOf(people.rp)).toBe(url);
  });

  it('is given to an admin for anybody, refused to others, 404 for nobody, 400 for a bad id', async () => {
    expect(await addressOf(people.rp, people.admin)).toBe(await addressOf(people.rp));
    const other = await ctx.api({ method: 'GET', url: `/users/${people.rp.id}/calendar_feed`, token: people.other.token });
    expect(other.statusCode).toBe(403);
    const coach = await ctx.api({ method: 'POST', url: `/users/${people.rp.id}/calendar_feed/reset`, token: people.coach.token });
    expect(coach.statusCode).toBe(403);
    const nobody = await ctx.api({ method: 'GET', url: '/users/2000000000/calendar_feed', token: people.admin.token });
    expect(nobody.statusCode).toBe(404);
    const bad = await ctx.api({ method: 'GET', url: '/users/abc/calendar_feed', token: people.admin.token });
    expect(bad.statusCode).toBe(400);
    expect(namedFields(bad)).toContain('id');
    const anonymous = await ctx.api({ method: 'GET', url: `/users/${people.rp.id}/calendar_feed` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('resets to a new address; the old one answers 404 at once', async () => {
    const old = await addressOf(people.other);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const res = await ctx.api({
      method: 'POST',
      url: `/users/${people.other.id}/calendar_feed/reset`,
      token: people.other.token,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await addressOf(people.other)).toBe(fresh);
  });

  it('keeps no usable secret in the table: only a nonce and the secret’s SHA-256', async () => {
    const url = await addressOf(people.decliner);
    const secret = secretOf(url);
    const [row] = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, people.decliner.id));
    expect(row).toBeDefined();
    const stored = Object.values(row ?? {}).map((value) => String(value));
    for (const value of stored) expect(value.includes(secret), value).toBe(false);
    expect(row?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.nonce).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // The secret is the HMAC of the nonce under the server's key: the database alone cannot rebuild it.
    const key = fs.readFileSync(path.join(ctx.config.dataDir, FEED_KEY_FILE), 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(feedSecret(key, people.decliner.id, row?.nonce ?? '')).toBe(secret);
    expect(feedSecret(`${key}x`, people.decliner.id, row?.nonce ?? '')).not.toBe(secret);
  });

  it('answers 404, never 500, for a secret that is wrong; 400 for a name that is no .ics file', async () => {
    for (const file of ['nope.ics', `${'A'.repeat(43)}.ics`, `${'a'.repeat(90)}.ics`]) {
      const res = await ctx.api({ method: 'GET', url: `/calendar_feeds/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
    for (const file of ['A'.repeat(43), 'x.ics.ics', '1', 'a.ical']) {
      const res = await ctx.api({ method: 'GET', url: `/calendar_feeds/${file}` });
      expect(res.statusCode, file).toBe(400);
      expect(namedFields(res), file).toContain('file');
    }
  });
});

describe(`what the feed holds (${testDbKind})`, () => {
  it('shows each place with its status, role, course, client and room, and a role-player’s calls', async () => {
    const feed = await feedOf(people.rp);
    const event = feed.get(shiftUid(people.rp));
    expect(statusOf(event)).toBe('CONFIRMED');
    expect(event?.summary).toContain('Tenancy law');
    const description = event?.description ?? '';
    expect(description).toContain('Client: Housing Board');
    expect(description).toContain('Role: role-player');
    expect(description).toContain('Join: https://zoom.example/j/42');
    expect(description).toContain(SCENARIO);
    expect(description).toContain(people.participant.name);
    expect(event?.startDate.toJSDate().getTime()).toBe(Math.floor(shiftBegins.getTime() / 1000) * 1000);

    expect(statusOf((await feedOf(people.invited)).get(shiftUid(people.invited)))).toBe('TENTATIVE');
    expect(statusOf((await feedOf(people.swapper)).get(shiftUid(people.swapper)))).toBe('CONFIRMED');
    const coach = (await feedOf(people.coach)).get(shiftUid(people.coach));
    expect(statusOf(coach)).toBe('CONFIRMED');
    expect(coach?.description).toContain('Role: coach');
    expect((await feedOf(people.other)).size).toBe(0);
  });

  it('gives a participant one event per call, at the call’s own time', async () => {
    const feed = await feedOf(people.participant);
    expect([...feed.keys()]).toEqual([`call-${callId}-${people.participant.id}@${host()}`]);
    const event = feed.get(`call-${callId}-${people.participant.id}@${host()}`);
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    expect(seconds(event?.startDate.toJSDate() as Date)).toBe(seconds(new Date(shiftBegins.getTime() + CALL_MINUTES * 60_000)));
    expect(seconds(event?.endDate.toJSDate() as Date)).toBe(seconds(new Date(shiftBegins.getTime() + 2 * CALL_MINUTES * 60_000)));
    expect(event?.location).toBe('https://zoom.example/j/42');
  });

  it('shows a declined place CANCELLED, with a higher SEQUENCE under the same UID', async () => {
    const before = (await feedOf(people.decliner)).get(shiftUid(people.decliner));
    expect(statusOf(before)).toBe('TENTATIVE');
    const [invite] = await ctx.database.db.query.eventInvites.findMany({
      where: (t, { and, eq }) => and(eq(t.eventId, shiftId), eq(t.userId, people.decliner.id)),
    });
    const res = await ctx.api({ method: 'PUT', url: `/role_players/reject_event/${invite?.id}`, token: people.decliner.token });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await feedOf(people.decliner)).get(shiftUid(people.decliner));
    expect(statusOf(after)).toBe('CANCELLED');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });

  it('moves the event when the shift moves: same UID, SEQUENCE grown', async () => {
    const before = (await feedOf(people.rp)).get(shiftUid(people.rp));
    const begins = new Date(shiftBegins.getTime() + 2 * HOUR);
    const res = await ctx.api({
      method: 'PATCH',
      url: `/course_events/${shiftId}`,
      token: people.admin.token,
      payload: { courseEvent: { begins: begins.toISOString(), ends: new Date(begins.getTime() + 3 * HOUR).toISOString() } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await feedOf(people.rp)).get(shiftUid(people.rp));
    expect(after).toBeDefined();
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
    expect(after?.startDate.toJSDate().getTime()).toBe(Math.floor(begins.getTime() / 1000) * 1000);
    shiftBegins = begins;
    // The participant's call moved with it.
    const call = (await feedOf(people.participant)).get(`call-${callId}-${people.participant.id}@${host()}`);
    expect(call?.startDate.toJSDate().getTime()).toBe(Math.floor((begins.getTime() + CALL_MINUTES * 60_000) / 1000) * 1000);
  });

  it('updates the events of the shifts in a room whose joining link changed', async () => {
    const before = (await feedOf(people.invited)).get(shiftUid(people.invited));
    const res = await ctx.api({
      method: 'PATCH',
      url: `/rooms/${roomId}`,
      token: people.admin.token,
      payload: { room: { meetingUrl: 'https://zoom.example/j/43' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await feedOf(people.invited)).get(shiftUid(people.invited));
    expect(after?.description).toContain('Join: https://zoom.example/j/43');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });

  it('keeps a deleted shift in the feed as CANCELLED', async () => {
    const before = (await feedOf(people.coach)).get(shiftUid(people.coach));
    const res = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shiftId}`, token: people.admin.token });
    expect(res.statusCode, res.body).toBe(204);
    const after = (await feedOf(people.coach)).get(shiftUid(people.coach));
    expect(statusOf(after)).toBe('CANCELLED');
    expect(after?.summary).toContain('Tenancy law');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
    const entries = await ctx.database.db.select().from(calendarFeedEntries).where(eq(calendarFeedEntries.eventId, shiftId));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.lostAt !== null)).toBe(true);
  });
});

describe(`a part written straight into the tables, with no event (as the demo seed writes them) (${testDbKind})`, () => {
  /** A shift with a role-player's place, a coach, a coordinator and a participant in a call, no event emitted. */
  async function quietShift(rpStatus: 'accepted' | 'invited' = 'accepted') {
    const [rp, coach, coordinator, participant] = await Promise.all(
      (['rp', 'coach', 'sc', 'participant'] as const).map(async (role) => {
        const { user, token } = await ctx.signIn(role);
        return { id: user.id, token, name: user.name };
      }),
    );
    if (!rp || !coach || !coordinator || !participant) throw new Error('people');
    const db = ctx.database.db;
    const course = await insertCourse(db, { components: [{ type: 'Scenario', duration: CALL_MINUTES, content: SCENARIO }] });
    const shift = await insertRoleplayShift(db, course.id, { daysAhead: 9, coachId: coach.id, coordinatorId: coordinator.id });
    await insertInvite(db, shift.id, rp.id, rpStatus);
    const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
    await db.insert(courseParticipants).values({ courseId: course.id, userId: participant.id });
    await db
      .insert(participantSlots)
      .values({ callId: call?.id as number, eventId: shift.id, blockNumber: 0, userId: participant.id });
    const uid = (who: Person) => `shift-${shift.id}-${who.id}@${host()}`;
    return { shift, call: call as typeof calls.$inferSelect, rp, coach, coordinator, participant, uid };
  }

  it('is in each person’s feed at the first fetch: the place, the coach’s, the coordinator’s, the participant’s call', async () => {
    const { call, rp, coach, coordinator, participant, uid } = await quietShift();
    expect(statusOf((await feedOf(rp)).get(uid(rp)))).toBe('CONFIRMED');
    expect((await feedOf(coach)).get(uid(coach))?.description).toContain('Role: coach');
    expect((await feedOf(coordinator)).get(uid(coordinator))?.description).toContain('Role: coordinator');
    expect([...(await feedOf(participant)).keys()]).toEqual([`call-${call.id}-${participant.id}@${host()}`]);
  });

  it('moves with the shift under a higher SEQUENCE than the first fetch showed', async () => {
    const { shift, rp, uid } = await quietShift();
    const before = (await feedOf(rp)).get(uid(rp));
    const begins = new Date(shift.begins.getTime() + HOUR);
    const res = await ctx.api({
      method: 'PATCH',
      url: `/course_events/${shift.id}`,
      token: people.admin.token,
      payload: { courseEvent: { begins: begins.toISOString(), ends: new Date(begins.getTime() + 3 * HOUR).toISOString() } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await feedOf(rp)).get(uid(rp));
    expect(after?.startDate.toJSDate().getTime()).toBe(Math.floor(begins.getTime() / 1000) * 1000);
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });

  it('shows a place declined through the API CANCELLED, under a higher SEQUENCE', async () => {
    const { shift, rp, uid } = await quietShift('invited');
    const before = (await feedOf(rp)).get(uid(rp));
    expect(statusOf(before)).toBe('TENTATIVE');
    const [invite] = await ctx.database.db.query.eventInvites.findMany({
      where: (t, { and, eq }) => and(eq(t.eventId, shift.id), eq(t.userId, rp.id)),
    });
    const res = await ctx.api({ method: 'PUT', url: `/role_players/reject_event/${invite?.id}`, token: rp.token });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await feedOf(rp)).get(uid(rp));
    expect(statusOf(after)).toBe('CANCELLED');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });

  it('shows a place lost with no event either CANCELLED, under a higher SEQUENCE', async () => {
    const { shift, rp, uid } = await quietShift();
    // Known to the feed's bookkeeping first (an event on the shift), then taken away straight in the table.
    await emit(ctx.database.db, 'shift.changed', { eventId: shift.id });
    const before = (await feedOf(rp)).get(uid(rp));
    await ctx.database.db.delete(eventInvites).where(and(eq(eventInvites.eventId, shift.id), eq(eventInvites.userId, rp.id)));
    const after = (await feedOf(rp)).get(uid(rp));
    expect(statusOf(after)).toBe('CANCELLED');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });

  it('keeps the shift CANCELLED in its people’s feeds when it is deleted through the API', async () => {
    const { shift, coach, rp, uid } = await quietShift();
    const before = (await feedOf(coach)).get(uid(coach));
    const res = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}`, token: people.admin.token });
    expect(res.statusCode, res.body).toBe(204);
    for (const who of [coach, rp]) {
      const after = (await feedOf(who)).get(uid(who));
      expect(statusOf(after)).toBe('CANCELLED');
      expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
    }
  });
});

// Last in the file: a second app built on the test's database takes over its event subscribers
// (lib/events.ts) and leaves none when it closes, so no test that needs them may follow.
describe(`the feed key (${testDbKind})`, () => {
  it('is the same from another app on the same data directory (the generated key file is reused)', async () => {
    const url = await addressOf(people.swapper);
    await withApp(ctx.config, async (other) => {
      expect(await addressVia(other, people.swapper)).toBe(url);
    });
  });

  it('differs under another FEED_KEY: that address works and the one of the old key stops', async () => {
    const old = await addressOf(people.coach);
    await withApp({ ...ctx.config, feedKey: 'another-feed-key-of-32-characters-or-more' }, async (other) => {
      const fresh = await addressVia(other, people.coach);
      expect(fresh).not.toBe(old);
      expect(await addressVia(other, people.coach)).toBe(fresh);
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
      expect((await fetchFeed(old)).statusCode).toBe(404);
    });
    // Back under the first key, the first address is the feed's again.
    expect(await addressOf(people.coach)).toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(200);
  });
});
