import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import net from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from './db/schema';
import { transaction } from './db/transaction';
import { enqueueMail } from './mail/outbox';
import { startMailWorker } from './mail/worker';
import { createShutdown, type ShutdownLog } from './shutdown';
import { createTestContext, type TestContext, testDbKind } from './test/harness';

/** Each test builds (and shuts down) a database of its own; on a busy machine that takes a while. */
const SLOW_TEST_MS = 90_000;

/** Waits until the check holds (10 s at most): the positive wait every step of these tests uses. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  await expect.poll(check, { timeout: 10_000, interval: 10 }).toBe(true);
}

/** Resolves when the HTTP server has received a request to `url` (Node's diagnostics channel says so). */
function received(url: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if ((message as { request?: { url?: string } }).request?.url !== url) return;
      diagnostics.unsubscribe(REQUEST_START, listener);
      resolve();
    };
    diagnostics.subscribe(REQUEST_START, listener);
  });
}
const REQUEST_START = 'http.server.request.start';

/** A logger that keeps its lines, to read what shutdown said. */
function recordingLog(): ShutdownLog & { lines: { level: string; msg: string; obj: object }[] } {
  const lines: { level: string; msg: string; obj: object }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
}

/** A real SMTP server on a free port; each message's DATA is answered `delayMs` after it arrives. */
async function startSmtpServer(delayMs: number) {
  const state = { started: 0, accepted: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      state.started += 1;
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          state.accepted += 1;
          callback();
        }, delayMs),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One HTTP request on a connection of its own. */
function request(port: number, options: { method: string; path: string; token: string; body?: unknown }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent: false,
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe(`graceful shutdown (${testDbKind})`, () => {
  let ctx: TestContext | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    // A test whose shutdown closed the context has set ctx to undefined.
    await ctx?.close();
    ctx = undefined;
  });

  it(
    'lets a request in flight finish, refuses new connections, closes the database, then exits 0',
    async () => {
      const context = await createTestContext();
      ctx = context;
      const admin = await context.signIn('admin');
      const subject = await context.createUser({ roles: ['rp'], name: 'Before' });
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (context.app.server.address() as net.AddressInfo).port;

      // The request will wait for the database: a transaction of the test holds the user's row (and,
      // on PGlite, the only connection) until the gate opens.
      let openGate: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      cleanups.push(async () => openGate());
      const holding = transaction(context.database.db, async (tx) => {
        await tx.select().from(users).where(eq(users.id, subject.id)).for('update');
        await gate;
      });
      const path = `/api/v1/users/${subject.id}`;
      const arrived = received(path);
      const inFlight = request(port, { method: 'PUT', path, token: admin.token, body: { user: { name: 'After' } } });
      // In flight: the server has the request, which then waits at the gate for the database.
      await arrived;

      const exits: number[] = [];
      const log = recordingLog();
      let databaseClosed = false;
      const shutdown = createShutdown({
        app: context.app,
        jobs: [],
        database: {
          close: async () => {
            databaseClosed = true;
            await context.close();
          },
        },
        timeoutMs: 10_000,
        log,
        exit: (code) => exits.push(code),
      });
      const done = shutdown('SIGTERM');
      // Closing: new connections are refused while the request still waits at the gate, and nothing
      // is closed under it (the gate holds the request, so the database cannot have been reached).
      await until(async () => !(await accepts(port)));
      expect(exits).toEqual([]);
      expect(databaseClosed).toBe(false);

      openGate();
      await holding;
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ id: subject.id, name: 'After' });
      await done;
      ctx = undefined;
      expect(databaseClosed).toBe(true);
      expect(exits).toEqual([0]);
      expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
      // A second signal does not start over.
      await shutdown('SIGINT');
      expect(exits).toEqual([0]);
    },
    SLOW_TEST_MS,
  );

  it(
    'stops the mail worker after the message being sent; the rest of its batch goes back unsent',
    async () => {
      const context = await createTestContext();
      ctx = context;
      const smtp = await startSmtpServer(400);
      cleanups.push(smtp.close);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(await enqueueMail(context.database.db, { to: [`person${i}@example.org`], subject: `Mail ${i}`, text: 'Hi' }));
      }
      const worker = startMailWorker({
        db: context.database.db,
        config: { ...context.config, smtpUrl: smtp.url, mailPollMs: 50 },
        log: context.app.log,
      });
      // The worker has claimed all three and the first is on the wire.
      await until(() => smtp.state.started === 1);

      const exits: number[] = [];
      let outbox: (typeof mailOutbox.$inferSelect)[] = [];
      await createShutdown({
        app: context.app,
        jobs: [{ name: 'the mail worker', stop: () => worker.stop() }],
        database: {
          // What the outbox holds when the database closes.
          close: async () => {
            outbox = await context.database.db
              .select()
              .from(mailOutbox)
              .where(inArray(mailOutbox.id, ids))
              .orderBy(mailOutbox.id);
            await context.close();
          },
        },
        timeoutMs: 10_000,
        log: recordingLog(),
        exit: (code) => exits.push(code),
      })('SIGTERM');
      ctx = undefined;

      expect(exits).toEqual([0]);
      expect(smtp.state).toEqual({ started: 1, accepted: 1 });
      // The one sent is recorded as sent; the other two are due again, their attempt not counted.
      expect(outbox.map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 1],
        ['pending', 0],
        ['pending', 0],
      ]);
      for (const row of outbox.slice(1)) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    },
    SLOW_TEST_MS,
  );

  it(
    'exits with 1 and says why when the work in progress outlasts the timeout',
    async () => {
      const context = await createTestContext();
      ctx = context;
      // The SMTP server takes far longer than the shutdown may.
      const smtp = await startSmtpServer(3000);
      cleanups.push(smtp.close);
      await enqueueMail(context.database.db, { to: ['slow@example.org'], subject: 'Slow', text: 'Hi' });
      const worker = startMailWorker({
        db: context.database.db,
        config: { ...context.config, smtpUrl: smtp.url, mailPollMs: 50 },
        log: context.app.log,
      });
      await until(() => smtp.state.started === 1);

      const exits: { code: number; at: number; delivered: number }[] = [];
      const log = recordingLog();
      let databaseClosed = false;
      const started = Date.now();
      const done = createShutdown({
        app: context.app,
        jobs: [{ name: 'the mail worker', stop: () => worker.stop() }],
        database: {
          close: async () => {
            databaseClosed = true;
            await context.close();
          },
        },
        timeoutMs: 300,
        log,
        exit: (code) => exits.push({ code, at: Date.now() - started, delivered: smtp.state.accepted }),
      })('SIGTERM');
      await until(() => exits.length > 0);
      expect(exits.map((e) => e.code)).toEqual([1]);
      expect(exits[0]?.at).toBeGreaterThanOrEqual(290);
      // It did not wait for the delivery in progress.
      expect(exits[0]?.delivered).toBe(0);
      expect(databaseClosed).toBe(false);
      expect(log.lines.filter((l) => l.level === 'error')).toEqual([
        {
          level: 'error',
          msg: 'shutdown did not finish within 300 ms; exiting anyway',
          obj: { timeoutMs: 300, waitingFor: 'the HTTP server and the background jobs' },
        },
      ]);

      // In the test the process goes on: the delivery ends, the rest of the shutdown runs, and no
      // second exit follows the forced one.
      await done;
      ctx = undefined;
      expect(databaseClosed).toBe(true);
      expect(exits.map((e) => e.code)).toEqual([1]);
    },
    SLOW_TEST_MS,
  );
});
