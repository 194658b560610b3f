import { type AssessmentPart, type AssessmentPartType, BLOCK_TYPES, MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { apiTest, insertClient, insertCourse } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

/**
 * The shared preamble, plus this file's client, the block type ids by block type, the tokens of the
 * roles refused, and helpers that add, edit and list a course's blocks (as the admin unless told).
 */
const it = apiTest
  .extend('refused', { scope: 'file' }, ({ coach, rp, participant }) => ({
    coach: coach.token,
    rp: rp.token,
    participant: participant.token,
  }))
  .extend(
    'clientId',
    { scope: 'file' },
    async ({ ctx }) => (await insertClient(ctx.database.db, { orgName: 'Skills Client' })).id,
  )
  .extend('typeId', { scope: 'file' }, async ({ ctx, admin }) => {
    const typeId: Record<string, number> = {};
    const types = (
      await ctx.api({ method: 'GET', url: '/assessment_part_types', token: admin.token })
    ).json() as AssessmentPartType[];
    for (const t of types) typeId[t.blockType] = t.id;
    return typeId;
  })
  .extend(
    'newCourse',
    { scope: 'file' },
    ({ ctx, clientId }) =>
      async (): Promise<number> =>
        (await insertCourse(ctx.database.db, { clientId })).id,
  )
  .extend(
    'add',
    { scope: 'file' },
    ({ ctx, admin }) =>
      (courseId: number, assessmentPart: Record<string, unknown>, token = admin.token) =>
        ctx.api({ method: 'POST', url: `/courses/${courseId}/assessment_parts`, token, payload: { assessmentPart } }),
  )
  .extend(
    'edit',
    { scope: 'file' },
    ({ ctx, admin }) =>
      (id: number, assessmentPart: Record<string, unknown>, token = admin.token) =>
        ctx.api({ method: 'PUT', url: `/assessment_parts/${id}`, token, payload: { assessmentPart } }),
  )
  .extend('list', { scope: 'file' }, ({ ctx, admin }) => async (courseId: number): Promise<AssessmentPart[]> => {
    const res = await ctx.api({ method: 'GET', url: `/courses/${courseId}/assessment_parts`, token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  });

describe(`assessment parts (${testDbKind})`, () => {
  it('lists the five block types', async ({ ctx, sc }) => {
    const res = await ctx.api({ method: 'GET', url: '/assessment_part_types', token: sc.token });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AssessmentPartType[]).map((t) => t.blockType).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('refuses anonymous callers with 401 and coach, rp and participant with 403 on every endpoint', async ({
    ctx,
    refused,
    typeId,
    newCourse,
    add,
    list,
  }) => {
    const courseId = await newCourse();
    const created = (await add(courseId, { assessmentPartTypeId: typeId.heading, text: 'Opening' })).json() as AssessmentPart;
    const calls = [
      { method: 'GET', url: '/assessment_part_types' },
      { method: 'GET', url: `/courses/${courseId}/assessment_parts` },
      {
        method: 'POST',
        url: `/courses/${courseId}/assessment_parts`,
        payload: { assessmentPart: { assessmentPartTypeId: typeId.heading } },
      },
      { method: 'PUT', url: `/assessment_parts/${created.id}`, payload: { assessmentPart: { text: 'Changed' } } },
      { method: 'DELETE', url: `/assessment_parts/${created.id}` },
    ] as const;
    for (const call of calls) {
      const anonymous = await ctx.api({ ...call });
      expect(anonymous.statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      for (const [role, token] of Object.entries(refused)) {
        const res = await ctx.api({ ...call, token });
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().error).toBe(MESSAGES.forbidden);
      }
    }
    expect(await list(courseId)).toEqual([created]);
  });

  it('adds blocks at the end; only multiple choice keeps answers', async ({ ctx, sc, typeId, newCourse, add, list }) => {
    const courseId = await newCourse();
    const heading = await add(courseId, { assessmentPartTypeId: typeId.heading, text: 'Opening', data: { answers: ['x', 'y'] } });
    expect(heading.statusCode).toBe(201);
    expect(heading.json()).toEqual({
      id: expect.any(Number),
      courseId,
      assessmentPartTypeId: typeId.heading,
      blockType: 'heading',
      text: 'Opening',
      position: 0,
      actionPlan: false,
      data: { answers: [] },
    });
    const choice = await add(
      courseId,
      { assessmentPartTypeId: typeId.multiple_choice, text: 'Tone?', actionPlan: true, data: { answers: ['Calm', ' Warm '] } },
      sc.token,
    );
    expect(choice.statusCode).toBe(201);
    expect(choice.json()).toMatchObject({
      blockType: 'multiple_choice',
      position: 1,
      actionPlan: true,
      data: { answers: ['Calm', 'Warm'] },
    });
    const all = await list(courseId);
    expect(all.map((p) => p.blockType)).toEqual(['heading', 'multiple_choice']);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'assessment_part'), eq(auditLog.entityId, choice.json().id)));
    expect(entry?.action).toBe('create');
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async ({ typeId, newCourse, add, edit, list }) => {
    const courseId = await newCourse();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ assessmentPartTypeId: typeId.multiple_choice, data: { answers: ['Only one'] } }, 'data.answers'],
      [{ assessmentPartTypeId: typeId.multiple_choice }, 'data.answers'],
      [{ assessmentPartTypeId: 99999 }, 'assessmentPartTypeId'],
      [{}, 'assessmentPartTypeId'],
      [{ assessmentPartTypeId: typeId.heading, actionPlan: 'yes' }, 'actionPlan'],
    ];
    for (const [input, field] of cases) {
      const res = await add(courseId, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(input)).toContain(field);
    }
    expect(await list(courseId)).toEqual([]);

    const choice = (
      await add(courseId, { assessmentPartTypeId: typeId.multiple_choice, data: { answers: ['A', 'B'] } })
    ).json() as AssessmentPart;
    const oneLeft = await edit(choice.id, { data: { answers: ['A'] } });
    expect(oneLeft.statusCode).toBe(400);
    expect(oneLeft.json().error).toBe('Answers must hold at least 2 answers for a multiple choice block');
    expect(oneLeft.json().details[0].field).toBe('assessmentPart.data.answers');
    const heading = (await add(courseId, { assessmentPartTypeId: typeId.heading })).json() as AssessmentPart;
    // Turning a block into multiple choice needs its answers too.
    const noAnswers = await edit(heading.id, { assessmentPartTypeId: typeId.multiple_choice });
    expect(noAnswers.statusCode).toBe(400);
    expect(JSON.stringify(noAnswers.json().details)).toContain('data.answers');
    const badType = await edit(heading.id, { assessmentPartTypeId: 99999 });
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(badType.json().details)).toContain('assessmentPartTypeId');
    expect(await list(courseId)).toEqual([choice, heading]);
  });

  it('answers 404 for an unknown course or block', async ({ ctx, admin, typeId, add, edit }) => {
    expect((await add(999_999, { assessmentPartTypeId: typeId.heading })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: '/courses/999999/assessment_parts', token: admin.token })).statusCode).toBe(404);
    expect((await edit(999_999, { text: 'x' })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'DELETE', url: '/assessment_parts/999999', token: admin.token })).statusCode).toBe(404);
  });

  it('edits a block; a type change drops answers a non-choice block cannot hold', async ({
    sc,
    typeId,
    newCourse,
    add,
    edit,
  }) => {
    const courseId = await newCourse();
    const choice = (
      await add(courseId, { assessmentPartTypeId: typeId.multiple_choice, text: 'Pick', data: { answers: ['A', 'B'] } })
    ).json() as AssessmentPart;
    const more = await edit(choice.id, { text: 'Pick one', data: { answers: ['A', 'B', 'C'] }, actionPlan: true }, sc.token);
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual({ ...choice, text: 'Pick one', actionPlan: true, data: { answers: ['A', 'B', 'C'] } });
    const asShort = await edit(choice.id, { assessmentPartTypeId: typeId.short_answer });
    expect(asShort.statusCode).toBe(200);
    expect(asShort.json()).toMatchObject({ blockType: 'short_answer', data: { answers: [] }, text: 'Pick one' });
  });

  it('moves a block to a position and renumbers 0..n-1; deleting closes the gap', async ({
    ctx,
    admin,
    typeId,
    newCourse,
    add,
    edit,
    list,
  }) => {
    const courseId = await newCourse();
    const ids: number[] = [];
    for (const blockType of ['heading', 'sub_heading', 'true_false', 'short_answer'] as const) {
      ids.push(((await add(courseId, { assessmentPartTypeId: typeId[blockType] })).json() as AssessmentPart).id);
    }
    const [a, b, c, d] = ids as [number, number, number, number];
    const moved = await edit(d, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().position).toBe(0);
    expect((await list(courseId)).map((p) => [p.id, p.position])).toEqual([
      [d, 0],
      [a, 1],
      [b, 2],
      [c, 3],
    ]);
    await edit(d, { position: 2 });
    expect((await list(courseId)).map((p) => p.id)).toEqual([a, b, d, c]);
    expect((await ctx.api({ method: 'DELETE', url: `/assessment_parts/${a}`, token: admin.token })).statusCode).toBe(204);
    expect((await list(courseId)).map((p) => [p.id, p.position])).toEqual([
      [b, 0],
      [d, 1],
      [c, 2],
    ]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'assessment_part'), eq(auditLog.entityId, a), eq(auditLog.action, 'delete')));
    expect(entry).toBeDefined();
  });
});
