import { API_PREFIX, type LiveChange, MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect } from 'vitest';
import { calibrations, calls, liveEvents, npsRatings, participantSlots } from '../../db/schema';
import { apiTest, DAY, enrol, HOUR, insertCourse, insertInvite, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { openSse, type SseEvent, type SseStream } from '../../test/sse-client';
import { createLiveHub } from './hub';
import { liveRoutes } from './routes';
import { issueTicket } from './service';

const it = apiTest.extend('appConfig', { scope: 'file' }, { mailRateLimit: 1000 });

let ctx: TestContext;
let base: string;
const streams: SseStream[] = [];

it.beforeAll(async ({ ctx: fileCtx }) => {
  ctx = fileCtx;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}${API_PREFIX}`;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
});

async function ticketFor(token: string): Promise<string> {
  const res = await ctx.api({ method: 'POST', url: '/live/ticket', token });
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
}

/** Opens a stream for the session and waits until it is ready (listening, replay sent). */
async function streamFor(token: string, opts: { lastEventId?: string } = {}): Promise<SseStream> {
  const ticket = await ticketFor(token);
  const stream = await openSse(`${base}/live?ticket=${encodeURIComponent(ticket)}`, {
    headers: opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {},
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready' || e.event === 'refetch');
  return stream;
}

/** Two hours of the person's availability three days ahead, added through the API; its id. */
async function addAvailability(person: { user: { id: number }; token: string }): Promise<number> {
  const start = new Date(Date.now() + 3 * DAY);
  const created = await ctx.api({
    method: 'POST',
    url: `/users/${person.user.id}/user_availabilities`,
    token: person.token,
    payload: {
      userAvailability: { startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * HOUR).toISOString() },
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

const changeOf = (e: SseEvent) => JSON.parse(e.data) as LiveChange;
const isChange = (kind: LiveChange['kind'], id: number) => (e: SseEvent) =>
  e.event === 'change' && changeOf(e).kind === kind && changeOf(e).id === id;

describe(`live updates (${testDbKind})`, () => {
  it('gives a ticket only to a signed-in caller', async () => {
    expect((await ctx.api({ method: 'POST', url: '/live/ticket' })).statusCode).toBe(401);
    const { token } = await ctx.signIn('participant');
    const res = await ctx.api({ method: 'POST', url: '/live/ticket', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a stream without a ticket (400 naming it) or with an unknown, used, expired or signed-out one (401)', async () => {
    const missing = await ctx.api({ method: 'GET', url: '/live' });
    expect(missing.statusCode).toBe(400);
    expect(namedFields(missing).toLowerCase()).toContain('ticket');

    const unknown = await ctx.api({ method: 'GET', url: '/live?ticket=nothing-like-it' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: MESSAGES.liveTicketInvalid, code: 'unauthorized' });

    const { token } = await ctx.signIn('rp');
    const ticket = await ticketFor(token);
    const first = await openSse(`${base}/live?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    const again = await ctx.api({ method: 'GET', url: `/live?ticket=${ticket}` });
    expect(again.statusCode).toBe(401);

    const old = await issueTicket({ db: ctx.database.db, sessionToken: token, now: new Date(Date.now() - 31_000) });
    expect((await ctx.api({ method: 'GET', url: `/live?ticket=${old.ticket}` })).statusCode).toBe(401);

    const before = await ticketFor(token);
    expect((await ctx.api({ method: 'POST', url: '/logout', token })).statusCode).toBeLessThan(300);
    expect((await ctx.api({ method: 'GET', url: `/live?ticket=${before}` })).statusCode).toBe(401);
  });

  it('streams unbuffered and uncompressed, starting with a ready event that carries the newest id', async () => {
    const { token } = await ctx.signIn('coach');
    const ticket = await ticketFor(token);
    const stream = await openSse(`${base}/live?ticket=${ticket}`, { headers: { 'accept-encoding': 'gzip, br' } });
    streams.push(stream);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toMatch(/no-(cache|store)/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const ready = await stream.next((e) => e.event === 'ready');
    expect(ready.id).toMatch(/^\d+$/);
  });

  it('tells the people of a shift, and managers, that it changed and who changed it; nobody else', async () => {
    const db = ctx.database.db;
    const sc = await ctx.signIn('sc');
    const admin = await ctx.signIn('admin');
    const rpOn = await ctx.signIn('rp');
    const rpOff = await ctx.signIn('rp');
    const course = await insertCourse(db);
    const shift = await insertRoleplayShift(db, course.id);
    await insertInvite(db, shift.id, rpOn.user.id, 'accepted');

    const [adminStream, onStream, offStream] = await Promise.all([
      streamFor(admin.token),
      streamFor(rpOn.token),
      streamFor(rpOff.token),
    ]);
    const res = await ctx.api({
      method: 'PATCH',
      url: `/roleplay_shifts/${shift.id}`,
      token: sc.token,
      payload: { roleplayShift: { comments: 'Bring the new scripts' } },
    });
    expect(res.statusCode).toBe(200);

    for (const stream of [adminStream, onStream]) {
      const event = await stream.next(isChange('shift', shift.id));
      expect(changeOf(event)).toEqual({
        kind: 'shift',
        id: shift.id,
        shiftId: shift.id,
        courseId: course.id,
        userId: null,
        deleted: false,
        actor: { id: sc.user.id, name: sc.user.name },
      });
      expect(Number(event.id)).toBeGreaterThan(0);
    }

    // rpOff's own availability comes after the shift's change: once it arrives, the shift's change
    // (published before it, and delivered in order) would have arrived too.
    const availabilityId = await addAvailability(rpOff);
    const availability = await offStream.next((e) => e.event === 'change' && changeOf(e).kind === 'availability');
    expect(changeOf(availability)).toMatchObject({ kind: 'availability', id: availabilityId, userId: rpOff.user.id });
    expect(offStream.events.filter((e) => e.event === 'change').map((e) => changeOf(e).kind)).toEqual(['availability']);
    // Managers see everybody's availability; the role-player on the shift does not see rpOff's.
    await adminStream.next(isChange('availability', availabilityId));
    await onStream.next(isChange('shift', shift.id));
    expect(onStream.events.some(isChange('availability', availabilityId))).toBe(false);
  });

  it('tells an invitee when their invite changes, even when it takes them off the shift', async () => {
    const db = ctx.database.db;
    const sc = await ctx.signIn('sc');
    const rp = await ctx.signIn('rp');
    const course = await insertCourse(db);
    const shift = await insertRoleplayShift(db, course.id);
    const invite = await insertInvite(db, shift.id, rp.user.id, 'invited');
    const stream = await streamFor(rp.token);
    const accepted = await ctx.api({ method: 'PUT', url: `/role_players/accept_event/${invite.id}`, token: rp.token });
    expect(accepted.statusCode).toBe(200);
    const event = await stream.next(isChange('invite', invite.id));
    expect(changeOf(event)).toMatchObject({ shiftId: shift.id, userId: rp.user.id, actor: { id: rp.user.id } });
    expect(sc.user.id).toBeGreaterThan(0);
  });

  it('tells the people of a participant’s cohort shifts, and the participant, that their NPS answer was set; nobody else', async () => {
    const db = ctx.database.db;
    const coach = await ctx.signIn('coach');
    const admin = await ctx.signIn('admin');
    const participant = await ctx.signIn('participant');
    const rpOff = await ctx.signIn('rp');
    const course = await insertCourse(db);
    const shift = await insertRoleplayShift(db, course.id, { cohortName: 'Live NPS', coachId: coach.user.id });
    await enrol(db, course.id, participant.user.id);
    const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
    if (!call) throw new Error('call insert failed');
    await db.insert(participantSlots).values({ callId: call.id, eventId: shift.id, blockNumber: 0, userId: participant.user.id });

    const [adminStream, ownStream, offStream] = await Promise.all([
      streamFor(admin.token),
      streamFor(participant.token),
      streamFor(rpOff.token),
    ]);
    const res = await ctx.api({
      method: 'PUT',
      url: '/nps_ratings',
      token: coach.token,
      payload: { npsRating: { cohortId: shift.cohortId, userId: participant.user.id, rating: 8 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [rating] = await db.select().from(npsRatings).where(eq(npsRatings.userId, participant.user.id));
    for (const stream of [adminStream, ownStream]) {
      const event = await stream.next((e) => e.event === 'change' && changeOf(e).kind === 'nps');
      expect(changeOf(event)).toEqual({
        kind: 'nps',
        id: rating?.id,
        shiftId: null,
        courseId: course.id,
        userId: participant.user.id,
        deleted: false,
        actor: { id: coach.user.id, name: coach.user.name },
      });
    }
    // The role-player off the cohort's shifts hears of their own availability, published after the
    // answer (and delivered in order), and never of the answer.
    const availabilityId = await addAvailability(rpOff);
    await offStream.next(isChange('availability', availabilityId));
    expect(offStream.events.filter((e) => e.event === 'change').map((e) => changeOf(e).kind)).toEqual(['availability']);
  });

  it('tells managers and coaches that a calibration was saved, never the participant nor the shift’s role-player', async () => {
    const db = ctx.database.db;
    const sc = await ctx.signIn('sc');
    const admin = await ctx.signIn('admin');
    const coachElsewhere = await ctx.signIn('coach');
    const participant = await ctx.signIn('participant');
    const rpOn = await ctx.signIn('rp');
    const course = await insertCourse(db);
    const shift = await insertRoleplayShift(db, course.id, { cohortName: 'Live calibration' });
    await enrol(db, course.id, participant.user.id);
    await insertInvite(db, shift.id, rpOn.user.id, 'accepted');
    const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
    if (!call) throw new Error('call insert failed');
    await db.insert(participantSlots).values({ callId: call.id, eventId: shift.id, blockNumber: 0, userId: participant.user.id });

    const [adminStream, coachStream, ownStream, rpStream] = await Promise.all([
      streamFor(admin.token),
      streamFor(coachElsewhere.token),
      streamFor(participant.token),
      streamFor(rpOn.token),
    ]);
    const saved = await ctx.api({
      method: 'PUT',
      url: '/calibrations',
      token: sc.token,
      payload: { calibration: { eventId: shift.id, userId: participant.user.id, ratings: [], updatedAt: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [calibration] = await db.select().from(calibrations).where(eq(calibrations.eventId, shift.id));
    for (const stream of [adminStream, coachStream]) {
      const event = await stream.next((e) => e.event === 'change' && changeOf(e).kind === 'calibration');
      expect(changeOf(event)).toEqual({
        kind: 'calibration',
        id: calibration?.id,
        shiftId: shift.id,
        courseId: course.id,
        userId: null,
        deleted: false,
        actor: { id: sc.user.id, name: sc.user.name },
      });
    }
    // The participant's NPS answer, set after the calibration, reaches both the participant and the
    // role-player on the shift: once it has arrived, the calibration (published before) would have too.
    const nps = await ctx.api({
      method: 'PUT',
      url: '/nps_ratings',
      token: sc.token,
      payload: { npsRating: { cohortId: shift.cohortId, userId: participant.user.id, rating: 9 } },
    });
    expect(nps.statusCode, nps.body).toBe(200);
    for (const stream of [ownStream, rpStream]) {
      await stream.next((e) => e.event === 'change' && changeOf(e).kind === 'nps');
      expect(stream.events.filter((e) => e.event === 'change').map((e) => changeOf(e).kind)).toEqual(['nps']);
    }
  });

  it('replays what a reconnect missed after Last-Event-ID, and says refetch when that is too old or unknown', async () => {
    const db = ctx.database.db;
    const admin = await ctx.signIn('admin');
    const first = await streamFor(admin.token);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();

    const rp = await ctx.signIn('rp');
    const start = new Date(Date.now() + 5 * DAY);
    const created = await ctx.api({
      method: 'POST',
      url: `/users/${rp.user.id}/user_availabilities`,
      token: rp.token,
      payload: { userAvailability: { startTime: start.toISOString(), endTime: new Date(start.getTime() + HOUR).toISOString() } },
    });
    expect(created.statusCode).toBe(201);

    const again = await streamFor(admin.token, { lastEventId: ready.id as string });
    const replayed = await again.next(isChange('availability', created.json().id));
    const readyAgain = await again.next((e) => e.event === 'ready');
    expect(Number(readyAgain.id)).toBeGreaterThanOrEqual(Number(replayed.id));
    expect(again.events.indexOf(replayed)).toBeLessThan(again.events.indexOf(readyAgain));

    // The query parameter does the same for a new EventSource (it cannot send the header).
    const ticket = await ticketFor(admin.token);
    const byQuery = await openSse(`${base}/live?ticket=${ticket}&last_event_id=${ready.id}`);
    streams.push(byQuery);
    await byQuery.next(isChange('availability', created.json().id));

    const garbage = await streamFor(admin.token, { lastEventId: 'abc' });
    expect(garbage.events[0]?.event).toBe('refetch');

    // Events purged since: the stream cannot know what was missed.
    await db.delete(liveEvents);
    const purged = await streamFor(admin.token, { lastEventId: replayed.id as string });
    expect(purged.events[0]?.event).toBe('refetch');
  });

  it('keeps a quiet stream open with comment lines (heartbeats)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', ctx.database.db);
    const hub = createLiveHub({ db: ctx.database.db, log: app.log });
    app.addHook('preClose', () => hub.stop());
    await app.register(liveRoutes, { hub, heartbeatMs: 50 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const { token } = await ctx.signIn('rp');
      const { ticket } = await issueTicket({ db: ctx.database.db, sessionToken: token });
      const stream = await openSse(`http://127.0.0.1:${address.port}/live?ticket=${ticket}`);
      streams.push(stream);
      await stream.next((e) => e.event === 'ready');
      await expect.poll(() => stream.comments, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await app.close();
    }
  });

  it('ends every stream when the app closes, so the server can stop', async ({ ownCtx: other }) => {
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const { token } = await other.signIn('sc');
    const res = await other.api({ method: 'POST', url: '/live/ticket', token });
    const stream = await openSse(`http://127.0.0.1:${address.port}${API_PREFIX}/live?ticket=${res.json().ticket}`);
    await stream.next((e) => e.event === 'ready');
    await other.app.close();
    await stream.ended;
    expect(stream.events.at(-1)?.event).toBe('ready');
  });
});
