import { randomBytes } from 'node:crypto';
import { COURSE_LIST_REPORT_FILE_NAME, MESSAGES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect } from 'vitest';
import type { Tx } from '../../db/client';
import { auditLog, calls, participantProfiles, participantSlots, users } from '../../db/schema';
import {
  apiTest,
  enrol,
  insertAssessment,
  insertClient,
  insertCourse,
  insertInvite,
  insertShift,
  namedFields,
  type Session,
} from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

const tag = () => randomBytes(3).toString('hex');

/** A participant with a profile (manager, branch, region, client) as the CSV import would leave them. */
async function insertParticipant(
  ctx: {
    createUser: (opts: { roles: ['participant']; name?: string }) => Promise<typeof users.$inferSelect>;
    database: { db: Tx };
  },
  profile: {
    name?: string;
    managerName?: string;
    branch?: string;
    region?: string;
    location?: string;
    clientId?: number | null;
  } = {},
) {
  const user = await ctx.createUser({ roles: ['participant'], name: profile.name });
  await ctx.database.db.insert(participantProfiles).values({
    userId: user.id,
    clientId: profile.clientId ?? null,
    managerName: profile.managerName ?? '',
    branch: profile.branch ?? '',
    region: profile.region ?? '',
    location: profile.location ?? '',
  });
  return user;
}

/** Seats a participant in a new call of a roleplay shift. */
async function seat(db: Tx, eventId: number, userId: number) {
  const [call] = await db.insert(calls).values({ eventId, blockNumber: 0 }).returning();
  if (!call) throw new Error('call insert failed');
  // A participant in a call is enrolled in the course of its shift.
  await db.execute(
    sql`insert into course_participants (course_id, user_id) select course_id, ${userId} from course_events where id = ${eventId} on conflict do nothing`,
  );
  await db.insert(participantSlots).values({ callId: call.id, eventId, blockNumber: 0, userId });
}

type Row = { id: number; name: string; managerName: string; branch: string; region: string; courses: Array<{ name: string }> };

const it = apiTest.extend('get', { scope: 'file' }, ({ ctx }) => async (url: string, session?: Session) => {
  return ctx.api({ method: 'GET', url, ...(session ? { token: session.token } : {}) });
});

