import { MESSAGES } from '@app/shared';
import { describe, expect } from 'vitest';
import { apiTest, insertAvailability, insertCourse, insertInvite, insertShift, qualify, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { TIMES } from './test-fixtures';

const it = apiTest;

interface Row {
  id: number;
  qualified: boolean;
  available: boolean;
  busy: boolean;
  inviteStatus: string | null;
}

describe(`GET /roleplayers (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  const people: Record<string, { id: number }> = {};
  let strictCourse: { id: number };
  let openCourse: { id: number };
  let shift: { id: number; begins: Date; ends: Date };

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    const db = ctx.database.db;
    admin = await ctx.signIn('admin');
    sc = await ctx.signIn('sc');
    strictCourse = await insertCourse(db, { name: 'Strict' });
    openCourse = await insertCourse(db, { name: 'Open' });
    shift = await insertShift(db, strictCourse.id, { begins: new Date('2031-05-06T14:00:00Z'), hours: 3 });
    const elsewhere = await insertShift(db, openCourse.id, { begins: new Date('2031-05-06T16:00:00Z') });
    const later = await insertShift(db, openCourse.id, { begins: new Date('2031-05-07T16:00:00Z') });

    people.ready = await ctx.createUser({ roles: ['rp'], name: 'Ada Ready' });
    people.busy = await ctx.createUser({ roles: ['rp'], name: 'Bob Busy' });
    people.invited = await ctx.createUser({ roles: ['rp'], name: 'Cy Invited' });
    people.partly = await ctx.createUser({ roles: ['rp', 'coach'], name: 'Dee Partly' });
    people.coach = await ctx.createUser({ roles: ['coach'], name: 'Eve Coach' });
    people.gone = await ctx.createUser({ roles: ['rp'], name: 'Gil Gone' });
    people.participant = await ctx.createUser({ roles: ['participant'], name: 'Pat Participant' });
    await qualify(db, people.ready.id, strictCourse.id);
    await qualify(db, people.invited.id, strictCourse.id);
    await qualify(db, people.coach.id, strictCourse.id);
    await insertAvailability(db, people.ready.id, new Date(shift.begins.getTime() - TIMES.HOUR), shift.ends);
    // Covers only the first hour of the shift.
    await insertAvailability(db, people.partly.id, shift.begins, new Date(shift.begins.getTime() + TIMES.HOUR));
    await insertInvite(db, elsewhere.id, people.busy.id, 'accepted');
    // A declined overlapping shift and a later one do not make anybody busy.
    await insertInvite(db, elsewhere.id, people.ready.id, 'rejected');
    await insertInvite(db, later.id, people.ready.id, 'accepted');
    await insertInvite(db, shift.id, people.invited.id, 'invited');
    await ctx.api({ method: 'DELETE', url: `/users/${people.gone.id}`, token: admin.token });
  });

  const mine = (rows: Row[]) => rows.filter((r) => Object.values(people).some((p) => p.id === r.id));
  const idOf = (name: string) => people[name]?.id;

  it('needs a session and the shifts right', async () => {
    expect((await ctx.api({ method: 'GET', url: '/roleplayers' })).statusCode).toBe(401);
    for (const role of ['coach', 'rp', 'participant'] as const) {
      const { token } = await ctx.signIn(role);
      for (const url of ['/roleplayers', `/roleplayers/${idOf('ready')}`]) {
        const res = await ctx.api({ method: 'GET', url, token });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(MESSAGES.forbidden);
      }
    }
  });

  it('names the bad query field', async () => {
    const cases: Array<[string, string]> = [
      ['has=king', 'has'],
      ['role=king', 'role'],
      ['course_ids=abc', 'course_ids'],
      ['event_id=0', 'event_id'],
      ['start_time=2031-05-06T14:00:00Z', 'end_time'],
      ['end_time=2031-05-06T14:00:00Z', 'start_time'],
      ['start_time=2031-05-06T14:00:00Z&end_time=2031-05-06T13:00:00Z', 'end_time'],
      ['has=availability', 'start_time'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.api({ method: 'GET', url: `/roleplayers?${query}`, token: sc.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(field);
    }
    expect((await ctx.api({ method: 'GET', url: '/roleplayers/abc', token: sc.token })).json().error).toContain('id');
  });

  it('answers 404 for an unknown shift or one of another type', async () => {
    expect((await ctx.api({ method: 'GET', url: '/roleplayers?event_id=999999', token: sc.token })).statusCode).toBe(404);
    const mismatch = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${shift.id}&event_type=live`, token: sc.token });
    expect(mismatch.statusCode).toBe(404);
  });

  it("tells for a shift who is qualified, available, busy and invited, from the shift's own time and course", async () => {
    const res = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${shift.id}&event_type=roleplay`, token: sc.token });
    expect(res.statusCode).toBe(200);
    const rows = mine(res.json());
    // Live role-players only, fewest hours first (fair shares): Cy and Dee hold no accepted place, Ada
    // and Bob one of three hours each (then by id). The coach, the participant and the deleted account
    // are not there.
    expect(rows.map((r) => r.id)).toEqual([idOf('invited'), idOf('partly'), idOf('ready'), idOf('busy')]);
    const [invited, partly, ready, busy] = rows;
    expect(ready).toMatchObject({ qualified: true, available: true, busy: false, inviteStatus: null });
    expect(busy).toMatchObject({ qualified: false, available: false, busy: true, inviteStatus: null });
    expect(invited).toMatchObject({ qualified: true, available: false, busy: false, inviteStatus: 'invited' });
    expect(partly).toMatchObject({ qualified: false, available: false, busy: false });
    expect(res.json().find((r: Row) => r.id === idOf('ready'))).toEqual({
      id: idOf('ready'),
      name: 'Ada Ready',
      email: expect.any(String),
      roleList: ['rp'],
      qualified: true,
      available: true,
      busy: false,
      inviteStatus: null,
      lastCoached: null,
      // Her accepted place is in 2031: booked ahead, in no month yet, and not a last shift.
      fairShare: {
        shiftsThisMonth: 0,
        hoursThisMonth: 0,
        months: expect.arrayContaining([expect.objectContaining({ shifts: 0, hours: 0 })]),
        lastShiftAt: null,
        lateGiveUps: 0,
      },
    });

    const availableOnly = await ctx.api({
      method: 'GET',
      url: `/roleplayers?event_id=${shift.id}&has=availability`,
      token: sc.token,
    });
    expect(mine(availableOnly.json()).map((r) => r.id)).toEqual([idOf('ready')]);

    const coaches = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${shift.id}&role=coach`, token: sc.token });
    expect(mine(coaches.json()).map((r) => [r.id, r.qualified])).toEqual([
      [idOf('partly'), false],
      [idOf('coach'), true],
    ]);
  });

  it('takes a time and courses from the query; a course without qualifications accepts everybody', async () => {
    const window = `start_time=${encodeURIComponent('2031-05-06T14:00:00Z')}&end_time=${encodeURIComponent('2031-05-06T15:00:00Z')}`;
    const open = await ctx.api({ method: 'GET', url: `/roleplayers?${window}&course_ids=${openCourse.id}`, token: admin.token });
    expect(open.statusCode).toBe(200);
    const rows = mine(open.json());
    expect(rows.every((r) => r.qualified)).toBe(true);
    expect(rows.find((r) => r.id === idOf('partly'))).toMatchObject({ available: true });
    const both = await ctx.api({
      method: 'GET',
      url: `/roleplayers?start_time=2031-05-06T14:00:00Z&end_time=2031-05-06T17:00:00Z&course_ids=${strictCourse.id},${openCourse.id}`,
      token: admin.token,
    });
    expect(mine(both.json()).find((r) => r.id === idOf('busy'))).toMatchObject({ qualified: false, busy: true });
    const noTime = await ctx.api({ method: 'GET', url: '/roleplayers', token: admin.token });
    expect(mine(noTime.json()).every((r) => !r.available && !r.busy && r.qualified && r.inviteStatus === null)).toBe(true);
  });

  it('GET /roleplayers/{id} answers one staff member, or 404', async () => {
    const one = await ctx.api({ method: 'GET', url: `/roleplayers/${idOf('ready')}?event_id=${shift.id}`, token: sc.token });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: idOf('ready'), name: 'Ada Ready', qualified: true, available: true });
    const coach = await ctx.api({ method: 'GET', url: `/roleplayers/${idOf('coach')}`, token: sc.token });
    expect(coach.json()).toMatchObject({ id: idOf('coach'), roleList: ['coach'] });
    for (const url of [
      `/roleplayers/${idOf('participant')}`,
      `/roleplayers/${idOf('gone')}`,
      '/roleplayers/999999',
      `/roleplayers/${idOf('coach')}?role=rp`,
    ]) {
      expect((await ctx.api({ method: 'GET', url, token: sc.token })).statusCode, url).toBe(404);
    }
  });
});
