import { API_PREFIX, type LiveChange, LOGIN_FAILURE_LIMIT, MESSAGES } from '@app/shared';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { scheduleJob } from '../jobs/queue';
import { runDueJobs } from '../jobs/runner';
import { enqueueMail } from '../mail/outbox';
import { deliverDueMail } from '../mail/worker';
import { apiTest, insertCourse, insertRoleplayShift } from './fixtures';
import { TEST_PASSWORD, type TestContext, testDbKind } from './harness';
import { openSse, type SseEvent, type SseStream } from './sse-client';

const it = apiTest.extend('appConfig', { scope: 'file' }, { mailRateLimit: 10 });

/**
 * Two app instances on one database, as behind a load balancer: instance A is the test context's
 * app, instance B a second app with its own connection pool (on PGlite, its own handle on the same
 * embedded database). Both listen on real ports.
 */
let ctx: TestContext;
let second: { app: FastifyInstance; db: Db; close(): Promise<void> };
const url = { a: '', b: '' };
const streams: SseStream[] = [];

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}${API_PREFIX}`;
}

/** A second handle on the test context's database, as another instance would open it. */
async function secondHandle(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { db: drizzlePglite(client, { schema }) as unknown as Db, close: async () => undefined };
  if (!(client instanceof pg.Pool)) throw new Error('unknown driver');
  const pool = new pg.Pool({ ...client.options, max: 10 });
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

it.beforeAll(async ({ ctx: fileCtx }) => {
  ctx = fileCtx;
  const handle = await secondHandle(ctx.database.db);
  const app = await buildApp({ config: ctx.config, db: handle.db, logger: false });
  second = {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
  url.a = await listenOn(ctx.app);
  url.b = await listenOn(second.app);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await second?.close();
});

async function call(base: string, method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text), text };
}

async function streamOn(base: string, token: string): Promise<SseStream> {
  const ticket = await call(base, 'POST', '/live/ticket', { token });
  expect(ticket.status).toBe(200);
  const stream = await openSse(`${base}/live?ticket=${ticket.json().ticket}`);
  streams.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const isShiftChange = (id: number) => (e: SseEvent) =>
  e.event === 'change' && (JSON.parse(e.data) as LiveChange).kind === 'shift' && (JSON.parse(e.data) as LiveChange).id === id;

describe(`two instances on one database (${testDbKind})`, () => {
  it('a change made through one instance reaches a stream open on the other, in well under a second', async () => {
    const sc = await ctx.signIn('sc');
    const admin = await ctx.signIn('admin');
    const course = await insertCourse(ctx.database.db);
    const shift = await insertRoleplayShift(ctx.database.db, course.id);
    const onB = await streamOn(url.b, admin.token);
    const onA = await streamOn(url.a, admin.token);

    const started = performance.now();
    const res = await call(url.a, 'PATCH', `/roleplay_shifts/${shift.id}`, {
      token: sc.token,
      body: { roleplayShift: { comments: 'Changed on A' } },
    });
    expect(res.status, res.text).toBe(200);
    const answered = performance.now();
    const [fromB, fromA] = await Promise.all([onB.next(isShiftChange(shift.id)), onA.next(isShiftChange(shift.id))]);
    const seen = performance.now();
    // One event, one id, whichever instance tells it.
    expect(fromB.id).toBe(fromA.id);
    expect(JSON.parse(fromB.data).actor).toEqual({ id: sc.user.id, name: sc.user.name });
    console.info(
      `two instances: the change took ${(answered - started).toFixed(0)} ms on A; B's stream had it ${(seen - answered).toFixed(0)} ms after A answered`,
    );
  });

  it('counts the mail limit once for both: ten calls on A, the eleventh on B is refused', async () => {
    const admin = await ctx.signIn('admin');
    const participant = await ctx.createUser({ roles: ['participant'] });
    for (let i = 1; i <= 10; i++) {
      const base = i % 2 === 0 ? url.b : url.a;
      const res = await call(base, 'POST', `/users/${participant.id}/reset_password`, { token: admin.token });
      expect(res.status, `call ${i}: ${res.text}`).toBe(200);
    }
    const refused = await call(url.b, 'POST', `/users/${participant.id}/reset_password`, { token: admin.token });
    expect(refused.status).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.tooManyRequests);
  });

  it('counts failed sign-ins once for both instances', async () => {
    const user = await ctx.createUser({ roles: ['rp'] });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await call(i % 2 === 0 ? url.a : url.b, 'POST', '/login', {
        body: { email: user.email, password: 'Wrong-pass-1' },
      });
      expect(res.status).toBe(401);
    }
    const locked = await call(url.b, 'POST', '/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
  });

  it('runs each scheduled job and sends each e-mail once when both instances work at once', async () => {
    const ran: string[] = [];
    const handlers = {
      'test.twice': async (_tx: unknown, job: { key: string }) => {
        ran.push(job.key);
        return undefined;
      },
    };
    const keys = Array.from({ length: 12 }, (_, i) => `two-instances-${i}`);
    const past = new Date(Date.now() - 60_000);
    for (const key of keys) await scheduleJob(ctx.database.db, { kind: 'test.twice', key, runAt: past });
    await Promise.all(
      [ctx.database.db, second.db, ctx.database.db, second.db].map((db) =>
        runDueJobs({ db, config: ctx.config, handlers: handlers as never }),
      ),
    );
    expect(ran.sort()).toEqual([...keys].sort());

    const subjects = Array.from({ length: 12 }, (_, i) => `Two instances ${i}`);
    for (const subject of subjects) await enqueueMail(ctx.database.db, { to: ['someone@test.example'], subject, text: 'x' });
    const sent: string[] = [];
    const transport = {
      sendMail: async (message: { subject?: string }) => {
        sent.push(String(message.subject));
        return { rejected: [] };
      },
    };
    await Promise.all(
      [ctx.database.db, second.db, ctx.database.db, second.db].map((db) =>
        deliverDueMail({ db, config: ctx.config, transport: transport as never }),
      ),
    );
    expect(sent.filter((s) => subjects.includes(s)).sort()).toEqual([...subjects].sort());
  });

  it('stopping one instance loses no request of the other, whose streams go on', async () => {
    const sc = await ctx.signIn('sc');
    const admin = await ctx.signIn('admin');
    const course = await insertCourse(ctx.database.db);
    const shift = await insertRoleplayShift(ctx.database.db, course.id);
    const onB = await streamOn(url.b, admin.token);
    const onA = await streamOn(url.a, admin.token);

    const requests = Array.from({ length: 20 }, () => call(url.b, 'GET', `/roleplay_shifts/${shift.id}`, { token: sc.token }));
    const closing = ctx.app.close();
    const answers = await Promise.all(requests);
    await closing;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // A's stream was ended by its shutdown; B's still hears changes (made through B now).
    await onA.ended;
    const res = await call(url.b, 'PATCH', `/roleplay_shifts/${shift.id}`, {
      token: sc.token,
      body: { roleplayShift: { comments: 'A is gone' } },
    });
    expect(res.status, res.text).toBe(200);
    await onB.next(isShiftChange(shift.id));
  });
});