describe(`participants (${testDbKind})`, () => {
  describe('GET /participants', () => {
    it('needs a session, and is refused to coaches, role-players and participants', async ({ get, coach, rp, participant }) => {
      expect((await get('/participants')).statusCode).toBe(401);
      for (const session of [coach, rp, participant]) {
        for (const url of ['/participants', '/participants/filters', '/participants/orphaned']) {
          const res = await get(url, session);
          expect(res.statusCode, url).toBe(403);
          expect(res.json().error).toBe(MESSAGES.forbidden);
        }
      }
    });

    it('names the bad query field', async ({ get, sc }) => {
      for (const [query, field] of [
        ['page=0', 'page'],
        ['per_page=7', 'per_page'],
        [`manager_name=${'x'.repeat(201)}`, 'manager_name'],
        [`branch=${'b'.repeat(201)}`, 'branch'],
        [`region=${'r'.repeat(201)}`, 'region'],
      ] as const) {
        const res = await get(`/participants?${query}`, sc);
        expect(res.statusCode, query).toBe(400);
        expect(namedFields(res), query).toContain(field);
      }
    });

    it('filters by manager name, branch and region, alone and together, and finds none when nothing matches', async ({
      ctx,
      get,
      sc,
      admin,
    }) => {
      const t = tag();
      const client = await insertClient(ctx.database.db, { orgName: `Acme ${t}` });
      const course = await insertCourse(ctx.database.db, { clientId: client.id, name: `Selling ${t}` });
      const ann = await insertParticipant(ctx, {
        name: `Ann ${t}`,
        managerName: `Mia ${t}`,
        branch: `North ${t}`,
        region: `East ${t}`,
        location: 'Ottawa',
        clientId: client.id,
      });
      const bob = await insertParticipant(ctx, {
        name: `Bob ${t}`,
        managerName: `Mia ${t}`,
        branch: `South ${t}`,
        region: `East ${t}`,
      });
      await insertParticipant(ctx, { name: `Cy ${t}`, managerName: `Noa ${t}`, branch: `North ${t}`, region: `West ${t}` });
      await enrol(ctx.database.db, course.id, ann.id);
      // Listed by name, whatever the order of enrolment.
      const coaching = await insertCourse(ctx.database.db, { clientId: client.id, name: `coaching ${t}` });
      await enrol(ctx.database.db, coaching.id, ann.id);

      const names = async (query: string, session = sc) => {
        const res = await get(`/participants?${query}`, session);
        expect(res.statusCode, query).toBe(200);
        return (res.json().data as Row[]).map((r) => r.name);
      };
      expect(await names(`manager_name=${encodeURIComponent(`Mia ${t}`)}`)).toEqual([`Ann ${t}`, `Bob ${t}`]);
      expect(await names(`branch=${encodeURIComponent(`North ${t}`)}`, admin)).toEqual([`Ann ${t}`, `Cy ${t}`]);
      expect(await names(`region=${encodeURIComponent(`East ${t}`)}`)).toEqual([`Ann ${t}`, `Bob ${t}`]);
      expect(
        await names(
          `manager_name=${encodeURIComponent(`Mia ${t}`)}&branch=${encodeURIComponent(`North ${t}`)}&region=${encodeURIComponent(`East ${t}`)}`,
        ),
      ).toEqual([`Ann ${t}`]);
      // None matching: a manager of one branch and another's region.
      const none = await get(
        `/participants?manager_name=${encodeURIComponent(`Noa ${t}`)}&region=${encodeURIComponent(`East ${t}`)}`,
        sc,
      );
      expect(none.json()).toEqual({ data: [], total: 0 });
      expect(await names(`manager_name=nobody-${t}`)).toEqual([]);
      // Search reaches names and e-mails within a filter.
      expect(await names(`search=bob%20${t}&region=${encodeURIComponent(`East ${t}`)}`)).toEqual([`Bob ${t}`]);

      const [row] = (await get(`/participants?search=${encodeURIComponent(`Ann ${t}`)}`, sc)).json().data;
      expect(row).toEqual({
        id: ann.id,
        name: `Ann ${t}`,
        email: ann.email,
        clientId: client.id,
        clientName: `Acme ${t}`,
        managerName: `Mia ${t}`,
        region: `East ${t}`,
        branch: `North ${t}`,
        location: 'Ottawa',
        courses: [
          { id: coaching.id, name: `coaching ${t}` },
          { id: course.id, name: `Selling ${t}` },
        ],
      });
      expect((await get(`/participants?search=${encodeURIComponent(`Bob ${t}`)}`, sc)).json().data[0]).toMatchObject({
        id: bob.id,
        clientId: null,
        clientName: null,
        courses: [],
      });

      // The pickers offer the values that exist, once each; a deleted participant's values go.
      const filters = (await get('/participants/filters', sc)).json();
      expect(filters.managerNames).toEqual(expect.arrayContaining([`Mia ${t}`, `Noa ${t}`]));
      expect(filters.branches).toEqual(expect.arrayContaining([`North ${t}`, `South ${t}`]));
      expect(filters.regions.filter((r: string) => r.endsWith(t))).toEqual([`East ${t}`, `West ${t}`]);
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, bob.id));
      expect((await get('/participants/filters', sc)).json().branches).not.toContain(`South ${t}`);
      expect(await names(`manager_name=${encodeURIComponent(`Mia ${t}`)}`)).toEqual([`Ann ${t}`]);
    });

    // Unfiltered, each page carries the number of live participants the users module keeps.
    it('pages the whole directory with the number of live participants', async ({ ctx, get, sc }) => {
      const t = tag();
      for (let i = 0; i < 3; i++) await insertParticipant(ctx, { name: `Whole ${i} ${t}`, managerName: `Mgr ${t}` });
      const live = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.deletedAt} is null and ${users.roles} @> '{participant}'`);
      const pages = Math.ceil(live.length / 10);
      const seen = new Set<number>();
      // Seven reads at least, the first page again: PostgreSQL may switch a prepared statement to a generic plan after five.
      for (let read = 1; read <= Math.max(7, pages); read++) {
        const body = (await get(`/participants?per_page=10&page=${read <= pages ? read : 1}`, sc)).json();
        expect(body.total).toBe(live.length);
        for (const r of body.data as Row[]) seen.add(r.id);
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(live.map((u) => u.id).sort((a, b) => a - b));
      expect((await get(`/participants?per_page=10&page=${pages + 1}`, sc)).json()).toEqual({ data: [], total: live.length });
    });

    // A full page counts the total; a last page that is not full tells it (10 before it and its 2).
    it('pages by name with the total of the filter', async ({ ctx, get, sc }) => {
      const t = tag();
      for (let i = 0; i < 12; i++) {
        await insertParticipant(ctx, { name: `P${String(i).padStart(2, '0')} ${t}`, managerName: `Pager ${t}` });
      }
      const query = `manager_name=${encodeURIComponent(`Pager ${t}`)}&per_page=10`;
      const first = (await get(`/participants?${query}`, sc)).json();
      expect(first.total).toBe(12);
      expect(first.data.map((r: Row) => r.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `P${String(i).padStart(2, '0')} ${t}`),
      );
      const second = (await get(`/participants?${query}&page=2`, sc)).json();
      expect(second.data.map((r: Row) => r.name)).toEqual([`P10 ${t}`, `P11 ${t}`]);
      expect((await get(`/participants?${query}&page=3`, sc)).json()).toEqual({ data: [], total: 12 });
    });

    it('searches inside names, addresses and manager names, whatever the case, with the total of the search', async ({
      ctx,
      get,
      sc,
    }) => {
      const t = tag();
      const byName = await insertParticipant(ctx, { name: `Xenia Trigram${t}` });
      const byManager = await insertParticipant(ctx, { name: `Yara ${t}`, managerName: `Boss TRIGRAM${t}` });
      await insertParticipant(ctx, { name: `Zoe ${t}`, managerName: `Other ${t}` });
      const found = (await get(`/participants?search=${encodeURIComponent(`igram${t}`)}`, sc)).json();
      expect(found.data.map((r: Row) => r.id)).toEqual([byName.id, byManager.id]);
      expect(found.total).toBe(2);
      const email = byName.email.slice(2, -3).toUpperCase();
      expect((await get(`/participants?search=${encodeURIComponent(email)}`, sc)).json().data.map((r: Row) => r.id)).toEqual([
        byName.id,
      ]);
    });

    it('lists participants only, live ones only', async ({ ctx, get, sc }) => {
      const t = tag();
      const staff = await ctx.createUser({ roles: ['rp'], name: `Staff ${t}` });
      await ctx.database.db.insert(participantProfiles).values({ userId: staff.id, managerName: `Only ${t}` });
      const gone = await insertParticipant(ctx, { name: `Gone ${t}`, managerName: `Only ${t}` });
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      const kept = await insertParticipant(ctx, { name: `Kept ${t}`, managerName: `Only ${t}` });
      const res = await get(`/participants?manager_name=${encodeURIComponent(`Only ${t}`)}`, sc);
      expect(res.json().data.map((r: Row) => r.id)).toEqual([kept.id]);
    });
  });

  describe('orphaned participants', () => {
    it('lists those in no course and those whose client has no course, with the reason', async ({ ctx, get, sc }) => {
      const t = tag();
      const busyClient = await insertClient(ctx.database.db, { orgName: `Busy ${t}` });
      const course = await insertCourse(ctx.database.db, { clientId: busyClient.id });
      const emptyClient = await insertClient(ctx.database.db, { orgName: `Empty ${t}` });
      const placed = await insertParticipant(ctx, { name: `Placed ${t}`, clientId: busyClient.id });
      await enrol(ctx.database.db, course.id, placed.id);
      const loose = await insertParticipant(ctx, { name: `Loose ${t}`, clientId: busyClient.id });
      const moved = await insertParticipant(ctx, { name: `Moved ${t}`, clientId: emptyClient.id });
      await enrol(ctx.database.db, course.id, moved.id);

      const res = await get(`/participants/orphaned?search=${t}`, sc);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(2);
      expect(res.json().data).toEqual([
        {
          id: loose.id,
          name: `Loose ${t}`,
          email: loose.email,
          clientName: `Busy ${t}`,
          reason: 'no_course',
          createdAt: expect.any(String),
        },
        {
          id: moved.id,
          name: `Moved ${t}`,
          email: moved.email,
          clientName: `Empty ${t}`,
          reason: 'client_has_no_course',
          createdAt: expect.any(String),
        },
      ]);
      expect((await get('/participants/orphaned?per_page=3', sc)).statusCode).toBe(400);
    });

    it('lets an admin delete orphans, all or none, and refuses others', async ({ ctx, admin, sc }) => {
      const t = tag();
      const course = await insertCourse(ctx.database.db);
      const a = await insertParticipant(ctx, { name: `Orphan A ${t}` });
      const b = await insertParticipant(ctx, { name: `Orphan B ${t}` });
      const enrolled = await insertParticipant(ctx, { name: `Enrolled ${t}` });
      await enrol(ctx.database.db, course.id, enrolled.id);
      const post = (payload: object, session?: Session) =>
        ctx.api({ method: 'POST', url: '/participants/orphaned/delete', payload, ...(session ? { token: session.token } : {}) });

      expect((await post({ userIds: [a.id] })).statusCode).toBe(401);
      expect((await post({ userIds: [a.id] }, sc)).statusCode).toBe(403);
      for (const [payload, field] of [
        [{}, 'userIds'],
        [{ userIds: [] }, 'userIds'],
        [{ userIds: ['x'] }, 'userIds'],
        [{ userIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'userIds'],
      ] as const) {
        const res = await post(payload, admin);
        expect(res.statusCode).toBe(400);
        expect(namedFields(res)).toContain(field);
      }

      // One of them is enrolled: nothing changes.
      const refused = await post({ userIds: [a.id, enrolled.id] }, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'participant_not_orphaned', details: { userIds: [enrolled.id] } });
      const stillLive = await ctx.database.db
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, a.id));
      expect(stillLive[0]?.deletedAt).toBeNull();

      const done = await post({ userIds: [a.id, b.id, a.id] }, admin);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ deleted: 2 });
      const rows = await ctx.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, b.id));
      expect(rows[0]?.deletedAt).not.toBeNull();
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, a.id), eq(auditLog.action, 'delete')));
      expect(audits).toHaveLength(1);
      // Deleted ones are no longer orphans to delete.
      expect((await post({ userIds: [a.id] }, admin)).statusCode).toBe(409);
    });
  });

  describe('GET /participants/{id}/course_list and the course-list CSV', () => {
    it('gives each course its status and dates: Pending, Registered (invite or call slot), Completed', async ({
      ctx,
      get,
      sc,
    }) => {
      const t = tag();
      const client = await insertClient(ctx.database.db, { orgName: `Globex ${t}` });
      const pending = await insertCourse(ctx.database.db, { clientId: client.id, name: `A pending ${t}` });
      const invited = await insertCourse(ctx.database.db, { clientId: client.id, name: `B invited ${t}` });
      const slotted = await insertCourse(ctx.database.db, { clientId: client.id, name: `C slotted ${t}` });
      const done = await insertCourse(ctx.database.db, { clientId: client.id, name: `D done ${t}` });
      const other = await insertCourse(ctx.database.db, { clientId: client.id, name: `E other ${t}` });
      const person = await insertParticipant(ctx, { name: `Course list ${t}`, clientId: client.id });
      for (const course of [pending, invited, slotted, done]) await enrol(ctx.database.db, course.id, person.id);

      const live = await insertShift(ctx.database.db, invited.id, { type: 'live', begins: '2031-04-01T14:00:00Z' });
      await insertInvite(ctx.database.db, live.id, person.id, 'accepted');
      const declined = await insertShift(ctx.database.db, pending.id, { type: 'live' });
      await insertInvite(ctx.database.db, declined.id, person.id, 'rejected');
      const roleplay = await insertShift(ctx.database.db, slotted.id, { begins: '2031-04-02T15:30:00Z' });
      await seat(ctx.database.db, roleplay.id, person.id);
      const assessed = await insertShift(ctx.database.db, done.id, { begins: '2031-04-03T13:00:00Z' });
      await insertAssessment(ctx.database.db, assessed.id, person.id, { completed: true });
      // A course not enrolled in still shows once they hold a place in one of its shifts.
      const extra = await insertShift(ctx.database.db, other.id, { type: 'live', begins: '2031-04-05T13:00:00Z' });
      await insertInvite(ctx.database.db, extra.id, person.id, 'invited');

      const res = await get(`/participants/${person.id}/course_list`, sc);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list.map((c) => [c.courseName, c.status])).toEqual([
        [`A pending ${t}`, 'Pending'],
        [`B invited ${t}`, 'Registered'],
        [`C slotted ${t}`, 'Registered'],
        [`D done ${t}`, 'Completed'],
        [`E other ${t}`, 'Registered'],
      ]);
      expect(list[0]).toEqual({
        courseId: pending.id,
        courseName: `A pending ${t}`,
        clientName: `Globex ${t}`,
        status: 'Pending',
        enrolledAt: expect.any(String),
        shiftBegins: null,
        completedAt: null,
      });
      expect(list[2]?.shiftBegins).toBe('2031-04-02T15:30:00.000Z');
      expect(list[3]?.completedAt).toEqual(expect.any(String));
      expect(list[4]?.enrolledAt).toBeNull();

      // The CSV: a fixed name, Windows-1252, one line per course, shift dates in the business time zone.
      const csv = await get(`/generate_course_list_report?user_id=${person.id}`, sc);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=windows-1252');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${COURSE_LIST_REPORT_FILE_NAME}"`);
      const lines = iconv.decode(csv.rawPayload, 'win1252').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Participant,Email,Course,Client,Status,Enrolled,Shift Date,Shift Time,Completed');
      expect(lines).toHaveLength(6);
      expect(lines[3]).toContain(`C slotted ${t},Globex ${t},Registered,`);
      expect(lines[3]).toContain(',Apr 2 2031,11:30,');
    });

    it('follows the object rule: the participant and staff sharing a shift read it, others get 404', async ({
      ctx,
      get,
      participant,
      sc,
    }) => {
      const course = await insertCourse(ctx.database.db);
      await enrol(ctx.database.db, course.id, participant.user.id);
      const own = await get(`/participants/${participant.user.id}/course_list`, participant);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toHaveLength(1);
      expect((await get(`/generate_course_list_report?user_id=${participant.user.id}`, participant)).statusCode).toBe(200);

      const other = await insertParticipant(ctx);
      for (const url of [
        `/participants/${other.id}/course_list`,
        `/participants/${other.id}/profile`,
        `/generate_course_list_report?user_id=${other.id}`,
      ]) {
        const res = await get(url, participant);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error).toBe(MESSAGES.participantNotFound);
      }
      const coach = await ctx.signIn('coach');
      expect((await get(`/participants/${other.id}/course_list`, coach)).statusCode).toBe(404);
      const shift = await insertShift(ctx.database.db, course.id, { type: 'live', coachId: coach.user.id });
      await insertInvite(ctx.database.db, shift.id, other.id, 'accepted');
      expect((await get(`/participants/${other.id}/course_list`, coach)).statusCode).toBe(200);
      expect((await get(`/participants/${other.id}/profile`, coach)).statusCode).toBe(200);

      // A role-player holding a place on a roleplay shift where the participant sits in a call.
      const seatedOne = await insertParticipant(ctx);
      const rpOnShift = await ctx.signIn('rp');
      expect((await get(`/participants/${seatedOne.id}/profile`, rpOnShift)).statusCode).toBe(404);
      const roleplay = await insertShift(ctx.database.db, course.id);
      await insertInvite(ctx.database.db, roleplay.id, rpOnShift.user.id, 'accepted');
      await seat(ctx.database.db, roleplay.id, seatedOne.id);
      expect((await get(`/participants/${seatedOne.id}/profile`, rpOnShift)).statusCode).toBe(200);
      expect((await get(`/users/${seatedOne.id}`, rpOnShift)).statusCode).toBe(200);

      // A staff account or an unknown id is no participant.
      expect((await get(`/participants/${coach.user.id}/course_list`, sc)).statusCode).toBe(404);
      expect((await get('/participants/999999/course_list', sc)).statusCode).toBe(404);
      expect((await get('/participants/abc/course_list', sc)).statusCode).toBe(400);
      expect((await get('/participants/1/course_list')).statusCode).toBe(401);
      const bad = await get('/generate_course_list_report?user_id=0', sc);
      expect(bad.statusCode).toBe(400);
      expect(namedFields(bad)).toContain('user_id');
      expect(namedFields(await get('/generate_course_list_report', sc))).toContain('user_id');
    });
  });

  describe('participant profile', () => {
    it('is read by the participant, edited by admins and coordinators, never by the participant', async ({
      ctx,
      get,
      admin,
      sc,
      participant,
    }) => {
      const t = tag();
      const client = await insertClient(ctx.database.db, { orgName: `Initech ${t}` });
      const blank = (await get(`/participants/${participant.user.id}/profile`, participant)).json();
      expect(blank).toMatchObject({ userId: participant.user.id, clientId: null, managerName: '', updatedAt: null });
      const put = (id: number, body: object, session?: Session) =>
        ctx.api({
          method: 'PUT',
          url: `/participants/${id}/profile`,
          payload: body,
          ...(session ? { token: session.token } : {}),
        });

      expect((await put(participant.user.id, { participantProfile: {} })).statusCode).toBe(401);
      expect((await put(participant.user.id, { participantProfile: { region: 'X' } }, participant)).statusCode).toBe(403);
      const coach = await ctx.signIn('coach');
      expect((await put(participant.user.id, { participantProfile: { region: 'X' } }, coach)).statusCode).toBe(403);

      const created = await put(
        participant.user.id,
        {
          participantProfile: {
            clientId: client.id,
            managerName: ' Mia Manager ',
            managerEmail: 'Mia@Example.com',
            region: 'East',
            location: 'Ottawa',
            branch: 'North',
            timeZone: 'america/toronto',
            position: 'Agent',
            updatedAt: null,
          },
        },
        sc,
      );
      expect(created.statusCode).toBe(200);
      const saved = created.json();
      expect(saved).toMatchObject({
        clientId: client.id,
        clientName: `Initech ${t}`,
        managerName: 'Mia Manager',
        managerEmail: 'mia@example.com',
        timeZone: 'America/Toronto',
        position: 'Agent',
      });
      expect(saved.updatedAt).toEqual(expect.any(String));
      expect((await get(`/participants/${participant.user.id}/profile`, participant)).json()).toEqual(saved);

      // Only what is sent changes; a stale copy (or one that saw no profile) gets 409.
      const edited = await put(
        participant.user.id,
        { participantProfile: { branch: 'South', updatedAt: saved.updatedAt } },
        admin,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ branch: 'South', region: 'East', managerName: 'Mia Manager' });
      const stale = await put(participant.user.id, { participantProfile: { branch: 'West', updatedAt: saved.updatedAt } }, admin);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stale_edit');
      expect(
        (await put(participant.user.id, { participantProfile: { branch: 'West', updatedAt: null } }, admin)).statusCode,
      ).toBe(409);
      // Clearing the client.
      expect((await put(participant.user.id, { participantProfile: { clientId: null } }, admin)).json()).toMatchObject({
        clientId: null,
        clientName: null,
        branch: 'South',
      });
    });

    it('names the bad field and changes nothing', async ({ ctx, sc }) => {
      const person = await insertParticipant(ctx, { region: 'Kept' });
      const put = (participantProfile: object) =>
        ctx.api({ method: 'PUT', url: `/participants/${person.id}/profile`, payload: { participantProfile }, token: sc.token });
      for (const [profile, field] of [
        [{ timeZone: 'Mars/Olympus' }, 'Time zone'],
        [{ timeZone: '+05:00' }, 'Time zone'],
        [{ managerEmail: 'not-an-address' }, 'Manager email'],
        [{ clientId: 0 }, 'Client'],
        [{ clientId: 'one' }, 'Client'],
        [{ region: 'r'.repeat(201) }, 'Region'],
        [{ updatedAt: 'yesterday' }, 'updatedAt'],
        [{ clientId: 999999 }, 'participantProfile.clientId'],
      ] as const) {
        const res = await put(profile);
        expect(res.statusCode, JSON.stringify(profile)).toBe(400);
        expect(namedFields(res), JSON.stringify(profile)).toContain(field);
      }
      const missing = await ctx.api({ method: 'PUT', url: `/participants/${person.id}/profile`, payload: {}, token: sc.token });
      expect(namedFields(missing)).toContain('participantProfile');
      const [row] = await ctx.database.db.select().from(participantProfiles).where(eq(participantProfiles.userId, person.id));
      expect(row?.region).toBe('Kept');
      expect(row?.timeZone).toBe('');
      // A staff account has no participant profile.
      const staff = await ctx.createUser({ roles: ['rp'] });
      const res = await ctx.api({
        method: 'PUT',
        url: `/participants/${staff.id}/profile`,
        payload: { participantProfile: { region: 'X' } },
        token: sc.token,
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
