import { fieldDetailsSchema, fieldPathsOf } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { insertClient, insertCourse, apiTest as it } from './fixtures';
import { testDbKind } from './harness';

/**
 * Every 400 that names a field carries, besides its English sentence in `error`, the machine path
 * of each bad field in `details` ([{field, message}], FieldDetail of packages/shared), so the web
 * can name the field in its reader's language (issue 40): schema failures of the body, the query
 * and the path, and the refusals services build by hand.
 */
describe(`the fields a 400 names, by their paths (${testDbKind})`, () => {
  /** The refusal's code, English text and the paths its details name (the details in the one shape). */
  function refusal(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { error: string; code: string; details?: unknown };
    expect(fieldDetailsSchema.safeParse(body.details).success, JSON.stringify(body.details)).toBe(true);
    return { code: body.code, error: body.error, fields: fieldPathsOf(body.details), details: body.details };
  }

  it('names a bad body field by its dotted path, its English label staying in the text', async ({ ctx }) => {
    const { user, token } = await ctx.signIn('rp');
    const res = await ctx.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { user: { language: 'de-DE' } } });
    const { code, error, fields, details } = refusal(res);
    expect(code).toBe('bad_request');
    expect(fields).toEqual(['user.language']);
    expect(error).toBe('Language must be one of en-CA, fr-CA, pt-PT, es-ES');
    expect(details).toEqual([{ field: 'user.language', message: error }]);
  });

  it('names a bad query or path parameter as written', async ({ ctx, admin }) => {
    const query = await ctx.api({
      method: 'GET',
      url: '/holidays?start_date=2026-13-01&end_date=2026-01-31',
      token: admin.token,
    });
    expect(refusal(query).fields).toEqual(['start_date']);
    const path = await ctx.api({ method: 'GET', url: '/users/abc', token: admin.token });
    expect(refusal(path).fields).toEqual(['id']);
  });

  it("names the holidays' end_date when the range is backwards or too long", async ({ ctx, rp }) => {
    const backwards = refusal(
      await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-02-01&end_date=2026-01-31', token: rp.token }),
    );
    expect(backwards.error).toBe('Invalid query: end_date must not be before start_date');
    expect(backwards.details).toEqual([{ field: 'end_date', message: 'must not be before start_date' }]);
    const long = refusal(
      await ctx.api({ method: 'GET', url: '/holidays?start_date=2020-01-01&end_date=2026-01-31', token: rp.token }),
    );
    expect(long.error).toBe('Invalid query: end_date must be within 800 days of start_date');
    expect(long.fields).toEqual(['end_date']);
  });

  it("names the availability range's missing ends (its schema's checks)", async ({ ctx, admin }) => {
    const noEnd = refusal(
      await ctx.api({ method: 'GET', url: '/availabilities?start_time=2031-01-01T00:00:00Z', token: admin.token }),
    );
    expect(noEnd.details).toEqual([{ field: 'end_time', message: 'end_time is required' }]);
    const neither = refusal(await ctx.api({ method: 'GET', url: '/availabilities', token: admin.token }));
    expect(neither.fields).toEqual(['start_time', 'end_time']);
  });

  it('names the csv field of a participant import that is not a CSV file', async ({ ctx, sc }) => {
    const client = await insertClient(ctx.database.db, { orgName: 'Paths Client' });
    const course = await insertCourse(ctx.database.db, { clientId: client.id });
    const upload = (filename: string, type: string, content: Buffer) => {
      const boundary = '----field-paths-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="course_id"\r\n\r\n${course.id}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="${filename}"\r\n`),
        Buffer.from(`Content-Type: ${type}\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.api({
        method: 'PUT',
        url: `/clients/${client.id}/upload_participants`,
        token: sc.token,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const pdf = refusal(await upload('report.pdf', 'application/pdf', Buffer.from('%PDF-1.7')));
    expect(pdf.error).toBe('Invalid body: csv must be a CSV file (.csv)');
    expect(pdf.details).toEqual([{ field: 'csv', message: 'must be a CSV file (.csv)' }]);
    const binary = refusal(await upload('x.csv', 'text/csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])));
    expect(binary.error).toBe('Invalid body: csv must be a CSV file, not a binary file');
    expect(binary.fields).toEqual(['csv']);
  });

  it('names the field of a refusal with a domain code', async ({ ctx }) => {
    const { user, token } = await ctx.signIn('rp');
    const res = await ctx.api({
      method: 'POST',
      url: `/users/${user.id}/user_availabilities`,
      token,
      payload: { userAvailability: { startTime: '2020-01-06T14:00:00Z', endTime: '2020-01-06T18:00:00Z' } },
    });
    const { code, fields } = refusal(res);
    expect(code).toBe('availability_in_past');
    expect(fields).toEqual(['userAvailability.startTime']);
  });
});
