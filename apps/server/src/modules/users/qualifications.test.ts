import { MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, userQualifications } from '../../db/schema';
import { apiTest, insertClient, insertCourse, insertInvite, insertShift, namedFields, type Session } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

const it = apiTest
  .extend('course', { scope: 'file' }, async ({ ctx }) => {
    const client = await insertClient(ctx.database.db, { orgName: 'Qualified Client' });
    return insertCourse(ctx.database.db, { clientId: client.id, name: 'Qualified Course' });
  })
  .extend(
    'add',
    { scope: 'file' },
    ({ ctx }) =>
      (userId: number, body: object, session?: Session) =>
        ctx.api({
          method: 'POST',
          url: `/users/${userId}/user_qualifications`,
          payload: body,
          ...(session ? { token: session.token } : {}),
        }),
  )
  .extend(
    'list',
    { scope: 'file' },
    ({ ctx }) =>
      (userId: number, session?: Session) =>
        ctx.api({ method: 'GET', url: `/users/${userId}/user_qualifications`, ...(session ? { token: session.token } : {}) }),
  )
  .extend(
    'remove',
    { scope: 'file' },
    ({ ctx }) =>
      (id: number, session?: Session) =>
        ctx.api({ method: 'DELETE', url: `/user_qualifications/${id}`, ...(session ? { token: session.token } : {}) }),
  );

describe(`user qualifications (${testDbKind})`, () => {
  it('adds, lists and removes a qualification (admin), with course and client name', async ({
    ctx,
    admin,
    course,
    add,
    list,
    remove,
  }) => {
    const rp = await ctx.createUser({ roles: ['rp'] });
    expect((await list(rp.id, admin)).json()).toEqual([]);
    const added = await add(rp.id, { userQualification: { courseId: course.id } }, admin);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      course: { id: course.id, name: 'Qualified Course' },
      clientName: 'Qualified Client',
    });
    expect((await list(rp.id, admin)).json()).toEqual([added.json()]);
    // The same course twice is a conflict.
    const again = await add(rp.id, { userQualification: { courseId: course.id } }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'qualification_exists', error: MESSAGES.qualificationExists });

    const removed = await remove(added.json().id, admin);
    expect(removed.statusCode).toBe(204);
    expect((await list(rp.id, admin)).json()).toEqual([]);
    expect((await remove(added.json().id, admin)).statusCode).toBe(404);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user_qualification'), eq(auditLog.entityId, added.json().id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses without a session (401), to anyone but an admin (403), and bad input (400 naming the field)', async ({
    ctx,
    sc,
    coach,
    rp,
    participant,
    admin,
    course,
    add,
    remove,
  }) => {
    const target = await ctx.createUser({ roles: ['coach'] });
    expect((await add(target.id, { userQualification: { courseId: course.id } })).statusCode).toBe(401);
    expect((await remove(1)).statusCode).toBe(401);
    for (const session of [sc, coach, rp, participant]) {
      const res = await add(target.id, { userQualification: { courseId: course.id } }, session);
      expect(res.statusCode).toBe(403);
      expect((await remove(1, session)).statusCode).toBe(403);
    }
    for (const [body, field] of [
      [{}, 'userQualification'],
      [{ userQualification: {} }, 'Course'],
      [{ userQualification: { courseId: 'x' } }, 'Course'],
      [{ userQualification: { courseId: 0 } }, 'Course'],
    ] as const) {
      const res = await add(target.id, body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(namedFields(res)).toContain(field);
    }
    expect((await add(target.id, { userQualification: { courseId: 999999 } }, admin)).statusCode).toBe(404);
    expect((await add(999999, { userQualification: { courseId: course.id } }, admin)).statusCode).toBe(404);
    expect((await remove(0, admin)).statusCode).toBe(400);
    const onlyParticipant = await ctx.createUser({ roles: ['participant'] });
    const refused = await add(onlyParticipant.id, { userQualification: { courseId: course.id } }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('qualification_needs_staff');
    const rows = await ctx.database.db.select().from(userQualifications).where(eq(userQualifications.userId, target.id));
    expect(rows).toEqual([]);
  });

  it('lets those who may read the user read their qualifications; others get 404', async ({ ctx, participant, rp, list }) => {
    const coach = await ctx.createUser({ roles: ['coach'] });
    // A role-player reads a colleague only once they share a shift.
    expect((await list(coach.id, rp)).statusCode).toBe(404);
    const course = await insertCourse(ctx.database.db, { name: 'Shared Course' });
    const shift = await insertShift(ctx.database.db, course.id, { daysAhead: 9, coachId: coach.id });
    await insertInvite(ctx.database.db, shift.id, rp.user.id, 'accepted');
    expect((await list(coach.id, rp)).statusCode).toBe(200);
    expect((await list(coach.id, participant)).statusCode).toBe(404);
    expect((await list(coach.id)).statusCode).toBe(401);
  });

  it('changes who the invite dialog and the swap offers treat as qualified', async ({ ctx, admin, sc, add, remove }) => {
    const course = await insertCourse(ctx.database.db, { name: 'Strict Course' });
    const shift = await insertShift(ctx.database.db, course.id, { daysAhead: 12 });
    const picked = await ctx.signIn('rp');
    const other = await ctx.signIn('rp');
    const giver = await ctx.createUser({ roles: ['rp'] });
    const offered = await insertInvite(ctx.database.db, shift.id, giver.id, 'swap_requested');

    const dialog = async () => {
      const res = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${shift.id}`, token: sc.token });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ id: number; qualified: boolean }>;
      return Object.fromEntries(
        rows.filter((r) => [picked.user.id, other.user.id].includes(r.id)).map((r) => [r.id, r.qualified]),
      );
    };
    const swapsFor = async (session: Session) => {
      const res = await ctx.api({ method: 'GET', url: '/role_players/all_swap_requested_events', token: session.token });
      return (res.json() as Array<{ id: number }>).map((i) => i.id).filter((id) => id === offered.id);
    };

    // A course without qualifications accepts everybody.
    expect(await dialog()).toEqual({ [picked.user.id]: true, [other.user.id]: true });
    expect(await swapsFor(other)).toEqual([offered.id]);

    const added = await add(picked.user.id, { userQualification: { courseId: course.id } }, admin);
    expect(added.statusCode).toBe(201);
    expect(await dialog()).toEqual({ [picked.user.id]: true, [other.user.id]: false });
    expect(await swapsFor(picked)).toEqual([offered.id]);
    expect(await swapsFor(other)).toEqual([]);

    expect((await remove(added.json().id, admin)).statusCode).toBe(204);
    expect(await dialog()).toEqual({ [picked.user.id]: true, [other.user.id]: true });
    expect(await swapsFor(other)).toEqual([offered.id]);
  });
});
