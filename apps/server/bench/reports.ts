/**
 * Benchmark of a large CSV report: the role-player attendance report over 100,000 invites (5,000
 * shifts with 20 invites each, a tenth of the shifts with a swap taken), downloaded through a real
 * HTTP connection so the file streams as a browser receives it (app.inject would gather the whole
 * answer in memory). Prints the time to the last byte, the size, and the process's peak memory
 * growth (resident set and JavaScript heap, sampled every 5 ms) over what it held before the call.
 * Also prints this process's CPU time, which a busy machine does not inflate as it does the clock.
 * Goal: at most 2 s and 100 MB. Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL in
 * a throw-away database, like the API tests.
 *
 *   npx tsx apps/server/bench/reports.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/reports.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { InviteStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { auditLog, clients, cohorts, courseEvents, courses, eventInvites, users } from '../src/db/schema';
import { createTestContext, testDbKind } from '../src/test/harness';

const SHIFTS = 5_000;
const INVITES_PER_SHIFT = 20;
const PEOPLE = 400;
const COURSES = 25;
const HOUR = 3_600_000;
const START = new Date('2031-01-05T14:00:00Z');
const RUNS = 3;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const admin = await ctx.signIn('admin');
    const seedStarted = performance.now();
    const [client] = await db.insert(clients).values({ orgName: 'Bénch Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const courseRows = await db
      .insert(courses)
      .values(
        Array.from({ length: COURSES }, (_, i) => ({
          clientId: client.id,
          name: `Cours ${i} – façile`,
          key: `bench-${i}-${Date.now()}`,
        })),
      )
      .returning({ id: courses.id });
    const cohortRows = await db
      .insert(cohorts)
      .values(courseRows.map((c) => ({ courseId: c.id, name: 'Cohorte Ü' })))
      .returning({ id: cohorts.id, courseId: cohorts.courseId });
    const people = (
      await db
        .insert(users)
        .values(
          Array.from({ length: PEOPLE }, (_, i) => ({
            name: `Zoë Player ${i}`,
            email: `bench.${i}@bench.example`,
            roles: ['rp'],
          })),
        )
        .returning({ id: users.id })
    ).map((p) => p.id);

    const shiftIds: number[] = [];
    for (let from = 0; from < SHIFTS; from += 1000) {
      const rows = await db
        .insert(courseEvents)
        .values(
          Array.from({ length: Math.min(1000, SHIFTS - from) }, (_, k) => {
            const i = from + k;
            const course = courseRows[i % COURSES];
            if (!course) throw new Error('no course');
            const begins = new Date(START.getTime() + Math.floor(i / 4) * 6 * HOUR);
            return {
              courseId: course.id,
              cohortId: cohortRows[i % COURSES]?.id ?? null,
              type: 'roleplay' as const,
              begins,
              ends: new Date(begins.getTime() + 3 * HOUR),
            };
          }),
        )
        .returning({ id: courseEvents.id });
      shiftIds.push(...rows.map((r) => r.id));
    }
    const statuses: InviteStatus[] = ['accepted', 'accepted', 'accepted', 'invited', 'rejected', 'swap_requested'];
    const invites = shiftIds.flatMap((eventId, s) =>
      Array.from({ length: INVITES_PER_SHIFT }, (_, k) => ({
        eventId,
        userId: people[(s + k * 20) % PEOPLE] as number,
        status: statuses[(s + k) % statuses.length] as InviteStatus,
      })),
    );
    const ids: number[] = [];
    for (let i = 0; i < invites.length; i += 5000) {
      const rows = await db
        .insert(eventInvites)
        .values(invites.slice(i, i + 5000))
        .returning({ id: eventInvites.id });
      ids.push(...rows.map((r) => r.id));
    }
    // A swap taken on every tenth shift: the giver's row comes from the audit trail.
    await db.insert(auditLog).values(
      shiftIds
        .filter((_, s) => s % 10 === 0)
        .map((eventId, n) => ({
          actorId: null,
          action: 'invite_swap_taken',
          entity: 'event_invite',
          entityId: ids[n * 10 * INVITES_PER_SHIFT] ?? null,
          data: { eventId, userId: invites[n * 10 * INVITES_PER_SHIFT]?.userId, giverId: people[(n * 7) % PEOPLE] },
        })),
    );
    await db.execute(sql`analyze`);
    console.log(
      `database: ${testDbKind}; seeded ${SHIFTS} shifts, ${invites.length} invites, ${PEOPLE} people in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const query = new URLSearchParams({ start_time: '2031-01-01T00:00:00Z', end_time: '2032-01-01T00:00:00Z' });
    const url = `http://127.0.0.1:${port}/api/v1/generate_roleplayer_attendance?${query}`;

    for (let run = 0; run < RUNS; run++) {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 5);
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const { bytes, lines, firstByteMs } = await download(url, admin.token, started);
      const ms = performance.now() - started;
      // This process's CPU time (with PGlite, the database's too): on a busy machine it says more than the clock.
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      clearInterval(sampler);
      const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
      console.log(
        `run ${run + 1}: ${lines - 1} rows, ${mb(bytes)} MB in ${ms.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms of CPU ` +
          `(first byte after ${firstByteMs.toFixed(0)} ms); ` +
          `peak growth: resident ${mb(peakRss - before.rss)} MB, heap ${mb(peakHeap - before.heapUsed)} MB`,
      );
    }
  } finally {
    await ctx.close();
  }
}

/** Reads the answer as it streams, keeping only counts (as a browser writing to disk would). */
function download(url: string, token: string, started: number): Promise<{ bytes: number; lines: number; firstByteMs: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        let firstByteMs = 0;
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (const b of chunk) if (b === 0x0a) lines++;
        });
        res.on('end', () => resolve({ bytes, lines, firstByteMs }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
