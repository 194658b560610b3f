import { MESSAGES, type ScenarioComponent } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { apiTest, insertClient, insertCourse, insertShift } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { backendPid, waitingOn } from '../../test/locks';
import { callLengthMinutes } from './service';

/**
 * The shared preamble, plus this file's client, the tokens of the roles refused, and helpers that
 * make a course or a shift of it, and add and list a course's components (as the admin unless told).
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
    async ({ ctx }) => (await insertClient(ctx.database.db, { orgName: 'Scenario Client' })).id,
  )
  .extend(
    'newCourse',
    { scope: 'file' },
    ({ ctx, clientId }) =>
      async (): Promise<number> =>
        (await insertCourse(ctx.database.db, { clientId })).id,
  )
  .extend(
    'addShift',
    { scope: 'file' },
    ({ ctx }) =>
      async (courseId: number, type: 'roleplay' | 'training' | 'live'): Promise<void> => {
        await insertShift(ctx.database.db, courseId, { type, begins: '2030-03-04T14:00:00Z', hours: 3 });
      },
  )
  .extend(
    'add',
    { scope: 'file' },
    ({ ctx, admin }) =>
      async (courseId: number, scenarioComponent: Record<string, unknown> = {}, token = admin.token) =>
        ctx.api({ method: 'POST', url: `/courses/${courseId}/scenario_components`, token, payload: { scenarioComponent } }),
  )
  .extend('list', { scope: 'file' }, ({ ctx, admin }) => async (courseId: number): Promise<ScenarioComponent[]> => {
    const res = await ctx.api({ method: 'GET', url: `/courses/${courseId}/scenario_components`, token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  });

describe(`scenario components (${testDbKind})`, () => {
  it('refuses anonymous callers with 401 and coach, rp and participant with 403 on every endpoint', async ({
    ctx,
    refused,
    newCourse,
    add,
    list,
  }) => {
    const courseId = await newCourse();
    const created = (await add(courseId)).json() as ScenarioComponent;
    const calls = [
      { method: 'GET', url: '/scenario_component_types' },
      { method: 'POST', url: '/scenario_component_types', payload: { name: 'Warm-up' } },
      { method: 'GET', url: `/courses/${courseId}/scenario_components` },
      { method: 'POST', url: `/courses/${courseId}/scenario_components`, payload: { scenarioComponent: {} } },
      { method: 'PUT', url: `/scenario_components/${created.id}`, payload: { scenarioComponent: { duration: 45 } } },
      { method: 'DELETE', url: `/scenario_components/${created.id}` },
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
    // Nothing was changed by the refused calls.
    expect(await list(courseId)).toEqual([created]);
  });

  describe('component types', () => {
    it('lists the four seeded types', async ({ ctx, sc }) => {
      const res = await ctx.api({ method: 'GET', url: '/scenario_component_types', token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().slice(0, 4)).toEqual([
        { id: 1, name: 'Introduction' },
        { id: 2, name: 'Scenario' },
        { id: 3, name: 'Break' },
        { id: 4, name: 'Debrief' },
      ]);
    });

    it('adds a type, trimmed, and refuses a name already taken in any case', async ({ ctx, admin, sc }) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/scenario_component_types',
        token: sc.token,
        payload: { name: '  Coaching  ' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), name: 'Coaching' });
      for (const name of ['coaching', 'BREAK']) {
        const dup = await ctx.api({ method: 'POST', url: '/scenario_component_types', token: admin.token, payload: { name } });
        expect(dup.statusCode, name).toBe(409);
        expect(dup.json().code).toBe('conflict');
      }
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'scenario_component_type'), eq(auditLog.entityId, res.json().id)));
      expect(entry?.action).toBe('create');
    });

    it('refuses an empty name with 400 naming the field', async ({ ctx, admin }) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/scenario_component_types',
        token: admin.token,
        payload: { name: '   ' },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain('name');
    });
  });

  describe('components', () => {
    it('adds with the defaults (Scenario, 30 minutes, RP 1) at the end, and lists in order', async ({
      ctx,
      sc,
      newCourse,
      add,
      list,
    }) => {
      const courseId = await newCourse();
      const first = await add(courseId);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        courseId,
        scenarioComponentTypeId: 2,
        typeName: 'Scenario',
        content: '',
        duration: 30,
        rpReference: 1,
        position: 0,
      });
      const second = await add(
        courseId,
        { scenarioComponentTypeId: 3, duration: 10, rpReference: null, content: ' Coffee ' },
        sc.token,
      );
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ typeName: 'Break', duration: 10, rpReference: null, content: 'Coffee', position: 1 });
      const all = await list(courseId);
      expect(all.map((c) => [c.id, c.position])).toEqual([
        [first.json().id, 0],
        [second.json().id, 1],
      ]);
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'scenario_component'), eq(auditLog.entityId, first.json().id)));
      expect(entries.map((e) => e.action)).toEqual(['create']);
    });

    it('refuses a bad duration, RP reference or type with 400 naming the field, and changes nothing', async ({
      ctx,
      admin,
      newCourse,
      add,
      list,
    }) => {
      const courseId = await newCourse();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ duration: 7 }, 'duration'],
        [{ duration: 125 }, 'duration'],
        [{ duration: 0 }, 'duration'],
        [{ rpReference: 6 }, 'rpReference'],
        [{ rpReference: 0 }, 'rpReference'],
        [{ scenarioComponentTypeId: 99999 }, 'scenarioComponentTypeId'],
        [{ scenarioComponentTypeId: 'two' }, 'scenarioComponentTypeId'],
      ];
      for (const [input, field] of cases) {
        const res = await add(courseId, input);
        expect(res.statusCode, JSON.stringify(input)).toBe(400);
        expect(JSON.stringify(res.json().details), JSON.stringify(input)).toContain(field);
        expect(res.json().code).toBe('bad_request');
      }
      expect(await list(courseId)).toEqual([]);
      const created = (await add(courseId)).json() as ScenarioComponent;
      const badEdit = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${created.id}`,
        token: admin.token,
        payload: { scenarioComponent: { scenarioComponentTypeId: 99999 } },
      });
      expect(badEdit.statusCode).toBe(400);
      expect(JSON.stringify(badEdit.json().details)).toContain('scenarioComponentTypeId');
      const badDuration = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${created.id}`,
        token: admin.token,
        payload: { scenarioComponent: { duration: 7 } },
      });
      expect(badDuration.statusCode).toBe(400);
      expect(JSON.stringify(badDuration.json().details)).toContain('duration');
      expect(await list(courseId)).toEqual([created]);
    });

    it('answers 404 for an unknown course or component', async ({ ctx, admin, add }) => {
      expect((await add(999_999)).statusCode).toBe(404);
      const get = await ctx.api({ method: 'GET', url: '/courses/999999/scenario_components', token: admin.token });
      expect(get.statusCode).toBe(404);
      const put = await ctx.api({
        method: 'PUT',
        url: '/scenario_components/999999',
        token: admin.token,
        payload: { scenarioComponent: { duration: 45 } },
      });
      expect(put.statusCode).toBe(404);
      expect((await ctx.api({ method: 'DELETE', url: '/scenario_components/999999', token: admin.token })).statusCode).toBe(404);
      expect((await ctx.api({ method: 'DELETE', url: '/scenario_components/abc', token: admin.token })).statusCode).toBe(400);
    });

    it('edits fields and keeps the others', async ({ ctx, sc, newCourse, add }) => {
      const courseId = await newCourse();
      const created = (await add(courseId, { content: 'Angry customer' })).json() as ScenarioComponent;
      const res = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${created.id}`,
        token: sc.token,
        payload: { scenarioComponent: { duration: 45, rpReference: 3, scenarioComponentTypeId: 4 } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...created,
        duration: 45,
        rpReference: 3,
        scenarioComponentTypeId: 4,
        typeName: 'Debrief',
      });
      const cleared = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${created.id}`,
        token: sc.token,
        payload: { scenarioComponent: { rpReference: null } },
      });
      expect(cleared.json().rpReference).toBeNull();
    });

    it('moves a component to a position and renumbers the others 0..n-1', async ({ ctx, admin, newCourse, add, list }) => {
      const courseId = await newCourse();
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push(((await add(courseId, { content: `C${i}` })).json() as ScenarioComponent).id);
      const [a, b, c, d] = ids as [number, number, number, number];

      const moved = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${d}`,
        token: admin.token,
        payload: { scenarioComponent: { position: 0 } },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().position).toBe(0);
      expect((await list(courseId)).map((x) => [x.id, x.position])).toEqual([
        [d, 0],
        [a, 1],
        [b, 2],
        [c, 3],
      ]);

      // Past the end means last.
      await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${a}`,
        token: admin.token,
        payload: { scenarioComponent: { position: 50 } },
      });
      expect((await list(courseId)).map((x) => x.id)).toEqual([d, b, c, a]);

      // Deleting closes the gap.
      expect((await ctx.api({ method: 'DELETE', url: `/scenario_components/${b}`, token: admin.token })).statusCode).toBe(204);
      expect((await list(courseId)).map((x) => [x.id, x.position])).toEqual([
        [d, 0],
        [c, 1],
        [a, 2],
      ]);
      const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'scenario_component'));
      expect(entries.some((e) => e.entityId === b && e.action === 'delete')).toBe(true);
      expect(entries.some((e) => e.entityId === d && e.action === 'update')).toBe(true);
    });
  });

  describe('the lock once a roleplay shift exists', () => {
    it('refuses adding and deleting with 409 but still allows editing and reordering', async ({
      ctx,
      admin,
      newCourse,
      addShift,
      add,
      list,
    }) => {
      const courseId = await newCourse();
      const first = (await add(courseId)).json() as ScenarioComponent;
      const second = (await add(courseId, { scenarioComponentTypeId: 3, duration: 5 })).json() as ScenarioComponent;
      await addShift(courseId, 'roleplay');

      const adding = await add(courseId);
      expect(adding.statusCode).toBe(409);
      expect(adding.json()).toMatchObject({ error: MESSAGES.scenarioLocked, code: 'scenario_locked' });
      const deleting = await ctx.api({ method: 'DELETE', url: `/scenario_components/${first.id}`, token: admin.token });
      expect(deleting.statusCode).toBe(409);
      expect(deleting.json().error).toBe(MESSAGES.scenarioLocked);

      const editing = await ctx.api({
        method: 'PUT',
        url: `/scenario_components/${second.id}`,
        token: admin.token,
        payload: { scenarioComponent: { duration: 15, position: 0, content: 'Short break' } },
      });
      expect(editing.statusCode).toBe(200);
      expect(editing.json()).toMatchObject({ duration: 15, position: 0, content: 'Short break' });
      expect((await list(courseId)).map((x) => x.id)).toEqual([second.id, first.id]);
    });

    // PGlite has one connection; only a real server can run the two transactions side by side.
    it.skipIf(testDbKind !== 'postgres')(
      'holds even against a shift created at the same moment',
      async ({ ctx, newCourse, add, list }) => {
        const courseId = await newCourse();
        await add(courseId);
        let adding: ReturnType<typeof add> | undefined;
        let settled = false;
        await transaction(ctx.database.db, async (tx) => {
          await insertShift(tx, courseId, { type: 'roleplay', begins: '2030-03-05T14:00:00Z', hours: 1 });
          const holder = await backendPid(tx);
          // The shift is not committed yet: the add must wait for it rather than slip past. An add
          // that slipped past would answer without ever queueing behind this transaction.
          adding = add(courseId);
          void adding.then(() => {
            settled = true;
          });
          await expect.poll(() => waitingOn(ctx.database.db, holder), { timeout: 10_000 }).toBe(1);
          expect(settled).toBe(false);
        });
        const res = await adding;
        expect(res?.statusCode).toBe(409);
        expect(res?.json().error).toBe(MESSAGES.scenarioLocked);
        expect(await list(courseId)).toHaveLength(1);
      },
    );

    it('is not caused by a training or live shift', async ({ ctx, admin, newCourse, addShift, add }) => {
      const courseId = await newCourse();
      const first = (await add(courseId)).json() as ScenarioComponent;
      await addShift(courseId, 'training');
      await addShift(courseId, 'live');
      expect((await add(courseId)).statusCode).toBe(201);
      expect((await ctx.api({ method: 'DELETE', url: `/scenario_components/${first.id}`, token: admin.token })).statusCode).toBe(
        204,
      );
    });
  });

  it('callLengthMinutes sums every component, breaks included', async ({ ctx, newCourse, add }) => {
    const courseId = await newCourse();
    expect(await callLengthMinutes(ctx.database.db, courseId)).toBe(0);
    await add(courseId, { duration: 30 });
    await add(courseId, { scenarioComponentTypeId: 3, duration: 10 });
    await add(courseId, { scenarioComponentTypeId: 4, duration: 15 });
    expect(await callLengthMinutes(ctx.database.db, courseId)).toBe(55);
  });
});
