import { API_PREFIX, MAX_ID, MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, authTokens, mailOutbox, users } from '../db/schema';
import { createTestContext, type TestContext, testDbKind } from './harness';

/**
 * Every route that takes path parameters, a query or a body is fed malformed input as an admin.
 * Each answer must be a 4xx with the error shape (never a 500), and nothing may change in the
 * database. Besides wrong types, missing fields and oversized values, every route gets: a NUL
 * character in each path parameter, query parameter and text field of its body; dates beyond the
 * years the contracts allow in each date field; ids written loosely (hex, exponent, padded, signed)
 * or beyond the integer column; and a multipart body without a boundary.
 */

// The app is built at collection time so that each route becomes a test of its own.
const ctx: TestContext = await createTestContext();

interface ZodLike {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } };
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
  // The schedule e-mail: a valid body, so that the query's refusals are the ones met.
  [`POST ${API_PREFIX}/participant_schedule`]: { userIds: [1] },
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
  // The body is optional (a plain PUT offers the shift without a request), so only a known one has near misses.
  [`PUT ${API_PREFIX}/role_players/swap_event/:id`]: { swapRequest: { requestSubject: 'Cover', requestDetails: 'Please' } },
  [`POST ${API_PREFIX}/calls`]: { call: { eventId: 999_999, blockNumber: 0 } },
  [`POST ${API_PREFIX}/regapp/sign_in_link`]: { email: 'someone@test.example', key: 'NoSuchCourseKey' },
  [`POST ${API_PREFIX}/regapp/bookings`]: { booking: { shiftId: 999_999, blockNumber: 0 } },
  [`PUT ${API_PREFIX}/regapp/bookings/:id`]: { booking: { shiftId: 999_999, blockNumber: 0 } },
  [`POST ${API_PREFIX}/regapp/waitlist`]: { entry: { shiftId: 999_999, blockNumber: 0 } },
  [`PATCH ${API_PREFIX}/calls/:id`]: { call: { meetingUrl: 'https://meet.example/never' } },
  [`POST ${API_PREFIX}/call_slots`]: { callSlot: { callId: 999_999, scenarioComponentId: 999_999, userId: 999_999 } },
  [`PUT ${API_PREFIX}/call_slots/:id`]: { callSlot: { userId: 999_999 } },
  [`POST ${API_PREFIX}/participant_slots`]: { participantSlot: { callId: 999_999, userId: 999_999 } },
  [`PUT ${API_PREFIX}/participant_slots/:id`]: { participantSlot: { callId: 999_999 } },
  [`PUT ${API_PREFIX}/participant_slots/:id/note`]: { participantSlotNote: { scenarioComponentId: 999_999, note: 'Calm' } },
};

/** Values of the wrong type, out of range, unknown to an enum, or far too long. */
const BAD_VALUES: unknown[] = [12345, -1, 1.5, true, null, '', 'king', ['king'], { nested: true }, 'x'.repeat(100_000)];

/** Bad values for path parameters; the route's schema must refuse each. */
const BAD_IDS = ['abc', '-1', '0', '1.5', 'x'.repeat(400), '9'.repeat(400)];
/** Ids of the right form but beyond what the database column holds: malformed too (400). */
const OUT_OF_RANGE_IDS = [String(MAX_ID + 1), '99999999999'];
/** The largest id a column holds: well-formed, and naming no row in the walker's database (404). */
const UNKNOWN_ID = String(MAX_ID);
/** An existing id written the ways `Number()` would still read it; only plain digits are an id. */
const looseIds = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `${id}.0`,
  ` ${id}`,
  `${id} `,
  `+${id}`,
  `0${id}`,
];
/** Query parameters that carry an id or a comma-separated list of ids, by name. */
const isIdName = (name: string) => /(^|_)ids?$|[a-z]Ids?$/.test(name);

/** Dates the contracts must refuse: beyond year 2999 or before 1900 (an overflow waits in the arithmetic). */
const OVERFLOWING = {
  'date-time': ['9999-12-31T23:59:59Z', '3000-01-01T00:00:00Z', '1000-01-01T00:00:00Z', '0001-01-01T00:00:00+05:00'],
  date: ['9999-12-20', '3000-01-01', '1000-01-01'],
} as const;
type DateFormat = keyof typeof OVERFLOWING;

const NUL_TEXT = 'a\u0000b';

