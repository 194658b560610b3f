import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  assessmentParts,
  assessmentPartTypes,
  auditLog,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  participantAssessments,
  resourceLinks,
  roleplayerAssessmentQuestions,
  roleplayerAssessmentTemplates,
  scenarioComponents,
  userQualifications,
  users,
} from '../../db/schema';
import {
  apiTest,
  enrol,
  insertAssessment,
  insertClient,
  insertInvite,
  insertScenarioComponents,
  insertShift,
  qualify,
  type Session,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { uploadsDir } from '../resource-links/file-store';
import { registrationUrl } from './registration-url';
import { createCourse } from './test-fixtures';

/**
 * The shared preamble on an app whose data directory (uploaded files) is a temporary directory of
 * this file, plus the client Acme Insurance and a check that a request is refused to staff.
 */
const it = apiTest
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('appConfig', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-test-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir };
  })
  .extend('acme', { scope: 'file' }, ({ ctx }) => insertClient(ctx.database.db, { orgName: 'Acme Insurance' }))
  /** Every non-manager is refused with the guard's 403. */
  .extend(
    'expectRefusedToStaff',
    { scope: 'file' },
    ({ ctx, coach, rp, participant }) =>
      async (request: Parameters<TestContext['api']>[0], who: Session[] = [coach, rp, participant]) => {
        expect((await ctx.api(request)).statusCode).toBe(401);
        for (const session of who) {
          const res = await ctx.api({ ...request, token: session.token });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
        }
      },
  );

