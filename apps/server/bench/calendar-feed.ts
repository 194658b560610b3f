/**
 * Benchmark of the dashboard calendar feed (GET /course_events): 1,000 shifts in one month, each
 * with four role-player invites (some declined, some offered for swap), plus a year of older shifts
 * outside the range, then the month's feed through the real route (app.inject) for an admin (every
 * shift) and for a role-player (own places and the swaps offered to them). Then the role-player's
 * personal calendar feed (.ics, modules/calendar-feeds) read for a day in that month, through the
 * feed's service (the public route reads the clock; here the day is the bench's): its window holds
 * about 80 of their places, and a year of older places lies behind it. Runs on PGlite, or on
 * the PostgreSQL server of TEST_DATABASE_URL in a throw-away database, exactly like the API tests.
 *
 *   npx tsx apps/server/bench/calendar-feed.ts [--scale 4]
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/calendar-feed.ts
 *
 * `--scale N` multiplies the shifts and the role-players (N × 1,000 shifts in the month, N × 60 role-players).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { InviteStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { clients, cohorts, courseEvents, courses, eventInvites, userQualifications, users } from '../src/db/schema';
import { feedCalendar } from '../src/modules/calendar-feeds/service';
import { createTestContext, testDbKind } from '../src/test/harness';

const SCALE = Number(parseArgs({ options: { scale: { type: 'string', default: '1' } } }).values.scale);
if (!Number.isInteger(SCALE) || SCALE <= 0) throw new Error('--scale must be a positive whole number');
const SHIFTS_IN_MONTH = 1_000 * SCALE;
const OLDER_SHIFTS = 6_000 * SCALE;
const ROLE_PLAYERS = 60 * SCALE;
const INVITES_PER_SHIFT = 4;
const COURSES = 20;
const RUNS = 15;
const HOUR = 3_600_000;
const MONTH_START = new Date('2031-03-01T00:00:00Z');
const MONTH_END = new Date('2031-04-01T00:00:00Z');
const WEEK_START = new Date('2031-03-09T00:00:00Z');

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const admin = await ctx.signIn('admin');
    const rp = await ctx.signIn('rp');
    const seedStarted = performance.now();

    const [client] = await db.insert(clients).values({ orgName: 'Bench Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const courseRows = await db
      .insert(courses)
      .values(
        Array.from({ length: COURSES }, (_, i) => ({
          clientId: client.id,
          name: `Bench Course ${i}`,
          key: `bench-${i}-${Date.now()}`,
        })),
      )
      .returning({ id: courses.id });
    const cohortRows = await db
      .insert(cohorts)
      .values(courseRows.map((c) => ({ courseId: c.id, name: 'Cohort A' })))
      .returning({ id: cohorts.id, courseId: cohorts.courseId });
    const playerRows = await db
      .insert(users)
      .values(
        Array.from({ length: ROLE_PLAYERS }, (_, i) => ({
          name: `Bench Player ${i}`,
          email: `bench.rp.${i}@bench.example`,
          roles: ['rp'],
        })),
      )
      .returning({ id: users.id });
    const players = [rp.user.id, ...playerRows.map((p) => p.id)];
    // Half of the courses restrict who may play them; the viewer is qualified for a few of those.
    await db
      .insert(userQualifications)
      .values(
        courseRows
          .slice(0, COURSES / 2)
          .flatMap((c, i) => players.filter((_, p) => (p + i) % 3 === 0).map((userId) => ({ userId, courseId: c.id }))),
      );

    const shiftValues = (count: number, from: Date, spanDays: number) =>
      Array.from({ length: count }, (_, i) => {
        const course = courseRows[i % COURSES];
        if (!course) throw new Error('no course');
        const begins = new Date(from.getTime() + Math.floor((i / count) * spanDays * 24) * HOUR + (i % 4) * 15 * 60_000);
        return {
          courseId: course.id,
          cohortId: cohortRows.find((c) => c.courseId === course.id)?.id ?? null,
          type: (['roleplay', 'training', 'live'] as const)[i % 3] ?? 'roleplay',
          begins,
          ends: new Date(begins.getTime() + 3 * HOUR),
        };
      });
    const inserted: number[] = [];
    const batches = [
      ...chunk(shiftValues(OLDER_SHIFTS, new Date(MONTH_START.getTime() - 365 * 24 * HOUR), 360), 1000),
      ...chunk(shiftValues(SHIFTS_IN_MONTH, MONTH_START, 31), 1000),
    ];
    for (const batch of batches) {
      const rows = await db.insert(courseEvents).values(batch).returning({ id: courseEvents.id });
      inserted.push(...rows.map((r) => r.id));
    }

    // Places are mostly accepted or invited; about one in 25 is offered for swap, as in real use.
    const statuses: InviteStatus[] = ['accepted', 'accepted', 'invited', 'rejected', 'accepted'];
    const inviteValues = inserted.flatMap((eventId, s) =>
      Array.from({ length: INVITES_PER_SHIFT }, (_, k) => ({
        eventId,
        userId: players[(s * INVITES_PER_SHIFT + k * 7) % players.length] ?? rp.user.id,
        status: (s * INVITES_PER_SHIFT + k) % 25 === 0 ? 'swap_requested' : (statuses[(s + k) % statuses.length] ?? 'accepted'),
      })),
    );
    const unique = new Map(inviteValues.map((v) => [`${v.eventId}:${v.userId}`, v]));
    for (const batch of chunk([...unique.values()], 2000)) await db.insert(eventInvites).values(batch);
    // The personal feeds' entries (sequence, loss) as the feed's subscribers would have kept them,
    // had the places been made through the services: one per place held.
    await db.execute(sql`
      insert into calendar_feed_entries (user_id, event_id, begins, ends)
      select i.user_id, e.id, e.begins, e.ends from event_invites i join course_events e on e.id = i.event_id
      where i.status in ('invited', 'accepted', 'swap_requested')`);
    // Statistics as autovacuum would have them shortly after such a load; without them the planner
    // guesses a handful of rows per table.
    await db.execute(sql`analyze`);
    console.log(
      `database: ${testDbKind}; seeded ${inserted.length} shifts (${SHIFTS_IN_MONTH} in the month), ${unique.size} invites, ` +
        `${players.length} role-players in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const range = (start: Date, end: Date) =>
      `/course_events?start_time=${encodeURIComponent(start.toISOString())}&end_time=${encodeURIComponent(end.toISOString())}`;
    const month = range(MONTH_START, MONTH_END);
    const week = range(WEEK_START, new Date(WEEK_START.getTime() + 7 * 24 * HOUR));
    for (const [label, token, url] of [
      ['admin, month', admin.token, month],
      ['rp, month', rp.token, month],
      ['admin, week', admin.token, week],
      ['rp, week', rp.token, week],
    ] as const) {
      const times: number[] = [];
      let count = 0;
      let offered = 0;
      for (let run = 0; run < RUNS + 2; run++) {
        const started = performance.now();
        const res = await ctx.api({ method: 'GET', url, token });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        const body = res.json() as Array<{ swapInviteId: number | null }>;
        count = body.length;
        offered = body.filter((s) => s.swapInviteId !== null).length;
        // The first two calls warm up the statement caches and the JIT; they are not counted.
        if (run >= 2) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const worst = times[times.length - 1] ?? 0;
      console.log(
        `${label}: ${count} shifts (${offered} offered for swap); median ${median.toFixed(1)} ms, slowest ${worst.toFixed(1)} ms over ${RUNS} calls`,
      );
    }

    // The role-player's personal calendar feed, read as of the middle of the month.
    const address = await ctx.api({ method: 'GET', url: `/users/${rp.user.id}/calendar_feed`, token: rp.token });
    if (address.statusCode !== 200) throw new Error(`feed address: ${address.statusCode} ${address.body.slice(0, 300)}`);
    const secret = new URL(address.json().url as string).pathname.replace(/^.*\/calendar_feeds\//, '').replace(/\.ics$/, '');
    const now = new Date(MONTH_START.getTime() + 15 * 24 * HOUR);
    const times: number[] = [];
    let events = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      const started = performance.now();
      const text = await feedCalendar({ db, config: ctx.config, secret, now });
      const ms = performance.now() - started;
      if (text === null) throw new Error('personal feed: not found');
      events = text.split('BEGIN:VEVENT').length - 1;
      if (run >= 2) times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `rp, personal .ics feed: ${events} events; median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms, ` +
        `slowest ${(times[times.length - 1] ?? 0).toFixed(1)} ms over ${RUNS} reads`,
    );
  } finally {
    await ctx.close();
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
