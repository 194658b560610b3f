import { API_PREFIX } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, mailOutbox, users } from '../db/schema';
import { createTestContext, type TestContext, testDbKind } from './harness';

/**
 * Every route that takes path parameters, a query or a body is fed malformed input as an admin.
 * Each answer must be a 4xx with the error shape (never a 500), and nothing may change in the
 * database.
 */

// The app is built at collection time so that each route becomes a test of its own.
const ctx: TestContext = await createTestContext();

interface ZodLike {
  safeParse(value: unknown): { success: boolean };
  shape?: Record<string, unknown>;
}

function asSchema(schema: unknown): ZodLike | undefined {
  if (schema && typeof schema === 'object' && typeof (schema as ZodLike).safeParse === 'function') return schema as ZodLike;
  return undefined;
}

const routes = ctx.app.routeAccess
  .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
  .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/**
 * A well-formed body per route, when one is known: the bad bodies are then near misses (one field
 * wrong) as well as gross ones. Routes not listed here get only gross bad bodies.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  [`POST ${API_PREFIX}/login`]: { email: 'someone@test.example', password: 'whatever-1' },
  [`POST ${API_PREFIX}/users`]: {
    user: {
      name: 'Never Created',
      email: 'never.created@test.example',
      roleList: ['rp'],
      password: 'Long-enough-1',
      passwordConfirmation: 'Long-enough-1',
    },
  },
  [`PUT ${API_PREFIX}/users/:id`]: { user: { name: 'Never Renamed', email: 'never.renamed@test.example' } },
};

/** Values of the wrong type, out of range, unknown to an enum, or far too long. */
const BAD_VALUES: unknown[] = [12345, -1, 1.5, true, null, '', 'king', ['king'], { nested: true }, 'x'.repeat(100_000)];

/** Bad values for path parameters; the route's schema must refuse each. */
const BAD_IDS = ['abc', '-1', '0', '1.5', 'x'.repeat(400), '9'.repeat(400)];
/** Ids of the right form but beyond what the database column holds. */
const OUT_OF_RANGE_IDS = ['2147483648', '99999999999'];

/** Bad values for query parameters by name, plus ones tried on every parameter. */
const BAD_QUERY_VALUES: Record<string, string[]> = {
  page: ['0', '-1', 'abc', '1.5'],
  per_page: ['7', '0', 'abc', '1000'],
  role: ['king', 'ADMIN'],
  kind: ['everyone'],
  search: ['x'.repeat(201)],
};
const ANY_BAD_QUERY_VALUES = ['x'.repeat(5000), '-1', 'abc'];

interface BadBody {
  label: string;
  payload: unknown;
  /** The field the error should name, when the candidate breaks exactly one field. */
  field?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Gross and near-miss bad bodies; only those the route's own schema refuses are kept. */
function badBodies(schema: ZodLike, valid: Record<string, unknown> | undefined): BadBody[] {
  const candidates: BadBody[] = [
    { label: 'a string instead of an object', payload: 'just a string' },
    { label: 'a number', payload: 12345 },
    { label: 'an array', payload: [] },
    { label: 'null', payload: null },
    { label: 'an empty object', payload: {} },
    { label: 'only an unknown key', payload: { unexpected: true } },
  ];
  const base = valid ?? Object.fromEntries(Object.keys(schema.shape ?? {}).map((k) => [k, {}]));
  for (const [key, inner] of Object.entries(base)) {
    const { [key]: _dropped, ...without } = base;
    candidates.push({ label: `missing ${key}`, payload: without, field: key });
    for (const bad of BAD_VALUES) {
      candidates.push({ label: `${key} = ${JSON.stringify(bad).slice(0, 30)}`, payload: { ...base, [key]: bad }, field: key });
    }
    if (isPlainObject(inner)) {
      // The wrapper left out: the entity's fields sent bare.
      candidates.push({ label: `no ${key} wrapper`, payload: inner });
      for (const field of Object.keys(inner)) {
        const { [field]: _gone, ...rest } = inner;
        candidates.push({ label: `missing ${key}.${field}`, payload: { ...base, [key]: rest }, field: `${key}.${field}` });
        for (const bad of BAD_VALUES) {
          candidates.push({
            label: `${key}.${field} = ${JSON.stringify(bad).slice(0, 30)}`,
            payload: { ...base, [key]: { ...inner, [field]: bad } },
            field: `${key}.${field}`,
          });
        }
      }
    }
  }
  return candidates.filter((c) => !schema.safeParse(c.payload).success);
}

let adminId = 0;
let adminToken = '';

async function snapshot() {
  const db = ctx.database.db;
  const [u] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      deleted: sql<number>`count(${users.deletedAt})`.mapWith(Number),
      stamp: sql<string>`max(${users.updatedAt})::text`,
      flagged: sql<number>`count(*) filter (where ${users.mustChangePassword})`.mapWith(Number),
    })
    .from(users);
  const [t] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      revoked: sql<number>`count(${authTokens.revokedAt})`.mapWith(Number),
      used: sql<number>`count(${authTokens.usedAt})`.mapWith(Number),
    })
    .from(authTokens);
  const [m] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox);
  const [a] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
  return { users: u, authTokens: t, mailOutbox: m?.n, auditLog: a?.n };
}
let baseline: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  const admin = await ctx.signIn('admin');
  adminId = admin.user.id;
  adminToken = admin.token;
  // Somebody for the routes to act on besides the admin.
  await ctx.createUser({ roles: ['participant'] });
  // Taken after the sign-in, so the admin's own session token and login audit are in it.
  baseline = await snapshot();
});