describe(`courses (${testDbKind})`, () => {
  describe('GET /courses', () => {
    it('needs a session and the courses right', async ({ expectRefusedToStaff }) => {
      await expectRefusedToStaff({ method: 'GET', url: '/courses' });
    });

    it('names the bad query field', async ({ ctx, sc }) => {
      const perPage = await ctx.api({ method: 'GET', url: '/courses?per_page=7', token: sc.token });
      expect(perPage.statusCode).toBe(400);
      expect(perPage.json().error).toContain('per_page');
      const client = await ctx.api({ method: 'GET', url: '/courses?client_id=abc', token: sc.token });
      expect(client.statusCode).toBe(400);
      expect(client.json().error).toContain('client_id');
    });

    it('lists newest first, searches course and client names, filters by client, and pages', async ({ ctx, admin, sc, acme }) => {
      const manager = await ctx.createUser({ roles: ['sc'], name: 'Morgan Manager' });
      const zeta = await insertClient(ctx.database.db, { orgName: 'Zetaworks Listing' });
      const first = await createCourse(ctx, admin.token, {
        name: 'Listing Alpha',
        clientId: acme.id,
        projectManagerId: manager.id,
      });
      const second = await createCourse(ctx, admin.token, { name: 'Listing Beta', clientId: zeta.id });
      const third = await createCourse(ctx, sc.token, { name: 'Listing Gamma', clientId: acme.id });

      const res = await ctx.api({ method: 'GET', url: '/courses?search=listing', token: sc.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data.map((c: { id: number }) => c.id)).toEqual([third.id, second.id, first.id]);
      expect(body.data[2]).toEqual({
        id: first.id,
        name: 'Listing Alpha',
        clientId: acme.id,
        clientName: 'Acme Insurance',
        projectManager: 'Morgan Manager',
        createdAt: expect.any(String),
      });
      expect(body.data[1].projectManager).toBeNull();

      // The client's name matches too ("zetaworks" is only in the client name).
      const byClientName = await ctx.api({ method: 'GET', url: '/courses?search=ZETAWORKS', token: admin.token });
      expect(byClientName.json()).toMatchObject({ total: 1, data: [{ id: second.id, clientName: 'Zetaworks Listing' }] });

      const byClient = await ctx.api({ method: 'GET', url: `/courses?client_id=${zeta.id}`, token: admin.token });
      expect(byClient.json().data.map((c: { id: number }) => c.id)).toEqual([second.id]);

      const page = await ctx.api({ method: 'GET', url: '/courses?search=listing&per_page=10&page=2', token: admin.token });
      expect(page.json()).toEqual({ data: [], total: 3 });
      const wildcard = await ctx.api({ method: 'GET', url: `/courses?search=${encodeURIComponent('%')}`, token: admin.token });
      expect(wildcard.json()).toEqual({ data: [], total: 0 });
    });
  });

  describe('POST /courses', () => {
    it('needs a session and the courses right', async ({ acme, expectRefusedToStaff }) => {
      await expectRefusedToStaff({ method: 'POST', url: '/courses', payload: { course: { name: 'X', clientId: acme.id } } });
    });

    it('names the bad field: missing name, unknown client, a project manager who is not staff, unknown template', async ({
      ctx,
      admin,
      participant,
      acme,
    }) => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ clientId: acme.id }, 'name'],
        [{ name: '   ', clientId: acme.id }, 'name'],
        [{ name: 'X', clientId: 987654 }, 'clientId'],
        [{ name: 'X', clientId: 99999999999 }, 'clientId'],
        [{ name: 'X', clientId: acme.id, projectManagerId: participant.user.id }, 'projectManagerId'],
        [{ name: 'X', clientId: acme.id, projectManagerId: 987654 }, 'projectManagerId'],
        [{ name: 'X', clientId: acme.id, roleplayerAssessmentTemplateId: 987654 }, 'roleplayerAssessmentTemplateId'],
      ];
      for (const [course, field] of cases) {
        const res = await ctx.api({ method: 'POST', url: '/courses', token: admin.token, payload: { course } });
        expect(res.statusCode, JSON.stringify(course)).toBe(400);
        expect(JSON.stringify(res.json().details)).toContain(field);
        expect(res.json().code).toBe('bad_request');
      }
      const gone = await ctx.createUser({ roles: ['sc'] });
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      const res = await ctx.api({
        method: 'POST',
        url: '/courses',
        token: admin.token,
        payload: { course: { name: 'X', clientId: acme.id, projectManagerId: gone.id } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Project Manager is not a staff member');
      expect(res.json().details).toEqual([{ field: 'course.projectManagerId', message: 'is not a staff member' }]);
      expect(await ctx.database.db.select().from(courses).where(eq(courses.name, 'X'))).toEqual([]);
    });

    it('creates the course with a random key, its registration link and default preferences', async ({
      ctx,
      admin,
      sc,
      acme,
    }) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/courses',
        token: sc.token,
        payload: {
          course: {
            name: '  Closing Skills  ',
            clientId: acme.id,
            description: 'Two days',
            roleplayerAssessmentTemplateId: 1,
            projectManagerId: sc.user.id,
          },
        },
      });
      expect(res.statusCode).toBe(201);
      const course = res.json();
      expect(course).toMatchObject({
        name: 'Closing Skills',
        clientId: acme.id,
        orgName: 'Acme Insurance',
        description: 'Two days',
        roleplayerAssessmentTemplateId: 1,
        projectManagerId: sc.user.id,
        projectManager: { id: sc.user.id, name: sc.user.name, email: sc.user.email },
        changeTimeout: 2,
        cancelTimeout: 2,
        maxBookings: 1,
        hasRoleplayShift: false,
        participantsAdded: 0,
      });
      expect(course.key).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(course.registrationUrl).toBe(`${ctx.config.regappUrl}/${course.key}`);
      expect(registrationUrl({ regappUrl: 'https://reg.example/register' }, course.key)).toBe(
        `https://reg.example/register/${course.key}`,
      );

      const [prefs] = await ctx.database.db.select().from(coursePreferences).where(eq(coursePreferences.courseId, course.id));
      expect(prefs).toMatchObject({ language: 'en-CA', emailBccList: [], emailSender: '' });
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entityId, course.id)));
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([['create', sc.user.id]]);

      const keys = new Set<string>([course.key]);
      for (let i = 0; i < 5; i++) keys.add((await createCourse(ctx, admin.token, { clientId: acme.id })).key);
      expect(keys.size).toBe(6);
    });
  });

  describe('GET /courses/:id', () => {
    it('needs a session and the courses right; 400 for a bad or out-of-range id; 404 for an unknown one', async ({
      ctx,
      admin,
      acme,
      expectRefusedToStaff,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      await expectRefusedToStaff({ method: 'GET', url: `/courses/${course.id}` });
      for (const id of ['abc', '2147483648', `0x${course.id.toString(16)}`]) {
        const bad = await ctx.api({ method: 'GET', url: `/courses/${id}`, token: admin.token });
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error).toContain('id');
      }
      const missing = await ctx.api({ method: 'GET', url: '/courses/987654', token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
    });

    it('counts the participants and knows when a roleplay shift exists', async ({ ctx, admin, sc, acme }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      const db = ctx.database.db;
      const people = [await ctx.createUser({ roles: ['participant'] }), await ctx.createUser({ roles: ['participant'] })];
      for (const p of people) await enrol(db, course.id, p.id);
      await insertShift(db, course.id, { type: 'training' });
      let res = await ctx.api({ method: 'GET', url: `/courses/${course.id}`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: course.id, participantsAdded: 2, hasRoleplayShift: false, projectManager: null });

      await insertShift(db, course.id, { type: 'roleplay' });
      res = await ctx.api({ method: 'GET', url: `/courses/${course.id}`, token: sc.token });
      expect(res.json()).toMatchObject({ participantsAdded: 2, hasRoleplayShift: true });
    });
  });

  describe('PUT /courses/:id', () => {
    it('needs a session and the courses right', async ({ ctx, admin, acme, expectRefusedToStaff }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      await expectRefusedToStaff({ method: 'PUT', url: `/courses/${course.id}`, payload: { course: { name: 'Nope' } } });
    });

    it('names the bad field: timeouts that are not whole numbers of at least 1, unknown client', async ({
      ctx,
      admin,
      sc,
      rp,
      acme,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ changeTimeout: 0 }, 'changeTimeout'],
        [{ changeTimeout: 1.5 }, 'changeTimeout'],
        [{ cancelTimeout: 'soon' }, 'cancelTimeout'],
        [{ cancelTimeout: -3 }, 'cancelTimeout'],
        [{ name: '' }, 'name'],
        [{ clientId: 987654 }, 'clientId'],
        [{ projectManagerId: rp.user.id * 1000 }, 'projectManagerId'],
        [{ updatedAt: 'yesterday' }, 'updatedAt'],
      ];
      for (const [body, field] of cases) {
        const res = await ctx.api({ method: 'PUT', url: `/courses/${course.id}`, token: sc.token, payload: { course: body } });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json().details)).toContain(field);
      }
      const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row?.updatedAt.toISOString()).toBe(course.updatedAt);
    });

    it('404 for an unknown course', async ({ ctx, admin }) => {
      const res = await ctx.api({
        method: 'PUT',
        url: '/courses/987654',
        token: admin.token,
        payload: { course: { name: 'X' } },
      });
      expect(res.statusCode).toBe(404);
    });

    it('changes only the fields sent, sets the timeouts, and clears the project manager when asked', async ({
      ctx,
      admin,
      sc,
      acme,
    }) => {
      const other = await insertClient(ctx.database.db, { orgName: 'Other Client' });
      const created = await ctx.api({
        method: 'POST',
        url: '/courses',
        token: admin.token,
        payload: {
          course: {
            name: 'Partial',
            clientId: acme.id,
            description: 'Keep me',
            roleplayerAssessmentTemplateId: 1,
            projectManagerId: sc.user.id,
          },
        },
      });
      const course = created.json();
      const renamed = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}`,
        token: sc.token,
        payload: { course: { name: 'Partial Renamed', changeTimeout: '5', cancelTimeout: 3, updatedAt: course.updatedAt } },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Partial Renamed',
        description: 'Keep me',
        roleplayerAssessmentTemplateId: 1,
        projectManagerId: sc.user.id,
        changeTimeout: 5,
        cancelTimeout: 3,
        key: course.key,
      });
      expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThan(Date.parse(course.updatedAt));

      const moved = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}`,
        token: admin.token,
        payload: { course: { clientId: other.id, projectManagerId: null, roleplayerAssessmentTemplateId: null } },
      });
      expect(moved.json()).toMatchObject({
        clientId: other.id,
        orgName: 'Other Client',
        projectManagerId: null,
        projectManager: null,
        roleplayerAssessmentTemplateId: null,
        description: 'Keep me',
      });
    });

    it('refuses a stale copy with 409 and changes nothing', async ({ ctx, admin, sc, acme }) => {
      const course = await createCourse(ctx, admin.token, { name: 'Stale', clientId: acme.id });
      const first = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}`,
        token: admin.token,
        payload: { course: { name: 'Stale One', updatedAt: course.updatedAt } },
      });
      expect(first.statusCode).toBe(200);
      const second = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}`,
        token: sc.token,
        payload: { course: { name: 'Stale Two', updatedAt: course.updatedAt } },
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ error: MESSAGES.conflict, code: 'stale_edit' });
      const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row?.name).toBe('Stale One');
    });
  });

  describe('DELETE /courses/:id', () => {
    it('is for admins only', async ({ ctx, admin, sc, coach, rp, participant, acme, expectRefusedToStaff }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      await expectRefusedToStaff({ method: 'DELETE', url: `/courses/${course.id}` }, [sc, coach, rp, participant]);
      const bad = await ctx.api({ method: 'DELETE', url: '/courses/abc', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      expect((await ctx.api({ method: 'DELETE', url: '/courses/987654', token: admin.token })).statusCode).toBe(404);
    });

    it('is refused while a shift has somebody invited, accepted or offering a swap', async ({ ctx, admin, acme }) => {
      const db = ctx.database.db;
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      const shift = await insertShift(db, course.id, { cohortName: 'Cohort A' });
      const person = await ctx.createUser({ roles: ['rp'] });
      const held = await insertInvite(db, shift.id, person.id, 'invited');
      for (const status of ['invited', 'accepted', 'swap_requested'] as const) {
        await db.update(eventInvites).set({ status }).where(eq(eventInvites.id, held.id));
        const res = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}`, token: admin.token });
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toMatchObject({ error: MESSAGES.courseHasStaffedShifts, code: 'course_has_staffed_shifts' });
      }
      expect(await db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
      expect(await db.select().from(courseEvents).where(eq(courseEvents.courseId, course.id))).toHaveLength(1);
    });

    it('deletes the course with its whole set-up once nobody is in its shifts, files included', async ({ ctx, admin, acme }) => {
      const db = ctx.database.db;
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      const keep = await createCourse(ctx, admin.token, { clientId: acme.id });
      const person = await ctx.createUser({ roles: ['participant'] });
      const player = await ctx.createUser({ roles: ['rp'] });
      const shift = await insertShift(db, course.id, { cohortName: 'Cohort B' });
      await insertShift(db, course.id, { type: 'training' });
      await insertInvite(db, shift.id, player.id, 'rejected');
      await insertAssessment(db, shift.id, person.id);
      await enrol(db, course.id, person.id);
      await enrol(db, keep.id, person.id);
      await insertScenarioComponents(db, course.id, [{ type: 'Scenario', content: 'Call' }]);
      const [partType] = await db.select().from(assessmentPartTypes).limit(1);
      if (!partType) throw new Error('no assessment part types');
      await db.insert(assessmentParts).values({ courseId: course.id, assessmentPartTypeId: partType.id, text: 'Q1' });
      await qualify(db, player.id, course.id);
      await qualify(db, player.id, keep.id);
      const COURSE_FILE = `${'a'.repeat(32)}.pdf`;
      const OTHER_FILE = `${'b'.repeat(32)}.pdf`;
      const uploads = uploadsDir(ctx.config.dataDir);
      fs.mkdirSync(uploads, { recursive: true });
      fs.writeFileSync(path.join(uploads, COURSE_FILE), 'pdf');
      fs.writeFileSync(path.join(uploads, OTHER_FILE), 'pdf');
      await db.insert(resourceLinks).values([
        { courseId: course.id, resourceType: 'job_aid', fileName: 'aid.pdf', storedName: COURSE_FILE },
        // A stored name that would leave the uploads folder is never followed.
        { courseId: course.id, resourceType: 'other', fileName: 'x', storedName: '../outside.txt' },
        { courseId: course.id, resourceType: 'folder', url: 'https://files.example/folder' },
        { courseId: keep.id, resourceType: 'job_aid', fileName: 'other.pdf', storedName: OTHER_FILE },
      ]);
      fs.writeFileSync(path.join(ctx.config.dataDir, 'outside.txt'), 'stay');

      const res = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}`, token: admin.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      const byCourse = async (table: typeof courseEvents | typeof cohorts | typeof scenarioComponents) =>
        db.select().from(table).where(eq(table.courseId, course.id));
      expect(await db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
      expect(await byCourse(courseEvents)).toEqual([]);
      expect(await byCourse(cohorts)).toEqual([]);
      expect(await byCourse(scenarioComponents)).toEqual([]);
      expect(await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id))).toEqual([]);
      expect(await db.select().from(participantAssessments).where(eq(participantAssessments.eventId, shift.id))).toEqual([]);
      expect(await db.select().from(assessmentParts).where(eq(assessmentParts.courseId, course.id))).toEqual([]);
      expect(await db.select().from(resourceLinks).where(eq(resourceLinks.courseId, course.id))).toEqual([]);
      expect(await db.select().from(userQualifications).where(eq(userQualifications.courseId, course.id))).toEqual([]);
      expect(await db.select().from(courseParticipants).where(eq(courseParticipants.courseId, course.id))).toEqual([]);
      expect(await db.select().from(coursePreferences).where(eq(coursePreferences.courseId, course.id))).toEqual([]);
      expect(fs.existsSync(path.join(uploads, COURSE_FILE))).toBe(false);
      expect(fs.existsSync(path.join(ctx.config.dataDir, 'outside.txt'))).toBe(true);

      // The other course and the people are untouched.
      expect(fs.existsSync(path.join(uploads, OTHER_FILE))).toBe(true);
      expect(await db.select().from(courseParticipants).where(eq(courseParticipants.courseId, keep.id))).toHaveLength(1);
      expect(await db.select().from(userQualifications).where(eq(userQualifications.courseId, keep.id))).toHaveLength(1);
      expect(await db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entityId, course.id), eq(auditLog.action, 'delete')));
      expect(entry?.actorId).toBe(admin.user.id);
      expect(entry?.data).toMatchObject({ removed: { shifts: 2, cohorts: 1, participants: 1, resourceLinks: 3 } });
      expect((await ctx.api({ method: 'GET', url: `/courses/${course.id}`, token: admin.token })).statusCode).toBe(404);
    });
  });

  describe('GET /roleplayer_assessment_templates', () => {
    it('needs a session and the courses right', async ({ expectRefusedToStaff }) => {
      await expectRefusedToStaff({ method: 'GET', url: '/roleplayer_assessment_templates' });
    });

    it('lists the templates with their questions in order', async ({ ctx, sc }) => {
      const db = ctx.database.db;
      const [extra] = await db.insert(roleplayerAssessmentTemplates).values({ name: 'Short form' }).returning();
      if (!extra) throw new Error('template insert failed');
      await db.insert(roleplayerAssessmentQuestions).values([
        { templateId: extra.id, header: 'Second', answerType: 'comment', position: 2 },
        { templateId: extra.id, header: 'First', content: 'Why?', answerType: 'scale', position: 1 },
      ]);
      const res = await ctx.api({ method: 'GET', url: '/roleplayer_assessment_templates', token: sc.token });
      expect(res.statusCode).toBe(200);
      const templates = res.json();
      expect(templates.map((t: { id: number }) => t.id)).toEqual([1, extra.id]);
      expect(templates[0].questions).toHaveLength(6);
      expect(templates[0].questions[0]).toMatchObject({ header: 'Stayed in character', answerType: 'binary', position: 0 });
      expect(templates[0].questions.map((q: { position: number }) => q.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(templates[1]).toEqual({
        id: extra.id,
        name: 'Short form',
        questions: [
          { id: expect.any(Number), header: 'First', content: 'Why?', answerType: 'scale', position: 1 },
          { id: expect.any(Number), header: 'Second', content: '', answerType: 'comment', position: 2 },
        ],
      });
    });
  });

  describe('GET /courses/:courseId/events', () => {
    it('needs a session and the courses right; names a bad courseId; 404 for an unknown course', async ({
      ctx,
      admin,
      acme,
      expectRefusedToStaff,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      await expectRefusedToStaff({ method: 'GET', url: `/courses/${course.id}/events` });
      const bad = await ctx.api({ method: 'GET', url: '/courses/abc/events', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('courseId');
      expect((await ctx.api({ method: 'GET', url: '/courses/987654/events', token: admin.token })).statusCode).toBe(404);
    });

    it("lists the course's shifts by start time with their cohort names", async ({ ctx, admin, sc, acme }) => {
      const db = ctx.database.db;
      const course = await createCourse(ctx, admin.token, { clientId: acme.id });
      const later = await insertShift(db, course.id, { cohortName: 'Spring', daysAhead: 20 });
      const sooner = await insertShift(db, course.id, { type: 'training', daysAhead: 3 });
      const past = await insertShift(db, course.id, { type: 'live', daysAhead: -5 });
      const res = await ctx.api({ method: 'GET', url: `/courses/${course.id}/events`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: past.id, type: 'live', begins: past.begins.toISOString(), ends: past.ends.toISOString(), cohortName: null },
        {
          id: sooner.id,
          type: 'training',
          begins: sooner.begins.toISOString(),
          ends: sooner.ends.toISOString(),
          cohortName: null,
        },
        {
          id: later.id,
          type: 'roleplay',
          begins: later.begins.toISOString(),
          ends: later.ends.toISOString(),
          cohortName: 'Spring',
        },
      ]);
    });
  });
});
