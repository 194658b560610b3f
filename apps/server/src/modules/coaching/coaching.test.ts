import {
  type ArchivedRecord,
  type ArchivePage,
  type CoachingHistory,
  type CoachingRecord,
  type CoachingRecordLookup,
  MESSAGES,
  type TemplateDetail,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { callSlots, calls, courses, roleplayerAssessmentAnswers, roleplayerAssessments, users } from '../../db/schema';
import {
  apiTest,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  namedFields,
  type Session,
  signInEachRole,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

/** The seeded template 1: binary, binary, scale, scale, scale, comment. */
const SEEDED_TEMPLATE = 1;

describe(`coaching records, archive, history and templates (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  let coach: Session;
  let coach2: Session;
  let rp: Session;
  let participant: Session;
  let rp2: { id: number; name: string };
  let stranger: { id: number };
  let callId: number;
  let otherCallId: number;
  let questions: { binary: number; scale: number; comment: number };
  let tagCount = 0;

  const db = () => ctx.database.db;

  /** A new call of a new roleplay shift of the course, with the role-players given playing its scenarios. */
  async function callWith(courseId: number, scenarioIds: number[], players: number[]): Promise<number> {
    const shift = await insertRoleplayShift(db(), courseId);
    const [call] = await db().insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
    if (!call) throw new Error('call insert failed');
    for (const [i, userId] of players.entries()) {
      // A role-player in a call holds a place on its shift.
      await insertInvite(db(), shift.id, userId, 'accepted');
      await db()
        .insert(callSlots)
        .values({ callId: call.id, eventId: shift.id, blockNumber: 0, scenarioComponentId: scenarioIds[i] as number, userId });
    }
    return call.id;
  }

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    ({ admin, sc, coach, rp, participant } = await signInEachRole(ctx));
    coach2 = await ctx.signIn('coach');
    rp2 = await ctx.createUser({ roles: ['rp'], name: 'Robin Player' });
    stranger = await ctx.createUser({ roles: ['rp'] });
    const course = await insertCourse(db(), {
      name: 'Difficult Conversations',
      components: [
        { type: 'Scenario', content: 'Angry customer' },
        { type: 'Scenario', content: 'Late payment' },
      ],
    });
    await db().update(courses).set({ roleplayerAssessmentTemplateId: SEEDED_TEMPLATE }).where(eq(courses.id, course.id));
    const comps = await ctx.api({ method: 'GET', url: `/courses/${course.id}/scenario_components`, token: admin.token });
    const ids = (comps.json() as Array<{ id: number }>).map((c) => c.id);
    callId = await callWith(course.id, ids, [rp.user.id, rp2.id]);
    otherCallId = await callWith(course.id, ids, [rp2.id]);
    const lookup = await ctx.api({ method: 'GET', url: '/roleplayer_assessment_templates', token: admin.token });
    const seeded = (lookup.json() as Array<{ id: number; questions: Array<{ id: number; answerType: string }> }>).find(
      (t) => t.id === SEEDED_TEMPLATE,
    );
    const byType = (type: string) => seeded?.questions.find((q) => q.answerType === type)?.id as number;
    questions = { binary: byType('binary'), scale: byType('scale'), comment: byType('comment') };
  });

  const lookup = (userId: number, call: number, token: string) =>
    ctx.api({ method: 'GET', url: `/coaching_record?user_id=${userId}&call_id=${call}`, token });
  const create = (userId: number, call: number, token: string) =>
    ctx.api({
      method: 'POST',
      url: '/roleplayer_assessments',
      token,
      payload: { roleplayerAssessment: { callId: call, userId } },
    });
  const answer = (token: string, body: Record<string, unknown>) =>
    ctx.api({ method: 'POST', url: '/roleplayer_assessment_answers', token, payload: { roleplayerAssessmentAnswer: body } });

  describe('the coaching form', () => {
    let record: CoachingRecord;

    it('refuses the form to the signed out (401) and to sc, rp and participant (403)', async () => {
      expect((await ctx.api({ method: 'GET', url: `/coaching_record?user_id=${rp.user.id}&call_id=${callId}` })).statusCode).toBe(
        401,
      );
      for (const who of [sc, rp, participant]) {
        expect((await lookup(rp.user.id, callId, who.token)).statusCode).toBe(403);
        expect((await create(rp.user.id, callId, who.token)).statusCode).toBe(403);
        expect(
          (await answer(who.token, { roleplayerAssessmentId: 1, roleplayerAssessmentQuestionId: 1, answerValue: 1 })).statusCode,
        ).toBe(403);
      }
    });

    it('names the bad field (400)', async () => {
      const res = await ctx.api({ method: 'GET', url: `/coaching_record?user_id=x&call_id=${callId}`, token: coach.token });
      expect(res.statusCode).toBe(400);
      expect(namedFields(res)).toContain('user_id');
      const body = await ctx.api({
        method: 'POST',
        url: '/roleplayer_assessments',
        token: coach.token,
        payload: { roleplayerAssessment: { callId } },
      });
      expect(body.statusCode).toBe(400);
      expect(namedFields(body)).toContain('roleplayerAssessment.userId');
    });

    it('answers an empty lookup before the record exists, and 404/409 for an unknown call or someone not in it', async () => {
      const res = await lookup(rp.user.id, callId, coach.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CoachingRecordLookup).roleplayerAssessment).toBeNull();
      expect((await lookup(rp.user.id, 987654, coach.token)).statusCode).toBe(404);
      const notIn = await create(stranger.id, callId, coach.token);
      expect(notIn.statusCode).toBe(409);
      expect(notIn.json()).toMatchObject({ code: 'roleplayer_not_in_call' });
      expect(await db().select().from(roleplayerAssessments)).toHaveLength(0);
    });

    it('creates the record with the course template’s questions and sets the role-player’s lastCoached', async () => {
      const res = await create(rp.user.id, callId, coach.token);
      expect(res.statusCode, res.body).toBe(201);
      record = res.json();
      expect(record).toMatchObject({ userId: rp.user.id, callId, coach: { id: coach.user.id }, answers: [] });
      expect(record.sessionName).toBe('Difficult Conversations');
      expect(record.questions.map((q) => q.answerType)).toEqual(['binary', 'binary', 'scale', 'scale', 'scale', 'comment']);
      const [row] = await db().select().from(users).where(eq(users.id, rp.user.id));
      expect(row?.lastCoached?.toISOString()).toBe(record.createdAt);
      const again = await lookup(rp.user.id, callId, coach.token);
      expect((again.json() as CoachingRecordLookup).roleplayerAssessment?.id).toBe(record.id);
      // The same coach asking again gets the same record (a second tab), not a second one.
      const twice = await create(rp.user.id, callId, coach.token);
      expect(twice.statusCode).toBe(200);
      expect((twice.json() as CoachingRecord).id).toBe(record.id);
    });

    it('gives another coach the conflict text on lookup and on creation; an admin opens it', async () => {
      for (const res of [await lookup(rp.user.id, callId, coach2.token), await create(rp.user.id, callId, coach2.token)]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'coaching_form_taken', error: MESSAGES.coachingFormTaken });
      }
      const asAdmin = await lookup(rp.user.id, callId, admin.token);
      expect((asAdmin.json() as CoachingRecordLookup).roleplayerAssessment?.id).toBe(record.id);
      const answerByOther = await answer(coach2.token, {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: questions.binary,
        answerValue: 1,
      });
      expect(answerByOther.statusCode).toBe(409);
    });

    it('saves answers one at a time: binary 1/0, scale 1–6 stored as i/6, comment text; replaces an answer', async () => {
      const scale = await answer(coach.token, {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: questions.scale,
        answerValue: 5,
      });
      expect(scale.statusCode, scale.body).toBe(200);
      expect(scale.json()).toMatchObject({ answerValue: 5 });
      const [stored] = await db()
        .select()
        .from(roleplayerAssessmentAnswers)
        .where(eq(roleplayerAssessmentAnswers.roleplayerAssessmentQuestionId, questions.scale));
      expect(stored?.answerValue).toBeCloseTo(5 / 6, 10);
      const six = await answer(coach.token, {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: questions.scale,
        answerValue: 6,
      });
      expect(six.json()).toMatchObject({ answerValue: 6 });
      for (const value of [1, 0]) {
        const res = await answer(coach.token, {
          roleplayerAssessmentId: record.id,
          roleplayerAssessmentQuestionId: questions.binary,
          answerValue: value,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ answerValue: value });
      }
      const comment = await answer(admin.token, {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: questions.comment,
        answer: 'Kept the pressure on well',
      });
      expect(comment.statusCode, comment.body).toBe(200);
      const rows = await db()
        .select()
        .from(roleplayerAssessmentAnswers)
        .where(eq(roleplayerAssessmentAnswers.roleplayerAssessmentId, record.id));
      expect(rows).toHaveLength(3);
      const view = await ctx.api({ method: 'GET', url: `/roleplayer_assessments/${record.id}`, token: coach.token });
      expect((view.json() as CoachingRecord).answers.map((a) => a.answerValue ?? a.answer).sort()).toEqual(
        [0, 6, 'Kept the pressure on well'].sort(),
      );
    });

    it('refuses scale 0 and 7, binary 2, a value for a comment, and a question of another template (400, nothing saved)', async () => {
      const before = await db().select().from(roleplayerAssessmentAnswers);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ roleplayerAssessmentQuestionId: questions.scale, answerValue: 0 }, 'answerValue'],
        [{ roleplayerAssessmentQuestionId: questions.scale, answerValue: 7 }, 'answerValue'],
        [{ roleplayerAssessmentQuestionId: questions.scale, answerValue: 2.5 }, 'answerValue'],
        [{ roleplayerAssessmentQuestionId: questions.binary, answerValue: 2 }, 'answerValue'],
        [{ roleplayerAssessmentQuestionId: questions.comment, answerValue: 1 }, 'answerValue'],
        [{ roleplayerAssessmentQuestionId: questions.comment, answer: 'x'.repeat(5001) }, 'answer'],
        [{ roleplayerAssessmentQuestionId: 987654, answerValue: 1 }, 'roleplayerAssessmentQuestionId'],
      ];
      for (const [body, field] of cases) {
        const res = await answer(coach.token, { roleplayerAssessmentId: record.id, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(namedFields(res)).toContain(`roleplayerAssessmentAnswer.${field}`);
      }
      expect(await db().select().from(roleplayerAssessmentAnswers)).toEqual(before);
      const unknown = await answer(coach.token, {
        roleplayerAssessmentId: 987654,
        roleplayerAssessmentQuestionId: questions.binary,
        answerValue: 1,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('creates exactly one record when two coaches open the same empty form at once', async () => {
      const results = await Promise.all([create(rp2.id, callId, coach.token), create(rp2.id, callId, coach2.token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await db().select().from(roleplayerAssessments).where(eq(roleplayerAssessments.userId, rp2.id));
      expect(rows).toHaveLength(1);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json()).toMatchObject({ error: MESSAGES.coachingFormTaken });
    });
  });

  describe('the archive', () => {
    it('refuses the signed out, rp and participant; names a bad page', async () => {
      expect((await ctx.api({ method: 'GET', url: '/archive' })).statusCode).toBe(401);
      for (const who of [rp, participant]) {
        expect((await ctx.api({ method: 'GET', url: '/archive', token: who.token })).statusCode).toBe(403);
        expect((await ctx.api({ method: 'GET', url: '/archive/1', token: who.token })).statusCode).toBe(403);
      }
      const bad = await ctx.api({ method: 'GET', url: '/archive?page=0', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(namedFields(bad)).toContain('page');
    });

    it('lists every record newest first for admin and sc, a coach’s own for a coach, and searches names', async () => {
      // coach2 writes one for rp2 in the other call, after the others.
      expect((await create(rp2.id, otherCallId, coach2.token)).statusCode).toBe(201);
      for (const who of [admin, sc]) {
        const page = (await ctx.api({ method: 'GET', url: '/archive', token: who.token })).json() as ArchivePage;
        expect(page.total).toBe(3);
        const times = page.data.map((r) => r.createdAt);
        expect([...times].sort().reverse()).toEqual(times);
      }
      const mine = (await ctx.api({ method: 'GET', url: '/archive', token: coach2.token })).json() as ArchivePage;
      expect(mine.data.every((r) => r.coach.id === coach2.user.id)).toBe(true);
      const searched = (await ctx.api({ method: 'GET', url: '/archive?search=robin', token: admin.token })).json() as ArchivePage;
      expect(searched.data.map((r) => r.roleplayer.name)).toEqual(['Robin Player', 'Robin Player']);
      const paged = (
        await ctx.api({ method: 'GET', url: '/archive?per_page=10&page=2', token: admin.token })
      ).json() as ArchivePage;
      expect(paged).toEqual({ total: 3, data: [] });
    });

    it('shows a record’s session, people, date and question/answer pairs; a coach only their own', async () => {
      const page = (
        await ctx.api({ method: 'GET', url: `/archive?search=${encodeURIComponent(rp.user.name)}`, token: admin.token })
      ).json() as ArchivePage;
      const id = page.data[0]?.id as number;
      const res = await ctx.api({ method: 'GET', url: `/archive/${id}`, token: coach.token });
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json() as ArchivedRecord;
      expect(detail).toMatchObject({
        sessionName: 'Difficult Conversations',
        roleplayer: { id: rp.user.id },
        coach: { id: coach.user.id },
      });
      expect(detail.pairs.find((p) => p.questionId === questions.scale)).toMatchObject({ answerValue: 6, answerType: 'scale' });
      expect(detail.pairs.find((p) => p.questionId === questions.comment)?.answer).toBe('Kept the pressure on well');
      expect((await ctx.api({ method: 'GET', url: `/archive/${id}`, token: coach2.token })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url: `/archive/${id}`, token: sc.token })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/archive/987654', token: admin.token })).statusCode).toBe(404);
    });
  });

  describe('coaching history', () => {
    const history = (userId: number, token?: string) =>
      ctx.api({ method: 'GET', url: `/users/${userId}/coaching_records`, ...(token ? { token } : {}) });

    it('shows a role-player’s records to admin, sc and coaches, and to the role-player themself only', async () => {
      expect((await history(rp2.id)).statusCode).toBe(401);
      for (const who of [admin, sc, coach]) {
        const res = await history(rp2.id, who.token);
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as CoachingHistory).total).toBe(2);
      }
      const own = await history(rp.user.id, rp.token);
      expect(own.statusCode).toBe(200);
      expect((own.json() as CoachingHistory).data[0]?.pairs.length).toBe(6);
      expect((await history(rp2.id, rp.token)).statusCode).toBe(403);
      expect((await history(rp.user.id, participant.token)).statusCode).toBe(403);
      // Not a role-player or coach: no coaching history for staff to read.
      expect((await history(participant.user.id, admin.token)).statusCode).toBe(403);
      expect((await history(987654, admin.token)).statusCode).toBe(404);
      const bad = await ctx.api({ method: 'GET', url: '/users/abc/coaching_records', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(namedFields(bad)).toContain('id');
    });

    it('shows the records a coach created to admins only', async () => {
      const url = `/users/${coach2.user.id}/coaching_records_created`;
      expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
      for (const who of [sc, coach, coach2, rp])
        expect((await ctx.api({ method: 'GET', url, token: who.token })).statusCode).toBe(403);
      const res = await ctx.api({ method: 'GET', url, token: admin.token });
      expect(res.statusCode).toBe(200);
      const created = res.json() as CoachingHistory;
      expect(created.data.map((r) => r.coach.id)).toEqual(created.data.map(() => coach2.user.id));
      const written = await db().select().from(roleplayerAssessments).where(eq(roleplayerAssessments.coachId, coach2.user.id));
      // One in the other call, and maybe the race of two coaches for rp2 in the first.
      expect(created.total).toBe(written.length);
      expect(created.total).toBeGreaterThanOrEqual(1);
    });
  });

  describe('templates', () => {
    const body = (name: string, questions: Array<Record<string, unknown>>) => ({
      roleplayerAssessmentTemplate: { name, questions },
    });
    async function make(): Promise<TemplateDetail> {
      tagCount += 1;
      const res = await ctx.api({
        method: 'POST',
        url: '/roleplayer_assessment_templates',
        token: admin.token,
        payload: body(`Template ${tagCount}`, [
          { header: 'Energy', content: 'Was the energy right?', answerType: 'scale' },
          { header: 'On time', answerType: 'binary' },
        ]),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    it('lets admins only manage templates', async () => {
      const payload = body('X', []);
      expect((await ctx.api({ method: 'POST', url: '/roleplayer_assessment_templates', payload })).statusCode).toBe(401);
      for (const who of [sc, coach, rp, participant]) {
        expect(
          (await ctx.api({ method: 'POST', url: '/roleplayer_assessment_templates', token: who.token, payload })).statusCode,
        ).toBe(403);
        expect(
          (await ctx.api({ method: 'GET', url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`, token: who.token }))
            .statusCode,
        ).toBe(403);
      }
    });

    it('creates a template with ordered questions; names bad fields', async () => {
      const made = await make();
      expect(made.questions.map((q) => [q.header, q.answerType, q.position, q.answered])).toEqual([
        ['Energy', 'scale', 0, false],
        ['On time', 'binary', 1, false],
      ]);
      const cases: Array<[unknown, string]> = [
        [body('', []), 'roleplayerAssessmentTemplate.name'],
        [body('X', [{ header: 'A', answerType: 'stars' }]), 'roleplayerAssessmentTemplate.questions.0.answerType'],
        [body('X', [{ header: ' ', answerType: 'binary' }]), 'roleplayerAssessmentTemplate.questions.0.header'],
        [
          body('X', [
            { header: 'A', answerType: 'binary' },
            { header: 'a', answerType: 'scale' },
          ]),
          'roleplayerAssessmentTemplate.questions.1.header',
        ],
      ];
      for (const [payload, field] of cases) {
        const res = await ctx.api({
          method: 'POST',
          url: '/roleplayer_assessment_templates',
          token: admin.token,
          payload: payload as object,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(namedFields(res)).toContain(field);
      }
    });

    it('edits, reorders, adds and removes unanswered questions', async () => {
      const made = await make();
      const [energy, onTime] = made.questions;
      const res = await ctx.api({
        method: 'PUT',
        url: `/roleplayer_assessment_templates/${made.id}`,
        token: admin.token,
        payload: body('Renamed', [
          { id: onTime?.id, header: 'Punctual', answerType: 'binary' },
          { header: 'Notes', answerType: 'comment' },
        ]),
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json() as TemplateDetail;
      expect(saved.name).toBe('Renamed');
      expect(saved.questions.map((q) => [q.header, q.position])).toEqual([
        ['Punctual', 0],
        ['Notes', 1],
      ]);
      expect(saved.questions.some((q) => q.id === energy?.id)).toBe(false);
      const foreign = await ctx.api({
        method: 'PUT',
        url: `/roleplayer_assessment_templates/${made.id}`,
        token: admin.token,
        payload: body('Renamed', [{ id: questions.binary, header: 'Stolen', answerType: 'binary' }]),
      });
      expect(foreign.statusCode).toBe(400);
      expect(namedFields(foreign)).toContain('roleplayerAssessmentTemplate.questions.0.id');
      expect(
        (
          await ctx.api({
            method: 'PUT',
            url: '/roleplayer_assessment_templates/987654',
            token: admin.token,
            payload: body('X', []),
          })
        ).statusCode,
      ).toBe(404);
    });

    it('keeps answered questions: changing or removing one is refused (409), other edits go through', async () => {
      const res = await ctx.api({
        method: 'GET',
        url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`,
        token: admin.token,
      });
      const seeded = res.json() as TemplateDetail;
      expect(seeded.recordCount).toBe(3);
      expect(seeded.questions.find((q) => q.id === questions.scale)?.answered).toBe(true);
      const inputs = seeded.questions.map((q) => ({ id: q.id, header: q.header, content: q.content, answerType: q.answerType }));
      const reworded = inputs.map((q) => (q.id === questions.scale ? { ...q, header: 'Something else' } : q));
      const removed = inputs.filter((q) => q.id !== questions.binary);
      for (const questionsSent of [reworded, removed]) {
        const refused = await ctx.api({
          method: 'PUT',
          url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`,
          token: admin.token,
          payload: body(seeded.name, questionsSent),
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'question_answered', error: MESSAGES.questionAnswered });
      }
      const after = (
        await ctx.api({ method: 'GET', url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`, token: admin.token })
      ).json();
      expect(after).toEqual(seeded);
      const added = await ctx.api({
        method: 'PUT',
        url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`,
        token: admin.token,
        payload: body(seeded.name, [...inputs, { header: 'Voice', answerType: 'scale' }]),
      });
      expect(added.statusCode, added.body).toBe(200);
      expect((added.json() as TemplateDetail).questions).toHaveLength(7);
    });

    it('deletes a template nobody uses, and refuses one a course or a record uses', async () => {
      const made = await make();
      const del = await ctx.api({ method: 'DELETE', url: `/roleplayer_assessment_templates/${made.id}`, token: admin.token });
      expect(del.statusCode).toBe(204);
      expect(
        (await ctx.api({ method: 'GET', url: `/roleplayer_assessment_templates/${made.id}`, token: admin.token })).statusCode,
      ).toBe(404);
      const inUse = await ctx.api({
        method: 'DELETE',
        url: `/roleplayer_assessment_templates/${SEEDED_TEMPLATE}`,
        token: admin.token,
      });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ code: 'template_in_use' });
      expect(
        (await ctx.api({ method: 'DELETE', url: `/roleplayer_assessment_templates/${made.id}`, token: coach.token })).statusCode,
      ).toBe(403);
    });
  });
});