/** The routes that read a multipart form in their handler (no body schema). */
const UPLOAD_ROUTES = [`PUT ${API_PREFIX}/clients/:id/upload_participants`, `POST ${API_PREFIX}/courses/:id/resource_links`];

/** Bad values for query parameters by name, plus ones tried on every parameter. */
const BAD_QUERY_VALUES: Record<string, string[]> = {
  page: ['0', '-1', 'abc', '1.5', '0x2', '0b10', '2e0', '2.0', ' 2', '+2', '02', String(MAX_ID + 1)],
  per_page: ['7', '0', 'abc', '1000', '0x19', '25.0', '1e2', ' 25', '025', '+25'],
  sessions: ['0', '0x2', '2e0', '2.0', '+2'],
  extensions: ['0', '0x1', '1e0', '1.0', ' 1'],
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

type JsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
};

/** The JSON Schema of what a route accepts (its input side), from its zod schema. */
function jsonSchemaOf(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const options = (js: JsonSchema) => js.anyOf ?? js.oneOf;

/** Every text field of a schema: its path, and its format when it is a date. */
function textFields(js: JsonSchema, path: string[] = []): Array<{ path: string[]; format?: DateFormat }> {
  const alternatives = options(js);
  if (alternatives) return alternatives.flatMap((option) => textFields(option, path));
  if (js.type === 'string' && js.enum === undefined) {
    const format = js.format === 'date-time' || js.format === 'date' ? js.format : undefined;
    return [{ path, ...(format ? { format } : {}) }];
  }
  if (js.type === 'array' && js.items) return textFields(js.items, [...path, '0']);
  if (js.properties) return Object.entries(js.properties).flatMap(([key, inner]) => textFields(inner, [...path, key]));
  return [];
}

/** Every whole-number id field of a body (its name says id, as `isIdName` reads it), lists of ids included. */
function idFields(js: JsonSchema, path: string[] = []): string[][] {
  const alternatives = options(js);
  if (alternatives) return alternatives.flatMap((option) => idFields(option, path));
  const name = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
  if (js.type === 'integer' && isIdName(name)) return [path];
  if (js.type === 'array' && js.items) return idFields(js.items, [...path, '0']);
  if (js.properties) return Object.entries(js.properties).flatMap(([key, inner]) => idFields(inner, [...path, key]));
  return [];
}

/**
 * A value the schema accepts, as far as its JSON Schema tells (required fields only), so that a
 * probe that breaks one field sends an otherwise plausible body.
 */
function sample(js: JsonSchema): unknown {
  const alternatives = options(js);
  if (alternatives) return sample(alternatives.find((o) => o.type !== 'null') ?? {});
  if (js.default !== undefined) return js.default;
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  switch (js.type) {
    case 'string':
      if (js.format === 'email') return 'walker@test.example';
      if (js.format === 'date-time') return '2031-03-04T10:00:00Z';
      if (js.format === 'date') return '2031-03-04';
      if (js.format === 'uri' || js.format === 'url') return 'https://example.com/walker';
      return 'w'.repeat(Math.max(js.minLength ?? 0, 8));
    case 'integer':
    case 'number':
      return js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: js.minItems ?? 0 }, () => sample(js.items ?? {}));
    case 'object':
      return Object.fromEntries((js.required ?? []).map((key) => [key, sample(js.properties?.[key] ?? {})]));
    default:
      return null;
  }
}

/** A copy of `base` with the value at `path` replaced, creating the objects and lists on the way. */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(base) ? [...base] : [];
    list[Number(head)] = withValue(list[Number(head)], rest, value);
    return list;
  }
  const object = isPlainObject(base) ? { ...base } : {};
  object[head] = withValue(object[head], rest, value);
  return object;
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
let regappToken = '';

beforeAll(async () => {
  const admin = await ctx.signIn('admin');
  adminId = admin.user.id;
  adminToken = admin.token;
  // Somebody for the routes to act on besides the admin; the registration app's routes take their session.
  const participant = await ctx.createUser({ roles: ['participant'] });
  regappToken = await ctx.sessionFor(participant, 'regapp');
  // Taken after the sign-in, so the admin's own session token and login audit are in it.
  baseline = await snapshot();
});

afterAll(async () => {
  await ctx.close();
});

function path(url: string, params: Record<string, string> = {}): string {
  return url.slice(API_PREFIX.length).replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? String(adminId));
}

/** How many malformed requests the walk sent, and which of them got a 5xx. */
let sent = 0;
/** How many requests carried a well-formed id that names no row. */
let unknownIdsSent = 0;
const serverErrors: string[] = [];

