import type { BusinessSettings } from '@app/shared';
import { describe, expect } from 'vitest';
import { apiTest, insertCourse, namedFields } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { restMinutes } from './business-settings';

describe(`business settings (${testDbKind})`, () => {
  apiTest('reads the default, saves with the stamp, refuses a stale save, and the agreement follows', async ({ ctx, admin }) => {
    const first = await ctx.api({ method: 'GET', url: '/business_settings', token: admin.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ raterAgreementThreshold: 70, restHours: 10, updatedAt: null });
    const put = (raterAgreementThreshold: number, updatedAt: string | null) =>
      ctx.api({
        method: 'PUT',
        url: '/business_settings',
        token: admin.token,
        payload: { businessSettings: { raterAgreementThreshold, updatedAt } },
      });
    const saved = await put(80, null);
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json() as BusinessSettings;
    expect(row.raterAgreementThreshold).toBe(80);
    expect((await put(60, null)).statusCode).toBe(409);
    const again = await put(65, row.updatedAt);
    expect(again.statusCode, again.body).toBe(200);
    expect((await put(50, row.updatedAt)).json().code).toBe('stale_edit');
    const course = await insertCourse(ctx.database.db, {});
    const agreement = await ctx.api({ method: 'GET', url: `/courses/${course.id}/rater_agreement`, token: admin.token });
    expect(agreement.json()).toEqual({ raters: [], threshold: 65 });
  });

  apiTest(
    'keeps the rest between shifts the roster plans read, left as it is when a save does not name it',
    async ({ ctx, admin }) => {
      const put = (businessSettings: Record<string, unknown>) =>
        ctx.api({ method: 'PUT', url: '/business_settings', token: admin.token, payload: { businessSettings } });
      const now = (await ctx.api({ method: 'GET', url: '/business_settings', token: admin.token })).json() as BusinessSettings;
      expect(await restMinutes(ctx.database.db)).toBe(now.restHours * 60);
      const saved = await put({ raterAgreementThreshold: 70, restHours: 11.5, updatedAt: now.updatedAt });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ raterAgreementThreshold: 70, restHours: 11.5 });
      expect(await restMinutes(ctx.database.db)).toBe(690);
      const thresholdOnly = await put({ raterAgreementThreshold: 75, updatedAt: saved.json().updatedAt });
      expect(thresholdOnly.statusCode, thresholdOnly.body).toBe(200);
      expect(thresholdOnly.json()).toMatchObject({ raterAgreementThreshold: 75, restHours: 11.5 });
      for (const restHours of [12.3, -1, 48.5, '10']) {
        const res = await put({ raterAgreementThreshold: 75, restHours, updatedAt: thresholdOnly.json().updatedAt });
        expect(res.statusCode, String(restHours)).toBe(400);
        expect(namedFields(res)).toContain('businessSettings.restHours');
      }
      const read = await ctx.api({ method: 'GET', url: '/business_settings', token: admin.token });
      expect(read.json()).toMatchObject({ raterAgreementThreshold: 75, restHours: 11.5 });
    },
  );

  apiTest(
    'lets only admins read and set them (401, 403) and names the field of a bad value',
    async ({ ctx, admin, sc, coach }) => {
      expect((await ctx.api({ method: 'GET', url: '/business_settings' })).statusCode).toBe(401);
      for (const token of [sc.token, coach.token]) {
        expect((await ctx.api({ method: 'GET', url: '/business_settings', token })).statusCode).toBe(403);
        const res = await ctx.api({
          method: 'PUT',
          url: '/business_settings',
          token,
          payload: { businessSettings: { raterAgreementThreshold: 50, updatedAt: null } },
        });
        expect(res.statusCode).toBe(403);
      }
      for (const [value, field] of [
        [101, 'businessSettings.raterAgreementThreshold'],
        [-1, 'businessSettings.raterAgreementThreshold'],
        [50.5, 'businessSettings.raterAgreementThreshold'],
        ['70', 'businessSettings.raterAgreementThreshold'],
      ] as const) {
        const res = await ctx.api({
          method: 'PUT',
          url: '/business_settings',
          token: admin.token,
          payload: { businessSettings: { raterAgreementThreshold: value, updatedAt: null } },
        });
        expect(res.statusCode, String(value)).toBe(400);
        expect(namedFields(res)).toContain(field);
      }
      const bad = await ctx.api({
        method: 'PUT',
        url: '/business_settings',
        token: admin.token,
        payload: { businessSettings: { raterAgreementThreshold: 50, updatedAt: 'later' } },
      });
      expect(namedFields(bad)).toContain('businessSettings.updatedAt');
    },
  );
});
