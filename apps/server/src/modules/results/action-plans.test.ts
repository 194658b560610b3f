import type { ParticipantProgress } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  assessmentParts,
  assessmentPartTypes,
  assessmentRatings,
  calls,
  courseEvents,
  participantAssessmentParts,
  participantAssessments,
  participantSlots,
  scenarioComponents,
} from '../../db/schema';
import { apiTest, DAY, enrol, insertCourse } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { refoldCourse } from './repository';

/**
 * One participant's action plans beside their sessions. The skills list: A (true/false, action
 * plan), B (short answer, action plan), C (multiple choice, not in the action plan). Roleplay shifts,
 * days from now, the participant seated in a call of each (call length 30 minutes):
 * - S1 −20, block 1: submitted; A −1, B 0, C −1; custom plan "Slow down." → items A.
 * - S2 −10, block 0: submitted; A 1 but answered Needs Practice in the scenario, B −1 → items A, B, no custom plan.
 * - S3 −7, block 0: submitted, no rating, custom plan only → dated by the shift's start, no call.
 * - S4 −5: submitted with nothing to practise and no custom plan → no plan.
 * - S5 −2: begun, not submitted, A −1 → no plan (not sent yet).
 * Another course's submitted assessment of the participant is not this course's.
 */
const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx }) => {
  const db = ctx.database.db;
  const at = (days: number) => new Date(Date.now() + days * DAY);
  const course = await insertCourse(db, { name: 'Plans course', components: [{ type: 'Scenario', duration: 30 }] });
  const [scenario] = await db.select().from(scenarioComponents).where(eq(scenarioComponents.courseId, course.id));
  const types = await db.select().from(assessmentPartTypes);
  const part = async (id: number, blockType: string, text: string, actionPlan: boolean) => {
    const typeId = types.find((t) => t.blockType === blockType)?.id ?? 0;
    const [row] = await db
      .insert(assessmentParts)
      .values({ courseId: id, assessmentPartTypeId: typeId, text, position: 0, actionPlan })
      .returning();
    return row?.id ?? 0;
  };
  const A = await part(course.id, 'true_false', 'Greets the caller', true);
  const B = await part(course.id, 'short_answer', 'Listens', true);
  const C = await part(course.id, 'multiple_choice', 'Closes', false);
  const participant = await ctx.createUser({ roles: ['participant'], name: 'Pia Plan' });
  await enrol(db, course.id, participant.id);

  const session = async (
    courseId: number,
    days: number,
    blockNumber: number,
    opts: { ratings?: Array<[number, number]>; custom?: string; submitted?: boolean; needsPractice?: number },
  ) => {
    const begins = at(days);
    const [shift] = await db
      .insert(courseEvents)
      .values({
        courseId,
        type: 'roleplay',
        begins,
        ends: new Date(begins.getTime() + 3 * 3_600_000),
        sessions: 2,
        extensions: 1,
      })
      .returning();
    if (!shift) throw new Error('shift insert failed');
    const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber }).returning();
    if (!call) throw new Error('call insert failed');
    await db.insert(participantSlots).values({ callId: call.id, eventId: shift.id, blockNumber, userId: participant.id });
    const [assessment] = await db
      .insert(participantAssessments)
      .values({
        eventId: shift.id,
        userId: participant.id,
        customActionPlan: opts.custom ?? '',
        completedAt: opts.submitted === false ? null : at(days + 1),
      })
      .returning();
    if (!assessment) throw new Error('assessment insert failed');
    for (const [assessmentPartId, rating] of opts.ratings ?? []) {
      await db.insert(assessmentRatings).values({ participantAssessmentId: assessment.id, assessmentPartId, rating });
    }
    if (opts.needsPractice !== undefined && scenario) {
      await db.insert(participantAssessmentParts).values({
        participantAssessmentId: assessment.id,
        assessmentPartId: opts.needsPractice,
        scenarioComponentId: scenario.id,
        choice: 'false',
      });
    }
    return { shift, call };
  };
  const S1 = await session(course.id, -20, 1, {
    ratings: [
      [A, -1],
      [B, 0],
      [C, -1],
    ],
    custom: 'Slow down.',
  });
  const S2 = await session(course.id, -10, 0, {
    ratings: [
      [A, 1],
      [B, -1],
    ],
    needsPractice: A,
  });
  const S3 = await session(course.id, -7, 0, { custom: 'Practise the closing question.' });
  await session(course.id, -5, 0, { ratings: [[A, 1]] });
  await session(course.id, -2, 0, { ratings: [[A, -1]], submitted: false });
  const other = await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] });
  await enrol(db, other.id, participant.id);
  await session(other.id, -3, 0, { custom: 'Another course’s plan.' });
  await refoldCourse(db, course.id);
  await refoldCourse(db, other.id);
  return { course, participant, blocks: { A, B, C }, S1, S2, S3 };
});

describe(`participant progress: action plans (${testDbKind})`, () => {
  it('gives the action plan of each submitted assessment at its session, as it is e-mailed; the participant reads their own', async ({
    ctx,
    admin,
    world,
  }) => {
    const { A, B } = world.blocks;
    const url = `/participants/${world.participant.id}/progress?course_id=${world.course.id}`;
    const own = await ctx.sessionFor(world.participant);
    for (const token of [admin.token, own]) {
      const res = await ctx.api({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(200);
      const progress = res.json() as ParticipantProgress;
      expect(progress.actionPlans).toEqual([
        {
          shiftId: world.S1.shift.id,
          callId: world.S1.call.id,
          // The session's date is its call's start: block 1 of 30-minute calls.
          date: new Date(world.S1.shift.begins.getTime() + 30 * 60_000).toISOString(),
          items: [{ assessmentPartId: A, text: 'Greets the caller' }],
          customActionPlan: 'Slow down.',
        },
        {
          shiftId: world.S2.shift.id,
          callId: world.S2.call.id,
          date: world.S2.shift.begins.toISOString(),
          items: [
            { assessmentPartId: A, text: 'Greets the caller' },
            { assessmentPartId: B, text: 'Listens' },
          ],
          customActionPlan: '',
        },
        {
          shiftId: world.S3.shift.id,
          callId: null,
          date: world.S3.shift.begins.toISOString(),
          items: [],
          customActionPlan: 'Practise the closing question.',
        },
      ]);
      // Each plan sits at a session of the points (or a session without ratings).
      const sessions = new Set(progress.skills.flatMap((s) => s.points.map((p) => p.shiftId)));
      expect(sessions.has(world.S1.shift.id) && sessions.has(world.S2.shift.id) && !sessions.has(world.S3.shift.id)).toBe(true);
    }
  });
});
