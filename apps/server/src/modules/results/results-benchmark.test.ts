import type { CourseResults, ParticipantProgress } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/harness';
import { CALLS_PER_SHIFT, PARTICIPANTS, RATING_BLOCKS, SHIFTS, SPACING, seedCourse, YEAR } from './test-benchmark-data';

/**
 * Benchmark-style (results, parts 1 and 2): a course with five years of data, 3,000 participants
 * and 30,000 rated calls (3,000 shifts of 10 calls, 20 cohorts of a quarter each, 150 participants a
 * cohort with 10 sessions each; a skills list of 8 rating blocks, so 240,000 ratings; one
 * assessment in 50 begun and not submitted; an NPS rating per participant), beside a second course
 * as large, so that the figures of one are seen not to grow with the other's history. Prints the
 * time of each endpoint (minimum, median, maximum of 9 calls after one warm-up), never asserts a time.
 * Seeding takes about a minute on PGlite, so the file runs only when asked:
 *
 *   RESULTS_BENCH=1 npx vitest run --project server apps/server/src/modules/results/results-benchmark.test.ts
 *   RESULTS_BENCH=1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/results_bench npx vitest run --project server apps/server/src/modules/results/results-benchmark.test.ts
 */
const RUNS = 9;

describe.skipIf(!process.env.RESULTS_BENCH)(`results of a course with five years of data (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let course: Awaited<ReturnType<typeof seedCourse>>;
  const start = new Date(Date.now() - 5 * YEAR - 30 * 24 * 3_600_000);

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await ctx.signIn('admin')).token;
    const db = ctx.database.db;
    const seeded = performance.now();
    course = await seedCourse(db, 'A', start);
    await seedCourse(db, 'B', new Date(start.getTime() + SPACING / 2));
    await db.execute(sql`analyze`);
    console.log(
      `[results benchmark, ${testDbKind}] seeded 2 courses of ${SHIFTS * CALLS_PER_SHIFT} rated calls, ` +
        `${PARTICIPANTS} participants and ${SHIFTS * CALLS_PER_SHIFT * RATING_BLOCKS} ratings each in ` +
        `${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  /** Calls `url` once to warm up and RUNS times more; prints min / median / max and returns the last answer. */
  async function measure(label: string, url: string): Promise<unknown> {
    let body: unknown;
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const began = performance.now();
      const res = await ctx.api({ method: 'GET', url, token: admin });
      const took = performance.now() - began;
      expect(res.statusCode, res.body).toBe(200);
      body = res.json();
      if (run > 0) times.push(took);
    }
    times.sort((a, b) => a - b);
    const ms = (t: number | undefined) => `${(t ?? 0).toFixed(1)} ms`;
    console.log(
      `[results benchmark, ${testDbKind}] ${label}: min ${ms(times[0])}, median ${ms(times[Math.floor(RUNS / 2)])}, max ${ms(times.at(-1))}`,
    );
    return body;
  }

  it('prints the time of the results (whole course, one cohort, one year) and of one participant’s progress', {
    timeout: 600_000,
  }, async () => {
    const whole = (await measure('course results, 5 years', `/courses/${course.courseId}/results`)) as CourseResults;
    const rated = whole.blocks.reduce((sum, b) => sum + b.counts.minusOne + b.counts.zero + b.counts.plusOne, 0);
    expect(rated).toBe(SHIFTS * CALLS_PER_SHIFT * RATING_BLOCKS);
    expect(whole.nps.responses).toBe(PARTICIPANTS);
    console.log(
      `[results benchmark, ${testDbKind}] answer: ${whole.blocks.length} blocks, ${whole.cohorts.length} cohorts, ` +
        `${whole.npsByShift.length} shifts in the NPS trend, ${whole.missingAssessmentsTotal} missing assessments ` +
        `(${whole.missingAssessments.length} listed), ${JSON.stringify(whole).length} characters`,
    );
    await measure('course results, one cohort', `/courses/${course.courseId}/results?cohort=${course.cohortId}`);
    const from = new Date(start.getTime() + 4 * YEAR).toISOString();
    const to = new Date(start.getTime() + 5 * YEAR).toISOString();
    await measure(
      'course results, one year',
      `/courses/${course.courseId}/results?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    const progress = (await measure(
      'participant progress',
      `/participants/${course.participantId}/progress?course_id=${course.courseId}`,
    )) as ParticipantProgress;
    expect(progress.skills[0]?.points).toHaveLength(CALLS_PER_SHIFT);
  });
});
