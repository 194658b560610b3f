/**
 * Benchmark of how long a refused sign-in takes for an address that has an account (wrong
 * password) and for one that has none: the two must not be told apart by their time. Builds the
 * app on a throw-away database (PGlite, or the PostgreSQL server of TEST_DATABASE_URL, exactly
 * like the API tests), makes one account per attempt so no per-account limit is reached, gives
 * every attempt its own client address so the per-address limit is not reached either, and
 * alternates the two kinds through the real route (app.inject). Then the same comparison for
 * "E-mail me a sign-in link" (POST /login/link), whose answer must not wait for the e-mail either.
 *
 *   npx tsx apps/server/bench/login-timing.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/login-timing.ts
 */
import { performance } from 'node:perf_hooks';
import { createTestContext, testDbKind } from '../src/test/harness';

// LOGIN_TIMING_ATTEMPTS=200 for a steadier comparison on a busy machine.
const ATTEMPTS = Number(process.env.LOGIN_TIMING_ATTEMPTS ?? 40);
const WARM_UP = 4;

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${label.padEnd(24)} min ${at(0).toFixed(1).padStart(6)} ms   median ${at(0.5).toFixed(1).padStart(6)} ms   p90 ${at(0.9).toFixed(1).padStart(6)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(6)} ms`;
}

async function main(): Promise<void> {
  const ctx = await createTestContext();
  try {
    const accounts = [];
    for (let i = 0; i < ATTEMPTS + WARM_UP; i++) accounts.push(await ctx.createUser({ email: `timing.${i}@bench.example` }));
    let address = 0;
    const attempt = async (email: string): Promise<number> => {
      address += 1;
      const started = performance.now();
      const res = await ctx.api({
        method: 'POST',
        url: '/login',
        remoteAddress: `10.${Math.floor(address / 250)}.${address % 250}.1`,
        payload: { email, password: 'Wrong-guess-42' },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode} ${res.body}`);
      return ms;
    };

    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ATTEMPTS + WARM_UP; i++) {
      const email = accounts[i]?.email ?? '';
      // Alternate which kind goes first, so neither always follows the other.
      const pair =
        i % 2 === 0
          ? [await attempt(email), await attempt(`nobody.${i}@bench.example`)]
          : [await attempt(`nobody.${i}@bench.example`), await attempt(email)].reverse();
      // The first rounds warm up the statement caches and the JIT; they are not counted.
      if (i < WARM_UP) continue;
      known.push(pair[0] ?? 0);
      unknown.push(pair[1] ?? 0);
    }
    console.log(`Refused sign-ins on ${testDbKind}, ${ATTEMPTS} of each kind, alternating:`);
    console.log(summary('known, wrong password', known));
    console.log(summary('unknown address', unknown));
    const medianOf = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)] ?? 0;
    console.log(`difference of medians: ${(medianOf(known) - medianOf(unknown)).toFixed(1)} ms`);

    const linkKnown: number[] = [];
    const linkUnknown: number[] = [];
    const askLink = async (email: string): Promise<number> => {
      const started = performance.now();
      const res = await ctx.api({ method: 'POST', url: '/login/link', payload: { email } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
      // The e-mail is queued after the answer: let that finish so it does not slow the next request.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return ms;
    };
    for (let i = 0; i < ATTEMPTS + WARM_UP; i++) {
      const known = await askLink(accounts[i]?.email ?? '');
      const unknown = await askLink(`nobody.link.${i}@bench.example`);
      if (i < WARM_UP) continue;
      linkKnown.push(known);
      linkUnknown.push(unknown);
    }
    console.log(`\nSign-in link requests on ${testDbKind}, ${ATTEMPTS} of each kind, alternating:`);
    console.log(summary('known address', linkKnown));
    console.log(summary('unknown address', linkUnknown));
    console.log(`difference of medians: ${(medianOf(linkKnown) - medianOf(linkUnknown)).toFixed(1)} ms`);
  } finally {
    await ctx.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
