import { MESSAGES } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, calls, courseParticipants, mailOutbox, participantSlots, users } from '../../db/schema';
import { apiTest, enrol, insertAssessment, insertClient, insertInvite, insertShift } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { NO_PARTICIPANTS_TO_INVITE, NO_PENDING_PARTICIPANTS } from './invitations-service';
import { PARTICIPANT_IN_SHIFT } from './participants-service';
import { createCourse } from './test-fixtures';

/**
 * The shared preamble, plus this file's client; `expectRefusedToStaff` checks a request is refused
 * without a session (401) and to every non-manager (403); `courseWithStatuses` makes the course below;
 * `outboxTo` reads the messages queued to any of the addresses.
 */
const it = apiTest
  .extend(
    'clientId',
    { scope: 'file' },
    async ({ ctx }) => (await insertClient(ctx.database.db, { orgName: 'Northwind Bank' })).id,
  )
  .extend(
    'expectRefusedToStaff',
    { scope: 'file' },
    ({ ctx, coach, rp, participant }) =>
      async (request: Parameters<TestContext['api']>[0]) => {
        expect((await ctx.api(request)).statusCode).toBe(401);
        for (const who of [coach, rp, participant]) {
          const res = await ctx.api({ ...request, token: who.token });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
        }
      },
  )
  /**
   * A course with three participants: Pending (in no shift, or only a rejected invite), Registered
   * (invited to a shift, with an unfinished assessment) and Completed (assessment done).
   */
  .extend('courseWithStatuses', { scope: 'file' }, ({ ctx, admin, clientId }) => async (tag: string) => {
    const db = ctx.database.db;
    const course = await createCourse(ctx, admin.token, { name: `Course ${tag}`, clientId });
    const pending = await ctx.createUser({ roles: ['participant'], name: `${tag} Alice Pending` });
    const registered = await ctx.createUser({ roles: ['participant'], name: `${tag} Bob Registered` });
    const completed = await ctx.createUser({ roles: ['participant'], name: `${tag} Carol Completed` });
    for (const p of [pending, registered, completed]) await enrol(db, course.id, p.id);
    const shift = await insertShift(db, course.id, { type: 'roleplay' });
    await insertInvite(db, shift.id, pending.id, 'rejected');
    await insertInvite(db, shift.id, registered.id, 'accepted');
    await insertAssessment(db, shift.id, registered.id);
    await insertInvite(db, shift.id, completed.id, 'accepted');
    await insertAssessment(db, shift.id, completed.id, { completed: true });
    // Being in a shift of another course changes nothing here.
    const other = await createCourse(ctx, admin.token, { clientId });
    const otherShift = await insertShift(db, other.id);
    await insertInvite(db, otherShift.id, pending.id, 'accepted');
    await insertAssessment(db, otherShift.id, pending.id, { completed: true });
    return { course, pending, registered, completed, shift };
  })
  .extend(
    'outboxTo',
    { scope: 'file' },
    ({ ctx }) =>
      async (emails: string[]) =>
        emails.length === 0
          ? []
          : (await ctx.database.db.select().from(mailOutbox)).filter((m) => m.to.some((address) => emails.includes(address))),
  );

