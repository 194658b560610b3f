import { LOGIN_FAILURE_LIMIT } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { loginFailures } from '../../db/schema';
import { apiTest } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest.extend('appConfig', { scope: 'file' }, { trustProxy: 1 });

describe('TRUST_PROXY configuration', () => {
  const load = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) });

  it('is off by default and for false or 0', () => {
    expect(load().trustProxy).toBe(false);
    expect(load('').trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
    expect(load('0').trustProxy).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses, CIDR ranges and range names', () => {
    expect(load('true').trustProxy).toBe(true);
    expect(load('1').trustProxy).toBe(1);
    expect(load('2').trustProxy).toBe(2);
    expect(load('10.0.0.5').trustProxy).toEqual(['10.0.0.5']);
    expect(load(' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8,loopback').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops loading with a message naming the variable and the entry it does not understand', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,,10.0.0.2', 'proxy.example.com', '-1']) {
      let error: unknown;
      try {
        load(bad);
      } catch (err) {
        error = err;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('TRUST_PROXY');
      expect((error as Error).message).toMatch(/hop count/);
    }
    expect(() => load('proxy.example.com')).toThrow(/not understood: proxy\.example\.com/);
  });
});

describe(`client address behind a trusted proxy (${testDbKind})`, () => {
  let ctx: TestContext;
  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
  });

  const failedLogin = (email: string, forwardedFor: string) =>
    ctx.api({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'Wrong-guess-1' },
    });

  it('with TRUST_PROXY=1 the client address is the one the proxy forwarded', async () => {
    const email = `proxied.${Date.now()}@test.example`;
    // The client claims an address of its own; the nearest proxy appends the one it saw.
    expect((await failedLogin(email, '203.0.113.50, 198.51.100.7')).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, email));
    expect(row?.ip).toBe('198.51.100.7');
  });

  it('so each office behind the proxy has its own per-address limit', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT * 4; i++) {
      expect((await failedLogin(`office.a.${i}@test.example`, '198.51.100.20')).statusCode).toBe(401);
    }
    expect((await failedLogin('office.a.last@test.example', '198.51.100.20')).statusCode).toBe(429);
    expect((await failedLogin('office.b@test.example', '198.51.100.21')).statusCode).toBe(401);
  });
});
