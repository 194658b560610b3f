/**
 * Benchmarks of large CSV reports, downloaded through a real HTTP connection so the file streams as
 * a browser receives it (app.inject would gather the whole answer in memory):
 * - the role-player attendance report over 100,000 invites (5,000 shifts with 20 invites each, a
 *   tenth of the shifts with a swap taken);
 * - the aggregate report of one course over 100,000 skills answers (3,334 assessments of 500
 *   participants in 200 shifts, 15 answered items over 2 scenarios), unfiltered and filtered by
 *   region and time.
 * Prints the time to the last byte, the size, and the process's peak memory growth (resident set
 * and JavaScript heap, sampled every 5 ms) over what it held before the call. Also prints this
 * process's CPU time, which a busy machine does not inflate as it does the clock. Goal: at most 2 s
 * and 100 MB. Runs on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL in a throw-away
 * database, like the API tests.
 *
 *   npx tsx apps/server/bench/reports.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/reports.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { InviteStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  assessmentParts,
  assessmentPartTypes,
  auditLog,
  clients,
  cohorts,
  courseEvents,
  courses,
  eventInvites,
  participantAssessmentParts,
  participantProfiles,
  scenarioComponents,
  users,
} from '../src/db/schema';
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

    const aggregateCourse = await seedAnswers(db, client.id);

    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const query = new URLSearchParams({ start_time: '2031-01-01T00:00:00Z', end_time: '2032-01-01T00:00:00Z' });
    await measure('role-player attendance', `${base}/generate_roleplayer_attendance?${query}`, admin.token);
    await measure('aggregate, whole course', `${base}/generate_aggregate_report?course_id=${aggregateCourse}`, admin.token);
    const filtered = new URLSearchParams({
      course_id: String(aggregateCourse),
      region: 'Région 2',
      start_time: '2031-01-01T00:00:00Z',
      end_time: '2031-07-01T00:00:00Z',
    });
    await measure('aggregate, region and time', `${base}/generate_aggregate_report?${filtered}`, admin.token);
  } finally {
    await ctx.close();
  }
}

const ANSWER_PARTICIPANTS = 500;
const ANSWER_SHIFTS = 200;
const ASSESSMENTS = 3_334;
/** Answered items of the skills list: 10 true/false, 2 short answers, 3 multiple choice (and 2 headings). */
const TRUE_FALSE_ITEMS = 10;
const SHORT_ITEMS = 2;
const CHOICE_ITEMS = 3;

/**
 * One course with 2 Scenarios and a skills list of 15 answered items, 200 shifts, 500 participants
 * with profiles in 5 regions, and 3,334 assessments answering every item for both scenarios:
 * 3,334 × 15 × 2 = 100,020 answers, written by SQL. Returns the course's id.
 */
