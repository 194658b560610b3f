import { LOGIN_FAILURE_WINDOW_MINUTES } from '@app/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { authTokens, loginFailures } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { apiTest } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { purgeExpired, startHousekeeping } from './housekeeping';

const HOUR = 3600_000;
const MINUTE = 60_000;

/** The shared preamble, plus `token`: puts a sign-in token of the user straight into the database (a live session unless told). */
const it = apiTest.extend(
  'token',
  { scope: 'file' },
  ({ ctx }) =>
    async (userId: number, values: Partial<typeof authTokens.$inferInsert> & { label: string }) => {
      const { label, ...rest } = values;
      const [row] = await ctx.database.db
        .insert(authTokens)
        .values({ userId, tokenHash: hashToken(newToken()), kind: 'session', expiresAt: new Date(Date.now() + HOUR), ...rest })
        .returning({ id: authTokens.id });
      if (!row) throw new Error('token insert failed');
      return { id: row.id, label };
    },
);

describe(`housekeeping of sign-in data (${testDbKind})`, () => {
  it('purges expired and revoked sessions, dead or used links and old failures, and keeps the rest', async ({ ctx, token }) => {
    const user = await ctx.createUser();
    const now = new Date();
    const past = new Date(now.getTime() - MINUTE);
    const old = new Date(now.getTime() - (LOGIN_FAILURE_WINDOW_MINUTES + 1) * MINUTE);
    const recent = new Date(now.getTime() - MINUTE);
    const gone = await Promise.all([
      token(user.id, { label: 'expired session', expiresAt: past }),
      token(user.id, { label: 'revoked session', revokedAt: past }),
      token(user.id, { label: 'expired link', kind: 'login_link', expiresAt: past }),
      token(user.id, { label: 'revoked link', kind: 'login_link', revokedAt: past }),
      token(user.id, { label: 'old used link', kind: 'login_link', usedAt: old, createdAt: old }),
    ]);
    const kept = await Promise.all([
      token(user.id, { label: 'live session' }),
      token(user.id, { label: 'unused link', kind: 'login_link', expiresAt: new Date(now.getTime() + 72 * HOUR) }),
      // Still counted for the "at most 3 links per account" window.
      token(user.id, { label: 'recently used link', kind: 'login_link', usedAt: recent, createdAt: recent }),
    ]);
    const failures = await ctx.database.db
      .insert(loginFailures)
      .values([
        { email: 'old@test.example', ip: '10.1.1.1', createdAt: old },
        { email: 'recent@test.example', ip: '10.1.1.1', createdAt: recent },
      ])
      .returning();

    const counts = await purgeExpired(ctx.database.db, now);
    expect(counts).toEqual({ sessions: 2, links: 3, failures: 1 });
    const left = await ctx.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual(kept.map((k) => k.id).sort());
    expect(gone.every((g) => !left.some((r) => r.id === g.id))).toBe(true);
    const failuresLeft = await ctx.database.db
      .select({ email: loginFailures.email })
      .from(loginFailures)
      .where(
        inArray(
          loginFailures.id,
          failures.map((f) => f.id),
        ),
      );
    expect(failuresLeft).toEqual([{ email: 'recent@test.example' }]);
    // Nothing more to do the second time.
    expect(await purgeExpired(ctx.database.db, now)).toEqual({ sessions: 0, links: 0, failures: 0 });
  });

  it('a purge never signs anybody out of a live session', async ({ ctx }) => {
    const { token: bearer } = await ctx.signIn('rp');
    await purgeExpired(ctx.database.db, new Date());
    expect((await ctx.api({ method: 'GET', url: '/me', token: bearer })).statusCode).toBe(200);
  });

  it('the periodic job runs at once and on its interval, logs what it purged, and stops cleanly', async ({ ctx, token }) => {
    const user = await ctx.createUser();
    const expired = await token(user.id, { label: 'expired', expiresAt: new Date(Date.now() - MINUTE) });
    const logged: Array<{ obj: object; msg: string }> = [];
    const log = {
      info: (obj: object, msg: string) => logged.push({ obj, msg }),
      error: (obj: object, msg: string) => logged.push({ obj, msg }),
    };
    const exists = async (id: number) => (await ctx.database.db.select().from(authTokens).where(eq(authTokens.id, id))).length;
    // The job's clock is the test's: an hour passes when the test says so, and nothing runs unless
    // it does. Only the timers are faked; the database works in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const job = startHousekeeping({ db: ctx.database.db, log, intervalMs: HOUR });
      // The first run is due at once.
      await vi.advanceTimersByTimeAsync(0);
      await expect.poll(() => logged.length, { timeout: 5000 }).toBe(1);
      expect(logged[0]?.msg).toBe('expired sign-in data purged');
      expect(await exists(expired.id)).toBe(0);

      // A token expiring later is taken by the run an hour on.
      const later = await token(user.id, { label: 'later', expiresAt: new Date(Date.now() - 1) });
      await vi.advanceTimersByTimeAsync(HOUR);
      // The run logs once all its purges are done; the token goes in the first of them.
      await expect.poll(() => logged.length, { timeout: 5000 }).toBe(2);
      expect(await exists(later.id)).toBe(0);

      // Once stopped, however long the clock runs, no run takes the next one.
      await job.stop();
      const afterStop = await token(user.id, { label: 'after stop', expiresAt: new Date(Date.now() - 1) });
      await vi.advanceTimersByTimeAsync(10 * HOUR);
      // A run that a leftover timer started would be awaited here.
      await job.stop();
      expect(await exists(afterStop.id)).toBe(1);
      expect(logged).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
