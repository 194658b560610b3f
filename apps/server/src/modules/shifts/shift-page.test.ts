import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type InviteStatus,
  MESSAGES,
  type ParticipantScheduleInfo,
  participantOnShift,
  type Shift,
  type ShiftStaffCandidate,
  shiftSchema,
} from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  calls,
  courseEvents,
  courses,
  eventInvites,
  mailOutbox,
  participantSlots,
  resourceLinks,
  roleplayerAssessmentQuestions,
  roleplayerAssessmentTemplates,
  rooms,
} from '../../db/schema';
import { startOfZonedDay, zonedDate } from '../../lib/zoned-time';
import {
  apiTest,
  DAY,
  enrol,
  HOUR,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  insertShift,
  namedFields,
  qualify,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

/**
 * The manager's roleplay shift page: the coach and coordinator choosers, the place a chosen coach
 * or coordinator holds, the memo's stale-edit rule, the resource links of the staff on the shift
 * and the participant schedule e-mail.
 */
describe(`shift page (${testDbKind})`, () => {
  const scenario = [{ type: 'Scenario' as const, duration: 30 }];

  // Builds the file's database in a hook (hook timeout), not inside the first test's time.
  apiTest.beforeAll(async ({ ctx }) => {
    expect(ctx.database).toBeDefined();
  });

  async function staffList(ctx: TestContext, token: string, url: string) {
    const res = await ctx.api({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ShiftStaffCandidate[]).map((c) => c.id);
  }

  apiTest('the coordinator chooser lists the coordinators free and qualified for the shift', async ({ ctx, admin }) => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { components: scenario });
    const begins = new Date(Date.now() + 20 * DAY);
    const shift = await insertRoleplayShift(db, course.id, { begins, hours: 2 });
    const free = await ctx.createUser({ roles: ['sc'], name: 'Free Coordinator' });
    const invitedElsewhere = await ctx.createUser({ roles: ['sc'] });
    const chosenElsewhere = await ctx.createUser({ roles: ['sc'] });
    const declinedElsewhere = await ctx.createUser({ roles: ['sc'] });
    const other = await insertRoleplayShift(db, course.id, {
      begins: new Date(begins.getTime() + HOUR),
      hours: 2,
      coordinatorId: chosenElsewhere.id,
    });
    await insertInvite(db, other.id, invitedElsewhere.id, 'accepted');
    await insertInvite(db, other.id, declinedElsewhere.id, 'rejected');

    const ids = await staffList(ctx, admin.token, `/shift_coordinators?event_type=roleplay&event_id=${shift.id}`);
    expect(ids).toContain(free.id);
    expect(ids).toContain(declinedElsewhere.id);
    expect(ids).not.toContain(invitedElsewhere.id);
    expect(ids).not.toContain(chosenElsewhere.id);

    // The same by time, without a shift.
    const byTime = await staffList(
      ctx,
      admin.token,
      `/shift_coordinators?start_time=${encodeURIComponent(begins.toISOString())}&end_time=${encodeURIComponent(new Date(begins.getTime() + 2 * HOUR).toISOString())}`,
    );
    expect(byTime).toContain(free.id);
    expect(byTime).not.toContain(invitedElsewhere.id);

    // Once the course has qualifications, only the qualified are listed.
    await qualify(db, declinedElsewhere.id, course.id);
    const qualified = await staffList(ctx, admin.token, `/shift_coordinators?event_id=${shift.id}`);
    expect(qualified).toContain(declinedElsewhere.id);
    expect(qualified).not.toContain(free.id);
  });

  apiTest(
    'the coach chooser lists coaches only, and refuses non-managers and bad queries',
    async ({ ctx, sc, coach, rp, participant }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { components: scenario });
      const shift = await insertRoleplayShift(db, course.id, { daysAhead: 21 });
      const ids = await staffList(ctx, sc.token, `/shift_coaches?event_id=${shift.id}`);
      expect(ids).toContain(coach.user.id);
      expect(ids).not.toContain(rp.user.id);
      expect(ids).not.toContain(sc.user.id);

      for (const who of [coach, rp, participant]) {
        const res = await ctx.api({ method: 'GET', url: `/shift_coaches?event_id=${shift.id}`, token: who.token });
        expect(res.statusCode).toBe(403);
      }
      const noEnd = await ctx.api({ method: 'GET', url: '/shift_coordinators?start_time=2031-01-01T10:00:00Z', token: sc.token });
      expect(noEnd.statusCode).toBe(400);
      expect(namedFields(noEnd)).toContain('end_time');
      const badStart = await ctx.api({
        method: 'GET',
        url: '/shift_coordinators?start_time=soon&end_time=later',
        token: sc.token,
      });
      expect(badStart.statusCode).toBe(400);
      expect(namedFields(badStart)).toContain('start_time');
      const backwards = await ctx.api({
        method: 'GET',
        url: '/shift_coaches?start_time=2031-01-01T10:00:00Z&end_time=2031-01-01T09:00:00Z',
        token: sc.token,
      });
      expect(backwards.statusCode).toBe(400);
      const missing = await ctx.api({ method: 'GET', url: '/shift_coaches?event_id=987654', token: sc.token });
      expect(missing.statusCode).toBe(404);
      const wrongType = await ctx.api({
        method: 'GET',
        url: `/shift_coaches?event_id=${shift.id}&event_type=live`,
        token: sc.token,
      });
      expect(wrongType.statusCode).toBe(404);
    },
  );

  apiTest(
    'a chosen coach holds a place and reads the shift; replacing them releases only a chosen place',
    async ({ ctx, admin }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { components: scenario });
      const shift = await insertRoleplayShift(db, course.id, { daysAhead: 30 });
      const first = await ctx.signIn('coach');
      const second = await ctx.signIn('coach');
      const coordinator = await ctx.signIn('sc');

      const before = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: first.token });
      expect(before.statusCode).toBe(403);

      const patch = async (changes: Record<string, unknown>) => {
        const current = (
          await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: admin.token })
        ).json() as Shift;
        return ctx.api({
          method: 'PATCH',
          url: `/roleplay_shifts/${shift.id}`,
          token: admin.token,
          payload: { roleplayShift: { ...changes, updatedAt: current.updatedAt } },
        });
      };
      const chose = await patch({ coachId: first.user.id, shiftCoordinatorId: coordinator.user.id });
      expect(chose.statusCode, chose.body).toBe(200);
      const shown = chose.json() as Shift;
      expect(shown.details.coachId).toBe(first.user.id);
      const places = shown.details.attendees.filter((a) => a.id === first.user.id || a.id === coordinator.user.id);
      expect(places.map((a) => a.status)).toEqual(['accepted', 'accepted']);

      const asCoach = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: first.token });
      expect(asCoach.statusCode, asCoach.body).toBe(200);

      // Replacing the coach releases the place the choice gave.
      expect((await patch({ coachId: second.user.id })).statusCode).toBe(200);
      const held = await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id));
      expect(held.map((i) => i.userId).sort()).toEqual([second.user.id, coordinator.user.id].sort());
      expect((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: first.token })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: second.token })).statusCode).toBe(200);

      // A coach who holds their own accepted invite keeps it when the choice moves on.
      await insertInvite(db, shift.id, first.user.id, 'accepted');
      expect((await patch({ coachId: first.user.id })).statusCode).toBe(200);
      expect((await patch({ coachId: null })).statusCode).toBe(200);
      const after = await db
        .select({ userId: eventInvites.userId })
        .from(eventInvites)
        .where(and(eq(eventInvites.eventId, shift.id), inArray(eventInvites.userId, [first.user.id, second.user.id])));
      expect(after.map((r) => r.userId)).toEqual([first.user.id]);

      // Choosing somebody without the role is a 400 naming the field.
      const wrongRole = await patch({ shiftCoordinatorId: first.user.id });
      expect(wrongRole.statusCode).toBe(400);
      expect(namedFields(wrongRole)).toContain('shiftCoordinatorId');
    },
  );

  apiTest('a coach set on the shift without an invite may still read it', async ({ ctx }) => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { components: scenario });
    const coach = await ctx.signIn('coach');
    const shift = await insertRoleplayShift(db, course.id, { coachId: coach.user.id });
    const res = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: coach.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  apiTest('the memo is saved by managers with the stale-edit rule', async ({ ctx, sc, rp }) => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { components: scenario });
    const shift = await insertRoleplayShift(db, course.id);
    const url = `/roleplay_shifts/${shift.id}`;
    const first = (await ctx.api({ method: 'GET', url, token: sc.token })).json() as Shift;

    const saved = await ctx.api({
      method: 'PATCH',
      url,
      token: sc.token,
      payload: { roleplayShift: { comments: 'Bring the headsets', updatedAt: first.updatedAt } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Shift).details.comments).toBe('Bring the headsets');

    const stale = await ctx.api({
      method: 'PATCH',
      url,
      token: sc.token,
      payload: { roleplayShift: { comments: 'Older copy', updatedAt: first.updatedAt } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_edit');
    const [row] = await db.select({ comments: courseEvents.comments }).from(courseEvents).where(eq(courseEvents.id, shift.id));
    expect(row?.comments).toBe('Bring the headsets');

    await insertInvite(db, shift.id, rp.user.id, 'accepted');
    const byRp = await ctx.api({ method: 'PATCH', url, token: rp.token, payload: { roleplayShift: { comments: 'x' } } });
    expect(byRp.statusCode).toBe(403);
    const read = (await ctx.api({ method: 'GET', url, token: rp.token })).json() as Shift;
    expect(read.details.comments).toBe('Bring the headsets');
    // A participant on the shift (on its day) does not read the staff's memo.
    const learner = await ctx.signIn('participant');
    const today = await insertRoleplayShift(db, course.id, { begins: new Date(), hours: 1 });
    await db.update(courseEvents).set({ comments: 'Staff only' }).where(eq(courseEvents.id, today.id));
    await insertInvite(db, today.id, learner.user.id, 'accepted');
    const asLearner = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${today.id}`, token: learner.token });
    expect(asLearner.statusCode, asLearner.body).toBe(200);
    expect((asLearner.json() as Shift).details.comments).toBe('');
    expect(
      ((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${today.id}`, token: sc.token })).json() as Shift).details.comments,
    ).toBe('Staff only');

    const tooLong = await ctx.api({
      method: 'PATCH',
      url,
      token: sc.token,
      payload: { roleplayShift: { comments: 'a'.repeat(10_001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(namedFields(tooLong)).toContain('comments');
  });

  apiTest('the resource links of the course are open to the staff on the shift only', async ({ ctx, admin }) => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { components: scenario });
    const shift = await insertRoleplayShift(db, course.id);
    await db.insert(resourceLinks).values({ courseId: course.id, resourceType: 'job_aid', url: 'https://docs.example/pre' });
    const onShift = await ctx.signIn('rp');
    const declined = await ctx.signIn('rp');
    const stranger = await ctx.signIn('rp');
    const chosenCoach = await ctx.signIn('coach');
    const participant = await ctx.signIn('participant');
    await insertInvite(db, shift.id, onShift.user.id, 'accepted');
    await insertInvite(db, shift.id, declined.user.id, 'rejected');
    await insertInvite(db, shift.id, participant.user.id, 'accepted');
    await db.update(courseEvents).set({ coachId: chosenCoach.user.id }).where(eq(courseEvents.id, shift.id));

    const url = `/course_events/${shift.id}/resource_links`;
    for (const who of [admin, onShift, chosenCoach]) {
      const res = await ctx.api({ method: 'GET', url, token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((l: { content: string }) => l.content)).toEqual(['https://docs.example/pre']);
    }
    for (const who of [declined, stranger, participant]) {
      const res = await ctx.api({ method: 'GET', url, token: who.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_in_shift');
    }
    // The course's own list stays for managers.
    expect((await ctx.api({ method: 'GET', url: `/courses/${course.id}/resource_links`, token: onShift.token })).statusCode).toBe(
      403,
    );
    expect((await ctx.api({ method: 'GET', url: '/course_events/987654/resource_links', token: admin.token })).statusCode).toBe(
      404,
    );
    expect((await ctx.api({ method: 'GET', url: '/course_events/0/resource_links', token: admin.token })).statusCode).toBe(400);

    // On a live shift (course materials) the participant placed on it reads them too.
    const live = await insertShift(db, course.id, { type: 'live' });
    await insertInvite(db, live.id, participant.user.id, 'accepted');
    const materials = await ctx.api({ method: 'GET', url: `/course_events/${live.id}/resource_links`, token: participant.token });
    expect(materials.statusCode, materials.body).toBe(200);
    const notPlaced = await ctx.api({ method: 'GET', url: `/course_events/${live.id}/resource_links`, token: stranger.token });
    expect(notPlaced.statusCode).toBe(403);
    // Files download through the shift, for the same people; another course's file is not found there.
    const uploads = path.join(ctx.config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    // A stored name of the uploads' own form: 32 hex digits and the extension.
    const storedName = `${randomBytes(16).toString('hex')}.txt`;
    fs.writeFileSync(path.join(uploads, storedName), 'brief');
    const [fileRow] = await db
      .insert(resourceLinks)
      .values({ courseId: course.id, resourceType: 'job_aid', storedName, fileName: 'brief.txt', mimeType: 'text/plain' })
      .returning();
    const other = await insertCourse(db, { components: scenario });
    const [foreignRow] = await db
      .insert(resourceLinks)
      .values({ courseId: other.id, resourceType: 'job_aid', storedName, fileName: 'other.txt', mimeType: 'text/plain' })
      .returning();
    if (!fileRow || !foreignRow) throw new Error('resource rows not inserted');
    const [file, foreign] = [fileRow, foreignRow];
    const fileUrl = (eventId: number, linkId: number) => `/course_events/${eventId}/resource_links/${linkId}/file`;
    for (const who of [onShift, chosenCoach, admin]) {
      const res = await ctx.api({ method: 'GET', url: fileUrl(shift.id, file.id), token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('brief');
      expect(res.headers['content-disposition']).toContain('attachment');
    }
    for (const who of [declined, stranger]) {
      const res = await ctx.api({ method: 'GET', url: fileUrl(shift.id, file.id), token: who.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_in_shift');
    }
    expect((await ctx.api({ method: 'GET', url: fileUrl(shift.id, foreign.id), token: onShift.token })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: fileUrl(live.id, file.id), token: participant.token })).statusCode).toBe(200);
    expect(
      (await ctx.api({ method: 'GET', url: `/course_events/${shift.id}/resource_links/0x1/file`, token: admin.token }))
        .statusCode,
    ).toBe(400);
  });

  apiTest(
    'the participant schedule e-mail needs a room and ready resources, and goes to participants of the course',
    async ({ ctx, sc, rp }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, {
        components: scenario,
        name: 'Négociation',
        preferences: { language: 'fr-CA', emailSender: 'training@client.example', emailBccList: ['audit@client.example'] },
      });
      const shift = await insertRoleplayShift(db, course.id, { begins: '2031-05-06T14:00:00Z', hours: 2 });
      const ana = await ctx.createUser({ roles: ['participant'], name: 'Ana' });
      const ben = await ctx.createUser({ roles: ['participant'], name: 'Ben' });
      const outsider = await ctx.createUser({ roles: ['participant'], name: 'Outsider' });
      await enrol(db, course.id, ana.id);
      await enrol(db, course.id, ben.id);
      const url = `/participant_schedule?roleplay_shift_id=${shift.id}`;
      const send = (userIds: unknown, token = sc.token, to = url) =>
        ctx.api({ method: 'POST', url: to, token, payload: { userIds } });

      const info = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}/participant_schedule`, token: sc.token });
      expect(info.statusCode, info.body).toBe(200);
      expect((info.json() as ParticipantScheduleInfo).participants.map((p) => p.name)).toEqual(['Ana', 'Ben']);
      expect((info.json() as ParticipantScheduleInfo).room).toBeNull();

      const noRoom = await send([ana.id]);
      expect(noRoom.statusCode).toBe(409);
      expect(noRoom.json()).toMatchObject({ code: 'shift_has_no_room', error: MESSAGES.scheduleNeedsRoom });

      const [room] = await db
        .insert(rooms)
        .values({ name: 'Salle Bleue', roomType: 'phone', localNumber: '514-555-0101', tollFreeNumber: '1-800-555-0199' })
        .returning();
      await db.update(courseEvents).set({ roomId: room?.id }).where(eq(courseEvents.id, shift.id));
      const notReady = await send([ana.id]);
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json().code).toBe('resources_not_ready');

      await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}/preferences`,
        token: sc.token,
        payload: { preferences: { resourcesReady: true } },
      });

      expect((await send([ana.id], rp.token)).statusCode).toBe(403);
      const empty = await send([]);
      expect(empty.statusCode).toBe(400);
      expect(namedFields(empty)).toContain('userIds');
      const notParticipant = await send([ana.id, outsider.id]);
      expect(notParticipant.statusCode).toBe(400);
      expect(namedFields(notParticipant)).toContain('userIds');
      expect((await send([ana.id], sc.token, '/participant_schedule')).statusCode).toBe(400);
      expect((await send([ana.id], sc.token, '/participant_schedule?roleplay_shift_id=987654')).statusCode).toBe(404);

      const before = await db.select({ id: mailOutbox.id }).from(mailOutbox);
      const sent = await send([ana.id, ben.id, ana.id]);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ sent: 2 });
      const known = new Set(before.map((r) => r.id));
      const mails = (await db.select().from(mailOutbox)).filter((m) => !known.has(m.id));
      expect(mails.map((m) => m.to[0]).sort()).toEqual([ana.email, ben.email].sort());
      for (const mail of mails) {
        expect(mail.from).toBe('training@client.example');
        expect(mail.bcc).toEqual(['audit@client.example']);
        expect(mail.subject).toContain('Négociation');
        expect(mail.text).toContain('Salle : Salle Bleue');
        expect(mail.text).toContain('514-555-0101');
        expect(mail.text).toContain('1-800-555-0199');
      }
    },
  );

  apiTest(
    'a roleplay shift carries its course’s resources flag and coaching template, its role-players and everyone slotted in its calls',
    async ({ ctx, sc, rp }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { components: scenario, name: 'Entity Course' });
      const [template] = await db.insert(roleplayerAssessmentTemplates).values({ name: 'Coaching form' }).returning();
      if (!template) throw new Error('template insert failed');
      const [second, first] = await db
        .insert(roleplayerAssessmentQuestions)
        .values([
          { templateId: template.id, header: 'Tone', content: 'Was the tone right?', answerType: 'scale', position: 2 },
          { templateId: template.id, header: 'Opening', content: 'Did they open well?', answerType: 'binary', position: 1 },
        ])
        .returning();
      await db.update(courses).set({ roleplayerAssessmentTemplateId: template.id }).where(eq(courses.id, course.id));
      // Today (the participant's view is open on the shift's day only).
      const shift = await insertRoleplayShift(db, course.id, { begins: new Date(), hours: 2 });
      await insertInvite(db, shift.id, rp.user.id, 'accepted');
      const declined = await ctx.createUser({ roles: ['rp'], name: 'Declined Player' });
      await insertInvite(db, shift.id, declined.id, 'rejected');
      const pat = await ctx.signIn('participant');
      const kim = await ctx.createUser({ roles: ['participant'], name: 'Kim Participant' });
      const drew = await ctx.createUser({ roles: ['participant'], name: 'Drew Participant' });
      for (const person of [pat.user, kim, drew]) await enrol(db, course.id, person.id);
      const seat = async (blockNumber: number, userId: number, addedToEvent: boolean) => {
        const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber }).returning();
        await db.insert(participantSlots).values({ callId: call?.id ?? 0, eventId: shift.id, blockNumber, userId, addedToEvent });
      };
      await seat(0, pat.user.id, true);
      await seat(1, pat.user.id, true);
      await seat(0, kim.id, true);
      await seat(1, drew.id, false);

      const read = async (token: string) => {
        const res = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as Shift;
        expect(shiftSchema.parse(body)).toEqual(body);
        return body;
      };
      const managed = await read(sc.token);
      expect(managed.course.resourcesReady).toBe(false);
      expect(managed.course.roleplayerAssessmentTemplate).toEqual({
        id: template.id,
        name: 'Coaching form',
        questions: [
          { id: first?.id, header: 'Opening', content: 'Did they open well?', answerType: 'binary', position: 1 },
          { id: second?.id, header: 'Tone', content: 'Was the tone right?', answerType: 'scale', position: 2 },
        ],
      });
      expect(managed.details.roleplayers.map((a) => [a.id, a.status])).toEqual(
        expect.arrayContaining([
          [rp.user.id, 'accepted'],
          [declined.id, 'rejected'],
        ]),
      );
      expect(managed.details.roleplayers).toHaveLength(2);
      expect(managed.details.participants).toEqual(
        [
          { id: drew.id, name: 'Drew Participant', email: drew.email, calls: 1, addedToEvent: false },
          { id: kim.id, name: 'Kim Participant', email: kim.email, calls: 1, addedToEvent: true },
          { id: pat.user.id, name: pat.user.name, email: pat.user.email, calls: 2, addedToEvent: true },
        ].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      );

      await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}/preferences`,
        token: sc.token,
        payload: { preferences: { resourcesReady: true } },
      });
      expect((await read(sc.token)).course.resourcesReady).toBe(true);

      // A role-player on the shift sees who sits in the calls, not their addresses; declined invites stay hidden.
      const asPlayer = await read(rp.token);
      expect(asPlayer.details.participants.map((p) => [p.name, p.email])).toEqual(
        managed.details.participants.map((p) => [p.name, '']),
      );
      expect(asPlayer.details.roleplayers.map((a) => a.id)).toEqual([rp.user.id]);
      // A participant sees only themselves.
      const asParticipant = await read(pat.token);
      expect(asParticipant.details.participants).toEqual([
        { id: pat.user.id, name: pat.user.name, email: pat.user.email, calls: 2, addedToEvent: true },
      ]);
    },
  );
  apiTest(
    'a participant sees the shift exactly when its attendance counts them on it (participantOnShift): a declined, lapsed or removed invite is no place',
    async ({ ctx, admin }) => {
      const db = ctx.database.db;
      const tz = ctx.config.timeZone;
      const course = await insertCourse(db, { components: scenario });
      // Noon today in the business time zone: a participant's view is open on the shift's day only.
      const noon = new Date(startOfZonedDay(zonedDate(new Date(), tz), tz).getTime() + 12 * HOUR);
      const roleplay = await insertRoleplayShift(db, course.id, { begins: noon, hours: 2 });
      const live = await insertShift(db, course.id, { type: 'live', begins: noon, hours: 2 });
      const person = async (name: string) => {
        const user = await ctx.createUser({ roles: ['participant'], name });
        await enrol(db, course.id, user.id);
        return { id: user.id, name, token: await ctx.sessionFor(user) };
      };
      const seat = async (eventId: number, blockNumber: number, userId: number) => {
        const [call] = await db.insert(calls).values({ eventId, blockNumber }).returning();
        await db.insert(participantSlots).values({ callId: call?.id ?? 0, eventId, blockNumber, userId });
      };
      const invited = async (eventId: number, userId: number, status: InviteStatus) =>
        (await insertInvite(db, eventId, userId, status)).id;

      // The roleplay shift: seats in its calls, with or without an invite beside them.
      const seated = await person('Seated Twice');
      await seat(roleplay.id, 0, seated.id);
      await seat(roleplay.id, 1, seated.id);
      const seatedDeclined = await person('Seated Declined');
      await seat(roleplay.id, 0, seatedDeclined.id);
      await invited(roleplay.id, seatedDeclined.id, 'rejected');
      const declinedOnly = await person('Declined Roleplay');
      await invited(roleplay.id, declinedOnly.id, 'rejected');
      // The live shift: places by invite, in every status, and one taken back by a manager.
      const placed = await person('Placed Live');
      await invited(live.id, placed.id, 'accepted');
      const waiting = await person('Waiting Live');
      await invited(live.id, waiting.id, 'invited');
      const declined = await person('Declined Live');
      await invited(live.id, declined.id, 'rejected');
      const lapsed = await person('Lapsed Live');
      await invited(live.id, lapsed.id, 'expired');
      const removed = await person('Removed Live');
      const removedInvite = await invited(live.id, removed.id, 'accepted');
      const removal = await ctx.api({ method: 'DELETE', url: `/event_invites/${removedInvite}`, token: admin.token });
      expect(removal.statusCode, removal.body).toBe(204);
      const stranger = await person('Stranger');
      const people = [seated, seatedDeclined, declinedOnly, placed, waiting, declined, lapsed, removed, stranger];

      for (const [shift, path, expected] of [
        [roleplay, 'roleplay_shifts', [seated, seatedDeclined]],
        [live, 'live_shifts', [placed, waiting]],
      ] as const) {
        // Who the shift's attendance counts on it, from the manager's view of its rows.
        const managed = await ctx.api({ method: 'GET', url: `/${path}/${shift.id}`, token: admin.token });
        expect(managed.statusCode, managed.body).toBe(200);
        const { details } = managed.json() as Shift;
        const ids = new Set([...details.participants.map((p) => p.id), ...details.attendees.map((a) => a.id)]);
        const onShift = [...ids].filter((id) =>
          participantOnShift({
            calls: details.participants.find((p) => p.id === id)?.calls ?? 0,
            inviteStatus: details.attendees.find((a) => a.id === id)?.status ?? null,
          }),
        );
        expect(onShift.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));

        // Each participant reads the shift page exactly when the attendance counts them.
        for (const who of people) {
          const res = await ctx.api({ method: 'GET', url: `/${path}/${shift.id}`, token: who.token });
          if (onShift.includes(who.id)) {
            expect(res.statusCode, `${who.name}: ${res.body}`).toBe(200);
          } else {
            expect(res.statusCode, `${who.name}: ${res.body}`).toBe(403);
            expect(res.json()).toMatchObject({ code: 'not_in_shift' });
          }
        }
      }

      // The calls of the roleplay shift follow the same rule; a participant reads only their own.
      const callsOf = (token: string) => ctx.api({ method: 'GET', url: `/roleplay_shifts/${roleplay.id}/calls`, token });
      const mine = await callsOf(seatedDeclined.token);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().blocks.flatMap((b: { calls: unknown[] }) => b.calls)).toHaveLength(1);
      for (const who of [declinedOnly, stranger])
        expect((await callsOf(who.token)).json()).toMatchObject({ code: 'not_in_shift' });
    },
  );
});