async function seedAnswers(db: Db, clientId: number): Promise<number> {
  const started = performance.now();
  const [course] = await db
    .insert(courses)
    .values({ clientId, name: 'Agrégé – Négociation', key: `bench-aggregate-${Date.now()}` })
    .returning({ id: courses.id });
  if (!course) throw new Error('course insert failed');
  const scenarios = await db
    .insert(scenarioComponents)
    .values(
      [0, 1].map((position) => ({
        courseId: course.id,
        scenarioComponentTypeId: 2,
        content: `Scénario ${position + 1}`,
        position,
      })),
    )
    .returning({ id: scenarioComponents.id });
  const typeIds = Object.fromEntries(
    (await db.select().from(assessmentPartTypes)).map((t) => [t.blockType, t.id] as const),
  ) as Record<string, number>;
  const partSpecs = [
    { type: 'heading', text: 'Ouverture' },
    ...Array.from({ length: TRUE_FALSE_ITEMS }, (_, i) => ({ type: 'true_false', text: `Skill ${i + 1} – écoute` })),
    { type: 'sub_heading', text: 'Clôture' },
    ...Array.from({ length: SHORT_ITEMS }, (_, i) => ({ type: 'short_answer', text: `Comment ${i + 1}` })),
    ...Array.from({ length: CHOICE_ITEMS }, (_, i) => ({ type: 'multiple_choice', text: `Tone ${i + 1}` })),
  ];
  await db.insert(assessmentParts).values(
    partSpecs.map((p, position) => ({
      courseId: course.id,
      assessmentPartTypeId: typeIds[p.type] as number,
      text: p.text,
      position,
      data: p.type === 'multiple_choice' ? { answers: ['Calme', 'Chaleureux', 'Froid', 'Pressé'] } : {},
    })),
  );
  const participants = (
    await db
      .insert(users)
      .values(
        Array.from({ length: ANSWER_PARTICIPANTS }, (_, i) => ({
          name: `Participant ${i} Zoë`,
          email: `bench.p${i}@bench.example`,
          roles: ['participant'],
        })),
      )
      .returning({ id: users.id })
  ).map((u) => u.id);
  await db.insert(participantProfiles).values(
    participants.map((userId, i) => ({
      userId,
      region: `Région ${i % 5}`,
      branch: `Branch ${i % 20}`,
      managerName: `Manager ${i % 50}`,
    })),
  );
  const shifts = (
    await db
      .insert(courseEvents)
      .values(
        Array.from({ length: ANSWER_SHIFTS }, (_, i) => {
          const begins = new Date(START.getTime() + i * 24 * HOUR);
          return { courseId: course.id, type: 'roleplay' as const, begins, ends: new Date(begins.getTime() + 3 * HOUR) };
        }),
      )
      .returning({ id: courseEvents.id })
  ).map((e) => e.id);
  const participantIds = sql.raw(`array[${participants.join(',')}]`);
  const shiftIds = sql.raw(`array[${shifts.join(',')}]`);
  // Assessment n: participant n mod 500 in shift n div 17 (so no pair repeats).
  await db.execute(sql`
    insert into participant_assessments (user_id, event_id, completed_at)
    select (${participantIds})[1 + n % ${ANSWER_PARTICIPANTS}], (${shiftIds})[1 + n / 17], now()
    from generate_series(0, ${ASSESSMENTS - 1}) as n`);
  // Every answered item for both scenarios: true/false cycling through the four values, a text, an answer index.
  await db.execute(sql`
    insert into participant_assessment_parts (participant_assessment_id, assessment_part_id, scenario_component_id, choice, text, answer_index)
    select pa.id, ap.id, sc.id,
      case when t.block_type = 'true_false' then (array['true','false','na','dngt'])[1 + (pa.id + ap.id + sc.id) % 4] end,
      case when t.block_type = 'short_answer' then 'Bien joué' end,
      case when t.block_type = 'multiple_choice' then (pa.id + ap.id) % 4 end
    from participant_assessments pa
    join course_events ce on ce.id = pa.event_id and ce.course_id = ${course.id}
    cross join assessment_parts ap
    join assessment_part_types t on t.id = ap.assessment_part_type_id
      and t.block_type in ('true_false', 'short_answer', 'multiple_choice')
    cross join scenario_components sc
    where ap.course_id = ${course.id} and sc.id in (${scenarios[0]?.id}, ${scenarios[1]?.id})`);
  await db.execute(sql`analyze`);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(participantAssessmentParts);
  console.log(
    `seeded ${count?.n} skills answers of ${ASSESSMENTS} assessments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return course.id;
}

/** Downloads the report RUNS times, printing time, size, CPU and peak memory growth of each run. */
async function measure(label: string, url: string, token: string): Promise<void> {
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
    const { bytes, lines, firstByteMs } = await download(url, token, started);
    const ms = performance.now() - started;
    // This process's CPU time (with PGlite, the database's too): on a busy machine it says more than the clock.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    clearInterval(sampler);
    const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
    console.log(
      `${label}, run ${run + 1}: ${lines - 1} rows, ${mb(bytes)} MB in ${ms.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms of CPU ` +
        `(first byte after ${firstByteMs.toFixed(0)} ms); ` +
        `peak growth: resident ${mb(peakRss - before.rss)} MB, heap ${mb(peakHeap - before.heapUsed)} MB`,
    );
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
