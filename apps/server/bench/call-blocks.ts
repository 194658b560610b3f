/**
 * Benchmark of the shift page's call blocks (GET /roleplay_shifts/{id}/calls): a group-session
 * roleplay shift with 10 blocks of one call each, 6 Scenario components played by 6 role-players in
 * every call and 2 participants per call with a note each, read through the real route (app.inject)
 * by a manager (who also gets the menus' candidates). Prints min / median / max over the runs. Runs
 * on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL in a throw-away database.
 *
 *   npx tsx apps/server/bench/call-blocks.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/call-blocks.ts
 */
import { performance } from 'node:perf_hooks';
import {
  callSlots,
  calls,
  clients,
  courseEvents,
  courseParticipants,
  courses,
  eventInvites,
  participantSlotNotes,
  participantSlots,
  scenarioComponents,
  users,
} from '../src/db/schema';
import { createTestContext, testDbKind } from '../src/test/harness';

const BLOCKS = 10;
const SCENARIOS = 6;
const PARTICIPANTS_PER_CALL = 2;
const RUNS = 30;
const WARM_UP = 3;
/** The Scenario type's id, as the migrations seed it. */
const SCENARIO_TYPE = 2;
const MINUTE = 60_000;

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const db = ctx.database.db;
    const sc = await ctx.signIn('sc');
    const [client] = await db.insert(clients).values({ orgName: 'Bench Client' }).returning();
    if (!client) throw new Error('client insert failed');
    const [course] = await db
      .insert(courses)
      .values({ clientId: client.id, name: 'Bench Course', key: `bench-calls-${Date.now()}` })
      .returning();
    if (!course) throw new Error('course insert failed');
    const components = await db
      .insert(scenarioComponents)
      .values(
        Array.from({ length: SCENARIOS }, (_, i) => ({
          courseId: course.id,
          scenarioComponentTypeId: SCENARIO_TYPE,
          duration: 10,
          content: `Scenario ${i + 1}`,
          position: i,
        })),
      )
      .returning({ id: scenarioComponents.id });
    const begins = new Date(Date.now() + 20 * 24 * 60 * MINUTE);
    const [shift] = await db
      .insert(courseEvents)
      .values({
        courseId: course.id,
        type: 'roleplay',
        begins,
        ends: new Date(begins.getTime() + BLOCKS * SCENARIOS * 10 * MINUTE),
        sessions: 8,
        extensions: 2,
        isGroupSession: true,
      })
      .returning();
    if (!shift) throw new Error('shift insert failed');
    const staff = await db
      .insert(users)
      .values(
        Array.from({ length: SCENARIOS }, (_, i) => ({
          name: `Bench RP ${i}`,
          email: `bench.rp.${i}@bench.example`,
          roles: ['rp'],
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(eventInvites)
      .values(staff.map((user) => ({ eventId: shift.id, userId: user.id, status: 'accepted' as const })));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: PARTICIPANTS_PER_CALL }, (_, i) => ({
          name: `Bench P ${i}`,
          email: `bench.p.${i}@bench.example`,
          roles: ['participant'],
        })),
      )
      .returning({ id: users.id });
    await db.insert(courseParticipants).values(people.map((user) => ({ courseId: course.id, userId: user.id })));

    for (let block = 0; block < BLOCKS; block++) {
      const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: block }).returning();
      if (!call) throw new Error('call insert failed');
      await db.insert(callSlots).values(
        components.map((component, i) => ({
          callId: call.id,
          eventId: shift.id,
          blockNumber: block,
          scenarioComponentId: component.id,
          userId: staff[i]?.id ?? null,
        })),
      );
      const seated = await db
        .insert(participantSlots)
        .values(people.map((user) => ({ callId: call.id, eventId: shift.id, blockNumber: block, userId: user.id })))
        .returning({ id: participantSlots.id });
      const first = components[0];
      if (first) {
        await db
          .insert(participantSlotNotes)
          .values(seated.map((slot) => ({ participantSlotId: slot.id, scenarioComponentId: first.id, note: 'Nervous' })));
      }
    }

    const url = `/roleplay_shifts/${shift.id}/calls`;
    const times: number[] = [];
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      const started = performance.now();
      const res = await ctx.api({ method: 'GET', url, token: sc.token });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const body = res.json() as { blocks: Array<{ calls: Array<{ callSlots: unknown[] }> }> };
      const slots = body.blocks.flatMap((b) => b.calls.flatMap((c) => c.callSlots)).length;
      if (body.blocks.length !== BLOCKS || slots !== BLOCKS * SCENARIOS) {
        throw new Error(`unexpected answer: ${body.blocks.length} blocks, ${slots} call slots`);
      }
      // The first calls warm up the statement caches and the JIT; they are not counted.
      if (run >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `database: ${testDbKind}; GET /roleplay_shifts/{id}/calls, ${BLOCKS} blocks × ${SCENARIOS} scenarios, ` +
        `${PARTICIPANTS_PER_CALL} participants per call: min ${(times[0] ?? 0).toFixed(1)} ms, median ${median.toFixed(1)} ms, ` +
        `max ${(times.at(-1) ?? 0).toFixed(1)} ms over ${RUNS} calls`,
    );
  } finally {
    await ctx.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