async function send(method: string, url: string, opts: { payload?: string; contentType?: string } = {}) {
  // The registration app's routes take only its own sessions (a participant's); the rest, the admin's.
  const token = url.startsWith('/regapp/') ? regappToken : adminToken;
  const request: InjectOptions & { token: string } = { method: method as InjectOptions['method'], url, token };
  if (opts.payload !== undefined) {
    request.payload = opts.payload;
    request.headers = { 'content-type': opts.contentType ?? 'application/json' };
  }
  const res = await ctx.api(request);
  sent++;
  if (res.statusCode >= 500) serverErrors.push(`${method} ${url.slice(0, 80)} -> ${res.statusCode}`);
  return res;
}

type WalkedRoute = (typeof routes)[number];

/** The query a route accepts as the walker samples it: its required parameters only. */
function sampleQuery(route: WalkedRoute): string {
  if (!route.schema.querystring) return '';
  const values = sample(jsonSchemaOf(route.schema.querystring)) as Record<string, unknown>;
  const text = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return text ? `?${text}` : '';
}

/** The body a route accepts as the walker knows it (its listed valid body, or a sample), as JSON. */
function sampleBody(route: WalkedRoute): string | undefined {
  if (!withBody(route.method)) return undefined;
  if (!route.schema.body) return '{}';
  return JSON.stringify(VALID_BODIES[`${route.method} ${route.url}`] ?? sample(jsonSchemaOf(route.schema.body)));
}

/** True when the sampled query and body pass the route's schemas, so only a path id can be refused. */
function acceptsOtherwise(route: WalkedRoute): boolean {
  if (UPLOAD_ROUTES.includes(`${route.method} ${route.url}`)) return false;
  const query = asSchema(route.schema.querystring);
  if (query) {
    const text = sampleQuery(route);
    if (!query.safeParse(Object.fromEntries(new URLSearchParams(text.slice(1)))).success) return false;
  }
  const body = asSchema(route.schema.body);
  const payload = sampleBody(route);
  return !body || (payload !== undefined && body.safeParse(JSON.parse(payload)).success);
}

/**
 * The answer is a refusal with the error shape. Soft assertions: one route's walk goes on after a
 * wrong answer, so its report lists every input that was mishandled.
 */
