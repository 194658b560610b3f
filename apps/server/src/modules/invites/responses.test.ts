import { formatWeekdayDate, MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { eventInvites, partialSwapRequests } from '../../db/schema';
import {
  apiTest,
  insertAvailability,
  insertCourse,
  insertInvite,
  insertShift,
  namedFields,
  qualify,
  type Session,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { auditOf, inviteRow, lastMailId, mailsSince, TIMES } from './test-fixtures';

const it = apiTest;

describe(`answers, swaps and partial swaps (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let participant: Session;
  let coordinator: Session;
  let holder: Session;
  let other: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = await ctx.signIn('admin');
    participant = await ctx.signIn('participant');
    coordinator = await ctx.signIn('sc');
    holder = await ctx.signIn('rp');
    other = await ctx.signIn('rp');
    course = await insertCourse(ctx.database.db, { name: 'Handling Objections', clientName: 'Acme Bank' });
  });

  const db = () => ctx.database.db;

  function call(method: 'PUT' | 'PATCH', action: string, id: number | string, session?: Session, payload?: object) {
    return ctx.api({
      method,
      url: `/role_players/${action}/${id}`,
      ...(session ? { token: session.token } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  /** A future shift of the course coordinated by `coordinator`, with an invite of `holder` in `status`. */
  // Each shift on a day of its own (from 5 March 2030), so that nobody's places overlap: a swap's
  // taker must be free at the shift's time, and places held on earlier tests' shifts must not count.
  let shiftsMade = 0;
  /** The shift's day as the e-mails write it. */
  const dayOf = (shift: { begins: Date }) => formatWeekdayDate(shift.begins, 'America/Toronto');
  async function shiftWith(status: 'invited' | 'accepted' | 'rejected' | 'swap_requested', opts: { courseId?: number } = {}) {
    const shift = await insertShift(db(), opts.courseId ?? course.id, {
      begins: new Date(Date.UTC(2030, 2, 5 + shiftsMade++, 15)),
      coordinatorId: coordinator.user.id,
    });
    const invite = await insertInvite(db(), shift.id, holder.user.id, status);
    return { shift, invite };
  }

  async function expectCommonRefusals(method: 'PUT' | 'PATCH', action: string, id: number, payload?: object) {
    expect((await call(method, action, id, undefined, payload)).statusCode).toBe(401);
    const guard = await call(method, action, id, participant, payload);
    expect(guard.statusCode).toBe(403);
    expect(guard.json().error).toBe(MESSAGES.forbidden);
    const bad = await call(method, action, 'abc', holder, payload);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('id');
    const missing = await call(method, action, 999_999, holder, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Invitation not found');
  }

  describe('PUT /role_players/accept_event/{id}', () => {
    it('refuses anonymous, participants, bad and unknown ids, and anybody but the invitee', async () => {
      const { invite } = await shiftWith('invited');
      await expectCommonRefusals('PUT', 'accept_event', invite.id);
      for (const session of [other, admin, coordinator]) {
        const res = await call('PUT', 'accept_event', invite.id, session);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          error: 'Only the invited person can accept or decline this invitation',
          code: 'invite_not_yours',
        });
      }
      expect((await inviteRow(db(), invite.id))?.status).toBe('invited');
    });

    it('accepts, records it and tells the coordinator; a second answer is a conflict', async () => {
      const { shift, invite } = await shiftWith('invited');
      const before = await lastMailId(db());
      const res = await call('PUT', 'accept_event', invite.id, holder);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: invite.id, status: 'accepted', user: { id: holder.user.id }, swapToUserId: null });
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[coordinator.user.email]]);
      expect(mails[0]?.subject).toBe(`${holder.user.name} accepted a shift: Handling Objections, ${dayOf(shift)}`);
      expect(mails[0]?.text).toContain('/login?token=');
      expect((await auditOf(db(), invite.id)).map((a) => [a.action, a.actorId])).toEqual([['invite_accept', holder.user.id]]);

      for (const action of ['accept_event', 'reject_event']) {
        const again = await call('PUT', action, invite.id, holder);
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe(
          'Only an invitation waiting for an answer can be accepted or declined; this one is accepted',
        );
      }
    });

    it('sends no mail when the shift has no coordinator', async () => {
      const shift = await insertShift(db(), course.id);
      const invite = await insertInvite(db(), shift.id, holder.user.id);
      const before = await lastMailId(db());
      expect((await call('PUT', 'accept_event', invite.id, holder)).statusCode).toBe(200);
      expect(await mailsSince(db(), before)).toEqual([]);
    });

    it('refuses with 409 busy_elsewhere, changing nothing, when the invitee has since taken a place on an overlapping shift', async () => {
      const { shift, invite } = await shiftWith('invited');
      // Since the invitation, the invitee has accepted a place on a shift overlapping it (a manager may
      // invite somebody busy: the picker only marks them).
      const overlapping = await insertShift(db(), course.id, { begins: new Date(shift.begins.getTime() + TIMES.HOUR) });
      const taken = await insertInvite(db(), overlapping.id, holder.user.id, 'accepted');
      const before = await lastMailId(db());

      const res = await call('PUT', 'accept_event', invite.id, holder);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'busy_elsewhere', error: MESSAGES.backfillBusyElsewhere });
      expect(await inviteRow(db(), invite.id)).toMatchObject({ status: 'invited', updatedAt: invite.updatedAt });
      expect(await inviteRow(db(), taken.id)).toMatchObject({ status: 'accepted' });
      expect(await auditOf(db(), invite.id)).toEqual([]);
      expect(await mailsSince(db(), before)).toEqual([]);

      // Free again (that place declined; one ending as this shift begins does not clash), the same answer goes through.
      await db().update(eventInvites).set({ status: 'rejected' }).where(eq(eventInvites.id, taken.id));
      const backToBack = await insertShift(db(), course.id, {
        ends: shift.begins,
        begins: new Date(shift.begins.getTime() - 2 * TIMES.HOUR),
      });
      await insertInvite(db(), backToBack.id, holder.user.id, 'accepted');
      const accepted = await call('PUT', 'accept_event', invite.id, holder);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ id: invite.id, status: 'accepted' });
    });
  });

  describe('PUT /role_players/reject_event/{id}', () => {
    it('refuses anonymous, participants, bad and unknown ids, and anybody but the invitee', async () => {
      const { invite } = await shiftWith('invited');
      await expectCommonRefusals('PUT', 'reject_event', invite.id);
      expect((await call('PUT', 'reject_event', invite.id, other)).statusCode).toBe(403);
    });

    it('declines, records it and tells the coordinator; declining twice is a conflict', async () => {
      const { invite } = await shiftWith('invited');
      const before = await lastMailId(db());
      const res = await call('PUT', 'reject_event', invite.id, holder);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', swapToUserId: null });
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[coordinator.user.email]]);
      expect(mails[0]?.subject).toContain('declined a shift');
      expect((await auditOf(db(), invite.id)).map((a) => a.action)).toEqual(['invite_reject']);
      const again = await call('PUT', 'reject_event', invite.id, holder);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toContain('this one is declined');
    });
  });

  describe('PUT /role_players/swap_event/{id}', () => {
    it('refuses anonymous, participants, bad and unknown ids, anybody but the holder, and wrong states', async () => {
      const { invite } = await shiftWith('accepted');
      await expectCommonRefusals('PUT', 'swap_event', invite.id);
      const notHolder = await call('PUT', 'swap_event', invite.id, other);
      expect(notHolder.statusCode).toBe(403);
      expect(notHolder.json().error).toBe('Only the person who holds this shift can do this');
      const pending = await shiftWith('invited');
      const wrong = await call('PUT', 'swap_event', pending.invite.id, holder);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        error: 'Only an accepted shift can be offered to others; this one is waiting for an answer',
        code: 'invite_wrong_status',
      });
      const past = await insertShift(db(), course.id, { daysAhead: -1 });
      const pastInvite = await insertInvite(db(), past.id, holder.user.id, 'accepted');
      const started = await call('PUT', 'swap_event', pastInvite.id, holder);
      expect(started.statusCode).toBe(409);
      expect(started.json()).toMatchObject({ error: 'This shift has already started', code: 'shift_started' });
    });

    it('offers the shift to all and e-mails the qualified role-players who are free then, available ones first', async () => {
      const strict = await insertCourse(db(), { name: 'Strict Course' });
      const { shift, invite } = await shiftWith('accepted', { courseId: strict.id });
      const free = await ctx.createUser({ roles: ['rp'], name: 'Zed Free' });
      const available = await ctx.createUser({ roles: ['rp'], name: 'Amy Available' });
      const busy = await ctx.createUser({ roles: ['rp'], name: 'Busy Bee' });
      const unqualified = await ctx.createUser({ roles: ['rp'], name: 'Not Qualified' });
      const qualifiedCoach = await ctx.createUser({ roles: ['coach'], name: 'Coach Only' });
      const alreadyOn = await ctx.createUser({ roles: ['rp'], name: 'Already On' });
      const gone = await ctx.createUser({ roles: ['rp'], name: 'Gone Player' });
      const declinedIt = await ctx.createUser({ roles: ['rp'], name: 'Declined It' });
      for (const person of [holder.user, free, available, busy, qualifiedCoach, alreadyOn, gone, declinedIt])
        await qualify(db(), person.id, strict.id);
      await insertAvailability(
        db(),
        available.id,
        new Date(shift.begins.getTime() - TIMES.HOUR),
        new Date(shift.ends.getTime() + TIMES.HOUR),
      );
      const overlapping = await insertShift(db(), course.id, { begins: new Date(shift.begins.getTime() + TIMES.HOUR) });
      await insertInvite(db(), overlapping.id, busy.id, 'accepted');
      await insertInvite(db(), shift.id, alreadyOn.id, 'invited');
      // Who declined the shift is not asked again.
      await insertInvite(db(), shift.id, declinedIt.id, 'rejected');
      await ctx.api({ method: 'DELETE', url: `/users/${gone.id}`, token: admin.token });
      const before = await lastMailId(db());

      const res = await call('PUT', 'swap_event', invite.id, holder);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'swap_requested', swapToUserId: null, user: { id: holder.user.id } });
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[available.email], [free.email]]);
      expect(mails[0]?.subject).toBe(`Shift available: Strict Course, ${dayOf(shift)}`);
      expect(mails[0]?.text).toContain(`${holder.user.name} cannot work the shift below`);
      expect(mails[0]?.text).toContain(`redirect=%2FroleplayShifts%2F${shift.id}`);
      expect((await auditOf(db(), invite.id)).map((a) => a.action)).toEqual(['invite_swap_request']);
      expect(unqualified.id).toBeGreaterThan(0);

      const twice = await call('PUT', 'swap_event', invite.id, holder);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toContain('this one is offered for swap');
    });
  });

  describe('PUT /role_players/swap_event/{id} with a swap request', () => {
    it('writes the trimmed subject and details into the offer e-mail; a blank subject becomes the default', async () => {
      const helperCourse = await insertCourse(db(), { name: 'Request Course' });
      const { invite } = await shiftWith('accepted', { courseId: helperCourse.id });
      const helper = await ctx.createUser({ roles: ['rp'], name: 'Helpful Person' });
      const before = await lastMailId(db());
      const res = await call('PUT', 'swap_event', invite.id, holder, {
        swapRequest: { requestSubject: '  Need cover Tuesday  ', requestDetails: '  Doctor appointment; all of it.  ' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'swap_requested' });
      const mail = (await mailsSince(db(), before)).find((m) => m.to.includes(helper.email));
      expect(mail?.text).toContain('\nNeed cover Tuesday\n');
      expect(mail?.text).toContain('\nDoctor appointment; all of it.\n');
      const audits = await auditOf(db(), invite.id);
      expect(audits.at(-1)?.data).toMatchObject({ requestSubject: 'Need cover Tuesday' });

      const second = await shiftWith('accepted', { courseId: helperCourse.id });
      const since = await lastMailId(db());
      const blank = await call('PUT', 'swap_event', second.invite.id, holder, {
        swapRequest: { requestSubject: '   ', requestDetails: 'Family matter' },
      });
      expect(blank.statusCode, blank.body).toBe(200);
      const blankMail = (await mailsSince(db(), since)).find((m) => m.to.includes(helper.email));
      expect(blankMail?.text).toContain(MESSAGES.shiftCoverageRequest);
      expect(blankMail?.text).toContain('Family matter');
    });

    it('refuses empty details with 400 naming the field, and changes nothing', async () => {
      const { invite } = await shiftWith('accepted');
      for (const payload of [
        { swapRequest: { requestSubject: 'Cover', requestDetails: '   ' } },
        { swapRequest: { requestSubject: 'Cover' } },
        { swapRequest: { requestDetails: 'x'.repeat(5001) } },
      ]) {
        const res = await call('PUT', 'swap_event', invite.id, holder, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(namedFields(res)).toContain('requestDetails');
      }
      expect((await inviteRow(db(), invite.id))?.status).toBe('accepted');
    });
  });

  describe('PUT /role_players/direct_swap/{id}', () => {
    it('refuses anonymous, participants, bad ids and bodies, and anybody but the holder', async () => {
      const { invite } = await shiftWith('accepted');
      await expectCommonRefusals('PUT', 'direct_swap', invite.id, { user_id: other.user.id });
      const noBody = await call('PUT', 'direct_swap', invite.id, holder, {});
      expect(noBody.statusCode).toBe(400);
      expect(namedFields(noBody)).toContain('user_id');
      expect((await call('PUT', 'direct_swap', invite.id, other, { user_id: other.user.id })).statusCode).toBe(403);
    });

    it('refuses oneself, unknown people, people who cannot hold the place, people on the shift, and wrong states', async () => {
      const strict = await insertCourse(db(), { name: 'Direct Strict' });
      const { shift, invite } = await shiftWith('accepted', { courseId: strict.id });
      await qualify(db(), holder.user.id, strict.id);
      const unqualified = await ctx.createUser({ roles: ['rp'] });
      const coachOnly = await ctx.createUser({ roles: ['coach'] });
      await qualify(db(), coachOnly.id, strict.id);
      const onShift = await ctx.createUser({ roles: ['rp'] });
      await qualify(db(), onShift.id, strict.id);
      await insertInvite(db(), shift.id, onShift.id, 'accepted');

      const self = await call('PUT', 'direct_swap', invite.id, holder, { user_id: holder.user.id });
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toBe('Invalid body: user_id cannot be yourself');
      expect((await call('PUT', 'direct_swap', invite.id, holder, { user_id: 999_999 })).statusCode).toBe(404);
      for (const target of [unqualified, coachOnly]) {
        const res = await call('PUT', 'direct_swap', invite.id, holder, { user_id: target.id });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'place_not_for_them', error: MESSAGES.giveToNotEligible });
      }
      const taken = await call('PUT', 'direct_swap', invite.id, holder, { user_id: onShift.id });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('This person is already on this shift');
      const pending = await shiftWith('invited');
      expect((await call('PUT', 'direct_swap', pending.invite.id, holder, { user_id: other.user.id })).statusCode).toBe(409);
      expect((await inviteRow(db(), invite.id))?.status).toBe('accepted');
    });

    it('offers the shift to the one person named and e-mails only them', async () => {
      const { shift, invite } = await shiftWith('accepted');
      const before = await lastMailId(db());
      const res = await call('PUT', 'direct_swap', invite.id, holder, { user_id: other.user.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'swap_requested', swapToUserId: other.user.id });
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[other.user.email]]);
      expect(mails[0]?.subject).toBe(`${holder.user.name} is offering you a shift: Handling Objections, ${dayOf(shift)}`);
      expect(mails[0]?.text).toContain(`redirect=%2FroleplayShifts%2F${shift.id}`);
      expect((await auditOf(db(), invite.id)).map((a) => a.action)).toEqual(['invite_direct_swap']);
    });
  });

  describe('PATCH /role_players/undo_swap/{id}', () => {
    it('refuses anonymous, participants, bad and unknown ids, anybody but the holder, and a shift not offered', async () => {
      const { invite } = await shiftWith('swap_requested');
      await expectCommonRefusals('PATCH', 'undo_swap', invite.id);
      expect((await call('PATCH', 'undo_swap', invite.id, other)).statusCode).toBe(403);
      const accepted = await shiftWith('accepted');
      const wrong = await call('PATCH', 'undo_swap', accepted.invite.id, holder);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().error).toBe('Only a shift offered for swap can be taken back; this one is accepted');
    });

    it('takes an open offer back without mail, and a direct one back with a mail to the person named', async () => {
      const open = await shiftWith('swap_requested');
      const before = await lastMailId(db());
      const res = await call('PATCH', 'undo_swap', open.invite.id, holder);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'accepted', swapToUserId: null });
      expect(await mailsSince(db(), before)).toEqual([]);

      const { invite } = await shiftWith('accepted');
      expect((await call('PUT', 'direct_swap', invite.id, holder, { user_id: other.user.id })).statusCode).toBe(200);
      const mid = await lastMailId(db());
      const undone = await call('PATCH', 'undo_swap', invite.id, holder);
      expect(undone.json()).toMatchObject({ status: 'accepted', swapToUserId: null });
      const mails = await mailsSince(db(), mid);
      expect(mails.map((m) => m.to)).toEqual([[other.user.email]]);
      expect(mails[0]?.subject).toContain('Shift offer withdrawn');
      expect((await auditOf(db(), invite.id)).map((a) => a.action)).toEqual(['invite_direct_swap', 'invite_undo_swap']);
    });
  });

  describe('PUT /role_players/accept_swap_event/{id}', () => {
    it('refuses anonymous, participants, bad and unknown ids, and the holder themself', async () => {
      const { invite } = await shiftWith('swap_requested');
      await expectCommonRefusals('PUT', 'accept_swap_event', invite.id);
      const own = await call('PUT', 'accept_swap_event', invite.id, holder);
      expect(own.statusCode).toBe(403);
      expect(own.json().error).toBe('You cannot take a shift you offered yourself');
    });

    it('refuses a swap named for somebody else, a place the taker cannot hold, and a taker already on the shift', async () => {
      const { invite: direct } = await shiftWith('swap_requested');
      const named = await ctx.createUser({ roles: ['rp'] });
      await db().update(eventInvites).set({ swapToUserId: named.id }).where(eq(eventInvites.id, direct.id));
      const notForMe = await call('PUT', 'accept_swap_event', direct.id, other);
      expect(notForMe.statusCode).toBe(403);
      expect(notForMe.json().error).toBe('This shift is offered to somebody else');

      const strict = await insertCourse(db(), { name: 'Strict Takers' });
      const { invite: strictInvite } = await shiftWith('swap_requested', { courseId: strict.id });
      await qualify(db(), holder.user.id, strict.id);
      const unqualified = await call('PUT', 'accept_swap_event', strictInvite.id, other);
      expect(unqualified.statusCode).toBe(403);
      expect(unqualified.json().error).toBe('You are not qualified to take this shift');
      const coach = await ctx.signIn('coach');
      const wrongRole = await call('PUT', 'accept_swap_event', (await shiftWith('swap_requested')).invite.id, coach);
      expect(wrongRole.statusCode).toBe(403);

      const { shift, invite } = await shiftWith('swap_requested');
      await insertInvite(db(), shift.id, other.user.id, 'invited');
      const onShift = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(onShift.statusCode).toBe(409);
      expect(onShift.json().error).toBe('You are already on this shift');

      const pending = await shiftWith('invited');
      const notOffered = await call('PUT', 'accept_swap_event', pending.invite.id, other);
      expect(notOffered.statusCode).toBe(409);
      expect(notOffered.json().error).toBe('This shift is not offered for swap');
    });

    it('moves the shift to the taker, removes their declined invite, tells both, and refuses the next taker', async () => {
      const { shift, invite } = await shiftWith('swap_requested');
      // Who declined is reached only by a direct swap naming them.
      await db().update(eventInvites).set({ swapToUserId: other.user.id }).where(eq(eventInvites.id, invite.id));
      const declined = await insertInvite(db(), shift.id, other.user.id, 'rejected');
      const before = await lastMailId(db());
      const res = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: invite.id, status: 'accepted', user: { id: other.user.id }, swapToUserId: null });
      expect(await inviteRow(db(), declined.id)).toBeUndefined();
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[holder.user.email], [other.user.email]]);
      expect(mails[0]?.subject).toBe(`Your shift has been taken: Handling Objections, ${dayOf(shift)}`);
      expect(mails[0]?.text).toContain(`${other.user.name} has taken the shift`);
      expect(mails[1]?.subject).toBe(`The shift is yours: Handling Objections, ${dayOf(shift)}`);
      expect(mails[1]?.text).toContain(`from ${holder.user.name}`);
      for (const mail of mails) expect(mail.text).toContain('/login?token=');
      const actions = (await auditOf(db(), invite.id)).map((a) => [
        a.action,
        a.actorId,
        (a.data as { giverId?: number }).giverId,
      ]);
      expect(actions).toEqual([['invite_swap_taken', other.user.id, holder.user.id]]);
      expect((await auditOf(db(), declined.id)).map((a) => a.action)).toEqual(['invite_delete']);

      const late = await ctx.signIn('rp');
      const again = await call('PUT', 'accept_swap_event', invite.id, late);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(MESSAGES.swapAlreadyTaken);
    });

    it('refuses an open offer to who declined the shift, and leaves their decline alone', async () => {
      const { shift, invite } = await shiftWith('swap_requested');
      const declined = await insertInvite(db(), shift.id, other.user.id, 'rejected');
      const res = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You declined this shift, so it is not offered to you');
      expect(await inviteRow(db(), declined.id)).toMatchObject({ status: 'rejected' });
      expect(await inviteRow(db(), invite.id)).toMatchObject({ status: 'swap_requested', userId: holder.user.id });
    });

    it('refuses with 409 busy_elsewhere, changing nothing, a taker who has since taken a place on an overlapping shift', async () => {
      const { shift, invite } = await shiftWith('swap_requested');
      // Offered to all while the taker was free; since then they have accepted an overlapping shift.
      const overlapping = await insertShift(db(), course.id, { begins: new Date(shift.begins.getTime() - TIMES.HOUR) });
      const taken = await insertInvite(db(), overlapping.id, other.user.id, 'accepted');
      const before = await lastMailId(db());

      const res = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'busy_elsewhere', error: MESSAGES.backfillBusyElsewhere });
      expect(await inviteRow(db(), invite.id)).toMatchObject({
        status: 'swap_requested',
        userId: holder.user.id,
        updatedAt: invite.updatedAt,
      });
      expect(await inviteRow(db(), taken.id)).toMatchObject({ status: 'accepted', userId: other.user.id });
      expect(await auditOf(db(), invite.id)).toEqual([]);
      expect(await mailsSince(db(), before)).toEqual([]);

      // Free again (that place declined), the same taker takes it.
      await db().update(eventInvites).set({ status: 'rejected' }).where(eq(eventInvites.id, taken.id));
      const took = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(took.statusCode, took.body).toBe(200);
      expect(took.json()).toMatchObject({ id: invite.id, status: 'accepted', user: { id: other.user.id } });
    });

    it('lets the person named take a direct swap', async () => {
      const { invite } = await shiftWith('accepted');
      expect((await call('PUT', 'direct_swap', invite.id, holder, { user_id: other.user.id })).statusCode).toBe(200);
      const res = await call('PUT', 'accept_swap_event', invite.id, other);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'accepted', user: { id: other.user.id }, swapToUserId: null });
    });
  });

  describe('GET /role_players/all_swap_requested_events', () => {
    it('needs a session and a staff role', async () => {
      expect((await ctx.api({ method: 'GET', url: '/role_players/all_swap_requested_events' })).statusCode).toBe(401);
      const res = await ctx.api({ method: 'GET', url: '/role_players/all_swap_requested_events', token: participant.token });
      expect(res.statusCode).toBe(403);
    });

    it('lists the future swaps offered to the caller, open or named for them, and nothing else', async () => {
      const viewer = await ctx.signIn('rp');
      const giver = await ctx.createUser({ roles: ['rp'], name: 'Giver' });
      const strict = await insertCourse(db(), { name: 'Viewer Not Qualified' });
      await qualify(db(), giver.id, strict.id);
      const make = async (opts: { courseId?: number; daysAhead?: number; swapTo?: number | null; coachIsGiver?: boolean }) => {
        const shift = await insertShift(db(), opts.courseId ?? course.id, {
          daysAhead: opts.daysAhead ?? 10,
          coachId: opts.coachIsGiver ? giver.id : null,
        });
        const invite = await insertInvite(db(), shift.id, giver.id, 'swap_requested', { swapToUserId: opts.swapTo ?? null });
        return { shift, invite };
      };
      const open = await make({ daysAhead: 12 });
      const named = await make({ daysAhead: 11, swapTo: viewer.user.id });
      await make({ swapTo: other.user.id });
      await make({ courseId: strict.id });
      await make({ daysAhead: -2 });
      await make({ coachIsGiver: true });
      const onIt = await make({});
      await insertInvite(db(), onIt.shift.id, viewer.user.id, 'accepted');
      const declinedIt = await make({ daysAhead: 13 });
      const declined = await insertInvite(db(), declinedIt.shift.id, viewer.user.id, 'rejected');
      await insertInvite(db(), (await insertShift(db(), course.id)).id, viewer.user.id, 'swap_requested');

      const res = await ctx.api({ method: 'GET', url: '/role_players/all_swap_requested_events', token: viewer.token });
      expect(res.statusCode).toBe(200);
      // Earlier tests left open swaps of other people on this course; only the giver's are looked at here.
      const body = res.json().filter((i: { user: { id: number } }) => i.user.id === giver.id);
      // The open offer of a shift the viewer declined is not offered back to them.
      expect(body.map((i: { id: number }) => i.id)).toEqual([named.invite.id, open.invite.id]);
      expect(body[1]).toMatchObject({
        id: open.invite.id,
        status: 'swap_requested',
        user: { id: giver.id, name: 'Giver' },
        swapToUserId: null,
        shift: {
          id: open.shift.id,
          courseName: 'Handling Objections',
          clientName: 'Acme Bank',
          myStatus: null,
          myInviteId: null,
          swapInviteId: open.invite.id,
        },
      });
      expect(declined.id).toBeGreaterThan(0);
    });
  });

  describe('POST /event_invites/{id}/partial_swap', () => {
    const body = { partialSwap: { requestSubject: '  Need cover  ', requestDetails: '  The last two call blocks, please.  ' } };

    it('refuses anonymous, participants, bad ids and bodies, unknown invites, anybody but the holder, and wrong states', async () => {
      const { invite } = await shiftWith('accepted');
      const url = `/event_invites/${invite.id}/partial_swap`;
      expect((await ctx.api({ method: 'POST', url, payload: body })).statusCode).toBe(401);
      expect((await ctx.api({ method: 'POST', url, payload: body, token: participant.token })).statusCode).toBe(403);
      for (const payload of [{}, { partialSwap: { requestSubject: 'x' } }, { partialSwap: { requestDetails: '   ' } }]) {
        const res = await ctx.api({ method: 'POST', url, payload, token: holder.token });
        expect(res.statusCode).toBe(400);
        expect(namedFields(res)).toMatch(/partialSwap|requestDetails/);
      }
      const badId = await ctx.api({ method: 'POST', url: '/event_invites/abc/partial_swap', payload: body, token: holder.token });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error).toContain('id');
      expect(
        (await ctx.api({ method: 'POST', url: '/event_invites/999999/partial_swap', payload: body, token: holder.token }))
          .statusCode,
      ).toBe(404);
      const notHolder = await ctx.api({ method: 'POST', url, payload: body, token: other.token });
      expect(notHolder.statusCode).toBe(403);
      expect(notHolder.json().error).toBe('Only the person who holds this shift can do this');
      const pending = await shiftWith('invited');
      const wrong = await ctx.api({
        method: 'POST',
        url: `/event_invites/${pending.invite.id}/partial_swap`,
        payload: body,
        token: holder.token,
      });
      expect(wrong.statusCode).toBe(409);
      expect(await db().select().from(partialSwapRequests)).toEqual([]);
    });

    it('records the trimmed request and e-mails the coordinator and the qualified role-players', async () => {
      const strict = await insertCourse(db(), { name: 'Coverage Course' });
      const { shift, invite } = await shiftWith('accepted', { courseId: strict.id });
      const helper = await ctx.createUser({ roles: ['rp'], name: 'Helpful Player' });
      await ctx.createUser({ roles: ['rp'], name: 'Unqualified Player' });
      for (const id of [holder.user.id, helper.id]) await qualify(db(), id, strict.id);
      const before = await lastMailId(db());

      const res = await ctx.api({
        method: 'POST',
        url: `/event_invites/${invite.id}/partial_swap`,
        payload: body,
        token: holder.token,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        requestSubject: 'Need cover',
        requestDetails: 'The last two call blocks, please.',
        createdAt: expect.any(String),
      });
      const [row] = await db().select().from(partialSwapRequests).where(eq(partialSwapRequests.id, res.json().id));
      expect(row).toMatchObject({ eventInviteId: invite.id, createdById: holder.user.id, requestSubject: 'Need cover' });
      const mails = await mailsSince(db(), before);
      expect(mails.map((m) => m.to)).toEqual([[coordinator.user.email], [helper.email]]);
      expect(mails[0]?.subject).toBe(`Need cover: Coverage Course, ${dayOf(shift)}`);
      expect(mails[1]?.text).toContain('The last two call blocks, please.');
      expect(mails[1]?.text).toContain(holder.user.email);
      expect(mails[1]?.text).toContain('/login?token=');
      expect((await auditOf(db(), invite.id)).map((a) => a.action)).toEqual(['invite_partial_swap']);
      expect((await inviteRow(db(), invite.id))?.status).toBe('accepted');

      const plain = await ctx.api({
        method: 'POST',
        url: `/event_invites/${invite.id}/partial_swap`,
        payload: { partialSwap: { requestDetails: 'Any part helps' } },
        token: holder.token,
      });
      expect(plain.statusCode).toBe(201);
      expect(plain.json().requestSubject).toBe(MESSAGES.shiftCoverageRequest);
    });
  });
});