describe(`course participants and invitation e-mails (${testDbKind})`, () => {
  describe('GET /courses/:id/participants', () => {
    it('needs a session and the courses right; names a bad query field; 404 for an unknown course', async ({
      ctx,
      admin,
      sc,
      clientId,
      expectRefusedToStaff,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId });
      await expectRefusedToStaff({ method: 'GET', url: `/courses/${course.id}/participants` });
      const bad = await ctx.api({ method: 'GET', url: `/courses/${course.id}/participants?per_page=3`, token: sc.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('per_page');
      const missing = await ctx.api({ method: 'GET', url: '/courses/987654/participants', token: sc.token });
      expect(missing.statusCode).toBe(404);
    });

    it('counts a seat in a call of a roleplay shift of the course as Registered, and pending_only skips them', async ({
      ctx,
      sc,
      admin,
      clientId,
    }) => {
      const db = ctx.database.db;
      const course = await createCourse(ctx, admin.token, { name: 'Course Seated', clientId });
      const seated = await ctx.createUser({ roles: ['participant'], name: 'Seated Sam' });
      const waiting = await ctx.createUser({ roles: ['participant'], name: 'Seated Tia Waiting' });
      for (const p of [seated, waiting]) await enrol(db, course.id, p.id);
      const shift = await insertShift(db, course.id, { type: 'roleplay' });
      const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
      await db.insert(participantSlots).values({ callId: call?.id ?? 0, eventId: shift.id, blockNumber: 0, userId: seated.id });
      // A seat in a call of another course's shift changes nothing here.
      const other = await createCourse(ctx, admin.token, { clientId });
      const otherShift = await insertShift(db, other.id, { type: 'roleplay' });
      await enrol(db, other.id, waiting.id);
      const [otherCall] = await db.insert(calls).values({ eventId: otherShift.id, blockNumber: 0 }).returning();
      await db
        .insert(participantSlots)
        .values({ callId: otherCall?.id ?? 0, eventId: otherShift.id, blockNumber: 0, userId: waiting.id });

      const res = await ctx.api({ method: 'GET', url: `/courses/${course.id}/participants`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
        [seated.id, 'Registered'],
        [waiting.id, 'Pending'],
      ]);
      // The participant's own course list says the same (one rule).
      const list = await ctx.api({ method: 'GET', url: `/participants/${seated.id}/course_list`, token: sc.token });
      expect(list.statusCode, list.body).toBe(200);
      const row = list.json().find((c: { courseId: number }) => c.courseId === course.id);
      expect(row?.status).toBe('Registered');
    });

    it('lists the participants by name with the derived status, searches and pages', async ({ ctx, sc, courseWithStatuses }) => {
      const { course, pending, registered, completed } = await courseWithStatuses('List');
      const gone = await ctx.createUser({ roles: ['participant'], name: 'List Gone' });
      await enrol(ctx.database.db, course.id, gone.id);
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

      const res = await ctx.api({ method: 'GET', url: `/courses/${course.id}/participants`, token: sc.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
        [pending.id, 'Pending'],
        [registered.id, 'Registered'],
        [completed.id, 'Completed'],
      ]);
      expect(body.data[0]).toEqual({
        id: pending.id,
        name: 'List Alice Pending',
        email: pending.email,
        status: 'Pending',
        invitationSentAt: null,
        enrolledAt: expect.any(String),
      });

      const search = await ctx.api({ method: 'GET', url: `/courses/${course.id}/participants?search=CAROL`, token: sc.token });
      expect(search.json()).toMatchObject({ total: 1, data: [{ id: completed.id, status: 'Completed' }] });
      const byMail = await ctx.api({
        method: 'GET',
        url: `/courses/${course.id}/participants?search=${encodeURIComponent(registered.email)}`,
        token: sc.token,
      });
      expect(byMail.json().data.map((p: { id: number }) => p.id)).toEqual([registered.id]);
      const page = await ctx.api({
        method: 'GET',
        url: `/courses/${course.id}/participants?per_page=10&page=2`,
        token: sc.token,
      });
      expect(page.json()).toEqual({ data: [], total: 3 });
      const course2 = await ctx.api({ method: 'GET', url: `/courses/${course.id}`, token: sc.token });
      expect(course2.json().participantsAdded).toBe(3);
    });

    it('computes the status of a whole page of many participants', async ({ ctx, admin, clientId }) => {
      const db = ctx.database.db;
      const course = await createCourse(ctx, admin.token, { clientId });
      const shift = await insertShift(db, course.id);
      const expected: string[] = [];
      for (let i = 0; i < 30; i++) {
        const p = await ctx.createUser({ roles: ['participant'], name: `Bulk ${String(i).padStart(2, '0')}` });
        await enrol(db, course.id, p.id);
        if (i % 3 === 1) await insertInvite(db, shift.id, p.id, 'invited');
        if (i % 3 === 2) {
          await insertInvite(db, shift.id, p.id, 'accepted');
          await insertAssessment(db, shift.id, p.id, { completed: true });
        }
        expected.push(['Pending', 'Registered', 'Completed'][i % 3] as string);
      }
      const res = await ctx.api({
        method: 'GET',
        url: `/courses/${course.id}/participants?per_page=25&page=1`,
        token: admin.token,
      });
      expect(res.json().total).toBe(30);
      expect(res.json().data.map((p: { status: string }) => p.status)).toEqual(expected.slice(0, 25));
    });
  });

  describe('DELETE /courses/:id/participants/:userId', () => {
    it('needs a session and the courses right; names a bad userId; 404 when not enrolled', async ({
      ctx,
      admin,
      sc,
      clientId,
      expectRefusedToStaff,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId });
      const person = await ctx.createUser({ roles: ['participant'] });
      await enrol(ctx.database.db, course.id, person.id);
      await expectRefusedToStaff({ method: 'DELETE', url: `/courses/${course.id}/participants/${person.id}` });
      const bad = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}/participants/abc`, token: sc.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('userId');
      const stranger = await ctx.createUser({ roles: ['participant'] });
      const notEnrolled = await ctx.api({
        method: 'DELETE',
        url: `/courses/${course.id}/participants/${stranger.id}`,
        token: sc.token,
      });
      expect(notEnrolled.statusCode).toBe(404);
      expect(notEnrolled.json().error).toBe(MESSAGES.notEnrolledInCourse);
      const noCourse = await ctx.api({ method: 'DELETE', url: `/courses/987654/participants/${person.id}`, token: sc.token });
      expect(noCourse.statusCode).toBe(404);
    });

    it('refuses while the participant is in a shift of the course, and removes a pending one', async ({
      ctx,
      sc,
      courseWithStatuses,
    }) => {
      const db = ctx.database.db;
      const { course, pending, registered, completed } = await courseWithStatuses('Remove');
      for (const person of [registered, completed]) {
        const res = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}/participants/${person.id}`, token: sc.token });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ error: PARTICIPANT_IN_SHIFT, code: 'participant_in_shift' });
      }
      // A rejected invite is no place in the shift.
      const res = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}/participants/${pending.id}`, token: sc.token });
      expect(res.statusCode).toBe(204);
      const left = await db.select().from(courseParticipants).where(eq(courseParticipants.courseId, course.id));
      expect(left.map((r) => r.userId).sort()).toEqual([registered.id, completed.id].sort());
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'remove_participant'), eq(auditLog.entityId, course.id)));
      expect(entry).toMatchObject({ actorId: sc.user.id, data: { userId: pending.id } });
      const again = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}/participants/${pending.id}`, token: sc.token });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('POST /courses/:id/invite_email', () => {
    it('needs a session and the courses right; names a bad query field; 404 for an unknown course', async ({
      ctx,
      admin,
      sc,
      clientId,
      expectRefusedToStaff,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId });
      await expectRefusedToStaff({ method: 'POST', url: `/courses/${course.id}/invite_email` });
      for (const query of ['pending_only=maybe', 'user_id=abc', 'user_id=0']) {
        const res = await ctx.api({ method: 'POST', url: `/courses/${course.id}/invite_email?${query}`, token: sc.token });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toContain(query.split('=')[0]);
      }
      const missing = await ctx.api({ method: 'POST', url: '/courses/987654/invite_email', token: sc.token });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses a course with nobody to invite, and a user who is not enrolled', async ({
      ctx,
      admin,
      sc,
      clientId,
      outboxTo,
    }) => {
      const course = await createCourse(ctx, admin.token, { clientId });
      const none = await ctx.api({ method: 'POST', url: `/courses/${course.id}/invite_email`, token: sc.token });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe(NO_PARTICIPANTS_TO_INVITE);
      const stranger = await ctx.createUser({ roles: ['participant'] });
      const res = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/invite_email?user_id=${stranger.id}`,
        token: sc.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MESSAGES.notEnrolledInCourse);
      expect(await outboxTo([stranger.email])).toEqual([]);
    });

    it('queues one e-mail per participant in the course language, with the sender and BCC list', async ({
      ctx,
      admin,
      sc,
      courseWithStatuses,
      outboxTo,
    }) => {
      const { course, pending, registered, completed } = await courseWithStatuses('Mail');
      const manager = await ctx.createUser({ roles: ['sc'], name: 'Pat Manager', email: 'pat.manager@office.example' });
      const setManager = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}`,
        token: admin.token,
        payload: { course: { projectManagerId: manager.id } },
      });
      expect(setManager.statusCode).toBe(200);
      const prefs = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}/preferences`,
        token: sc.token,
        payload: {
          preferences: {
            language: 'fr-CA',
            emailSender: 'training@office.example',
            emailBccList: ['copy@client.example', 'audit@client.example'],
            emailCustomWelcomeText: 'Bienvenue <chez nous>',
            emailShowProjectManagerContact: true,
          },
        },
      });
      expect(prefs.statusCode).toBe(200);

      const res = await ctx.api({ method: 'POST', url: `/courses/${course.id}/invite_email`, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.invitationEmailsQueued, queued: 3 });

      const everyone = [pending, registered, completed];
      const mails = await outboxTo(everyone.map((p) => p.email));
      expect(mails).toHaveLength(3);
      const { key } = (await ctx.api({ method: 'GET', url: `/courses/${course.id}`, token: sc.token })).json();
      for (const person of everyone) {
        const mail = mails.find((m) => m.to[0] === person.email);
        expect(mail, person.name).toBeDefined();
        expect(mail?.to).toEqual([person.email]);
        expect(mail?.from).toBe('training@office.example');
        expect(mail?.bcc).toEqual(['copy@client.example', 'audit@client.example']);
        expect(mail?.status).toBe('pending');
        expect(mail?.subject).toBe('Votre invitation à vous inscrire : Course Mail');
        expect(mail?.text).toContain(`Bonjour ${person.name},`);
        expect(mail?.text).toContain('Northwind Bank');
        expect(mail?.text).toContain(`${ctx.config.regappUrl}/${key}`);
        expect(mail?.text).toContain('Bienvenue <chez nous>');
        expect(mail?.text).toContain('Pat Manager, à pat.manager@office.example');
        expect(mail?.html).toContain('Bienvenue &lt;chez nous&gt;');
        expect(mail?.html).toContain('lang="fr-CA"');
      }
      const enrolments = await ctx.database.db
        .select()
        .from(courseParticipants)
        .where(eq(courseParticipants.courseId, course.id));
      expect(enrolments.every((e) => e.invitationSentAt instanceof Date)).toBe(true);
      const listed = await ctx.api({ method: 'GET', url: `/courses/${course.id}/participants`, token: sc.token });
      expect(listed.json().data.every((p: { invitationSentAt: string | null }) => p.invitationSentAt !== null)).toBe(true);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invite_email'), eq(auditLog.entityId, course.id)));
      expect(entry).toMatchObject({ actorId: sc.user.id, data: { queued: 3 } });
    });

    it('pending_only skips the Registered and Completed ones; user_id picks one participant', async ({
      ctx,
      admin,
      courseWithStatuses,
      outboxTo,
    }) => {
      const db = ctx.database.db;
      const { course, pending, registered, completed } = await courseWithStatuses('Pending');
      const other = await ctx.createUser({ roles: ['participant'], name: 'Pending Zed Other' });
      await enrol(db, course.id, other.id);

      const res = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/invite_email?pending_only=true`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().queued).toBe(2);
      const mails = await outboxTo([pending.email, registered.email, completed.email, other.email]);
      expect(mails.map((m) => m.to[0]).sort()).toEqual([pending.email, other.email].sort());
      // Default preferences: English, the default sender, no BCC, no welcome or manager paragraph.
      expect(mails[0]).toMatchObject({ from: null, bcc: [], subject: 'Your invitation to register: Course Pending' });
      expect(mails[0]?.text).not.toContain('project manager');
      const sent = await db
        .select()
        .from(courseParticipants)
        .where(
          and(eq(courseParticipants.courseId, course.id), inArray(courseParticipants.userId, [registered.id, completed.id])),
        );
      expect(sent.every((e) => e.invitationSentAt === null)).toBe(true);

      const one = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/invite_email?user_id=${registered.id}`,
        token: admin.token,
      });
      expect(one.json()).toEqual({ message: MESSAGES.invitationEmailsQueued, queued: 1 });
      expect(await outboxTo([registered.email])).toHaveLength(1);
      const notPending = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/invite_email?user_id=${completed.id}&pending_only=1`,
        token: admin.token,
      });
      expect(notPending.statusCode).toBe(400);
      expect(await outboxTo([completed.email])).toEqual([]);

      // Once everybody is in a shift, nobody is pending any more.
      const shift = await insertShift(db, course.id);
      for (const p of [pending, other]) await insertInvite(db, shift.id, p.id, 'invited');
      const nobody = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/invite_email?pending_only=true`,
        token: admin.token,
      });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json().error).toBe(NO_PENDING_PARTICIPANTS);
    });
  });
});
