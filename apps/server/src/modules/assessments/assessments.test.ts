import type { AssessmentPart, AssessmentPartType, MailPreviews, ParticipantAssessment, SkillsList } from '@app/shared';
import { MESSAGES } from '@app/shared';
import { desc, eq, gt } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courseEvents, mailOutbox, participantAssessments, participantProfiles } from '../../db/schema';
import { apiTest, enrol, insertCourse, insertInvite, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

/**
 * A course with two Scenario components (A and B, a Break between) and a skills list of a heading, a
 * true/false item marked for the action plan, a short answer and a multiple choice; its preferences
 * send the action plan to the participant and the manager, in French, from a sender with a BCC list.
 * `newCall()` builds a group-session roleplay shift of a cohort whose coach is `coach`, with one call:
 * A played by `rp`, B by `rp2`, participants `participant` and `p2`; `bystander` holds an invite
 * but plays in no call; `outsider` is a role-player without a place on the shift.
 */
/** Saves one scenario's internal comment of assessment `id` (with `updatedAt` when given). */
const commentOn =
  (ctx: Pick<TestContext, 'api'>, id: number) =>
  (token: string, scenarioComponentId: number, text: string, updatedAt?: unknown) =>
    ctx.api({
      method: 'PUT',
      url: `/participant_assessments/${id}/internal_comments`,
      token,
      payload: { internalComment: { scenarioComponentId, comment: text, updatedAt } },
    });

const it = apiTest
  .extend('world', { scope: 'file' }, async ({ ctx, admin, participant }) => {
    const db = ctx.database.db;
    const course = await insertCourse(db, {
      name: 'Difficult Conversations',
      clientName: 'Acme Bank',
      components: [
        { type: 'Introduction', duration: 10 },
        { type: 'Scenario', duration: 20, content: 'Angry customer' },
        { type: 'Break', duration: 5 },
        { type: 'Scenario', duration: 20, content: 'Late payment' },
      ],
      preferences: {
        language: 'fr-CA',
        emailSender: 'coaching@acme.example',
        emailBccList: ['archive@acme.example'],
        emailActionPlanToParticipant: true,
        emailActionPlanToManager: true,
      },
    });
    const components = (
      await ctx.api({ method: 'GET', url: `/courses/${course.id}/scenario_components`, token: admin.token })
    ).json() as Array<{ id: number }>;
    const comp = {
      intro: components[0]?.id ?? 0,
      a: components[1]?.id ?? 0,
      brk: components[2]?.id ?? 0,
      b: components[3]?.id ?? 0,
    };
    const types = (
      await ctx.api({ method: 'GET', url: '/assessment_part_types', token: admin.token })
    ).json() as AssessmentPartType[];
    const typeId = Object.fromEntries(types.map((t) => [t.blockType, t.id]));
    const addPart = async (assessmentPart: Record<string, unknown>) => {
      const res = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/assessment_parts`,
        token: admin.token,
        payload: { assessmentPart },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as AssessmentPart).id;
    };
    const part = {
      heading: await addPart({ assessmentPartTypeId: typeId.heading, text: 'Opening' }),
      tf: await addPart({ assessmentPartTypeId: typeId.true_false, text: 'Greets the caller by name', actionPlan: true }),
      short: await addPart({ assessmentPartTypeId: typeId.short_answer, text: 'What went well?' }),
      mc: await addPart({
        assessmentPartTypeId: typeId.multiple_choice,
        text: 'Tone',
        data: { answers: ['Calm', 'Warm', 'Cold'] },
      }),
    };
    const coach = await ctx.signIn('coach');
    const rp = await ctx.signIn('rp');
    const rp2 = await ctx.signIn('rp');
    const bystander = await ctx.signIn('rp');
    const outsider = await ctx.signIn('rp');
    const p2 = await ctx.createUser({ roles: ['participant'], name: 'Paula Second' });
    await enrol(db, course.id, participant.user.id);
    await enrol(db, course.id, p2.id);
    await db
      .insert(participantProfiles)
      .values({ userId: participant.user.id, managerName: 'Mona Manager', managerEmail: 'mona@acme.example' });
    return { course, comp, part, coach, rp, rp2, bystander, outsider, p2 };
  })
  .extend('newCall', { scope: 'file' }, ({ ctx, sc, participant, world }) => async () => {
    const db = ctx.database.db;
    const shift = await insertRoleplayShift(db, world.course.id, {
      cohortName: `Cohort ${Math.random()}`,
      coachId: world.coach.user.id,
    });
    await db.update(courseEvents).set({ isGroupSession: true }).where(eq(courseEvents.id, shift.id));
    for (const person of [world.coach, world.rp, world.rp2, world.bystander])
      await insertInvite(db, shift.id, person.user.id, 'accepted');
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await ctx.api({ method: 'POST', url, token: sc.token, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const call = await post('/calls', { call: { eventId: shift.id, blockNumber: 0 } });
    await post('/call_slots', { callSlot: { callId: call.id, scenarioComponentId: world.comp.a, userId: world.rp.user.id } });
    await post('/call_slots', { callSlot: { callId: call.id, scenarioComponentId: world.comp.b, userId: world.rp2.user.id } });
    await post('/participant_slots', { participantSlot: { callId: call.id, userId: participant.user.id } });
    await post('/participant_slots', { participantSlot: { callId: call.id, userId: world.p2.id } });
    return { shift, callId: call.id, cohortId: shift.cohortId ?? 0 };
  })
  .extend('open', { scope: 'file' }, ({ ctx }) => async (callId: number, userId: number, token: string) => {
    const res = await ctx.api({
      method: 'POST',
      url: '/participant_assessments',
      token,
      payload: { participantAssessment: { callId, userId } },
    });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json() as ParticipantAssessment;
  })
  .extend(
    'answer',
    { scope: 'file' },
    ({ ctx }) =>
      (token: string, participantAssessmentPart: Record<string, unknown>) =>
        ctx.api({ method: 'POST', url: '/participant_assessment_parts', token, payload: { participantAssessmentPart } }),
  );

describe(`skills assessment (${testDbKind})`, () => {
  it('refuses anonymous callers with 401 and participants with 403 on every endpoint', async ({ ctx, participant }) => {
    const calls = [
      { method: 'GET', url: '/calls/1/skills_list' },
      { method: 'POST', url: '/participant_assessments', payload: { participantAssessment: { callId: 1, userId: 1 } } },
      { method: 'PUT', url: '/participant_assessments/1', payload: { participantAssessment: { submit: true } } },
      {
        method: 'PUT',
        url: '/participant_assessments/1/internal_comments',
        payload: { internalComment: { scenarioComponentId: 1, comment: 'x' } },
      },
      { method: 'GET', url: '/participant_assessment_parts?participant_assessment_id=1' },
      {
        method: 'POST',
        url: '/participant_assessment_parts',
        payload: {
          participantAssessmentPart: {
            participantAssessmentId: 1,
            assessmentPartId: 1,
            scenarioComponentId: 1,
            data: { value: 'true' },
          },
        },
      },
      {
        method: 'PUT',
        url: '/participant_assessment_parts/1',
        payload: { participantAssessmentPart: { data: { value: 'true' }, updatedAt: new Date().toISOString() } },
      },
      { method: 'GET', url: '/ratings?participant_assessment_id=1' },
      { method: 'POST', url: '/ratings', payload: { rating: { participantAssessmentId: 1, assessmentPartId: 1, pressed: 1 } } },
      { method: 'PUT', url: '/ratings/1', payload: { rating: { pressed: 1, updatedAt: new Date().toISOString() } } },
      { method: 'GET', url: '/nps_ratings?cohort_id=1&user_id=1' },
      { method: 'PUT', url: '/nps_ratings', payload: { npsRating: { cohortId: 1, userId: 1, rating: 5 } } },
      { method: 'GET', url: '/action_plan_email?participant_assessment_id=1' },
      { method: 'GET', url: '/action_plan_email/preview?participant_assessment_id=1' },
    ] as const;
    for (const call of calls) {
      expect((await ctx.api({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await ctx.api({ ...call, token: participant.token })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('shows the page with a column per scenario of the call, editable only by its role-player, the coach and managers', async ({
    ctx,
    admin,
    participant,
    world,
    newCall,
  }) => {
    const { callId } = await newCall();
    const read = async (token: string, query = '') => {
      const res = await ctx.api({ method: 'GET', url: `/calls/${callId}/skills_list${query}`, token });
      return res;
    };
    const asRp = await read(world.rp.token);
    expect(asRp.statusCode, asRp.body).toBe(200);
    const page = asRp.json() as SkillsList;
    expect(page.participants.map((p) => p.name).sort()).toEqual([participant.user.name, 'Paula Second'].sort());
    expect(page.userId).toBe(page.participants[0]?.id);
    expect(page.scenarios.map((s) => [s.content, s.roleplayer?.id, s.permissions.edit])).toEqual([
      ['Angry customer', world.rp.user.id, true],
      ['Late payment', world.rp2.user.id, false],
    ]);
    expect(page.parts.map((p) => p.blockType)).toEqual(['heading', 'true_false', 'short_answer', 'multiple_choice']);
    expect(page.assessment).toBeNull();
    expect(page.permissions.edit).toBe(true);

    const edits = async (token: string) =>
      ((await read(token, `?user_id=${world.p2.id}`)).json() as SkillsList).scenarios.map((s) => s.permissions.edit);
    expect(await edits(world.rp2.token)).toEqual([false, true]);
    expect(await edits(world.coach.token)).toEqual([true, true]);
    expect(await edits(admin.token)).toEqual([true, true]);
    const bystander = (await read(world.bystander.token)).json() as SkillsList;
    expect(bystander.permissions.edit).toBe(false);
    expect(bystander.scenarios.every((s) => !s.permissions.edit)).toBe(true);

    expect((await read(world.outsider.token)).statusCode).toBe(403);
    expect((await read(world.rp.token, `?user_id=${world.outsider.user.id}`)).statusCode).toBe(404);
    expect((await read(world.rp.token, '?user_id=abc')).statusCode).toBe(400);
    expect((await ctx.api({ method: 'GET', url: '/calls/2147483647/skills_list', token: admin.token })).statusCode).toBe(404);
  });

  it('opens one assessment per participant and shift, for those who may edit it only', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId, shift } = await newCall();
    const first = await ctx.api({
      method: 'POST',
      url: '/participant_assessments',
      token: world.rp.token,
      payload: { participantAssessment: { callId, userId: participant.user.id } },
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await open(callId, participant.user.id, world.coach.token);
    expect(again.id).toBe(first.json().id);
    const rows = await ctx.database.db.select().from(participantAssessments).where(eq(participantAssessments.eventId, shift.id));
    expect(rows).toHaveLength(1);

    const refused = await ctx.api({
      method: 'POST',
      url: '/participant_assessments',
      token: world.bystander.token,
      payload: { participantAssessment: { callId, userId: participant.user.id } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_assessor');
    const notInCall = await ctx.api({
      method: 'POST',
      url: '/participant_assessments',
      token: world.coach.token,
      payload: { participantAssessment: { callId, userId: world.outsider.user.id } },
    });
    expect(notInCall.statusCode).toBe(400);
    expect(namedFields(notInCall)).toContain('participantAssessment.userId');
  });

  it('saves answers per scenario for the assessor of that scenario, checking each answer against its item', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
    answer,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    const base = { participantAssessmentId: pa.id, assessmentPartId: world.part.tf, scenarioComponentId: world.comp.a };

    const made = await answer(world.rp.token, { ...base, data: { value: 'false' } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ ...base, data: { value: 'false' } });

    // The role-player of A may not answer B; the role-player of B may, and the coach may answer both.
    const other = await answer(world.rp.token, { ...base, scenarioComponentId: world.comp.b, data: { value: 'true' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('not_assessor');
    expect(
      (await answer(world.bystander.token, { ...base, assessmentPartId: world.part.short, data: { text: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await answer(world.rp2.token, { ...base, scenarioComponentId: world.comp.b, data: { value: 'na' } })).statusCode,
    ).toBe(201);
    expect(
      (await answer(world.coach.token, { ...base, assessmentPartId: world.part.short, data: { text: 'Good pace' } })).statusCode,
    ).toBe(201);
    expect(
      (await answer(world.coach.token, { ...base, assessmentPartId: world.part.mc, data: { answerIndex: 2 } })).statusCode,
    ).toBe(201);

    // Values that do not fit: 400 naming the field, nothing saved.
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await answer(world.coach.token, { ...base, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(namedFields(res)).toContain(field);
    };
    await bad({ scenarioComponentId: world.comp.b, data: { value: 'maybe' } }, 'participantAssessmentPart.data');
    await bad({ scenarioComponentId: world.comp.b, data: { text: 'yes' } }, 'participantAssessmentPart.data');
    await bad({ scenarioComponentId: world.comp.b, data: { value: 'true', text: 'both' } }, 'participantAssessmentPart.data');
    await bad(
      { scenarioComponentId: world.comp.b, assessmentPartId: world.part.mc, data: { answerIndex: 3 } },
      'participantAssessmentPart.data',
    );
    await bad(
      { scenarioComponentId: world.comp.b, assessmentPartId: world.part.heading, data: { text: 'x' } },
      'participantAssessmentPart.assessmentPartId',
    );
    await bad({ scenarioComponentId: world.comp.brk, data: { value: 'true' } }, 'participantAssessmentPart.scenarioComponentId');

    const list = await ctx.api({
      method: 'GET',
      url: `/participant_assessment_parts?participant_assessment_id=${pa.id}`,
      token: world.bystander.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(4);
    expect(
      (
        await ctx.api({
          method: 'GET',
          url: `/participant_assessment_parts?participant_assessment_id=${pa.id}`,
          token: world.outsider.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.api({
          method: 'GET',
          url: '/participant_assessment_parts?participant_assessment_id=2147483647',
          token: world.coach.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a change made from a stale answer with 409, and keeps both answers of two assessors writing at once', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
    answer,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.coach.token);
    const base = { participantAssessmentId: pa.id, assessmentPartId: world.part.tf };

    // Two assessors on different scenarios at the same moment: both answers are kept.
    const [a, b] = await Promise.all([
      answer(world.rp.token, { ...base, scenarioComponentId: world.comp.a, data: { value: 'true' } }),
      answer(world.rp2.token, { ...base, scenarioComponentId: world.comp.b, data: { value: 'false' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const [a2, b2] = await Promise.all([
      ctx.api({
        method: 'PUT',
        url: `/participant_assessment_parts/${a.json().id}`,
        token: world.rp.token,
        payload: { participantAssessmentPart: { data: { value: 'dngt' }, updatedAt: a.json().updatedAt } },
      }),
      ctx.api({
        method: 'PUT',
        url: `/participant_assessment_parts/${b.json().id}`,
        token: world.rp2.token,
        payload: { participantAssessmentPart: { data: { value: 'na' }, updatedAt: b.json().updatedAt } },
      }),
    ]);
    expect([a2.statusCode, b2.statusCode]).toEqual([200, 200]);
    const page = (
      await ctx.api({
        method: 'GET',
        url: `/calls/${callId}/skills_list?user_id=${participant.user.id}`,
        token: world.coach.token,
      })
    ).json() as SkillsList;
    expect(page.answers.map((x) => [x.scenarioComponentId, x.data]).sort()).toEqual(
      [
        [world.comp.a, { value: 'dngt' }],
        [world.comp.b, { value: 'na' }],
      ].sort(),
    );

    // The same answer from a stale copy: 409 with the current answer; a second first answer: 409 too.
    const stale = await ctx.api({
      method: 'PUT',
      url: `/participant_assessment_parts/${a.json().id}`,
      token: world.coach.token,
      payload: { participantAssessmentPart: { data: { value: 'false' }, updatedAt: a.json().updatedAt } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit', details: { current: { data: { value: 'dngt' } } } });
    const twice = await answer(world.coach.token, { ...base, scenarioComponentId: world.comp.a, data: { value: 'false' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('answer_exists');
    const notYours = await ctx.api({
      method: 'PUT',
      url: `/participant_assessment_parts/${b.json().id}`,
      token: world.rp.token,
      payload: { participantAssessmentPart: { data: { value: 'true' }, updatedAt: b2.json().updatedAt } },
    });
    expect(notYours.statusCode).toBe(403);
    const missingStamp = await ctx.api({
      method: 'PUT',
      url: `/participant_assessment_parts/${b.json().id}`,
      token: world.rp2.token,
      payload: { participantAssessmentPart: { data: { value: 'true' } } },
    });
    expect(missingStamp.statusCode).toBe(400);
    expect(namedFields(missingStamp)).toContain('participantAssessmentPart.updatedAt');
  });

  it('rates a block -1, 0 or 1; pressing the same rating again sets 0', async ({ ctx, participant, world, newCall, open }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    const created = await ctx.api({
      method: 'POST',
      url: '/ratings',
      token: world.rp.token,
      payload: { rating: { participantAssessmentId: pa.id, assessmentPartId: world.part.tf, pressed: 1 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rating).toBe(1);
    let current = created.json() as { id: number; updatedAt: string; rating: number };
    const press = async (pressed: number, token = world.rp2.token) => {
      const res = await ctx.api({
        method: 'PUT',
        url: `/ratings/${current.id}`,
        token,
        payload: { rating: { pressed, updatedAt: current.updatedAt } },
      });
      if (res.statusCode === 200) current = res.json();
      return res;
    };
    expect((await press(1)).json().rating).toBe(0);
    expect((await press(-1)).json().rating).toBe(-1);
    expect((await press(1)).json().rating).toBe(1);
    expect((await press(1)).json().rating).toBe(0);

    const stale = await ctx.api({
      method: 'PUT',
      url: `/ratings/${current.id}`,
      token: world.coach.token,
      payload: { rating: { pressed: 1, updatedAt: created.json().updatedAt } },
    });
    expect(stale.statusCode).toBe(409);
    const two = await press(2);
    expect(two.statusCode).toBe(400);
    expect(namedFields(two)).toContain('rating.pressed');
    expect((await press(1, world.bystander.token)).statusCode).toBe(403);
    const heading = await ctx.api({
      method: 'POST',
      url: '/ratings',
      token: world.coach.token,
      payload: { rating: { participantAssessmentId: pa.id, assessmentPartId: world.part.heading, pressed: 1 } },
    });
    expect(heading.statusCode).toBe(400);
    expect(namedFields(heading)).toContain('rating.assessmentPartId');
    const list = await ctx.api({
      method: 'GET',
      url: `/ratings?participant_assessment_id=${pa.id}`,
      token: world.bystander.token,
    });
    expect(list.json()).toEqual([expect.objectContaining({ assessmentPartId: world.part.tf, rating: 0 })]);
  });

  it('keeps an NPS rating from 1 to 10 per participant and cohort', async ({ ctx, admin, participant, world, newCall }) => {
    const { cohortId } = await newCall();
    const put = (rating: unknown, token = world.rp.token, extra: Record<string, unknown> = {}) =>
      ctx.api({
        method: 'PUT',
        url: '/nps_ratings',
        token,
        payload: { npsRating: { cohortId, userId: participant.user.id, rating, ...extra } },
      });
    for (const rating of [0, 11, 5.5, '7']) {
      const res = await put(rating);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(namedFields(res)).toContain('npsRating.rating');
    }
    const get = (token = world.rp2.token, userId = participant.user.id) =>
      ctx.api({ method: 'GET', url: `/nps_ratings?cohort_id=${cohortId}&user_id=${userId}`, token });
    expect((await get()).json()).toMatchObject({ rating: null });
    const set = await put(9);
    expect(set.statusCode, set.body).toBe(200);
    expect((await get()).json()).toMatchObject({ cohortId, userId: participant.user.id, rating: 9 });
    const changed = await put(1, world.coach.token, { updatedAt: set.json().updatedAt });
    expect(changed.json().rating).toBe(1);
    expect((await put(10, world.rp2.token, { updatedAt: set.json().updatedAt })).statusCode).toBe(409);
    expect((await put(5, world.bystander.token)).statusCode).toBe(403);
    expect((await get(world.outsider.token)).statusCode).toBe(403);
    expect(
      (
        await ctx.api({
          method: 'GET',
          url: `/nps_ratings?cohort_id=2147483647&user_id=${participant.user.id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
    const stranger = await ctx.api({
      method: 'PUT',
      url: '/nps_ratings',
      token: admin.token,
      payload: { npsRating: { cohortId, userId: world.outsider.user.id, rating: 5 } },
    });
    expect(stranger.statusCode).toBe(400);
    expect(namedFields(stranger)).toContain('npsRating.userId');
  });

  it('keeps internal comments per scenario, written by that scenario’s assessors, none lost when two write at once', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    const comment = commentOn(ctx, pa.id);
    const [a, b] = await Promise.all([
      comment(world.rp.token, world.comp.a, 'Rushed the close'),
      comment(world.rp2.token, world.comp.b, 'Kept calm'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await comment(world.rp.token, world.comp.b, 'Not mine')).statusCode).toBe(403);
    const brk = await comment(world.coach.token, world.comp.brk, 'Break');
    expect(brk.statusCode).toBe(400);
    expect(namedFields(brk)).toContain('internalComment.scenarioComponentId');
    const page = (
      await ctx.api({
        method: 'GET',
        url: `/calls/${callId}/skills_list?user_id=${participant.user.id}`,
        token: world.bystander.token,
      })
    ).json() as SkillsList;
    expect(page.assessment?.internalComments).toEqual([
      { scenarioComponentId: world.comp.a, comment: 'Rushed the close', updatedAt: a.json().internalComments[0].updatedAt },
      { scenarioComponentId: world.comp.b, comment: 'Kept calm', updatedAt: expect.any(String) },
    ]);
    const cleared = await comment(world.rp.token, world.comp.a, '');
    expect(cleared.json().internalComments).toEqual([
      { scenarioComponentId: world.comp.b, comment: 'Kept calm', updatedAt: expect.any(String) },
    ]);
  });

  it('saves an internal comment with its own version stamp: stale 409 changing nothing, malformed 400, one of two at once', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    const comment = commentOn(ctx, pa.id);
    const saved = async () => {
      const [row] = await ctx.database.db.select().from(participantAssessments).where(eq(participantAssessments.id, pa.id));
      return row?.internalComments as Record<string, string>;
    };
    const stampOf = (
      res: { json(): { internalComments: Array<{ scenarioComponentId: number; updatedAt: string }> } },
      id: number,
    ) => res.json().internalComments.find((c) => c.scenarioComponentId === id)?.updatedAt;
    const a = String(world.comp.a);

    // null: the edit began from no comment.
    const first = await comment(world.rp.token, world.comp.a, 'First', null);
    expect(first.statusCode, first.body).toBe(200);
    const began = stampOf(first, world.comp.a) as string;
    expect(Date.parse(began)).not.toBeNaN();
    const second = await comment(world.rp.token, world.comp.a, 'Second', began);
    expect(second.statusCode, second.body).toBe(200);
    expect(Date.parse(stampOf(second, world.comp.a) as string)).toBeGreaterThan(Date.parse(began));

    // Begun from the old version, or from no comment: refused, and the saved comment stays.
    for (const old of [began, null]) {
      const stale = await comment(world.rp.token, world.comp.a, 'Overwrite', old);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_edit', details: { updatedAt: stampOf(second, world.comp.a) } });
      expect((await saved())[a]).toBe('Second');
    }
    for (const bad of ['yesterday', '2026-11-26T10:00:00', 42]) {
      const res = await comment(world.rp.token, world.comp.a, 'Bad', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(namedFields(res)).toContain('internalComment.updatedAt');
    }
    expect((await saved())[a]).toBe('Second');

    // Nor does a comment make the action plan stale: an assessor's Submit sent with the version read
    // before their own comment was saved is taken.
    const plan = await ctx.api({
      method: 'PUT',
      url: `/participant_assessments/${pa.id}`,
      token: world.rp.token,
      payload: { participantAssessment: { submit: true, updatedAt: pa.updatedAt } },
    });
    expect(plan.statusCode, plan.body).toBe(200);

    // Another scenario's comment does not make this one stale.
    const other = await comment(world.rp2.token, world.comp.b, 'Theirs', null);
    expect(other.statusCode, other.body).toBe(200);
    const current = stampOf(other, world.comp.a) as string;
    expect(current).toBe(stampOf(second, world.comp.a));

    // Two saves begun from the same version at once: exactly one wins, the other changes nothing.
    const raced = await Promise.all([
      comment(world.rp.token, world.comp.a, 'Mine', current),
      comment(world.coach.token, world.comp.a, 'The coach’s', current),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = raced.find((res) => res.statusCode === 200);
    expect(raced.find((res) => res.statusCode === 409)?.json().code).toBe('stale_edit');
    expect((await saved())[a]).toBe(winner?.json().internalComments[0].comment);

    // An old client without the stamp saves as before.
    const unguarded = await comment(world.rp.token, world.comp.a, 'Unguarded');
    expect(unguarded.statusCode, unguarded.body).toBe(200);
    expect((await saved())[a]).toBe('Unguarded');
  });

  it('saves the custom action plan and submits the assessment, refusing a stale copy', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp2.token);
    const put = (body: Record<string, unknown>, token = world.rp2.token) =>
      ctx.api({ method: 'PUT', url: `/participant_assessments/${pa.id}`, token, payload: { participantAssessment: body } });
    const saved = await put({ customActionPlan: '  Practise closing questions  ', updatedAt: pa.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ customActionPlan: 'Practise closing questions', completedAt: null });
    expect((await put({ customActionPlan: 'Old copy', updatedAt: pa.updatedAt })).statusCode).toBe(409);
    const submitted = await put({ submit: true, updatedAt: saved.json().updatedAt });
    expect(submitted.json().completedAt).not.toBeNull();
    expect((await put({ submit: false })).statusCode).toBe(400);
    expect((await put({ submit: true }, world.bystander.token)).statusCode).toBe(403);
    expect((await put({ submit: true }, world.outsider.token)).statusCode).toBe(403);
  });

  it('e-mails the action plan to the participant and their manager, in the course language, from its sender with its BCC list', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
    answer,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    expect(
      (
        await answer(world.rp.token, {
          participantAssessmentId: pa.id,
          assessmentPartId: world.part.tf,
          scenarioComponentId: world.comp.a,
          data: { value: 'false' },
        })
      ).statusCode,
    ).toBe(201);
    await ctx.api({
      method: 'PUT',
      url: `/participant_assessments/${pa.id}`,
      token: world.rp.token,
      payload: { participantAssessment: { customActionPlan: 'Call two customers a day' } },
    });
    await ctx.api({
      method: 'PUT',
      url: `/participant_assessments/${pa.id}/internal_comments`,
      token: world.rp.token,
      payload: { internalComment: { scenarioComponentId: world.comp.a, comment: 'SECRET staff note' } },
    });

    expect(
      (
        await ctx.api({
          method: 'GET',
          url: `/action_plan_email?participant_assessment_id=${pa.id}`,
          token: world.bystander.token,
        })
      ).statusCode,
    ).toBe(403);
    const sent = await ctx.api({
      method: 'GET',
      url: `/action_plan_email?participant_assessment_id=${pa.id}`,
      token: world.rp2.token,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The answer names whom the e-mails reached.
    expect(sent.json().message).toBe(`${MESSAGES.successfullySentActionPlan} to ${participant.user.name} and Mona Manager`);
    expect(sent.json().recipients).toEqual([
      { name: participant.user.name, email: participant.user.email },
      { name: 'Mona Manager', email: 'mona@acme.example' },
    ]);
    const mailDate = sent.json().mailDate as string;

    const mails = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([participant.user.email, 'mona@acme.example'].sort());
    for (const mail of mails) {
      expect(mail.from).toBe('coaching@acme.example');
      expect(mail.bcc).toEqual(['archive@acme.example']);
      expect(mail.subject).toMatch(/plan d’action/i);
      expect(mail.text).toContain('Greets the caller by name');
      expect(mail.text).toContain('Call two customers a day');
      expect(mail.text).not.toContain('SECRET');
    }
    expect(mails.find((m) => m.to[0] === 'mona@acme.example')?.text).toContain('Mona Manager');
    // The participant's copy speaks to them; the manager's names the participant.
    const theirs = mails.find((m) => m.to[0] === participant.user.email);
    expect(theirs?.subject).toContain('Votre plan d’action');
    expect(theirs?.text).toContain('Voici votre plan d’action');
    expect(theirs?.text).not.toContain(`plan d’action de ${participant.user.name}`);
    expect(mails.find((m) => m.to[0] === 'mona@acme.example')?.text).toContain(
      `Voici le plan d’action de ${participant.user.name}`,
    );

    const page = (
      await ctx.api({ method: 'GET', url: `/calls/${callId}/skills_list?user_id=${participant.user.id}`, token: world.rp.token })
    ).json() as SkillsList;
    expect(page.assessment?.actionPlanEmailDate).toBe(mailDate);
    expect(page.actionPlan).toEqual([{ assessmentPartId: world.part.tf, text: 'Greets the caller by name' }]);
    const again = await ctx.api({
      method: 'GET',
      url: `/action_plan_email?participant_assessment_id=${pa.id}`,
      token: world.coach.token,
    });
    expect(Date.parse(again.json().mailDate)).toBeGreaterThan(Date.parse(mailDate));
    expect(
      (await ctx.api({ method: 'GET', url: '/action_plan_email?participant_assessment_id=x', token: world.coach.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.api({ method: 'GET', url: '/action_plan_email?participant_assessment_id=2147483647', token: world.coach.token }))
        .statusCode,
    ).toBe(404);
  });

  it('previews the action plan e-mails (recipients, sender, bcc, subject, text) without sending or recording anything', async ({
    ctx,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId } = await newCall();
    const pa = await open(callId, participant.user.id, world.rp.token);
    const db = ctx.database.db;
    const lastMailId = async () =>
      (await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;
    const preview = (query: string, token: string) =>
      ctx.api({ method: 'GET', url: `/action_plan_email/preview?${query}`, token });
    const mark = await lastMailId();

    expect((await preview(`participant_assessment_id=${pa.id}`, world.bystander.token)).statusCode).toBe(403);
    const bad = await preview('participant_assessment_id=x', world.coach.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('participant_assessment_id');
    expect((await preview('', world.coach.token)).statusCode).toBe(400);
    expect((await preview('participant_assessment_id=2147483647', world.coach.token)).statusCode).toBe(404);

    const res = await preview(`participant_assessment_id=${pa.id}`, world.rp.token);
    expect(res.statusCode, res.body).toBe(200);
    const { mails } = res.json() as MailPreviews;
    expect(mails.map((m) => m.to)).toEqual([
      [{ name: participant.user.name, email: participant.user.email }],
      [{ name: 'Mona Manager', email: 'mona@acme.example' }],
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ from: 'coaching@acme.example', bcc: ['archive@acme.example'], cc: [] });
      expect(mail.text).not.toContain('SECRET');
    }
    expect(mails[0]?.subject).toContain('Votre plan d’action');
    expect(mails[0]?.text).toContain('Voici votre plan d’action');
    expect(mails[1]?.text).toContain(`Voici le plan d’action de ${participant.user.name}`);
    // Nothing was sent or recorded.
    expect(await lastMailId()).toBe(mark);
    const page = (
      await ctx.api({ method: 'GET', url: `/calls/${callId}/skills_list?user_id=${participant.user.id}`, token: world.rp.token })
    ).json() as SkillsList;
    expect(page.assessment?.actionPlanEmailDate ?? null).toBeNull();
  });

  it('sends the action plan only to those the course preferences name', async ({
    ctx,
    admin,
    participant,
    world,
    newCall,
    open,
  }) => {
    const { callId } = await newCall();
    const db = ctx.database.db;
    const lastMailId = async () =>
      (await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;
    const mailsSince = (id: number) => db.select().from(mailOutbox).where(gt(mailOutbox.id, id));
    const send = (id: number) =>
      ctx.api({ method: 'GET', url: `/action_plan_email?participant_assessment_id=${id}`, token: world.coach.token });
    const setPreferences = async (preferences: Record<string, unknown>) => {
      const res = await ctx.api({
        method: 'PUT',
        url: `/courses/${world.course.id}/preferences`,
        token: admin.token,
        payload: { preferences },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    // p2 has no manager e-mail: only the participant gets it.
    const theirs = await open(callId, world.p2.id, world.coach.token);
    let mark = await lastMailId();
    expect((await send(theirs.id)).statusCode).toBe(200);
    expect((await mailsSince(mark)).map((m) => m.to)).toEqual([[world.p2.email]]);

    await setPreferences({ emailActionPlanToParticipant: false });
    try {
      const nobody = await send(theirs.id);
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json().code).toBe('no_action_plan_recipient');
      const mine = await open(callId, participant.user.id, world.coach.token);
      mark = await lastMailId();
      expect((await send(mine.id)).statusCode).toBe(200);
      expect((await mailsSince(mark)).map((m) => m.to)).toEqual([['mona@acme.example']]);
    } finally {
      await setPreferences({ emailActionPlanToParticipant: true });
    }
  });
});
