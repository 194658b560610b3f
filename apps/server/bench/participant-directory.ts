/**
 * Benchmark of the participant directory (GET /participants) with 30,000 live participants, each
 * with a profile (300 managers, 25 branches, 8 regions) and enrolled in one or two of 40 courses,
 * plus 2,000 staff accounts. Times the first page unfiltered, a deep page, each filter alone, all
 * three together, a search, the pickers' values and the orphaned list, through the real routes
 * (app.inject) as a coordinator. Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL
 * in a throw-away database, exactly like the API tests.
 *
 *   npx tsx apps/server/bench/participant-directory.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/participant-directory.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { clients, courseParticipants, courses, participantProfiles, users } from '../src/db/schema';
import { createTestContext, testDbKind } from '../src/test/harness';

const PARTICIPANTS = 30_000;
const STAFF = 2_000;
const CLIENTS = 10;
const COURSES = 40;
const MANAGERS = 300;
const BRANCHES = 25;
const REGIONS = 8;
const RUNS = 15;

const managerName = (i: number) => `Manager ${String(i % MANAGERS).padStart(3, '0')}`;
const branch = (i: number) => `Branch ${(i * 7) % BRANCHES}`;
const region = (i: number) => `Region ${(i * 3) % REGIONS}`;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const sc = await ctx.signIn('sc');
    const seedStarted = performance.now();
    const clientRows = await db
      .insert(clients)
      .values(Array.from({ length: CLIENTS }, (_, i) => ({ orgName: `Bench Client ${i}` })))
      .returning({ id: clients.id });
    const courseRows = await db
      .insert(courses)
      .values(
        Array.from({ length: COURSES }, (_, i) => ({
          clientId: clientRows[i % (CLIENTS - 1)]?.id ?? 0, // the last client has no course
          name: `Bench Course ${i}`,
          key: `bench-dir-${i}-${Date.now()}`,
        })),
      )
      .returning({ id: courses.id });
    for (const batch of chunk(
      Array.from({ length: STAFF }, (_, i) => ({ name: `Staff ${i}`, email: `bench.staff.${i}@bench.example`, roles: ['rp'] })),
      2000,
    )) {
      await db.insert(users).values(batch);
    }
    for (const batch of chunk(
      Array.from({ length: PARTICIPANTS }, (_, i) => i),
      2000,
    )) {
      const people = await db
        .insert(users)
        .values(batch.map((i) => ({ name: `Participant ${i}`, email: `bench.p.${i}@bench.example`, roles: ['participant'] })))
        .returning({ id: users.id });
      await db.insert(participantProfiles).values(
        people.map((p, k) => {
          const i = batch[k] ?? 0;
          return {
            userId: p.id,
            clientId: clientRows[i % CLIENTS]?.id ?? null,
            managerName: managerName(i),
            managerEmail: `manager.${i % MANAGERS}@bench.example`,
            branch: branch(i),
            region: region(i),
            location: `City ${i % 50}`,
            timeZone: 'America/Toronto',
          };
        }),
      );
      // Every 20th participant is in no course (an orphan); the others in one or two.
      const enrolments = people.flatMap((p, k) => {
        const i = batch[k] ?? 0;
        if (i % 20 === 0) return [];
        const first = courseRows[i % COURSES]?.id ?? 0;
        const second = courseRows[(i * 13 + 5) % COURSES]?.id ?? 0;
        return i % 3 === 0 && second !== first
          ? [
              { courseId: first, userId: p.id },
              { courseId: second, userId: p.id },
            ]
          : [{ courseId: first, userId: p.id }];
      });
      await db.insert(courseParticipants).values(enrolments);
    }
    // Statistics as autovacuum would have them shortly after such a load.
    await db.execute(sql`analyze`);
    console.log(
      `database: ${testDbKind}; seeded ${PARTICIPANTS} participants with profiles and ${STAFF} staff in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const q = encodeURIComponent;
    const cases: Array<[string, string]> = [
      ['no filter, page 1 of 25', '/participants?per_page=25'],
      ['no filter, page 1000 of 25', '/participants?per_page=25&page=1000'],
      ['manager_name', `/participants?per_page=25&manager_name=${q(managerName(42))}`],
      ['branch', `/participants?per_page=25&branch=${q(branch(3))}`],
      ['region', `/participants?per_page=25&region=${q(region(5))}`],
      [
        'all three',
        `/participants?per_page=25&manager_name=${q(managerName(42))}&branch=${q(branch(42))}&region=${q(region(42))}`,
      ],
      ['none matching', `/participants?per_page=25&manager_name=${q('Nobody')}`],
      ['search', '/participants?per_page=25&search=participant%2012'],
      ['picker values', '/participants/filters'],
      ['orphaned, page 1 of 25', '/participants/orphaned?per_page=25'],
    ];
    for (const [label, url] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS + 2; run++) {
        const started = performance.now();
        const res = await ctx.api({ method: 'GET', url, token: sc.token });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        const body = res.json() as { total?: number; managerNames?: string[] };
        total = body.total ?? body.managerNames?.length ?? 0;
        // The first two calls warm up the statement caches and the JIT; they are not counted.
        if (run >= 2) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const at = (k: number) => (times[k] ?? 0).toFixed(1);
      console.log(
        `${label.padEnd(28)} ${String(total).padStart(6)} rows; min ${at(0)} ms, median ${at(Math.floor(times.length / 2))} ms, max ${at(times.length - 1)} ms over ${RUNS} calls`,
      );
    }
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
