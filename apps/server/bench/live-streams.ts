/**
 * Benchmark of the live updates' cost (issue 27): one instance holding 1,000 open streams. Prints
 * the server's memory (RSS, heap) and CPU, idle and during a burst of changes, and the latency of
 * another route meanwhile, against the same figures with no stream open. The streams are read by
 * a child process, so the figures are the server's alone. Every stream belongs to a manager, who
 * hears every shift change: the burst's events are each written to all 1,000 streams.
 *
 *   npx tsx apps/server/bench/live-streams.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/live-streams.ts
 *   LIVE_STREAMS=2000 LIVE_BURST=200 npx tsx apps/server/bench/live-streams.ts
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@app/shared';

const STREAMS = Number(process.env.LIVE_STREAMS ?? 1000);
const BURST = Number(process.env.LIVE_BURST ?? 100);
const LATENCY_SAMPLES = 40;
const IDLE_MS = 5_000;

// ---------------------------------------------------------------------------------------------
// The child: opens the streams and counts the change events each receives.

async function client(): Promise<void> {
  const urls: string[] = [];
  let events = 0;
  let opened = 0;
  const send = (message: object) => process.send?.(message);
  process.on('message', (message: { urls?: string[]; report?: boolean; close?: boolean }) => {
    if (message.urls) {
      urls.push(...message.urls);
      for (const url of message.urls) {
        const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
          res.setEncoding('utf8');
          let ready = false;
          // Events are counted by whole blocks: a chunk may end in the middle of one.
          let pending = '';
          res.on('data', (chunk: string) => {
            pending += chunk;
            const end = pending.lastIndexOf('\n\n');
            if (end === -1) return;
            const blocks = pending.slice(0, end);
            pending = pending.slice(end + 2);
            if (!ready && blocks.includes('event: ready')) {
              ready = true;
              opened += 1;
              if (opened === urls.length) send({ opened });
            }
            events += blocks.split('event: change').length - 1;
          });
        });
        request.on('error', () => undefined);
      }
    }
    if (message.report) send({ events, opened });
    if (message.close) process.exit(0);
  });
  send({ started: true });
}

// ---------------------------------------------------------------------------------------------
// The server side.

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function memory(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

/** CPU used by this process over `ms` while `during` runs, as a share of one core. */
async function cpuOver<T>(ms: number, during: () => Promise<T>): Promise<{ share: number; result: T; wallMs: number }> {
  const start = process.cpuUsage();
  const began = performance.now();
  const [result] = await Promise.all([during(), new Promise((r) => setTimeout(r, ms))]);
  const used = process.cpuUsage(start);
  const wallMs = performance.now() - began;
  return { share: (used.user + used.system) / 1000 / wallMs, result: result as T, wallMs };
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

async function server(): Promise<void> {
  const { createTestContext, testDbKind } = await import('../src/test/harness');
  const { clients, courseEvents, courses } = await import('../src/db/schema');
  const ctx = await createTestContext({ mailRateLimit: 1_000_000 });
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, LIVE_BENCH_CLIENT: '1' }, stdio: 'inherit' });
  const fromChild = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: Record<string, unknown>) => {
        if (key in message) {
          child.off('message', listener);
          resolve(message as T);
        }
      };
      child.on('message', listener);
    });
  try {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}${API_PREFIX}`;
    await fromChild('started');

    const sc = await ctx.signIn('sc');
    const db = ctx.database.db;
    const [client] = await db.insert(clients).values({ orgName: 'Live bench client' }).returning();
    const [course] = await db
      .insert(courses)
      .values({ clientId: client?.id ?? 0, name: 'Live bench course', key: `live${Date.now().toString(36)}` })
      .returning();
    const begins = new Date(Date.now() + 7 * 86_400_000);
    const [shift] = await db
      .insert(courseEvents)
      .values({
        courseId: course?.id ?? 0,
        type: 'roleplay',
        begins,
        ends: new Date(begins.getTime() + 3 * 3_600_000),
        sessions: 2,
        extensions: 1,
      })
      .returning();
    if (!shift) throw new Error('shift insert failed');
    const readShift = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/roleplay_shifts/${shift.id}`, { headers: { authorization: `Bearer ${sc.token}` } });
      await res.text();
      if (res.status !== 200) throw new Error(`shift read ${res.status}`);
      return performance.now() - started;
    };
    const latencies = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await readShift());
      return times;
    };
    await latencies(10);

    // The burst: changes one after another, while another client reads the shift page.
    let round = 0;
    const askEvents = () => {
      const report = fromChild<{ events: number }>('events');
      child.send({ report: true });
      return report;
    };
    const runBurst = async (streams: number) => {
      let changing = true;
      const during: number[] = [];
      const reader = (async () => {
        while (changing) during.push(await readShift());
      })();
      const started = performance.now();
      round += 1;
      const eventsBefore = streams > 0 ? (await askEvents()).events : 0;
      const cpu = await cpuOver(0, async () => {
        for (let i = 0; i < BURST; i++) {
          const res = await ctx.api({
            method: 'PATCH',
            url: `/roleplay_shifts/${shift.id}`,
            token: sc.token,
            payload: { roleplayShift: { comments: `Burst ${round}.${i}` } },
          });
          if (res.statusCode !== 200) throw new Error(`change ${res.statusCode} ${res.body}`);
        }
        // Until every stream has had every change.
        const deadline = performance.now() + 5 * 60_000;
        while (streams > 0) {
          const report = fromChild<{ events: number }>('events');
          child.send({ report: true });
          const { events } = await report;
          if (events - eventsBefore >= streams * BURST) break;
          if (performance.now() > deadline) throw new Error(`only ${events - eventsBefore} of ${streams * BURST} events arrived`);
          await new Promise((r) => setTimeout(r, 20));
        }
      });
      changing = false;
      await reader;
      return { share: cpu.share, ms: performance.now() - started, during };
    };

    const before = memory();
    const idleBefore = await cpuOver(IDLE_MS, async () => undefined);
    const latencyBefore = await latencies(LATENCY_SAMPLES);
    const burstBefore = await runBurst(0);

    // 1,000 streams, 50 managers with twenty each.
    const managers = await Promise.all(Array.from({ length: 50 }, () => ctx.signIn('admin')));
    const urls: string[] = [];
    for (let i = 0; i < STREAMS; i++) {
      const token = managers[i % managers.length]?.token ?? '';
      const res = await ctx.api({ method: 'POST', url: '/live/ticket', token });
      urls.push(`${base}/live?ticket=${res.json().ticket}`);
    }
    const opening = performance.now();
    const opened = fromChild<{ opened: number }>('opened');
    child.send({ urls });
    await opened;
    const openMs = performance.now() - opening;

    const withStreams = memory();
    const idleWith = await cpuOver(IDLE_MS, async () => undefined);
    const latencyWith = await latencies(LATENCY_SAMPLES);
    const burst = await runBurst(STREAMS);

    const afterBurst = memory();

    console.log(`\nLive streams on ${testDbKind}: ${STREAMS} open streams (managers), a burst of ${BURST} shift changes\n`);
    console.log(`  opening ${STREAMS} streams took ${openMs.toFixed(0)} ms`);
    console.log(`  memory, no stream        RSS ${mb(before.rss)}, heap ${mb(before.heap)}`);
    console.log(
      `  memory, ${STREAMS} streams    RSS ${mb(withStreams.rss)} (+${mb(withStreams.rss - before.rss)}), heap ${mb(withStreams.heap)} (+${mb(withStreams.heap - before.heap)})`,
    );
    console.log(`  memory, after the burst  RSS ${mb(afterBurst.rss)}, heap ${mb(afterBurst.heap)}`);
    console.log(`  CPU idle, no stream      ${(idleBefore.share * 100).toFixed(1)} % of a core`);
    console.log(`  CPU idle, ${STREAMS} streams  ${(idleWith.share * 100).toFixed(1)} % of a core`);
    console.log(
      `  CPU in a burst, no stream ${(burstBefore.share * 100).toFixed(1)} % of a core over ${burstBefore.ms.toFixed(0)} ms`,
    );
    console.log(
      `  CPU in a burst, ${STREAMS} streams ${(burst.share * 100).toFixed(1)} % of a core over ${burst.ms.toFixed(0)} ms (until all ${STREAMS * BURST} events were read)`,
    );
    console.log(`  GET shift, no stream     ${summary(latencyBefore)}`);
    console.log(`  GET shift, ${STREAMS} streams ${summary(latencyWith)}`);
    console.log(`  GET shift, burst, no stream  ${summary(burstBefore.during)} (${burstBefore.during.length} reads)`);
    console.log(`  GET shift, burst, ${STREAMS} streams ${summary(burst.during)} (${burst.during.length} reads)`);
  } finally {
    child.send({ close: true });
    await ctx.close();
  }
}

if (process.env.LIVE_BENCH_CLIENT) void client();
else
  server().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
