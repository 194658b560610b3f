import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { courseEvents, mailOutbox } from '../db/schema';
import { apiTest, enrol, insertCourse, insertRoleplayShift, setOutboxRow } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';
import { enqueueMail } from './outbox';
import { calendarPart, startSmtpServer } from './test-smtp';
import { createMailTransport, deliverDueMail, MAX_MAIL_ATTEMPTS, retryDelayMs, startMailWorker } from './worker';

const it = apiTest;

const icsLine = (ics: string, name: string) =>
  ics
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

/**
 * Watches the timers the mail worker sets for its passes (its callback is named `pass`) while
 * letting them run for real: `pending()` is how many of them have neither fired nor been cleared.
 */
function watchWorkerTimers() {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const open = new Set<unknown>();
  const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    if (fn.name !== 'pass') return realSetTimeout(fn, ms);
    const timer = realSetTimeout(() => {
      open.delete(timer);
      fn();
    }, ms);
    open.add(timer);
    return timer;
  }) as typeof setTimeout);
  const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((timer?: NodeJS.Timeout) => {
    open.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout);
  return {
    pending: () => open.size,
    restore() {
      set.mockRestore();
      clear.mockRestore();
    },
  };
}

describe(`mail delivery (${testDbKind})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: ReturnType<typeof createMailTransport>;
  const mailConfig = { mailFrom: 'Back Office <no-reply@office.example>', alwaysBcc: 'archive@office.example' };

  const rowOf = async (id: number) => {
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };
  /** Makes a waiting message due now, as if its back-off had passed. */
  const makeDue = (id: number) => setOutboxRow(ctx.database.db, id, { nextAttemptAt: sql`now() - interval '1 second'` });
  const queue = (subject: string, to = ['someone@example.org']) =>
    enqueueMail(ctx.database.db, { to, subject, text: `Text of ${subject}` });

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    smtp = await startSmtpServer();
    transport = createMailTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  beforeEach(async () => {
    smtp.reset();
    await ctx.database.db.delete(mailOutbox);
  });

  it('delivers a queued message with its recipients, ALWAYS_BCC in the envelope only, and marks it sent', async () => {
    const id = await enqueueMail(ctx.database.db, {
      to: ['first.person@example.org', 'second.person@example.org'],
      cc: ['manager@example.org'],
      bcc: ['quiet@example.org'],
      replyTo: 'coordinator@example.org',
      subject: 'Welcome aboard',
      text: 'Plain welcome',
      html: '<p>HTML welcome</p>',
    });

    const counts = await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport });
    expect(counts).toEqual({ sent: 1, failed: 0, retried: 0 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.mailFrom).toBe('no-reply@office.example');
    expect([...(message?.recipients ?? [])].sort()).toEqual(
      [
        'archive@office.example',
        'first.person@example.org',
        'manager@example.org',
        'quiet@example.org',
        'second.person@example.org',
      ].sort(),
    );
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Welcome aboard\r?$/m);
    expect(raw).toMatch(/^To: first\.person@example\.org, second\.person@example\.org\r?$/m);
    expect(raw).toMatch(/^Cc: manager@example\.org\r?$/m);
    expect(raw).toMatch(/^Reply-To: coordinator@example\.org\r?$/m);
    expect(raw).toMatch(/^From: Back Office <no-reply@office\.example>\r?$/m);
    expect(raw).toContain(`Message-ID: <outbox-${id}-`);
    expect(raw).toContain('Plain welcome');
    expect(raw).toContain('<p>HTML welcome</p>');
    // Blind copies stay blind: neither address appears in the message itself.
    expect(raw).not.toContain('archive@office.example');
    expect(raw).not.toContain('quiet@example.org');

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(Math.abs((row.sentAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    // Nothing is due any more: a second pass sends nothing.
    expect(await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it("uses the message's own sender when it has one, and works without ALWAYS_BCC", async () => {
    await enqueueMail(ctx.database.db, {
      to: ['reader@example.org'],
      from: 'Course Team <course.team@client.example>',
      subject: 'Own sender',
      text: 'x',
    });
    await deliverDueMail({ db: ctx.database.db, config: { ...mailConfig, alwaysBcc: undefined }, transport });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.mailFrom).toBe('course.team@client.example');
    expect(smtp.received[0]?.recipients).toEqual(['reader@example.org']);
  });

  it('does not send a message before its next attempt time', async () => {
    const id = await queue('Later');
    await setOutboxRow(ctx.database.db, id, { nextAttemptAt: sql`now() + interval '5 minutes'` });
    expect(await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(smtp.received).toHaveLength(0);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('keeps a refused message pending with the error and a later next attempt (recipient refused)', async () => {
    smtp.behaviour.refuseRecipient = () => true;
    const id = await queue('Refused at RCPT TO');
    const counts = await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport });
    expect(counts).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(smtp.received).toHaveLength(0);
    const row = await rowOf(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/recipients were rejected|No mailbox here/);
    const wait = row.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);
  });

  it('keeps a refused message pending when the server refuses the data', async () => {
    smtp.behaviour.refuseData = true;
    const id = await queue('Refused at DATA');
    expect(await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Message refused for this test');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Once the server accepts again and the back-off has passed, it goes out.
    smtp.behaviour.refuseData = false;
    await makeDue(id);
    expect((await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.map((m) => m.raw.includes('Subject: Refused at DATA'))).toEqual([true]);
  });

  it('delivers a calendar invitation as text/calendar, then its update and its cancellation with the same UID', async () => {
    const db = ctx.database.db;
    const { token } = await ctx.signIn('sc');
    const course = await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] });
    const person = await ctx.createUser({ roles: ['participant'], name: 'Iris Invite' });
    await enrol(db, course.id, person.id);
    const shift = await insertRoleplayShift(db, course.id, { daysAhead: 9 });
    await db.update(courseEvents).set({ useGoogleCalendar: true }).where(eq(courseEvents.id, shift.id));
    const call = await ctx.api({
      method: 'POST',
      url: '/calls',
      token,
      payload: { call: { eventId: shift.id, blockNumber: 0 } },
    });
    const slot = await ctx.api({
      method: 'POST',
      url: '/participant_slots',
      token,
      payload: { participantSlot: { callId: call.json().id, userId: person.id } },
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const later = new Date(shift.begins.getTime() + 3_600_000).toISOString();
    const moved = await ctx.api({
      method: 'PATCH',
      url: `/course_events/${shift.id}`,
      token,
      payload: { courseEvent: { begins: later } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await ctx.api({ method: 'DELETE', url: `/participant_slots/${slot.json().id}`, token })).statusCode).toBe(204);

    const counts = await deliverDueMail({ db, config: mailConfig, transport });
    expect(counts).toEqual({ sent: 3, failed: 0, retried: 0 });
    const parts = smtp.received.map((message) => calendarPart(message.raw));
    expect(smtp.received.map((message) => message.recipients.filter((r) => r === person.email))).toEqual([
      [person.email],
      [person.email],
      [person.email],
    ]);
    expect(parts.map((part) => /method=([A-Z]+)/i.exec(part.contentType)?.[1])).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(parts.map((part) => icsLine(part.ics, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(parts.map((part) => icsLine(part.ics, 'SEQUENCE'))).toEqual(['0', '1', '2']);
    const uids = parts.map((part) => icsLine(part.ics, 'UID'));
    expect(uids[0]).toMatch(/@/);
    expect(new Set(uids).size).toBe(1);
  });

  it('backs off longer after each failure and gives up after 8 attempts', async () => {
    smtp.behaviour.refuseData = true;
    const id = await queue('Never accepted');
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await makeDue(id);
      const before = Date.now();
      const counts = await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(counts).toEqual({ sent: 0, failed: 0, retried: 1 });
        expect(row.status).toBe('pending');
        const wait = row.nextAttemptAt.getTime() - before;
        expect(wait).toBeGreaterThan(retryDelayMs(attempt) - 5_000);
        expect(wait).toBeLessThan(retryDelayMs(attempt) + 5_000);
      } else {
        expect(counts).toEqual({ sent: 0, failed: 1, retried: 0 });
        expect(row.status).toBe('failed');
        expect(row.lastError).toContain('Message refused for this test');
      }
    }
    // A failed message is never tried again.
    smtp.behaviour.refuseData = false;
    await makeDue(id);
    expect(await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('the back-off doubles from 30 seconds and stops growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends to the recipients the server accepts and notes the refused ones', async () => {
    smtp.behaviour.refuseRecipient = (address) => address.startsWith('gone');
    const id = await queue('Partly refused', ['gone@example.org', 'here@example.org']);
    expect((await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).sent).toBe(1);
    expect(smtp.received[0]?.recipients.sort()).toEqual(['archive@office.example', 'here@example.org']);
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.lastError).toContain('gone@example.org');
  });

  it('takes over a message whose worker died while sending it, once its claim has expired', async () => {
    const id = await queue('Interrupted');
    // As left by a worker that crashed mid-send: claimed, one attempt counted, lease over.
    await setOutboxRow(ctx.database.db, id, { status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` });
    expect((await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // A claim that is still running is left alone.
    const busy = await queue('Still being sent');
    await setOutboxRow(ctx.database.db, busy, {
      status: 'sending',
      attempts: 1,
      nextAttemptAt: sql`now() + interval '10 minutes'`,
    });
    expect((await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport })).sent).toBe(0);
    expect((await rowOf(busy)).status).toBe('sending');
  });

  it('sends in batches, oldest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await queue(`Batch ${i}`));
    expect(await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport, batchSize: 3 })).toEqual({
      sent: 3,
      failed: 0,
      retried: 0,
    });
    const sentIds = await ctx.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'))
      .orderBy(mailOutbox.id);
    expect(sentIds.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect((await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport, batchSize: 3 })).sent).toBe(2);
    expect(smtp.received).toHaveLength(5);
  });

  it('with no SMTP URL the worker sends nothing and the mail stays pending', async () => {
    const id = await queue('Kept in the outbox');
    // The worker's clock is faked (the database stays real): a worker that meant to poll would
    // have scheduled its first pass, and moving the clock on would run it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = startMailWorker({
      db: ctx.database.db,
      config: { ...ctx.config, ...mailConfig, smtpUrl: undefined, mailPollMs: 50 },
      log: ctx.app.log,
    });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    await worker.stop();
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
  });

  it('with an SMTP URL the worker keeps delivering until stopped, and stops cleanly', async () => {
    const ids: number[] = [];
    // More than one batch, so the worker must go round again.
    for (let i = 0; i < 13; i++) ids.push(await queue(`Loop ${i}`));
    const timers = watchWorkerTimers();
    const worker = startMailWorker({
      db: ctx.database.db,
      config: { ...ctx.config, ...mailConfig, smtpUrl: smtp.url, mailPollMs: 50 },
      log: ctx.app.log,
    });
    try {
      await expect
        .poll(async () => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length, {
          timeout: 10_000,
        })
        .toBe(13);
      // Mail queued later is picked up by a later poll.
      const late = await queue('Queued later');
      await expect.poll(async () => (await rowOf(late)).status, { timeout: 10_000 }).toBe('sent');
    } finally {
      await worker.stop();
      timers.restore();
    }
    expect(smtp.received).toHaveLength(14);
    expect(smtp.received.every((m) => m.recipients.includes('archive@office.example'))).toBe(true);

    // Once stopped, no pass is running or scheduled any more, so nothing more goes out.
    expect(timers.pending()).toBe(0);
    const afterStop = await queue('After stop');
    expect((await rowOf(afterStop)).status).toBe('pending');
    expect(smtp.received).toHaveLength(14);
  });

  it.skipIf(testDbKind !== 'postgres')('concurrent passes on PostgreSQL never send one message twice', async () => {
    // Slow answers keep the passes overlapping.
    smtp.behaviour.delayMs = 15;
    for (let i = 0; i < 20; i++) await queue(`Concurrent ${i}`);
    const second = createMailTransport(smtp.url);
    try {
      const [a, b] = await Promise.all([
        deliverDueMail({ db: ctx.database.db, config: mailConfig, transport, batchSize: 20 }),
        deliverDueMail({ db: ctx.database.db, config: mailConfig, transport: second, batchSize: 20 }),
      ]);
      expect(a.sent + b.sent).toBe(20);
      expect(a.failed + a.retried + b.failed + b.retried).toBe(0);

      // Four workers with small batches racing over another 40 messages.
      for (let i = 20; i < 60; i++) await queue(`Concurrent ${i}`);
      const transports = [transport, second, createMailTransport(smtp.url), createMailTransport(smtp.url)];
      const totals = await Promise.all(
        transports.map(async (t) => {
          let sent = 0;
          for (;;) {
            const counts = await deliverDueMail({ db: ctx.database.db, config: mailConfig, transport: t, batchSize: 3 });
            if (counts.sent === 0) return sent;
            sent += counts.sent;
          }
        }),
      );
      transports[2]?.close();
      transports[3]?.close();
      expect(totals.reduce((x, y) => x + y, 0)).toBe(40);
      // More than one worker took part.
      expect(totals.filter((n) => n > 0).length).toBeGreaterThan(1);
    } finally {
      second.close();
    }

    const subjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(60);
    expect(new Set(subjects).size).toBe(60);
    const notSent = await ctx.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(sql`${mailOutbox.status} <> 'sent'`));
    expect(notSent).toEqual([]);
    const counts = await ctx.database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(counts.every((r) => r.attempts === 1)).toBe(true);
  });
});
