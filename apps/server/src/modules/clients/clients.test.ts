import { MESSAGES, PARTICIPANT_CSV_COLUMNS } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, authTokens, courseParticipants, participantProfiles, users } from '../../db/schema';
import { apiTest, enrol, insertClient, insertCourse, type Session } from '../../test/fixtures';
import { TEST_PASSWORD, type TestContext, testDbKind } from '../../test/harness';

let tagCounter = 0;
const tag = () => `${Date.now().toString(36)}${(tagCounter++).toString(36)}`;

function clientBody(overrides: Record<string, unknown> = {}) {
  return {
    client: {
      orgName: `Acme ${tag()}`,
      address: '1 Main St',
      telephone: '555-0100',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: 'Ada@Acme.Example',
      ...overrides,
    },
  };
}

/**
 * The shared preamble, plus helpers that put a client, a course or a participant of a client straight
 * into the database, and check that a request is refused to the sessions given (403) or to nobody (401).
 */
const it = apiTest
  /** A client row straight in the database, with a chosen creation time. */
  .extend(
    'newClient',
    { scope: 'file' },
    ({ ctx }) =>
      (orgName: string, createdAt?: Date) =>
        insertClient(ctx.database.db, { orgName, contactEmail: 'c@test.example', createdAt }),
  )
  .extend(
    'newCourse',
    { scope: 'file' },
    ({ ctx }) =>
      (clientId: number, name: string) =>
        insertCourse(ctx.database.db, { clientId, name }),
  )
  /** A participant of a client, enrolled in the given courses in that order (one minute apart). */
  .extend(
    'insertParticipant',
    { scope: 'file' },
    ({ ctx }) =>
      async (clientId: number, name: string, courseIds: number[] = []) => {
        const user = await ctx.createUser({
          roles: ['participant'],
          name,
          email: `${name.replace(/\s+/g, '.').toLowerCase()}.${tag()}@p.example`,
        });
        await ctx.database.db.insert(participantProfiles).values({ userId: user.id, clientId, firstName: name, lastName: '' });
        const start = Date.UTC(2024, 0, 1);
        for (const [i, courseId] of courseIds.entries()) {
          await enrol(ctx.database.db, courseId, user.id, { createdAt: new Date(start + i * 60_000) });
        }
        return user;
      },
  )
  .extend(
    'forbiddenFor',
    { scope: 'file' },
    ({ ctx }) =>
      async (request: Parameters<TestContext['api']>[0], sessions: Session[]) => {
        for (const who of sessions) {
          const res = await ctx.api({ ...request, token: who.token });
          expect(res.statusCode, `${who.user.roles.join()} ${request.method} ${request.url}`).toBe(403);
          expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
        }
      },
  )
  .extend('anonymousRefused', { scope: 'file' }, ({ ctx }) => async (request: Parameters<TestContext['api']>[0]) => {
    const res = await ctx.api(request);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MESSAGES.sessionExpired);
  });

