import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext, testDbKind } from '../test/harness';
import { REDACTED, safeUrl, serializeError } from './logging';

/**
 * The log never carries query parameters or secrets: the server's own log lines are captured while
 * queries carrying people's data fail, people sign in, and signed-in calls are made, and searched
 * for every secret and personal value involved.
 */

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
let ctx: TestContext;

/** The captured lines as objects; every line is JSON. */
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

function expectAbsent(values: string[]) {
  const text = lines.join('\n');
  for (const value of values) expect(text.includes(value), `the log contains ${value}`).toBe(false);
}

beforeAll(async () => {
  ctx = await createTestContext({ logLevel: 'trace' }, { logStream: stream });
});

afterAll(async () => {
  await ctx.close();
});

describe(`the log keeps people's data and secrets out (${testDbKind})`, () => {
  it('logs a failed insert of a user with its SQL and code, but without the values', async () => {
    const admin = await ctx.signIn('admin');
    // From now on every new user row breaks a rule, so the insert fails inside the database.
    await ctx.database.db.execute(sql.raw('alter table users add constraint log_probe_ck check (false) not valid'));
    const person = {
      name: 'Quentin Logprobe',
      email: 'quentin.logprobe@test.example',
      homeNumber: '555-0142',
      cellNumber: '555-0187',
      password: 'Zq8#Logprobe-Vx41',
    };
    lines.length = 0;
    try {
      const res = await ctx.api({
        method: 'POST',
        url: '/users',
        token: admin.token,
        payload: { user: { ...person, roleList: ['rp'], passwordConfirmation: person.password } },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('alter table users drop constraint log_probe_ck'));
    }

    const failure = entries().find((e) => e.msg === 'unhandled error');
    expect(failure, lines.join('\n')).toBeDefined();
    const err = failure?.err as { query?: string; cause?: { code?: string; constraint?: string } };
    // Enough to find the fault: the statement and where it failed.
    expect(err.query).toMatch(/insert into "users"/i);
    expect(err.cause?.code).toBe('23514');
    expect(err.cause?.constraint).toBe('log_probe_ck');
    expectAbsent([person.name, person.email, person.homeNumber, person.cellNumber, person.password, '$argon2', admin.token]);
    expect(lines.join('\n')).not.toMatch(/"params"|"detail"/);
  });

  it('logs a failed sign-in that breaks in the database without the e-mail or the password', async () => {
    const email = 'wrong.guess.logprobe@test.example';
    await ctx.database.db.execute(sql.raw('alter table login_failures add constraint log_probe_ck check (false) not valid'));
    lines.length = 0;
    try {
      const res = await ctx.api({ method: 'POST', url: '/login', payload: { email, password: 'Not-the-password-7' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('alter table login_failures drop constraint log_probe_ck'));
    }
    expect(entries().some((e) => e.msg === 'unhandled error')).toBe(true);
    expectAbsent([email, 'Not-the-password-7']);
  });

  it('never logs a password, a bearer token or a sign-in link token', async () => {
    lines.length = 0;
    const user = await ctx.createUser({ roles: ['coach'], email: 'coach.logprobe@test.example' });
    const login = await ctx.api({ method: 'POST', url: '/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    expect((await ctx.api({ method: 'GET', url: `/users/${user.id}`, token })).statusCode).toBe(200);
    // The web's sign-in link carries a one-time token in its query.
    const linkToken = 'LinkTokenLogprobe0123456789';
    await ctx.app.inject({ method: 'GET', url: `/login?token=${linkToken}&next=%2Fusers` });
    // Code that logs an object holding secrets by mistake gets them censored.
    ctx.app.log.info(
      {
        headers: { authorization: `Bearer ${token}`, cookie: 'sid=CookieLogprobe' },
        body: { password: TEST_PASSWORD, token },
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$probe',
      },
      'a careless log line',
    );

    expect(lines.length).toBeGreaterThan(3);
    expectAbsent([TEST_PASSWORD, token, linkToken, 'CookieLogprobe', '$argon2', user.email]);
    const careless = entries().find((e) => e.msg === 'a careless log line') as Record<string, Record<string, unknown>>;
    expect(careless.headers).toEqual({ authorization: REDACTED, cookie: REDACTED });
    expect(careless.body).toEqual({ password: REDACTED, token: REDACTED });
    expect(careless.passwordHash).toBe(REDACTED);
    const urls = entries().map((e) => (e.req as { url?: string } | undefined)?.url);
    expect(urls).toContain(`/login?token=${REDACTED}&next=${REDACTED}`);
  });
});

describe('serializeError', () => {
  it('keeps the SQL text, codes and causes, and drops parameters, details and unknown fields', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), {
      code: '22P02',
      detail: 'Failing row contains (secret-value)',
      where: 'unnamed portal parameter $1 = secret-value',
      table: 'users',
      params: ['secret-value'],
    });
    const err = Object.assign(new Error('Failed query: select 1 where id = $1\nparams: secret-value'), {
      query: 'select 1 where id = $1',
      params: ['secret-value'],
      cause,
      extra: 'secret-value',
    });
    const out = serializeError(err);
    expect(JSON.stringify(out)).not.toContain('secret-value');
    expect(out).toMatchObject({
      type: 'Error',
      message: 'Failed query',
      query: 'select 1 where id = $1',
      cause: { code: '22P02', table: 'users', message: 'invalid input syntax for type integer: "…"' },
    });
    expect(out.stack).toMatch(/^Error: Failed query\n\s+at /);
  });

  it('stops after a few causes, even when they loop', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(JSON.stringify(serializeError(a)).match(/"message"/g)?.length).toBe(6);
  });

  it('replaces every query value of a URL', () => {
    expect(safeUrl('/api/v1/users?search=ann%40x.example&page=2&flag')).toBe(
      `/api/v1/users?search=${REDACTED}&page=${REDACTED}&flag`,
    );
    expect(safeUrl('/api/v1/users/4')).toBe('/api/v1/users/4');
  });
});
