import { type Action, API_PREFIX, type AppScope, can, MESSAGES, ROLES, type Role } from '@app/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, insertAssessment, insertCourse, insertInvite, insertRoleplayShift } from './fixtures';
import { createTestContext, TEST_PASSWORD, type TestContext, testDbKind } from './harness';

/**
 * The permission walker: every API route is called anonymously and as one user of each role, and
 * the answer must follow the route's declared access rule and the shared permission table. Then
 * the object rules, finer than the table: who may read whose record, checked for each kind of
 * viewer against records on and off their shifts.
 */

// The app is built at collection time so that each route becomes a test of its own.
const ctx: TestContext = await createTestContext();
const routes = ctx.app.routeAccess
  .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
  .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

/**
 * The only exceptions to "allowed by the table means neither 401 nor 403". Each is a rule finer
 * than the table that a service applies, met here because the walker fills every path parameter
 * with the caller's own id. The walker checks the exact refusal, so a guard 403 would not pass.
 */
const FINER_REFUSALS: Array<{ method: string; url: string; role: Role; error: string }> = [
  // Nobody deletes their own account.
  { method: 'DELETE', url: `${API_PREFIX}/users/:id`, role: 'admin', error: MESSAGES.cannotDeleteSelf },
  // A password reset e-mail is only for participant accounts; the walker's admin is not one.
  { method: 'POST', url: `${API_PREFIX}/users/:id/reset_password`, role: 'admin', error: MESSAGES.resetOnlyParticipants },
  // An admin cannot impersonate themself.
  { method: 'GET', url: `${API_PREFIX}/login/impersonate_user/:id`, role: 'admin', error: 'You cannot impersonate yourself' },
];

/**
 * Variants of a route whose query selects a stricter rule than the route's own access: walked
 * like routes, against the stricter action.
 */
const STRICTER_VARIANTS: Array<{ method: string; url: string; query: string; access: Action }> = [
  // The participant directory: the route is open to staff ('users.list'), this kind to fewer.
  { method: 'GET', url: `${API_PREFIX}/users`, query: 'kind=participants', access: 'participants.directory' },
];

const signedIn = new Map<Role, { id: number; email: string }>();

beforeAll(async () => {
  for (const role of ROLES) {
    const { user } = await ctx.signIn(role);
    signedIn.set(role, { id: user.id, email: user.email });
  }
});

afterAll(async () => {
  await ctx.close();
});

/**
 * A fresh session for each call, so a route that ends sessions (logout) cannot spoil the next. It
 * is issued straight into the database (no argon2 per call); the test below shows that a session
 * from the real sign-in route is treated the same.
 */
async function freshToken(role: Role, scope: AppScope = 'backoffice'): Promise<string> {
  const who = signedIn.get(role);
  if (!who) throw new Error(`no ${role} signed in`);
  return ctx.sessionFor(who, scope);
}

function call(method: string, url: string, id: number, opts: { token?: string; query?: string } = {}) {
  const path = url.slice(API_PREFIX.length).replace(/:[A-Za-z_]+/g, String(id));
  const request: InjectOptions & { token?: string } = {
    method: method as InjectOptions['method'],
    url: opts.query ? `${path}?${opts.query}` : path,
    ...(opts.token ? { token: opts.token } : {}),
  };
  if (['POST', 'PUT', 'PATCH'].includes(method)) request.payload = {};
  return ctx.api(request);
}

