/**
 * Benchmark of the participant CSV import: a 10,000-row file through the real route (app.inject),
 * then the same file again (nothing to change). Runs on PGlite, or on the PostgreSQL server of
 * TEST_DATABASE_URL in a throw-away database, exactly like the API tests.
 *
 *   npx tsx apps/server/bench/import-participants.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/import-participants.ts
 */
import { performance } from 'node:perf_hooks';
import { PARTICIPANT_CSV_COLUMNS } from '@app/shared';
import { stringify } from 'csv-stringify/sync';
import { clients, courses } from '../src/db/schema';
import { createTestContext, testDbKind } from '../src/test/harness';

const ROWS = 10_000;
const ZONES = ['America/Toronto', 'America/Vancouver', 'Europe/Lisbon', 'UTC', 'America/New_York'];

function participantFile(rows: number): Buffer {
  const records: string[][] = [[...PARTICIPANT_CSV_COLUMNS]];
  for (let i = 0; i < rows; i++) {
    records.push([
      `First${i}`,
      `Last${i}`,
      `bench.participant.${i}@bench.example`,
      `Manager ${i % 97}`,
      `manager.${i % 97}@bench.example`,
      `Region ${i % 7}`,
      `Location ${i % 31}`,
      `Branch ${i % 13}`,
      ZONES[i % ZONES.length] ?? 'UTC',
      `Position ${i % 5}`,
    ]);
  }
  return Buffer.from(stringify(records, { record_delimiter: 'windows' }));
}

function multipart(courseId: number, file: Buffer) {
  const boundary = `----bench-${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="course_id"\r\n\r\n${courseId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const mb = (kb: number) => (kb / 1024).toFixed(0);

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const { token } = await ctx.signIn('admin');
    const [client] = await ctx.database.db
      .insert(clients)
      .values({ orgName: 'Bench Client', contactEmail: 'bench@bench.example' })
      .returning();
    if (!client) throw new Error('client insert failed');
    const [course] = await ctx.database.db
      .insert(courses)
      .values({ clientId: client.id, name: 'Bench Course', key: `bench-${Date.now()}` })
      .returning();
    if (!course) throw new Error('course insert failed');
    const file = participantFile(ROWS);
    console.log(
      `database: ${testDbKind}; file: ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(2)} MB; ` +
        `peak RSS before importing ${mb(process.resourceUsage().maxRSS)} MB`,
    );

    for (const label of ['first import', 're-import']) {
      const body = multipart(course.id, file);
      const started = performance.now();
      const res = await ctx.api({ method: 'PUT', url: `/clients/${client.id}/upload_participants`, token, ...body });
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      const result = res.json();
      console.log(
        `${label}: rows ${result.rows}, ${seconds.toFixed(2)} s, ${Math.round(result.rows / seconds)} rows/s, ` +
          `peak RSS ${mb(process.resourceUsage().maxRSS)} MB ` +
          `(created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, enrolled ${result.enrolled})`,
      );
    }
  } finally {
    // The harness drops the throw-away database with (force) right after ending the pool; a
    // connection still closing then reports the termination on the pool, which must not crash us.
    const pool = (ctx.database.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client;
    if (ctx.database.kind === 'postgres') pool?.on?.('error', () => {});
    await ctx.close();
  }
}

await main();
