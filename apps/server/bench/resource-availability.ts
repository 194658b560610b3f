/**
 * Benchmark of the resource availability timeline's data call (GET /resource_availability): 600
 * staff (sc, rp, coach), each with availability on five days of the week, 400 shifts in the week
 * with six invites each (invited, accepted, declined, offered) and two months of older shifts, then
 * the week for every page of people (50 a page, the screen's size, and 100) through the real route.
 * Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL in a throw-away database.
 *
 *   npx tsx apps/server/bench/resource-availability.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/resource-availability.ts
 */
import { performance } from 'node:perf_hooks';
import type { InviteStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { clients, courseEvents, courses, eventInvites, userAvailabilities, users } from '../src/db/schema';
import { createTestContext, testDbKind } from '../src/test/harness';

const STAFF = 600;
const WEEK_SHIFTS = 400;
const OLDER_SHIFTS = 3_000;
const INVITES_PER_SHIFT = 6;
const RUNS = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK_START = new Date('2031-03-03T05:00:00Z');
const WEEK_END = new Date(WEEK_START.getTime() + 7 * DAY);

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const admin = await ctx.signIn('admin');
    const seedStarted = performance.now();
    const [client] = await db.insert(clients).values({ orgName: 'Bench Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const courseRows = await db
      .insert(courses)
      .values(Array.from({ length: 20 }, (_, i) => ({ clientId: client.id, name: `Course ${i}`, key: `ra-${i}-${Date.now()}` })))
      .returning({ id: courses.id });
    const roles = [['rp'], ['rp'], ['rp'], ['coach'], ['sc'], ['rp', 'coach']];
    const staff = (
      await db
        .insert(users)
        .values(
          Array.from({ length: STAFF }, (_, i) => ({
            name: `Staff ${String(i).padStart(3, '0')}`,
            email: `staff.${i}@bench.example`,
            roles: roles[i % roles.length] as string[],
          })),
        )
        .returning({ id: users.id })
    ).map((u) => u.id);
    await db.insert(userAvailabilities).values(
      staff.flatMap((userId, i) =>
        [0, 1, 2, 3, 4].map((d) => {
          const start = new Date(WEEK_START.getTime() + d * DAY + (8 + (i % 4)) * HOUR);
          return { userId, startTime: start, endTime: new Date(start.getTime() + 8 * HOUR) };
        }),
      ),
    );
    const shiftValues = (count: number, from: Date, spanDays: number) =>
      Array.from({ length: count }, (_, i) => {
        const begins = new Date(from.getTime() + Math.floor((i / count) * spanDays * 24) * HOUR);
        return {
          courseId: courseRows[i % courseRows.length]?.id as number,
          type: (['roleplay', 'training', 'live'] as const)[i % 3] ?? 'roleplay',
          begins,
          ends: new Date(begins.getTime() + 3 * HOUR),
        };
      });
    const shiftIds: number[] = [];
    for (const values of [
      shiftValues(OLDER_SHIFTS, new Date(WEEK_START.getTime() - 60 * DAY), 59),
      shiftValues(WEEK_SHIFTS, WEEK_START, 7),
    ]) {
      for (let i = 0; i < values.length; i += 1000) {
        const rows = await db
          .insert(courseEvents)
          .values(values.slice(i, i + 1000))
          .returning({ id: courseEvents.id });
        shiftIds.push(...rows.map((r) => r.id));
      }
    }
    const statuses: InviteStatus[] = ['accepted', 'accepted', 'invited', 'rejected', 'swap_requested'];
    const invites = shiftIds.flatMap((eventId, s) =>
      Array.from({ length: INVITES_PER_SHIFT }, (_, k) => ({
        eventId,
        userId: staff[(s * INVITES_PER_SHIFT + k * 97) % STAFF] as number,
        status: statuses[(s + k) % statuses.length] as InviteStatus,
      })),
    );
    const unique = [...new Map(invites.map((v) => [`${v.eventId}:${v.userId}`, v])).values()];
    for (let i = 0; i < unique.length; i += 5000) await db.insert(eventInvites).values(unique.slice(i, i + 5000));
    await db.execute(sql`analyze`);
    console.log(
      `database: ${testDbKind}; seeded ${STAFF} staff, ${STAFF * 5} availabilities, ${shiftIds.length} shifts (${WEEK_SHIFTS} in the week), ` +
        `${unique.length} invites in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    for (const perPage of [50, 100]) {
      const pages = Math.ceil((STAFF + 1) / perPage);
      const perCall: number[] = [];
      const whole: number[] = [];
      let people = 0;
      let bars = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        const started = performance.now();
        people = 0;
        bars = 0;
        for (let page = 1; page <= pages; page++) {
          const callStarted = performance.now();
          const res = await ctx.api({
            method: 'GET',
            url: `/resource_availability?start_time=${WEEK_START.toISOString()}&end_time=${WEEK_END.toISOString()}&page=${page}&per_page=${perPage}`,
            token: admin.token,
          });
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          const body = res.json() as { users: unknown[]; availabilities: unknown[]; events: unknown[] };
          people += body.users.length;
          bars += body.availabilities.length + body.events.length;
          // The first round warms up the statement caches; it is not counted.
          if (run > 0) perCall.push(performance.now() - callStarted);
        }
        if (run > 0) whole.push(performance.now() - started);
      }
      perCall.sort((a, b) => a - b);
      whole.sort((a, b) => a - b);
      const median = (list: number[]) => list[Math.floor(list.length / 2)] ?? 0;
      console.log(
        `${perPage} a page: ${people} people, ${bars} bars in ${pages} pages; one page median ${median(perCall).toFixed(1)} ms, ` +
          `slowest ${(perCall.at(-1) ?? 0).toFixed(1)} ms; every page of the week median ${median(whole).toFixed(0)} ms`,
      );
    }
  } finally {
    await ctx.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
