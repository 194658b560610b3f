import { MESSAGES } from '@app/shared';
import { describe, expect } from 'vitest';
import { apiTest, enrol, HOUR, insertCourse, insertShift, namedFields, type Session, signInEachRole } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { lastMailId, mailsSince } from './test-fixtures';

const it = apiTest;

describe(`participants placed on orientation and live shifts (${testDbKind})`, () => {
  let ctx: TestContext;
  let sc: Session;
  let rp: Session;
  let participant: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;
  let otherCourse: Awaited<ReturnType<typeof insertCourse>>;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    ({ sc, rp, participant } = await signInEachRole(ctx));
    course = await insertCourse(ctx.database.db, { name: 'Coaching Basics', clientName: 'Acme Bank' });
    otherCourse = await insertCourse(ctx.database.db, { name: 'Other Course', clientName: 'Acme Bank' });
    await enrol(ctx.database.db, course.id, participant.user.id);
  });

  const db = () => ctx.database.db;
  const place = (path: string, id: number, userIds: number[], token = sc.token) =>
    ctx.api({ method: 'PUT', url: `/${path}/${id}/invite`, token, payload: { invites: { userIds } } });

  it('places an enrolled participant on a live shift, accepted at once and without an e-mail', async () => {
    const live = await insertShift(db(), course.id, { type: 'live' });
    const since = await lastMailId(db());
    const res = await place('live_shifts', live.id, [participant.user.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ status: 'accepted', eventType: 'live', eventId: live.id })]);
    expect(await mailsSince(db(), since)).toEqual([]);

    const shift = await ctx.api({ method: 'GET', url: `/live_shifts/${live.id}`, token: sc.token });
    const attendee = shift.json().details.attendees.find((a: { id: number }) => a.id === participant.user.id);
    expect(attendee).toMatchObject({ status: 'accepted', roles: ['participant'] });
  });

  it('places participants and invites staff in one call on an orientation shift', async () => {
    const training = await insertShift(db(), course.id, { type: 'training' });
    const since = await lastMailId(db());
    const res = await place('training_shifts', training.id, [participant.user.id, rp.user.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { status: string }) => i.status)).toEqual(['accepted', 'invited']);
    const mails = await mailsSince(db(), since);
    expect(mails.map((m) => m.to)).toEqual([[rp.user.email]]);
  });

  it('refuses a participant not enrolled in the course with 409 participant_not_enrolled', async () => {
    const live = await insertShift(db(), otherCourse.id, { type: 'live' });
    const res = await place('live_shifts', live.id, [participant.user.id, rp.user.id]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'participant_not_enrolled' });
    // Nothing was written: the staff member of the same call is not invited either.
    const invites = await ctx.api({ method: 'GET', url: `/live_shifts/${live.id}/event_invites`, token: sc.token });
    expect(invites.json()).toEqual([]);
  });

  it('refuses participants on a roleplay shift with 400 naming the field', async () => {
    const roleplay = await insertShift(db(), course.id, { type: 'roleplay' });
    const res = await place('roleplay_shifts', roleplay.id, [participant.user.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('invites.userIds');
  });

  it('refuses a role-player and a participant the right to place anybody (403)', async () => {
    const live = await insertShift(db(), course.id, { type: 'live' });
    for (const who of [rp, participant]) {
      const res = await place('live_shifts', live.id, [participant.user.id], who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
    }
  });

  it("lists the course's enrolled participants for the picker with their place on the shift", async () => {
    const training = await insertShift(db(), course.id, { type: 'training' });
    const stranger = await ctx.createUser({ roles: ['participant'], name: 'Zed Stranger' });
    await enrol(db(), otherCourse.id, stranger.id);
    const url = `/roleplayers?event_type=training&event_id=${training.id}&role=participant`;
    const before = await ctx.api({ method: 'GET', url, token: sc.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual([expect.objectContaining({ id: participant.user.id, inviteStatus: null })]);
    await place('training_shifts', training.id, [participant.user.id]);
    const after = await ctx.api({ method: 'GET', url, token: sc.token });
    expect(after.json()).toEqual([expect.objectContaining({ id: participant.user.id, inviteStatus: 'accepted' })]);

    const forbidden = await ctx.api({ method: 'GET', url, token: rp.token });
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 400 naming the field when the participants list is asked without a shift or for a roleplay shift', async () => {
    const roleplay = await insertShift(db(), course.id, { type: 'roleplay' });
    const noShift = await ctx.api({ method: 'GET', url: '/roleplayers?role=participant', token: sc.token });
    expect(noShift.statusCode).toBe(400);
    expect(namedFields(noShift)).toContain('event_id');
    const onRoleplay = await ctx.api({
      method: 'GET',
      url: `/roleplayers?role=participant&event_id=${roleplay.id}`,
      token: sc.token,
    });
    expect(onRoleplay.statusCode).toBe(400);
    expect(namedFields(onRoleplay)).toContain('role');
  });

  it('lets the placed participant open their live shift on its day only', async () => {
    const today = await insertShift(db(), course.id, { type: 'live', begins: new Date(Date.now() + HOUR / 60), hours: 1 });
    const later = await insertShift(db(), course.id, { type: 'live', daysAhead: 3 });
    await place('live_shifts', today.id, [participant.user.id]);
    await place('live_shifts', later.id, [participant.user.id]);
    const open = await ctx.api({ method: 'GET', url: `/live_shifts/${today.id}`, token: participant.token });
    expect(open.statusCode, open.body).toBe(200);
    const early = await ctx.api({ method: 'GET', url: `/live_shifts/${later.id}`, token: participant.token });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'shift_not_today' });
  });
});