afterAll(async () => {
  await ctx.close();
});

function path(url: string, params: Record<string, string> = {}): string {
  return url.slice(API_PREFIX.length).replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? String(adminId));
}

function send(method: string, url: string, opts: { payload?: string; contentType?: string } = {}) {
  const request: InjectOptions & { token: string } = { method: method as InjectOptions['method'], url, token: adminToken };
  if (opts.payload !== undefined) {
    request.payload = opts.payload;
    request.headers = { 'content-type': opts.contentType ?? 'application/json' };
  }
  return ctx.api(request);
}

function expectRefused(res: LightMyRequestResponse, label: string, status?: number): { error: string; details?: unknown } {
  const text = `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, text).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, text).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, text).toBe(status);
  expect(res.headers['content-type'], text).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.error, text).toBe('string');
  expect(body.error.length, text).toBeGreaterThan(0);
  expect(typeof body.code, text).toBe('string');
  return body;
}

describe(`bad input is refused with 4xx and changes nothing (${testDbKind})`, () => {
  it('knows a well-formed body for the routes it lists', () => {
    for (const [key, body] of Object.entries(VALID_BODIES)) {
      const route = routes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      expect(asSchema(route?.schema.body)?.safeParse(body).success, key).toBe(true);
    }
  });

  it('tries the malformed queries the users list must refuse', () => {
    const usersList = routes.find((r) => r.method === 'GET' && r.url === `${API_PREFIX}/users`);
    const schema = asSchema(usersList?.schema.querystring);
    expect(schema).toBeDefined();
    for (const query of [{ per_page: '7' }, { page: '0' }, { role: 'king' }]) {
      expect(schema?.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  const inputRoutes = routes.filter((r) => r.schema.params || r.schema.querystring || r.schema.body || withBody(r.method));

  it.each(inputRoutes.map((r) => ({ name: `${r.method} ${r.url}`, ...r })))('$name', async (route) => {
    const { method, url } = route;
    const valid = VALID_BODIES[`${method} ${url}`];
    const bodyOf = () => (withBody(method) ? JSON.stringify(valid ?? {}) : undefined);
    let tried = 0;

    const params = asSchema(route.schema.params);
    if (params) {
      for (const name of Object.keys(params.shape ?? {})) {
        for (const bad of BAD_IDS) {
          expect(params.safeParse({ [name]: bad }).success, `${name}=${bad}`).toBe(false);
          const res = await send(method, path(url, { [name]: bad }), { payload: bodyOf() });
          const body = expectRefused(res, `${name}=${bad.slice(0, 20)}`);
          // A very long segment does not even match the route (404); the others name the parameter.
          if (bad.length < 100) expect(body.error).toContain(name);
          tried++;
        }
        for (const bad of OUT_OF_RANGE_IDS) {
          expectRefused(await send(method, path(url, { [name]: bad }), { payload: bodyOf() }), `${name}=${bad}`);
          tried++;
        }
      }
    }

    const query = asSchema(route.schema.querystring);
    if (query) {
      for (const name of Object.keys(query.shape ?? {})) {
        const values = [...(BAD_QUERY_VALUES[name] ?? []), ...ANY_BAD_QUERY_VALUES];
        for (const bad of values) {
          if (query.safeParse({ [name]: bad }).success) continue;
          const res = await send(method, `${path(url)}?${name}=${encodeURIComponent(bad)}`, { payload: bodyOf() });
          const body = expectRefused(res, `${name}=${bad.slice(0, 20)}`, 400);
          expect(body.error).toContain(name);
          tried++;
        }
        // The same parameter twice arrives as a list.
        if (!query.safeParse({ [name]: ['1', '2'] }).success) {
          expectRefused(await send(method, `${path(url)}?${name}=1&${name}=2`), `${name} twice`, 400);
          tried++;
        }
      }
    }

    const body = asSchema(route.schema.body);
    if (body) {
      const candidates = badBodies(body, valid);
      expect(candidates.length).toBeGreaterThan(5);
      for (const candidate of candidates) {
        const res = await send(method, path(url), { payload: JSON.stringify(candidate.payload) });
        const refused = expectRefused(res, candidate.label, 400);
        // Only an object schema can name the field; a union (the login body) says which input it was.
        if (candidate.field && body.shape) {
          const fields = JSON.stringify(refused.details ?? []);
          expect(`${refused.error} ${fields}`, candidate.label).toContain(candidate.field.split('.').pop());
        }
        tried++;
      }
      // Larger than the body limit.
      const huge = JSON.stringify({ ...(valid ?? {}), padding: 'x'.repeat(3 * 1024 * 1024) });
      expectRefused(await send(method, path(url), { payload: huge }), 'a body over the limit', 413);
      tried++;
    }

    if (withBody(method)) {
      expectRefused(await send(method, path(url), { payload: '{"user": {"name": ' }), 'malformed JSON', 400);
      expectRefused(await send(method, path(url), { payload: '' }), 'an empty JSON body', 400);
      tried += 2;
      // A route that reads a body refuses one that is not JSON (a route that reads none ignores it).
      if (body) {
        expectRefused(await send(method, path(url), { payload: 'name=x', contentType: 'text/plain' }), 'not JSON');
        tried++;
      }
    }

    expect(tried).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(baseline);
  });
});
