/**
 * Benchmark of fair shares: the figures of 200 of 1,000 role-players (and the ranking) with one year
 * of history, then again after four more years are added before it, to show that the cost follows
 * the people asked about and not the history. 20 shifts a working day, five accepted role-players, a
 * declined one, a coach and a coordinator each. Prints the median of 5 calls at each size and, on
 * PostgreSQL, the plans of the three queries.
 *
 *   npx tsx apps/server/bench/fair-shares.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/fair-shares.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { clients, courseEvents, courses, eventInvites, users } from '../src/db/schema';
import { fairShares, rankByFairShare } from '../src/modules/fair-shares';
import { createTestContext, testDbKind } from '../src/test/harness';
import { insertInChunks, random } from './seeding';

const ROLE_PLAYERS = 1000;
const ASKED = 200;
const STAFF = 20;
const SHIFTS_PER_DAY = 20;
const RUNS = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const tz = ctx.config.timeZone;
    const rand = random(7);
    const [client] = await db.insert(clients).values({ orgName: 'Bench Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const [course] = await db
      .insert(courses)
      .values({ clientId: client.id, name: 'Bench Course', key: `bench-${Date.now()}` })
      .returning();
    if (!course) throw new Error('course insert failed');
    const people = [
      ...Array.from({ length: ROLE_PLAYERS }, (_, i) => ({ name: `Bench Player ${i}`, roles: ['rp'] })),
      ...Array.from({ length: STAFF }, (_, i) => ({ name: `Bench Coach ${i}`, roles: ['coach', 'sc'] })),
    ].map((p, i) => ({ ...p, email: `fair.${i}@bench.example` }));
    const inserted = await db.insert(users).values(people).returning({ id: users.id, roles: users.roles });
    const rolePlayers = inserted.filter((u) => u.roles.includes('rp')).map((u) => u.id);
    const staff = inserted.filter((u) => u.roles.includes('coach')).map((u) => u.id);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
    const asked = [...rolePlayers.slice(0, ASKED - STAFF), ...staff];
    const now = new Date();

    /** Shifts on the working days from `fromDays` to `toDays` days from now, with their people. */
    async function addHistory(fromDays: number, toDays: number): Promise<{ shifts: number; invites: number }> {
      const shifts = [];
      for (let d = fromDays; d < toDays; d++) {
        const day = now.getTime() + d * DAY;
        const weekday = new Date(day).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        for (let s = 0; s < SHIFTS_PER_DAY; s++) {
          const begins = Math.floor(day / HOUR) * HOUR + Math.floor(rand() * 8) * HOUR;
          shifts.push({
            courseId: course?.id ?? 0,
            type: 'roleplay' as const,
            begins: new Date(begins),
            ends: new Date(begins + 3 * HOUR),
            coachId: pick(staff),
            shiftCoordinatorId: pick(staff),
          });
        }
      }
      const ids: number[] = [];
      await insertInChunks(shifts, async (chunk) => {
        ids.push(...(await db.insert(courseEvents).values(chunk).returning({ id: courseEvents.id })).map((r) => r.id));
      });
      const invites = ids.flatMap((eventId) => {
        const taken = new Set<number>();
        while (taken.size < 6) taken.add(pick(rolePlayers));
        return [...taken].map((userId, i) => ({
          eventId,
          userId,
          status: i === 5 ? ('rejected' as const) : ('accepted' as const),
        }));
      });
      await insertInChunks(invites, (chunk) => db.insert(eventInvites).values(chunk));
      return { shifts: shifts.length, invites: invites.length };
    }

    async function measure(label: string): Promise<void> {
      await db.execute(sql`analyze`);
      for (const [name, run] of [
        ['fairShares', () => fairShares(db, asked, now, tz)],
        ['rankByFairShare', () => rankByFairShare(db, asked, now, tz)],
      ] as const) {
        const timings: number[] = [];
        for (let i = 0; i <= RUNS; i++) {
          const started = performance.now();
          await run();
          if (i > 0) timings.push(performance.now() - started);
        }
        timings.sort((a, b) => a - b);
        console.log(
          `${label}: ${name} of ${asked.length} people, ${RUNS} calls: min ${timings[0]?.toFixed(1)} ms, ` +
            `median ${timings[Math.floor(RUNS / 2)]?.toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms`,
        );
      }
    }

    const recent = await addHistory(-365, 60);
    console.log(
      `database: ${testDbKind}; ${ROLE_PLAYERS} role-players, ${STAFF} coaches/coordinators; ` +
        `one year and two months ahead: ${recent.shifts} shifts, ${recent.invites} invites`,
    );
    await measure('1 year of history');
    const older = await addHistory(-5 * 365, -365);
    console.log(
      `four more years before it: ${recent.shifts + older.shifts} shifts, ${recent.invites + older.invites} invites in all`,
    );
    await measure('5 years of history');
    if (ctx.database.kind === 'postgres') {
      // The plans of the figures' queries for the same people (what EXPLAIN says each reads).
      await db.execute(sql`set plan_cache_mode = force_custom_plan`);
      const captured: string[] = [];
      const original = db.execute.bind(db);
      (db as unknown as { execute: typeof db.execute }).execute = (async (query: Parameters<typeof db.execute>[0]) => {
        const plan = await original(sql`explain (analyze, buffers, costs off) ${query}`);
        captured.push(
          (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n'),
        );
        return original(query);
      }) as typeof db.execute;
      await fairShares(db, asked, now, tz);
      (db as unknown as { execute: typeof db.execute }).execute = original;
      for (const plan of captured) console.log(`\n${plan}`);
    }
  } finally {
    const pool = (ctx.database.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client;
    if (ctx.database.kind === 'postgres') pool?.on?.('error', () => {});
    await ctx.close();
  }
}

await main();
