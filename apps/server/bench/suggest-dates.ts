/**
 * Benchmark of GET /courses/{id}/suggest_roleplay_shift_dates: 200 role-players (150 qualified for
 * the course), 6 coaches and 6 shift coordinators with availability on every weekday of four weeks,
 * and 300 shifts in that time with five accepted role-players each, through the real route
 * (app.inject). Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL in a throw-away
 * database, exactly like the API tests.
 *
 *   npx tsx apps/server/bench/suggest-dates.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/suggest-dates.ts
 */
import { performance } from 'node:perf_hooks';
import { SUGGESTION_WINDOW_DAYS } from '@app/shared';
import {
  clients,
  courseEvents,
  courses,
  eventInvites,
  scenarioComponents,
  userAvailabilities,
  userQualifications,
  users,
} from '../src/db/schema';
import { addCalendarDays, isZonedWeekend, startOfZonedDay, zonedDate } from '../src/lib/zoned-time';
import { createTestContext, testDbKind } from '../src/test/harness';
import { insertInChunks, random } from './seeding';

const ROLE_PLAYERS = 200;
const QUALIFIED = 150;
const COACHES = 6;
const COORDINATORS = 6;
const SHIFTS = 300;
const INVITES_PER_SHIFT = 5;
const RUNS = 5;
const HOUR = 3_600_000;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const tz = ctx.config.timeZone;
    const { token } = await ctx.signIn('admin');
    const rand = random(42);

    const [client] = await db.insert(clients).values({ orgName: 'Bench Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const [course] = await db
      .insert(courses)
      .values({ clientId: client.id, name: 'Bench Course', key: `bench-${Date.now()}` })
      .returning();
    if (!course) throw new Error('course insert failed');
    // Two scenarios and a break: a 75-minute call.
    await db.insert(scenarioComponents).values([
      { courseId: course.id, scenarioComponentTypeId: 2, duration: 30, position: 0 },
      { courseId: course.id, scenarioComponentTypeId: 3, duration: 15, position: 1 },
      { courseId: course.id, scenarioComponentTypeId: 2, duration: 30, position: 2 },
    ]);

    const people = [
      ...Array.from({ length: ROLE_PLAYERS }, (_, i) => ({ name: `Bench Player ${i}`, roles: ['rp'] })),
      ...Array.from({ length: COACHES }, (_, i) => ({ name: `Bench Coach ${i}`, roles: ['coach'] })),
      ...Array.from({ length: COORDINATORS }, (_, i) => ({ name: `Bench Coordinator ${i}`, roles: ['sc'] })),
    ].map((p, i) => ({ ...p, email: `bench.${i}@bench.example` }));
    const inserted = await db.insert(users).values(people).returning({ id: users.id, roles: users.roles });
    const rolePlayers = inserted.filter((u) => u.roles.includes('rp')).map((u) => u.id);
    await db
      .insert(userQualifications)
      .values(rolePlayers.slice(0, QUALIFIED).map((userId) => ({ userId, courseId: course.id })));

    // The window starts on the Monday at least a week ahead, in the business time zone.
    let reference = addCalendarDays(zonedDate(new Date(), tz), 7);
    // The weekday of a calendar date does not depend on the zone.
    while (new Date(`${reference}T00:00:00Z`).getUTCDay() !== 1) reference = addCalendarDays(reference, 1);
    const days = Array.from({ length: SUGGESTION_WINDOW_DAYS }, (_, i) => addCalendarDays(reference, i));
    const weekdays = days.filter((d) => !isZonedWeekend(new Date(startOfZonedDay(d, tz).getTime() + 12 * HOUR), tz));

    // Every person offers one stretch of 4 to 9 hours starting between 07:00 and 12:00 each weekday.
    const availability = inserted.flatMap((u) =>
      weekdays.map((day) => {
        const start = startOfZonedDay(day, tz).getTime() + (7 + Math.floor(rand() * 10) / 2) * HOUR;
        return { userId: u.id, startTime: new Date(start), endTime: new Date(start + (4 + Math.floor(rand() * 11) / 2) * HOUR) };
      }),
    );
    await insertInChunks(availability, (chunk) => db.insert(userAvailabilities).values(chunk));

    const shifts = Array.from({ length: SHIFTS }, () => {
      const day = weekdays[Math.floor(rand() * weekdays.length)] ?? reference;
      const begins = startOfZonedDay(day, tz).getTime() + (8 + Math.floor(rand() * 16) / 2) * HOUR;
      return { courseId: course.id, type: 'roleplay' as const, begins: new Date(begins), ends: new Date(begins + 3 * HOUR) };
    });
    const shiftIds = (await db.insert(courseEvents).values(shifts).returning({ id: courseEvents.id })).map((s) => s.id);
    const invites = shiftIds.flatMap((eventId) => {
      const taken = new Set<number>();
      while (taken.size < INVITES_PER_SHIFT) taken.add(rolePlayers[Math.floor(rand() * rolePlayers.length)] ?? 0);
      return [...taken].map((userId) => ({ eventId, userId, status: 'accepted' as const }));
    });
    await insertInChunks(invites, (chunk) => db.insert(eventInvites).values(chunk));

    console.log(
      `database: ${testDbKind}; ${ROLE_PLAYERS} role-players (${QUALIFIED} qualified), ${COACHES} coaches, ${COORDINATORS} coordinators; ` +
        `${availability.length} availabilities over ${weekdays.length} weekdays from ${reference}; ` +
        `${SHIFTS} shifts with ${invites.length} accepted invites`,
    );

    const url = `/courses/${course.id}/suggest_roleplay_shift_dates?reference_date=${reference}&sessions=2&extensions=1&staffing_ratio=1.5`;
    const timings: number[] = [];
    let last: Array<{ startTime: string; rolePlayers: unknown[] }> = [];
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await ctx.api({ method: 'GET', url, token });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 500)}`);
      last = res.json();
      // The first call warms up the code paths and the database's caches; it is shown, not counted.
      if (run === 0) console.log(`first call: ${ms.toFixed(1)} ms`);
      else timings.push(ms);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? 0;
    console.log(
      `suggest_roleplay_shift_dates, ${RUNS} calls: min ${timings[0]?.toFixed(1)} ms, median ${median.toFixed(1)} ms, ` +
        `max ${timings.at(-1)?.toFixed(1)} ms; ${last.length} suggestions, the best with ` +
        `${last[0]?.rolePlayers.length ?? 0} role-players at ${last[0]?.startTime ?? '-'}`,
    );
  } finally {
    // The harness drops the throw-away database with (force) right after ending the pool; a
    // connection still closing then reports the termination on the pool, which must not crash us.
    const pool = (ctx.database.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client;
    if (ctx.database.kind === 'postgres') pool?.on?.('error', () => {});
    await ctx.close();
  }
}

await main();
