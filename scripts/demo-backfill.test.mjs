// `npm run demo:backfill`, as the README names it: the script builds the demo in a temporary
// database, runs a shift's backfill with a controlled clock and prints the trail. It once failed on
// some weekdays (its availability overlapped the seed's); this runs it on the day of the test run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './prepare.mjs';

describe('npm run demo:backfill', () => {
  it('runs the demo backfill to a place taken, and prints who was offered what', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/scripts/backfill-demo.ts')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/wave 1 .* offered to /);
    expect(run.stdout).toMatch(/taken by .* at /);
    expect(run.stdout).toContain('Places on the shift now:');
  });
});