describe(`clients (${testDbKind})`, () => {
  describe('GET /clients', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'GET', url: '/clients' });
      await forbiddenFor({ method: 'GET', url: '/clients' }, [coach, rp, participant]);
    });

    it('names a bad query field', async ({ ctx, sc }) => {
      const res = await ctx.api({ method: 'GET', url: '/clients?per_page=7', token: sc.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('per_page');
      const page = await ctx.api({ method: 'GET', url: '/clients?page=0', token: sc.token });
      expect(page.statusCode).toBe(400);
      expect(page.json().error).toContain('page');
    });

    it('lists newest first, pages, and searches names without case', async ({ ctx, admin, sc, newClient }) => {
      const t = tag();
      const old = await newClient(`Listing ${t} Old`, new Date('2020-01-01T00:00:00Z'));
      const mid = await newClient(`Listing ${t} Mid`, new Date('2021-01-01T00:00:00Z'));
      const fresh = await newClient(`LISTING ${t} Fresh`, new Date('2022-01-01T00:00:00Z'));
      await newClient('Somebody Else');

      const res = await ctx.api({ method: 'GET', url: `/clients?search=${encodeURIComponent(`listing ${t}`)}`, token: sc.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data.map((c: { id: number }) => c.id)).toEqual([fresh.id, mid.id, old.id]);
      expect(body.data[0]).toEqual({ id: fresh.id, orgName: fresh.orgName, createdAt: '2022-01-01T00:00:00.000Z' });

      const second = await ctx.api({
        method: 'GET',
        url: `/clients?search=${encodeURIComponent(t)}&per_page=10&page=2`,
        token: admin.token,
      });
      expect(second.json()).toEqual({ data: [], total: 3 });

      const all = await ctx.api({ method: 'GET', url: '/clients', token: admin.token });
      const ids: number[] = all.json().data.map((c: { id: number }) => c.id);
      expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(old.id));

      // '%' typed in the search box is a literal character.
      const literal = await ctx.api({ method: 'GET', url: '/clients?search=%25', token: sc.token });
      expect(literal.json().total).toBe(0);
    });
  });

  describe('POST /clients', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'POST', url: '/clients', payload: clientBody() });
      await forbiddenFor({ method: 'POST', url: '/clients', payload: clientBody() }, [coach, rp, participant]);
    });

    it('names the bad field', async ({ ctx, sc }) => {
      const missing = await ctx.api({ method: 'POST', url: '/clients', payload: clientBody({ orgName: '  ' }), token: sc.token });
      expect(missing.statusCode).toBe(400);
      expect(JSON.stringify(missing.json().details)).toContain('orgName');
      const email = await ctx.api({
        method: 'POST',
        url: '/clients',
        payload: clientBody({ contactEmail: 'not-an-address' }),
        token: sc.token,
      });
      expect(email.statusCode).toBe(400);
      expect(JSON.stringify(email.json().details)).toContain('contactEmail');
      const bare = await ctx.api({ method: 'POST', url: '/clients', payload: clientBody().client, token: sc.token });
      expect(bare.statusCode).toBe(400);
      expect(JSON.stringify(bare.json().details)).toContain('client');
    });

    it('creates a client with an audit entry', async ({ ctx, sc }) => {
      const body = clientBody({ address: undefined, telephone: undefined });
      const res = await ctx.api({ method: 'POST', url: '/clients', payload: body, token: sc.token });
      expect(res.statusCode).toBe(201);
      const client = res.json();
      expect(client).toMatchObject({
        orgName: body.client.orgName,
        address: '',
        telephone: '',
        contactFirstName: 'Ada',
        contactLastName: 'Lovelace',
        contactEmail: 'ada@acme.example',
      });
      expect(Date.parse(client.createdAt)).not.toBeNaN();
      expect(client.updatedAt).toBeTypeOf('string');
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, client.id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'create', actorId: sc.user.id });
    });
  });

  describe('GET /clients/:id', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'GET', url: '/clients/1' });
      await forbiddenFor({ method: 'GET', url: '/clients/1' }, [coach, rp, participant]);
    });

    it('answers 400 for a bad id and 404 for an unknown one', async ({ ctx, sc }) => {
      const bad = await ctx.api({ method: 'GET', url: '/clients/abc', token: sc.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      const unknown = await ctx.api({ method: 'GET', url: '/clients/999999', token: sc.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Client not found', code: 'not_found' });
    });

    it('returns the client', async ({ ctx, admin, newClient }) => {
      const row = await newClient(`Shown ${tag()}`);
      const res = await ctx.api({ method: 'GET', url: `/clients/${row.id}`, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: row.id,
        orgName: row.orgName,
        address: '',
        telephone: '',
        contactFirstName: '',
        contactLastName: '',
        contactEmail: 'c@test.example',
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
    });
  });

  describe('PUT /clients/:id', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'PUT', url: '/clients/1', payload: { client: { orgName: 'X' } } });
      await forbiddenFor({ method: 'PUT', url: '/clients/1', payload: { client: { orgName: 'X' } } }, [coach, rp, participant]);
    });

    it('names the bad field, and answers 404 for an unknown client', async ({ ctx, sc, newClient }) => {
      const row = await newClient(`Edit bad ${tag()}`);
      const bad = await ctx.api({
        method: 'PUT',
        url: `/clients/${row.id}`,
        payload: { client: { orgName: '' } },
        token: sc.token,
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().details)).toContain('orgName');
      const stamp = await ctx.api({
        method: 'PUT',
        url: `/clients/${row.id}`,
        payload: { client: { updatedAt: 'yesterday' } },
        token: sc.token,
      });
      expect(stamp.statusCode).toBe(400);
      expect(JSON.stringify(stamp.json().details)).toContain('updatedAt');
      const unknown = await ctx.api({
        method: 'PUT',
        url: '/clients/999999',
        payload: { client: { orgName: 'X' } },
        token: sc.token,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Client not found');
    });

    it('updates the fields given, moves the version stamp and records an audit entry', async ({ ctx, admin, sc }) => {
      const created = (await ctx.api({ method: 'POST', url: '/clients', payload: clientBody(), token: sc.token })).json();
      const res = await ctx.api({
        method: 'PUT',
        url: `/clients/${created.id}`,
        payload: { client: { telephone: ' 555-0199 ', updatedAt: created.updatedAt } },
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json();
      expect(updated).toMatchObject({ ...created, telephone: '555-0199', updatedAt: expect.any(String) });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, created.id), eq(auditLog.action, 'update')));
      expect(entries).toHaveLength(1);
      expect(entries[0]?.data).toEqual({ fields: ['telephone'] });

      // Saving the same values again changes nothing, not even the stamp.
      const same = await ctx.api({
        method: 'PUT',
        url: `/clients/${created.id}`,
        payload: { client: { telephone: '555-0199', updatedAt: updated.updatedAt } },
        token: admin.token,
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().updatedAt).toBe(updated.updatedAt);
    });

    it('answers 409 to an editor holding a stale version, and changes nothing', async ({ ctx, admin, sc }) => {
      const created = (await ctx.api({ method: 'POST', url: '/clients', payload: clientBody(), token: sc.token })).json();
      const first = await ctx.api({
        method: 'PUT',
        url: `/clients/${created.id}`,
        payload: { client: { address: 'First editor', updatedAt: created.updatedAt } },
        token: sc.token,
      });
      expect(first.statusCode).toBe(200);
      const stale = await ctx.api({
        method: 'PUT',
        url: `/clients/${created.id}`,
        payload: { client: { address: 'Second editor', updatedAt: created.updatedAt } },
        token: admin.token,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: MESSAGES.conflict, code: 'stale_edit' });
      const now = (await ctx.api({ method: 'GET', url: `/clients/${created.id}`, token: sc.token })).json();
      expect(now.address).toBe('First editor');
    });
  });

  describe('GET /clients/:id/csv_template', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'GET', url: '/clients/1/csv_template' });
      await forbiddenFor({ method: 'GET', url: '/clients/1/csv_template' }, [coach, rp, participant]);
    });

    it('answers 400 for a bad id and 404 for an unknown client', async ({ ctx, sc }) => {
      expect((await ctx.api({ method: 'GET', url: '/clients/0/csv_template', token: sc.token })).statusCode).toBe(400);
      const res = await ctx.api({ method: 'GET', url: '/clients/999999/csv_template', token: sc.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Client not found');
    });

    it('downloads a CSV attachment whose header row is the import columns', async ({ ctx, sc, newClient }) => {
      const row = await newClient(`Template ${tag()}`);
      const res = await ctx.api({ method: 'GET', url: `/clients/${row.id}/csv_template`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="participant-template.csv"');
      expect(res.body.replace(/^\uFEFF/, '')).toBe(`${PARTICIPANT_CSV_COLUMNS.join(',')}\r\n`);
    });
  });

  describe('GET /clients/:id/users', () => {
    it('needs a session and the clients right', async ({ coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'GET', url: '/clients/1/users' });
      await forbiddenFor({ method: 'GET', url: '/clients/1/users' }, [coach, rp, participant]);
    });

    it('answers 400 for a bad query and 404 for an unknown client', async ({ ctx, sc, newClient }) => {
      const row = await newClient(`Users bad ${tag()}`);
      const bad = await ctx.api({ method: 'GET', url: `/clients/${row.id}/users?per_page=3`, token: sc.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('per_page');
      const unknown = await ctx.api({ method: 'GET', url: '/clients/999999/users', token: sc.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Client not found');
    });

    it("lists the client's live participants by name with their first three courses and a count", async ({
      ctx,
      admin,
      sc,
      newClient,
      newCourse,
      insertParticipant,
    }) => {
      const client = await newClient(`Participants ${tag()}`);
      const other = await newClient(`Other ${tag()}`);
      const c = [];
      for (let i = 1; i <= 4; i++) c.push(await newCourse(client.id, `Course ${i}`));
      const [c1, c2, c3, c4] = c as [(typeof c)[0], (typeof c)[0], (typeof c)[0], (typeof c)[0]];
      const zoe = await insertParticipant(client.id, 'Zoe Zed', [c3.id, c1.id, c4.id, c2.id]);
      const amy = await insertParticipant(client.id, 'amy Able', [c2.id]);
      const bob = await insertParticipant(client.id, 'Bob Bare');
      const gone = await insertParticipant(client.id, 'Gone Away', [c1.id]);
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      await insertParticipant(other.id, 'Other Person', []);

      const res = await ctx.api({ method: 'GET', url: `/clients/${client.id}/users`, token: sc.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data).toEqual([
        { id: amy.id, name: 'amy Able', email: amy.email, courses: [{ id: c2.id, name: 'Course 2' }], courseCount: 1 },
        { id: bob.id, name: 'Bob Bare', email: bob.email, courses: [], courseCount: 0 },
        {
          id: zoe.id,
          name: 'Zoe Zed',
          email: zoe.email,
          courses: [
            { id: c3.id, name: 'Course 3' },
            { id: c1.id, name: 'Course 1' },
            { id: c4.id, name: 'Course 4' },
          ],
          courseCount: 4,
        },
      ]);

      const byName = await ctx.api({ method: 'GET', url: `/clients/${client.id}/users?search=ZOE`, token: admin.token });
      expect(byName.json().data.map((u: { id: number }) => u.id)).toEqual([zoe.id]);
      const byEmail = await ctx.api({
        method: 'GET',
        url: `/clients/${client.id}/users?search=${encodeURIComponent(bob.email.slice(0, 12))}`,
        token: admin.token,
      });
      expect(byEmail.json().data.map((u: { id: number }) => u.id)).toEqual([bob.id]);
      const paged = await ctx.api({ method: 'GET', url: `/clients/${client.id}/users?per_page=10&page=2`, token: sc.token });
      expect(paged.json()).toEqual({ data: [], total: 3 });
    });
  });

  describe('DELETE /clients/:id/users/:userId', () => {
    it('needs a session and is for admins only', async ({ sc, coach, rp, participant, forbiddenFor, anonymousRefused }) => {
      await anonymousRefused({ method: 'DELETE', url: '/clients/1/users/1' });
      await forbiddenFor({ method: 'DELETE', url: '/clients/1/users/1' }, [sc, coach, rp, participant]);
    });

    it('answers 400 for a bad id and 404 for an unknown client or a user who is not its participant', async ({
      ctx,
      admin,
      coach,
      newClient,
      insertParticipant,
    }) => {
      const client = await newClient(`Delete bad ${tag()}`);
      const other = await newClient(`Delete other ${tag()}`);
      const elsewhere = await insertParticipant(other.id, 'Else Where');
      const bad = await ctx.api({ method: 'DELETE', url: `/clients/${client.id}/users/abc`, token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('userId');
      const noClient = await ctx.api({ method: 'DELETE', url: `/clients/999999/users/${elsewhere.id}`, token: admin.token });
      expect(noClient.statusCode).toBe(404);
      expect(noClient.json().error).toBe('Client not found');
      for (const userId of [elsewhere.id, coach.user.id, 999999]) {
        const res = await ctx.api({ method: 'DELETE', url: `/clients/${client.id}/users/${userId}`, token: admin.token });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('Participant not found');
      }
      const [still] = await ctx.database.db.select().from(users).where(eq(users.id, elsewhere.id));
      expect(still?.deletedAt).toBeNull();
    });

    it("deletes the participant softly, ends their sessions and removes their enrolments in the client's courses", async ({
      ctx,
      admin,
      newClient,
      newCourse,
      insertParticipant,
    }) => {
      const client = await newClient(`Delete ${tag()}`);
      const other = await newClient(`Delete kept ${tag()}`);
      const own = await newCourse(client.id, 'Own course');
      const foreign = await newCourse(other.id, 'Foreign course');
      const person = await insertParticipant(client.id, 'Dee Leted', [own.id, foreign.id]);
      const login = await ctx.api({ method: 'POST', url: '/login', payload: { email: person.email, password: TEST_PASSWORD } });
      expect(login.statusCode).toBe(200);
      const token = login.json().token as string;

      const res = await ctx.api({ method: 'DELETE', url: `/clients/${client.id}/users/${person.id}`, token: admin.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const live = await ctx.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(authTokens)
        .where(and(eq(authTokens.userId, person.id), sql`${authTokens.revokedAt} is null`));
      expect(live[0]?.n).toBe(0);
      expect((await ctx.api({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
      const enrolments = await ctx.database.db.select().from(courseParticipants).where(eq(courseParticipants.userId, person.id));
      expect(enrolments.map((e) => e.courseId)).toEqual([foreign.id]);
      // History stays: the profile is still there.
      const profile = await ctx.database.db.select().from(participantProfiles).where(eq(participantProfiles.userId, person.id));
      expect(profile).toHaveLength(1);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, person.id), eq(auditLog.action, 'delete')));
      expect(entry).toMatchObject({ actorId: admin.user.id, data: { clientId: client.id, removedFromCourseIds: [own.id] } });

      const list = await ctx.api({ method: 'GET', url: `/clients/${client.id}/users`, token: admin.token });
      expect(list.json().total).toBe(0);
      const again = await ctx.api({ method: 'DELETE', url: `/clients/${client.id}/users/${person.id}`, token: admin.token });
      expect(again.statusCode).toBe(404);
    });
  });
});
