import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { coursePreferences } from '../../db/schema';
import { apiTest, insertClient, insertCourse } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { newCourseKey } from './service';
import { createCourse } from './test-fixtures';

/** The shared preamble, plus this file's client and a way to save a course's preferences (as the sc unless told). */
const it = apiTest
  .extend('clientId', { scope: 'file' }, async ({ ctx }) => (await insertClient(ctx.database.db)).id)
  .extend(
    'put',
    { scope: 'file' },
    ({ ctx, sc }) =>
      (courseId: number, preferences: Record<string, unknown>, token = sc.token) =>
        ctx.api({ method: 'PUT', url: `/courses/${courseId}/preferences`, token, payload: { preferences } }),
  );

describe(`course preferences (${testDbKind})`, () => {
  it('needs a session and the courses right, for reading and for saving', async ({
    ctx,
    admin,
    coach,
    rp,
    participant,
    clientId,
  }) => {
    const course = await createCourse(ctx, admin.token, { clientId });
    for (const request of [
      { method: 'GET' as const, url: `/courses/${course.id}/preferences` },
      { method: 'PUT' as const, url: `/courses/${course.id}/preferences`, payload: { preferences: { resourcesReady: true } } },
    ]) {
      expect((await ctx.api(request)).statusCode).toBe(401);
      for (const who of [coach, rp, participant]) {
        const res = await ctx.api({ ...request, token: who.token });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(MESSAGES.forbidden);
      }
    }
  });

  it('answers the defaults of a new course', async ({ ctx, admin, sc, clientId }) => {
    const course = await createCourse(ctx, admin.token, { clientId });
    const res = await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: sc.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      language: 'en-CA',
      resourcesReady: false,
      enableGroupSessions: false,
      customReminderEnabled: false,
      customReminderDaysBefore: 1,
      customReminderText: '',
      waitlistOfferHours: 12,
      emailSender: '',
      emailBccList: [],
      emailActionPlanToParticipant: true,
      emailActionPlanToManager: false,
      emailShowProjectManagerContact: false,
      emailCustomWelcomeText: '',
      emailCustomIntroductionBlurb: '',
      emailCustomCommentsHeader: '',
      emailCustomStrengthsIntroduction: '',
      emailCustomOpportunitiesIntroduction: '',
      emailCustomActionPlanText: '',
      answerByHours: 48,
      backfillWaveSize: 5,
      backfillWaveHours: 2,
      updatedAt: expect.any(String),
    });
  });

  it('gives a course without a preferences row the defaults', async ({ ctx, admin, clientId, put }) => {
    const row = await insertCourse(ctx.database.db, { clientId, name: 'Imported', key: newCourseKey() });
    const res = await ctx.api({ method: 'GET', url: `/courses/${row.id}/preferences`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en-CA', emailBccList: [] });
    const saved = await put(row.id, { language: 'es-ES' });
    expect(saved.json()).toMatchObject({ language: 'es-ES' });
  });

  it('404 for an unknown course', async ({ ctx, admin, put }) => {
    expect((await ctx.api({ method: 'GET', url: '/courses/987654/preferences', token: admin.token })).statusCode).toBe(404);
    expect((await put(987654, { resourcesReady: true })).statusCode).toBe(404);
  });

  it('names the bad field and changes nothing', async ({ ctx, admin, clientId, put }) => {
    const course = await createCourse(ctx, admin.token, { clientId });
    const before = await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: admin.token });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ language: 'de-DE' }, 'language'],
      [{ language: 'fr' }, 'language'],
      [{ emailBccList: ['ok@test.example', 'not-an-address'] }, 'emailBccList'],
      [{ emailBccList: 'one@test.example' }, 'emailBccList'],
      [{ emailSender: 'nobody' }, 'emailSender'],
      [{ customReminderDaysBefore: 0 }, 'customReminderDaysBefore'],
      [{ customReminderDaysBefore: 2.5 }, 'customReminderDaysBefore'],
      [{ resourcesReady: 'yes' }, 'resourcesReady'],
      [{ emailCustomWelcomeText: 'x'.repeat(10_001) }, 'emailCustomWelcomeText'],
      [{ updatedAt: 'later' }, 'updatedAt'],
    ];
    for (const [preferences, field] of cases) {
      const res = await put(course.id, preferences);
      expect(res.statusCode, JSON.stringify(preferences).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
    const after = await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: admin.token });
    expect(after.json()).toEqual(before.json());
  });

  it('saves any subset of fields, normalising the addresses', async ({ ctx, admin, sc, clientId, put }) => {
    const course = await createCourse(ctx, admin.token, { clientId });
    const current = (await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: sc.token })).json();
    const res = await put(course.id, {
      language: 'fr-CA',
      emailSender: ' Trainer@Office.Example ',
      emailBccList: ['Boss@Client.Example', 'boss@client.example', 'second@client.example'],
      emailCustomWelcomeText: 'Bienvenue!',
      emailShowProjectManagerContact: true,
      customReminderEnabled: true,
      customReminderDaysBefore: 3,
      updatedAt: current.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      language: 'fr-CA',
      emailSender: 'trainer@office.example',
      emailBccList: ['boss@client.example', 'second@client.example'],
      emailCustomWelcomeText: 'Bienvenue!',
      emailShowProjectManagerContact: true,
      customReminderEnabled: true,
      customReminderDaysBefore: 3,
      // Fields not sent keep their values.
      emailActionPlanToParticipant: true,
      resourcesReady: false,
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(current.updatedAt));

    const cleared = await put(course.id, { emailSender: '', emailBccList: [] });
    expect(cleared.json()).toMatchObject({ emailSender: '', emailBccList: [], language: 'fr-CA' });
    const [row] = await ctx.database.db.select().from(coursePreferences).where(eq(coursePreferences.courseId, course.id));
    expect(row?.emailBccList).toEqual([]);
  });

  it('refuses a stale copy with 409 and changes nothing', async ({ ctx, admin, sc, clientId, put }) => {
    const course = await createCourse(ctx, admin.token, { clientId });
    const { updatedAt } = (await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: sc.token })).json();
    expect((await put(course.id, { language: 'pt-PT', updatedAt })).statusCode).toBe(200);
    const stale = await put(course.id, { language: 'es-ES', updatedAt }, admin.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: MESSAGES.conflict, code: 'stale_edit' });
    const now = await ctx.api({ method: 'GET', url: `/courses/${course.id}/preferences`, token: sc.token });
    expect(now.json().language).toBe('pt-PT');
  });
});