describe(`every API route follows the permission table (${testDbKind})`, () => {
  it('finds the routes, and every one declares its access', () => {
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lists no exception for a route that does not exist', () => {
    for (const entry of [...FINER_REFUSALS, ...STRICTER_VARIANTS]) {
      expect(
        routes.some((r) => r.method === entry.method && r.url === entry.url),
        `${entry.method} ${entry.url}`,
      ).toBe(true);
    }
  });

  it('admits a session from the real sign-in route as it admits an issued one', async () => {
    const who = signedIn.get('sc');
    if (!who) throw new Error('no sc signed in');
    const login = await ctx.api({ method: 'POST', url: '/login', payload: { email: who.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    for (const token of [login.json().token as string, await freshToken('sc')]) {
      const me = await ctx.api({ method: 'GET', url: `/users/${who.id}`, token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: who.id, email: who.email });
    }
  });

  const walks = [
    ...routes.map((r) => ({ name: `${r.method} ${r.url}`, ...r, query: undefined as string | undefined })),
    ...STRICTER_VARIANTS.map((v) => ({ name: `${v.method} ${v.url}?${v.query}`, ...v })),
  ];

  it.each(walks)('$name', async ({ method, url, access, query }) => {
    expect(access).toBeDefined();
    // Each route is walked with sessions of the app it serves (the registration app's own routes with its).
    const scope = routes.find((r) => r.method === method && r.url === url)?.scopes[0] ?? 'backoffice';
    const anonymous = await call(method, url, 1, { query });
    expect(anonymous.statusCode).toBeLessThan(500);
    if (access === 'public') {
      expect([401, 403]).not.toContain(anonymous.statusCode);
    } else {
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      expect(anonymous.json().error).toBe(MESSAGES.sessionExpired);
    }

    for (const role of ROLES) {
      const who = signedIn.get(role);
      if (!who) throw new Error(`no ${role} signed in`);
      const res = await call(method, url, who.id, { token: await freshToken(role, scope), query });
      const label = `${role}: ${method} ${url} -> ${res.statusCode} ${res.body}`;
      expect(res.statusCode, label).toBeLessThan(500);
      const allowed = access === 'public' || (access !== undefined && can({ roles: [role] }, access));
      if (!allowed) {
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
        continue;
      }
      const finer = FINER_REFUSALS.find((f) => f.method === method && f.url === url && f.role === role && !query);
      if (finer) {
        expect(res.statusCode, label).toBe(403);
        expect(res.json().error, label).toBe(finer.error);
        continue;
      }
      expect([401, 403], label).not.toContain(res.statusCode);
    }
  });
});

/**
 * The two apps' sessions are kept apart: a registration app session (participants') reaches only the
 * registration app's routes and logout, a back-office session none of the registration app's. A
 * session of the other app is no session: 401, whatever the role.
 */
describe(`every API route refuses the other app's sessions (${testDbKind})`, () => {
  it('serves the registration app only under /regapp, and only it there', () => {
    const regappRoutes = routes.filter((r) => r.scopes.includes('regapp')).map((r) => `${r.method} ${r.url}`);
    expect(regappRoutes.filter((name) => !name.includes(`${API_PREFIX}/regapp/`))).toEqual([`POST ${API_PREFIX}/logout`]);
    const underRegapp = routes.filter((r) => r.url.startsWith(`${API_PREFIX}/regapp/`) && r.access !== 'public');
    expect(underRegapp.length).toBeGreaterThan(3);
    for (const r of underRegapp) expect(r.scopes, `${r.method} ${r.url}`).toEqual(['regapp']);
  });

  const guarded = routes.filter((r) => r.access !== 'public' && r.scopes.length === 1);
  it.each(guarded.map((r) => ({ name: `${r.method} ${r.url}`, ...r })))('$name', async ({ method, url, scopes }) => {
    const other: AppScope = scopes[0] === 'regapp' ? 'backoffice' : 'regapp';
    for (const role of ROLES) {
      const who = signedIn.get(role);
      if (!who) throw new Error(`no ${role} signed in`);
      const res = await call(method, url, who.id, { token: await freshToken(role, other) });
      expect(res.statusCode, `${role} with a ${other} session: ${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });
});

/**
 * Object rules: routes that answer for one person's record, with who may read which record. A
 * refused read is 404 with the same body as an id that names nobody, so walking ids reveals
 * nothing. Viewers and targets are people placed on two roleplay shifts of one course:
 * - shift A: coach `coachOn` (its coach), `rpOn` (accepted), `rpDeclined` (declined), participants
 *   `participant` (invited), `participantPeer` (invited) and `assessed` (assessed, no invite);
 * - shift B: `elsewhere` (a participant) only.
 * `coachOff`, `rpOff` and `sc` are on no shift; `staff` is the coach of A seen as a target: staff who
 * do not manage read staff only when they share a shift (a declined invite shares none).
 */
type Viewer = 'admin' | 'sc' | 'coachOn' | 'coachOff' | 'rpOn' | 'rpDeclined' | 'rpOff' | 'participant';
type Target = 'self' | 'participantPeer' | 'assessed' | 'elsewhere' | 'staff' | 'unknown';
const TARGETS: Target[] = ['self', 'participantPeer', 'assessed', 'elsewhere', 'staff', 'unknown'];

const OBJECT_RULES: Array<{ method: string; url: string; notFound: string; expect: Record<Viewer, number[]> }> = [
  {
    method: 'GET',
    url: `${API_PREFIX}/users/:id`,
    notFound: MESSAGES.userNotFound,
    // Status per target, in the order of TARGETS.
    expect: {
      admin: [200, 200, 200, 200, 200, 404],
      sc: [200, 200, 200, 200, 200, 404],
      coachOn: [200, 200, 200, 404, 200, 404],
      coachOff: [200, 404, 404, 404, 404, 404],
      rpOn: [200, 200, 200, 404, 200, 404],
      rpDeclined: [200, 404, 404, 404, 404, 404],
      rpOff: [200, 404, 404, 404, 404, 404],
      participant: [200, 404, 404, 404, 404, 404],
    },
  },
];

describe(`object rules: who reads whose record (${testDbKind})`, () => {
  const people = new Map<Viewer | Target, { id: number; token?: string }>();
  const VIEWER_ROLES: Record<Viewer, Role> = {
    admin: 'admin',
    sc: 'sc',
    coachOn: 'coach',
    coachOff: 'coach',
    rpOn: 'rp',
    rpDeclined: 'rp',
    rpOff: 'rp',
    participant: 'participant',
  };

  beforeAll(async () => {
    for (const [viewer, role] of Object.entries(VIEWER_ROLES) as Array<[Viewer, Role]>) {
      const { user, token } = await ctx.signIn(role);
      people.set(viewer, { id: user.id, token });
    }
    const db = ctx.database.db;
    const id = (who: Viewer | Target) => people.get(who)?.id as number;
    for (const target of ['participantPeer', 'assessed', 'elsewhere'] as const) {
      people.set(target, { id: (await ctx.createUser({ roles: ['participant'] })).id });
    }
    people.set('staff', { id: id('coachOn') });
    people.set('unknown', { id: 2_000_000_000 });
    const course = await insertCourse(db, { components: [{ type: 'Scenario' }] });
    const shiftA = await insertRoleplayShift(db, course.id, { coachId: id('coachOn') });
    const shiftB = await insertRoleplayShift(db, course.id, { daysAhead: 9 });
    for (const who of ['participant', 'participantPeer', 'assessed', 'elsewhere'] as const) await enrol(db, course.id, id(who));
    await insertInvite(db, shiftA.id, id('rpOn'), 'accepted');
    await insertInvite(db, shiftA.id, id('rpDeclined'), 'rejected');
    await insertInvite(db, shiftA.id, id('participant'));
    await insertInvite(db, shiftA.id, id('participantPeer'));
    await insertAssessment(db, shiftA.id, id('assessed'));
    await insertInvite(db, shiftB.id, id('elsewhere'));
  });

  it('lists only routes that exist', () => {
    for (const rule of OBJECT_RULES) {
      expect(
        routes.some((r) => r.method === rule.method && r.url === rule.url),
        `${rule.method} ${rule.url}`,
      ).toBe(true);
    }
  });

  it.each(OBJECT_RULES.map((r) => ({ name: `${r.method} ${r.url}`, ...r })))('$name', async (rule) => {
    let unknownBody: unknown;
    for (const [viewer, statuses] of Object.entries(rule.expect) as Array<[Viewer, number[]]>) {
      const me = people.get(viewer);
      for (const [i, target] of TARGETS.entries()) {
        const targetId = target === 'self' ? me?.id : people.get(target)?.id;
        const res = await call(rule.method, rule.url, targetId as number, { token: me?.token });
        const label = `${viewer} reads ${target}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBe(statuses[i]);
        if (res.statusCode === 200) {
          expect(res.json().id, label).toBe(targetId);
        } else {
          // Hidden and unknown answer alike.
          expect(res.json(), label).toEqual({ error: rule.notFound, code: 'not_found' });
          unknownBody ??= res.json();
          expect(res.json(), label).toEqual(unknownBody);
        }
      }
    }
  });

  it('refuses a participant the team directory: staff contact details are for staff', async () => {
    const participant = people.get('participant');
    const res = await ctx.api({ method: 'GET', url: '/users', token: participant?.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect(res.body).not.toContain('@');
    // Staff who do not manage list the colleagues of their shifts only.
    const staff = await ctx.api({ method: 'GET', url: '/users', token: people.get('rpOn')?.token });
    expect(staff.json().data.map((u: { id: number }) => u.id)).toContain(people.get('coachOn')?.id);
    const off = await ctx.api({ method: 'GET', url: '/users', token: people.get('rpOff')?.token });
    expect(off.json().data.map((u: { id: number }) => u.id)).not.toContain(people.get('coachOn')?.id);
  });
});