function expectRefused(res: LightMyRequestResponse, label: string, status?: number): { error: string; details?: unknown } {
  const text = `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect.soft(res.statusCode, text).toBeGreaterThanOrEqual(400);
  expect.soft(res.statusCode, text).toBeLessThan(500);
  if (status !== undefined) expect.soft(res.statusCode, text).toBe(status);
  expect.soft(String(res.headers['content-type']), text).toMatch(/^application\/json/);
  const body = String(res.headers['content-type']).startsWith('application/json') ? res.json() : { error: res.body };
  expect.soft(typeof body.error, text).toBe('string');
  expect.soft(String(body.error ?? '').length, text).toBeGreaterThan(0);
  expect.soft(typeof body.code, text).toBe('string');
  return body;
}

/** The refusal names the field (in its text or its details) and says why. */
function expectNamed(refused: { error: string; details?: unknown }, field: string, why: string, label: string) {
  const said = `${refused.error} ${JSON.stringify(refused.details ?? [])}`;
  expect.soft(said, label).toContain(field);
  expect.soft(said, label).toContain(why);
}

describe(`bad input is refused with 4xx and changes nothing (${testDbKind})`, () => {
  it('knows a well-formed body for the routes it lists', () => {
    for (const [key, body] of Object.entries(VALID_BODIES)) {
      const route = routes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      expect(asSchema(route?.schema.body)?.safeParse(body).success, key).toBe(true);
    }
  });

  it('walks the upload routes (multipart forms read by their handlers)', () => {
    for (const key of UPLOAD_ROUTES) {
      expect(
        routes.some((r) => `${r.method} ${r.url}` === key && withBody(r.method) && !r.schema.body),
        key,
      ).toBe(true);
    }
  });

  it('finds the text and date fields it fills with NUL and overflowing dates', () => {
    const shift = routes.find((r) => r.method === 'POST' && r.url === `${API_PREFIX}/courses/:courseId/roleplay_shifts`);
    expect(textFields(jsonSchemaOf(shift?.schema.body))).toContainEqual({
      path: ['roleplayShift', 'startTime'],
      format: 'date-time',
    });
    const login = routes.find((r) => r.method === 'POST' && r.url === `${API_PREFIX}/login`);
    expect(textFields(jsonSchemaOf(login?.schema.body)).map((f) => f.path.join('.'))).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const suggest = routes.find((r) => r.url === `${API_PREFIX}/courses/:courseId/suggest_roleplay_shift_dates`);
    expect(textFields(jsonSchemaOf(suggest?.schema.querystring))).toContainEqual({ path: ['reference_date'], format: 'date' });
  });

  it('finds the id fields it sends beyond the column, and the routes it asks about unknown ids', () => {
    const find = (method: string, url: string) => routes.find((r) => r.method === method && r.url === `${API_PREFIX}${url}`);
    const invite = find('PUT', '/roleplay_shifts/:id/invite');
    expect(idFields(jsonSchemaOf(invite?.schema.body))).toContainEqual(['invites', 'userIds', '0']);
    const shift = find('POST', '/courses/:courseId/roleplay_shifts');
    expect(idFields(jsonSchemaOf(shift?.schema.body)).map((f) => f.join('.'))).toEqual(
      expect.arrayContaining(['roleplayShift.coachId', 'roleplayShift.shiftCoordinatorId']),
    );
    for (const [method, url] of [
      ['GET', '/roleplay_shifts/:id'],
      ['DELETE', '/event_invites/:id'],
      ['PUT', '/users/:id'],
    ] as const) {
      const route = find(method, url);
      expect(route && acceptsOtherwise(route), `${method} ${url}`).toBe(true);
    }
  });

  it('tries the malformed queries the users list must refuse', () => {
    const usersList = routes.find((r) => r.method === 'GET' && r.url === `${API_PREFIX}/users`);
    const schema = asSchema(usersList?.schema.querystring);
    expect(schema).toBeDefined();
    for (const query of [{ per_page: '7' }, { page: '0' }, { page: '0x2' }, { per_page: '1e2' }, { role: 'king' }]) {
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
          // A parameter that is not an id may take one of these (call block number 0).
          if (asSchema(params.shape?.[name])?.safeParse(bad).success) continue;
          expect(params.safeParse({ [name]: bad }).success, `${name}=${bad}`).toBe(false);
          const res = await send(method, path(url, { [name]: bad }), { payload: bodyOf() });
          const body = expectRefused(res, `${name}=${bad.slice(0, 20)}`);
          // A very long segment does not even match the route (404); the others name the parameter.
          if (bad.length < 100) expect(body.error).toContain(name);
          tried++;
        }
        // A parameter that takes words (a course's registration key) is no id: ids' forms do not apply.
        const takesWords = asSchema(params.shape?.[name])?.safeParse('abc').success === true;
        for (const bad of takesWords ? [] : [...OUT_OF_RANGE_IDS, ...looseIds(adminId)]) {
          expect.soft(params.safeParse({ [name]: bad }).success, `${name}=${bad}`).toBe(false);
          const res = await send(method, path(url, { [name]: encodeURIComponent(bad) }), { payload: bodyOf() });
          expect.soft(String(expectRefused(res, `${name}=${bad}`, 400).error)).toContain(name);
          tried++;
        }
        // The largest id names no row (404); a parameter that is not an id (a block number) refuses it.
        const takesIds = asSchema(params.shape?.[name])?.safeParse(UNKNOWN_ID).success !== false;
        if (acceptsOtherwise(route) && takesIds) {
          const res = await send(method, `${path(url, { [name]: UNKNOWN_ID })}${sampleQuery(route)}`, {
            payload: sampleBody(route),
          });
          expectRefused(res, `${name}=${UNKNOWN_ID} (unknown)`, 404);
          unknownIdsSent++;
          tried++;
        }
        const res = await send(method, path(url, { [name]: encodeURIComponent(`${adminId}\u0000`) }), { payload: bodyOf() });
        expectNamed(expectRefused(res, `${name} with NUL`, 400), name, MESSAGES.noNulCharacter, `${name} with NUL`);
        tried++;
      }
    }

    const query = asSchema(route.schema.querystring);
    if (query) {
      for (const name of Object.keys(query.shape ?? {})) {
        const values = [...(BAD_QUERY_VALUES[name] ?? []), ...ANY_BAD_QUERY_VALUES];
        for (const bad of values) {
          // Bad when the parameter itself fails, not merely because another one is required.
          const parsed = query.safeParse({ [name]: bad });
          if (parsed.success || !parsed.error?.issues.some((issue) => issue.path[0] === name)) continue;
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
        const nul = await send(method, `${path(url)}?${name}=${encodeURIComponent(NUL_TEXT)}`, { payload: bodyOf() });
        expectNamed(expectRefused(nul, `${name} with NUL`, 400), name, MESSAGES.noNulCharacter, `${name} with NUL`);
        tried++;
        if (isIdName(name)) {
          for (const bad of [...OUT_OF_RANGE_IDS, ...looseIds(adminId)]) {
            expect.soft(query.safeParse({ [name]: bad }).success, `${name}=${bad}`).toBe(false);
            const res = await send(method, `${path(url)}?${name}=${encodeURIComponent(bad)}`, { payload: bodyOf() });
            expect.soft(String(expectRefused(res, `${name}=${bad}`, 400).error)).toContain(name);
            tried++;
          }
        }
      }
      for (const field of textFields(jsonSchemaOf(route.schema.querystring))) {
        const [name] = field.path as [string];
        for (const bad of field.format ? OVERFLOWING[field.format] : []) {
          expect.soft(query.safeParse({ [name]: bad }).success, `${name}=${bad}`).toBe(false);
          const res = await send(method, `${path(url)}?${name}=${encodeURIComponent(bad)}`, { payload: bodyOf() });
          expectNamed(expectRefused(res, `${name}=${bad}`, 400), name, 'between the years', `${name}=${bad}`);
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
      // A NUL character in each text field, and dates beyond the allowed years in each date field,
      // of a body that is otherwise as plausible as the schema tells.
      const shape = jsonSchemaOf(route.schema.body);
      const plausible = valid ?? sample(shape);
      for (const field of textFields(shape)) {
        const name = field.path.join('.');
        const nul = await send(method, path(url), { payload: JSON.stringify(withValue(plausible, field.path, NUL_TEXT)) });
        expectNamed(expectRefused(nul, `${name} with NUL`, 400), name, MESSAGES.noNulCharacter, `${name} with NUL`);
        tried++;
        for (const bad of field.format ? OVERFLOWING[field.format] : []) {
          const payload = withValue(plausible, field.path, bad);
          expect.soft(body.safeParse(payload).success, `${name}=${bad}`).toBe(false);
          const res = await send(method, path(url), { payload: JSON.stringify(payload) });
          expectNamed(expectRefused(res, `${name}=${bad}`, 400), name, 'between the years', `${name}=${bad}`);
          tried++;
        }
      }
      // An id beyond the integer column is malformed (400, naming the field); the largest id the
      // column holds names no row, which is refused without a server error.
      const ids = idFields(shape);
      for (const field of ids) {
        const name = field.join('.');
        const over = withValue(plausible, field, MAX_ID + 1);
        expect.soft(body.safeParse(over).success, `${name}=${MAX_ID + 1}`).toBe(false);
        const refused = expectRefused(
          await send(method, path(url), { payload: JSON.stringify(over) }),
          `${name}=${MAX_ID + 1}`,
          400,
        );
        expectNamed(refused, field.filter((part) => !/^\d+$/.test(part)).pop() ?? name, 'is too large', `${name}=${MAX_ID + 1}`);
        const unknown = withValue(plausible, field, MAX_ID);
        if (body.safeParse(unknown).success) {
          expectRefused(await send(method, path(url), { payload: JSON.stringify(unknown) }), `${name}=${MAX_ID}`);
          unknownIdsSent++;
        }
        tried++;
      }
      // A key with a NUL character.
      const nulKey = { ...(isPlainObject(plausible) ? plausible : {}), [NUL_TEXT]: 1 };
      expectRefused(await send(method, path(url), { payload: JSON.stringify(nulKey) }), 'a key with NUL', 400);
      tried++;
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
      // Multipart that cannot be split: no boundary, or an empty or unterminated one.
      const form = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n';
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="b']) {
        const res = await send(method, path(url), { payload: form, contentType });
        const refused = expectRefused(res, contentType, 400);
        expect.soft(refused.error, contentType).toBe(MESSAGES.multipartWithoutBoundary);
        tried++;
      }
    }

    expect(tried).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(baseline);
  });

  it('sent its malformed requests and got no 5xx', () => {
    console.info(
      `bad-input walk: ${sent} malformed requests (${unknownIdsSent} with unknown ids), ${serverErrors.length} answered 5xx`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(unknownIdsSent).toBeGreaterThan(20);
    expect(serverErrors).toEqual([]);
  });
});
