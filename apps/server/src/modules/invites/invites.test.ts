import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { eventInvites, users } from '../../db/schema';
import { apiTest, insertCourse, insertInvite, insertShift, namedFields, type Session, signInEachRole } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { auditOf, inviteRow, lastMailId, mailsSince, mailsTo } from './test-fixtures';

const it = apiTest;

describe(`shift invitations (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  let coach: Session;
  let rp: Session;
  let participant: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    ({ admin, sc, coach, rp, participant } = await signInEachRole(ctx));
    course = await insertCourse(ctx.database.db, { name: 'Handling Objections', clientName: 'Acme Bank' });
  });

  const db = () => ctx.database.db;

  /** 401 without a session, the guard's 403 for each of `who`. */
  async function expectGuarded(request: Parameters<TestContext['api']>[0], who: Session[]) {
    const anonymous = await ctx.api(request);
    expect(anonymous.statusCode).toBe(401);
    for (const session of who) {
      const res = await ctx.api({ ...request, token: session.token });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
    }
  }

  describe('PUT /{type}/{id}/invite', () => {
    it('needs a session and the shifts right', async () => {
      const shift = await insertShift(db(), course.id);
      await expectGuarded({ method: 'PUT', url: `/roleplay_shifts/${shift.id}/invite`, payload: { invites: { userIds: [1] } } }, [
        coach,
        rp,
        participant,
      ]);
    });

    it('names the bad field', async () => {
      const shift = await insertShift(db(), course.id);
      const cases: Array<[string, Record<string, unknown>, string]> = [
        [`/roleplay_shifts/${shift.id}/invite`, {}, 'invites'],
        [`/roleplay_shifts/${shift.id}/invite`, { invites: { userIds: [] } }, 'userIds'],
        [`/roleplay_shifts/${shift.id}/invite`, { invites: { userIds: ['x'] } }, 'userIds'],
        ['/roleplay_shifts/abc/invite', { invites: { userIds: [rp.user.id] } }, 'id'],
      ];
      for (const [url, payload, field] of cases) {
        const res = await ctx.api({ method: 'PUT', url, token: sc.token, payload });
        expect(res.statusCode, url).toBe(400);
        expect(namedFields(res)).toContain(field);
      }
      const participantOnly = await ctx.api({
        method: 'PUT',
        url: `/roleplay_shifts/${shift.id}/invite`,
        token: sc.token,
        payload: { invites: { userIds: [participant.user.id] } },
      });
      expect(participantOnly.statusCode).toBe(400);
      expect(participantOnly.json().error).toContain('invites.userIds');
      expect(await db().select().from(eventInvites).where(eq(eventInvites.eventId, shift.id))).toEqual([]);
    });

    it('answers 404 for an unknown shift, a shift of another type and an unknown or deleted user', async () => {
      const training = await insertShift(db(), course.id, { type: 'training' });
      const gone = await ctx.createUser({ roles: ['rp'] });
      await ctx.api({ method: 'DELETE', url: `/users/${gone.id}`, token: admin.token });
      const cases: Array<[string, number[]]> = [
        ['/roleplay_shifts/999999/invite', [rp.user.id]],
        [`/roleplay_shifts/${training.id}/invite`, [rp.user.id]],
        [`/live_shifts/${training.id}/invite`, [rp.user.id]],
        [`/training_shifts/${training.id}/invite`, [rp.user.id, 999_999]],
        [`/training_shifts/${training.id}/invite`, [gone.id]],
      ];
      for (const [url, userIds] of cases) {
        const res = await ctx.api({ method: 'PUT', url, token: admin.token, payload: { invites: { userIds } } });
        expect(res.statusCode, url).toBe(404);
      }
      // Nothing of the refused call with a good and a bad user was kept.
      expect(await db().select().from(eventInvites).where(eq(eventInvites.eventId, training.id))).toEqual([]);
    });

    it('invites new people, opens a declined invite again, leaves a held place alone, and e-mails each new invitee', async () => {
      const coordinator = await ctx.createUser({ roles: ['sc'] });
      const shift = await insertShift(db(), course.id, {
        begins: new Date('2030-03-05T15:00:00Z'),
        cohortName: 'Spring A',
        coordinatorId: coordinator.id,
      });
      const fresh = await ctx.createUser({ roles: ['rp'], name: 'Fresh Player' });
      const declined = await ctx.createUser({ roles: ['rp'], name: 'Declined Player' });
      const holder = await ctx.createUser({ roles: ['rp'], name: 'Holder Player' });
      const declinedInvite = await insertInvite(db(), shift.id, declined.id, 'rejected');
      const heldInvite = await insertInvite(db(), shift.id, holder.id, 'accepted');
      const before = await lastMailId(db());

      const res = await ctx.api({
        method: 'PUT',
        url: `/roleplay_shifts/${shift.id}/invite`,
        token: sc.token,
        payload: { invites: { userIds: [holder.id, fresh.id, declined.id, fresh.id] } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.map((i: { user: { id: number } }) => i.user.id)).toEqual([holder.id, fresh.id, declined.id]);
      expect(body.map((i: { status: string }) => i.status)).toEqual(['accepted', 'invited', 'invited']);
      expect(body[1]).toEqual({
        id: expect.any(Number),
        status: 'invited',
        user: { id: fresh.id, name: 'Fresh Player', email: fresh.email },
        eventType: 'roleplay',
        eventId: shift.id,
        swapToUserId: null,
        // Waiting for an answer: its answer-by time (backfill's subscriber sets it as it is sent).
        answerBy: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      // An accepted place shows none.
      expect(body[0].answerBy).toBeNull();
      expect(body[2].id).toBe(declinedInvite.id);
      expect(body[0].id).toBe(heldInvite.id);

      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[fresh.email], [declined.email]]);
      const [mail] = mails;
      expect(mail?.subject).toBe('Shift invitation: Handling Objections, Tue Mar 5 2030');
      expect(mail?.text).toContain('Hello Fresh Player,');
      expect(mail?.text).toContain('Shift: role-play, Handling Objections (Acme Bank)');
      expect(mail?.text).toContain('Date: Tue Mar 5 2030\nTime: 10:00–13:00 (America/Toronto)');
      expect(mail?.text).toContain('Cohort: Spring A');
      expect(mail?.text).toContain('/login?token=');
      expect(mail?.text).toContain(`redirect=%2FroleplayShifts%2F${shift.id}`);

      expect((await auditOf(db(), body[1].id)).map((a) => a.action)).toEqual(['invite_create']);
      expect((await auditOf(db(), declinedInvite.id)).map((a) => a.action)).toEqual(['invite_reopen']);
      expect(await auditOf(db(), heldInvite.id)).toEqual([]);

      // The same call again changes nothing and sends nothing.
      const again = await lastMailId(db());
      const repeat = await ctx.api({
        method: 'PUT',
        url: `/roleplay_shifts/${shift.id}/invite`,
        token: admin.token,
        payload: { invites: { userIds: [fresh.id] } },
      });
      expect(repeat.statusCode).toBe(200);
      expect(await mailsSince(db(), again)).toEqual([]);
    });

    it("works under the training and live paths, links to their pages, and writes in the invitee's language", async () => {
      const french = await insertCourse(db(), {
        name: 'Négociation',
        clientName: 'Banque Laurentienne',
        preferences: { language: 'fr-CA' },
      });
      const training = await insertShift(db(), french.id, { type: 'training', begins: new Date('2030-03-05T15:00:00Z') });
      const live = await insertShift(db(), french.id, { type: 'live' });
      const person = await ctx.createUser({ roles: ['coach'] });
      // The invitation is the coach's own e-mail: in the language they chose (issue 40), here the course's too.
      await db().update(users).set({ language: 'fr-CA' }).where(eq(users.id, person.id));

      const t = await ctx.api({
        method: 'PUT',
        url: `/training_shifts/${training.id}/invite`,
        token: sc.token,
        payload: { invites: { userIds: [person.id] } },
      });
      expect(t.statusCode).toBe(200);
      expect(t.json()[0].eventType).toBe('training');
      const l = await ctx.api({
        method: 'PUT',
        url: `/live_shifts/${live.id}/invite`,
        token: sc.token,
        payload: { invites: { userIds: [person.id] } },
      });
      expect(l.statusCode).toBe(200);
      expect(l.json()[0].eventType).toBe('live');

      const [first, second] = await mailsTo(db(), person.email);
      expect(first?.subject).toBe('Invitation à un quart : Négociation, mardi 5 mars 2030');
      expect(first?.text).toContain('Quart : orientation, Négociation (Banque Laurentienne)');
      expect(first?.text).toContain(`redirect=%2ForientationShifts%2F${training.id}`);
      expect(second?.text).toContain(`redirect=%2FliveShifts%2F${live.id}`);
    });
  });

  describe('GET and POST /{type}/{id}/event_invites', () => {
    it('needs a session and the shifts right', async () => {
      const shift = await insertShift(db(), course.id);
      await expectGuarded({ method: 'GET', url: `/roleplay_shifts/${shift.id}/event_invites` }, [coach, rp, participant]);
      await expectGuarded(
        { method: 'POST', url: `/roleplay_shifts/${shift.id}/event_invites`, payload: { userId: rp.user.id } },
        [coach, rp, participant],
      );
    });

    it('names the bad field and answers 404 for unknown or mistyped shifts and unknown users', async () => {
      const shift = await insertShift(db(), course.id);
      const noUser = await ctx.api({
        method: 'POST',
        url: `/roleplay_shifts/${shift.id}/event_invites`,
        token: sc.token,
        payload: {},
      });
      expect(noUser.statusCode).toBe(400);
      expect(namedFields(noUser)).toContain('userId');
      const badId = await ctx.api({ method: 'GET', url: '/roleplay_shifts/0/event_invites', token: sc.token });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toContain('id');
      for (const url of ['/roleplay_shifts/999999/event_invites', `/live_shifts/${shift.id}/event_invites`]) {
        expect((await ctx.api({ method: 'GET', url, token: sc.token })).statusCode).toBe(404);
        expect((await ctx.api({ method: 'POST', url, token: sc.token, payload: { userId: rp.user.id } })).statusCode).toBe(404);
      }
      const unknown = await ctx.api({
        method: 'POST',
        url: `/roleplay_shifts/${shift.id}/event_invites`,
        token: sc.token,
        payload: { userId: 999_999 },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('User not found');
    });

    it('adds one invite (201 with an e-mail), answers 200 for a place already held, and lists them all', async () => {
      const shift = await insertShift(db(), course.id);
      const person = await ctx.createUser({ roles: ['rp'] });
      const other = await ctx.createUser({ roles: ['rp'] });
      const declined = await insertInvite(db(), shift.id, other.id, 'rejected');
      const before = await lastMailId(db());

      const created = await ctx.api({
        method: 'POST',
        url: `/roleplay_shifts/${shift.id}/event_invites`,
        token: sc.token,
        payload: { userId: person.id },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ status: 'invited', user: { id: person.id }, eventId: shift.id });
      expect((await mailsSince(db(), before)).map((m) => m.to)).toEqual([[person.email]]);

      const mid = await lastMailId(db());
      const again = await ctx.api({
        method: 'POST',
        url: `/roleplay_shifts/${shift.id}/event_invites`,
        token: sc.token,
        payload: { userId: person.id },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(created.json().id);
      expect(await mailsSince(db(), mid)).toEqual([]);

      const list = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}/event_invites`, token: admin.token });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
        [declined.id, 'rejected'],
        [created.json().id, 'invited'],
      ]);

      const reopened = await ctx.api({
        method: 'POST',
        url: `/roleplay_shifts/${shift.id}/event_invites`,
        token: sc.token,
        payload: { userId: other.id },
      });
      expect(reopened.statusCode).toBe(201);
      expect(reopened.json()).toMatchObject({ id: declined.id, status: 'invited' });
    });
  });

  describe('GET /event_invites', () => {
    it('needs a session and a staff role', async () => {
      await expectGuarded({ method: 'GET', url: '/event_invites' }, [participant]);
    });

    it('names a bad filter', async () => {
      const res = await ctx.api({ method: 'GET', url: '/event_invites?eventType=king', token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('eventType');
    });

    it('shows managers any invites by shift, type and user, and others only their own', async () => {
      const shift = await insertShift(db(), course.id, { type: 'live' });
      const other = await ctx.createUser({ roles: ['rp'] });
      const mine = await insertInvite(db(), shift.id, rp.user.id, 'accepted');
      const theirs = await insertInvite(db(), shift.id, other.id, 'invited');

      const byShift = await ctx.api({ method: 'GET', url: `/event_invites?eventId=${shift.id}`, token: sc.token });
      expect(byShift.json().map((i: { id: number }) => i.id)).toEqual([mine.id, theirs.id]);
      const byUser = await ctx.api({
        method: 'GET',
        url: `/event_invites?userId=${other.id}&eventType=live`,
        token: admin.token,
      });
      expect(byUser.json().map((i: { id: number }) => i.id)).toEqual([theirs.id]);
      const wrongType = await ctx.api({
        method: 'GET',
        url: `/event_invites?eventId=${shift.id}&eventType=roleplay`,
        token: admin.token,
      });
      expect(wrongType.json()).toEqual([]);

      const own = await ctx.api({ method: 'GET', url: `/event_invites?eventId=${shift.id}`, token: rp.token });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((i: { id: number }) => i.id)).toEqual([mine.id]);
      const ownById = await ctx.api({ method: 'GET', url: `/event_invites?userId=${rp.user.id}`, token: rp.token });
      expect(ownById.json().map((i: { id: number }) => i.id)).toContain(mine.id);
      const someoneElse = await ctx.api({ method: 'GET', url: `/event_invites?userId=${other.id}`, token: rp.token });
      expect(someoneElse.statusCode).toBe(403);
      expect(someoneElse.json().error).toBe('You can see only your own invitations');
    });
  });

  describe('DELETE /event_invites/{id}', () => {
    it('needs a session and the shifts right, and a well-formed id', async () => {
      const shift = await insertShift(db(), course.id);
      const invite = await insertInvite(db(), shift.id, rp.user.id);
      await expectGuarded({ method: 'DELETE', url: `/event_invites/${invite.id}` }, [coach, rp, participant]);
      const bad = await ctx.api({ method: 'DELETE', url: '/event_invites/abc', token: sc.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      const missing = await ctx.api({ method: 'DELETE', url: '/event_invites/999999', token: sc.token });
      expect(missing.statusCode).toBe(404);
      expect(await inviteRow(db(), invite.id)).toBeDefined();
    });

    it('removes the invite, records it and tells the person; a declined one is removed without a mail', async () => {
      const shift = await insertShift(db(), course.id, { begins: new Date('2030-03-05T15:00:00Z') });
      const person = await ctx.createUser({ roles: ['rp'], name: 'Removed Player' });
      const other = await ctx.createUser({ roles: ['rp'] });
      const invite = await insertInvite(db(), shift.id, person.id, 'accepted');
      const declined = await insertInvite(db(), shift.id, other.id, 'rejected');
      const before = await lastMailId(db());

      const res = await ctx.api({ method: 'DELETE', url: `/event_invites/${invite.id}`, token: sc.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await inviteRow(db(), invite.id)).toBeUndefined();
      expect((await auditOf(db(), invite.id)).map((a) => [a.action, a.actorId])).toEqual([['invite_delete', sc.user.id]]);
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[person.email]]);
      expect(mails[0]?.subject).toBe('Removed from a shift: Handling Objections, Tue Mar 5 2030');
      expect(mails[0]?.text).toContain('/login?token=');

      const quiet = await lastMailId(db());
      expect((await ctx.api({ method: 'DELETE', url: `/event_invites/${declined.id}`, token: admin.token })).statusCode).toBe(
        204,
      );
      expect(await mailsSince(db(), quiet)).toEqual([]);
      expect((await ctx.api({ method: 'DELETE', url: `/event_invites/${invite.id}`, token: admin.token })).statusCode).toBe(404);
    });
  });
});
