import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, RESOURCE_MAX_BYTES, type ResourceLink } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, resourceLinks } from '../../db/schema';
import { apiTest, insertClient, insertCourse, signInTokens } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

type FilePart = { name: string; data: Buffer | string; type?: string };

/** A multipart body as a browser builds it, with its content-type header. */
async function multipart(parts: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.data], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe(`resource links (${testDbKind})`, () => {
  let ctx: TestContext;
  let uploads: string;
  let admin: string;
  let sc: string;
  let refused: Record<string, string>;
  let clientId = 0;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    // The harness gives the app a data directory of its own and removes it after the file.
    uploads = path.join(ctx.config.dataDir, 'uploads');
    ({ admin, sc, nonManagers: refused } = await signInTokens(ctx));
    clientId = (await insertClient(ctx.database.db, { orgName: 'Resource Client' })).id;
  });

  const newCourse = async (): Promise<number> => (await insertCourse(ctx.database.db, { clientId })).id;

  async function post(courseId: number, parts: Record<string, string | FilePart>, token = admin) {
    return ctx.api({ method: 'POST', url: `/courses/${courseId}/resource_links`, token, ...(await multipart(parts)) });
  }

  function filesOnDisk(): string[] {
    return fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  }

  it('refuses anonymous callers with 401 and coach, rp and participant with 403; only managers download from the course', async () => {
    const courseId = await newCourse();
    const created = (
      await post(courseId, { resource_type: 'job_aid', resource_link: 'undefined', file: { name: 'aid.txt', data: 'hi' } })
    ).json() as ResourceLink;
    const form = await multipart({ resource_type: 'other', resource_link: 'https://example.com/x' });
    const calls = [
      { method: 'GET', url: `/courses/${courseId}/resource_links` },
      { method: 'POST', url: `/courses/${courseId}/resource_links`, ...form },
      { method: 'DELETE', url: `/resource_links/${created.id}` },
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
    // The course's download is the managers'; the people on a shift download through the shift.
    const download = { method: 'GET', url: `/resource_links/${created.id}/file` } as const;
    expect((await ctx.api(download)).statusCode).toBe(401);
    for (const [role, token] of Object.entries(refused)) {
      const res = await ctx.api({ ...download, token });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const managers = await ctx.api({ ...download, token: sc });
    expect(managers.statusCode).toBe(200);
    expect(managers.body).toBe('hi');
    const listed = await ctx.api({ method: 'GET', url: `/courses/${courseId}/resource_links`, token: admin });
    expect(listed.json()).toEqual([created]);
  });

  it('adds a URL link and lists it', async () => {
    const courseId = await newCourse();
    const res = await post(courseId, { resource_type: 'folder', resource_link: ' https://drive.example.com/folder/1 ' }, sc);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      courseId,
      resourceType: 'folder',
      content: 'https://drive.example.com/folder/1',
      fileName: null,
      isFile: false,
      size: null,
      createdAt: expect.any(String),
    });
    const listed = await ctx.api({ method: 'GET', url: `/courses/${courseId}/resource_links`, token: sc });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([res.json()]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'resource_link'), eq(auditLog.entityId, res.json().id)));
    expect(entry?.action).toBe('create');
    // A link has no file to download.
    expect((await ctx.api({ method: 'GET', url: `/resource_links/${res.json().id}/file`, token: admin })).statusCode).toBe(404);
  });

  it('refuses bad forms with 400 naming the field, and keeps nothing', async () => {
    const courseId = await newCourse();
    const before = filesOnDisk();
    const cases: Array<[Record<string, string | FilePart>, string]> = [
      [{ resource_type: 'poster', resource_link: 'https://example.com' }, 'resource_type'],
      [{ resource_link: 'https://example.com' }, 'resource_type'],
      [{ resource_type: 'other', resource_link: 'undefined' }, 'resource_link'],
      [{ resource_type: 'other' }, 'resource_link'],
      [{ resource_type: 'other', resource_link: 'javascript:alert(1)' }, 'resource_link'],
      [{ resource_type: 'other', resource_link: 'not a url' }, 'resource_link'],
      [{ resource_type: 'other', resource_link: 'undefined', file: { name: 'page.html', data: '<script>x</script>' } }, 'file'],
      [{ resource_type: 'other', resource_link: 'undefined', file: { name: 'logo.SVG', data: '<svg/>' } }, 'file'],
      [{ resource_type: 'other', resource_link: 'undefined', file: { name: 'run.js', data: 'alert(1)' } }, 'file'],
      [{ resource_type: 'other', resource_link: 'undefined', file: { name: 'empty.pdf', data: '' } }, 'file'],
      [{ resource_type: 'other', resource_link: 'https://example.com', file: { name: 'both.pdf', data: 'x' } }, 'resource_link'],
      [{ resource_type: 'poster', resource_link: 'undefined', file: { name: 'ok.pdf', data: 'x' } }, 'resource_type'],
      [{ resource_type: 'other', attachment: { name: 'ok.pdf', data: 'x' } }, 'attachment'],
    ];
    for (const [parts, field] of cases) {
      const res = await post(courseId, parts);
      const label = `${JSON.stringify(parts).slice(0, 120)} -> ${res.body}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json().code, label).toBe('bad_request');
      expect(res.json().error, label).toContain(field);
    }
    const notMultipart = await ctx.api({
      method: 'POST',
      url: `/courses/${courseId}/resource_links`,
      token: admin,
      payload: { resource_type: 'other', resource_link: 'https://example.com' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(filesOnDisk()).toEqual(before);
    expect(await ctx.database.db.select().from(resourceLinks).where(eq(resourceLinks.courseId, courseId))).toEqual([]);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const courseId = await newCourse();
    const before = filesOnDisk();
    const res = await post(courseId, {
      resource_type: 'participant_package',
      resource_link: 'undefined',
      file: { name: 'big.pdf', data: Buffer.alloc(RESOURCE_MAX_BYTES + 1, 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/larger than 20 MB/);
    expect(filesOnDisk()).toEqual(before);
    expect(await ctx.database.db.select().from(resourceLinks).where(eq(resourceLinks.courseId, courseId))).toEqual([]);
  });

  it('answers 404 for an unknown course or link', async () => {
    const before = filesOnDisk();
    const res = await post(999_999, { resource_type: 'other', resource_link: 'undefined', file: { name: 'a.pdf', data: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(filesOnDisk()).toEqual(before);
    expect((await ctx.api({ method: 'GET', url: '/courses/999999/resource_links', token: admin })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'DELETE', url: '/resource_links/999999', token: admin })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: '/resource_links/999999/file', token: admin })).statusCode).toBe(404);
  });

  it('stores an upload under a random name, serves the same bytes as an attachment, and deletes it from disk', async () => {
    const courseId = await newCourse();
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80, 0x0a]);
    const fileName = 'Plan d’été (final).PDF';
    const res = await post(courseId, {
      resource_type: 'action_plan_skills_list',
      resource_link: 'undefined',
      file: { name: fileName, data: bytes, type: 'text/html' },
    });
    expect(res.statusCode).toBe(201);
    const link = res.json() as ResourceLink;
    expect(link).toMatchObject({
      courseId,
      resourceType: 'action_plan_skills_list',
      content: `/api/v1/resource_links/${link.id}/file`,
      fileName,
      isFile: true,
      size: bytes.length,
    });

    const [row] = await ctx.database.db.select().from(resourceLinks).where(eq(resourceLinks.id, link.id));
    expect(row?.mimeType).toBe('application/pdf');
    expect(row?.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const stored = path.join(uploads, row?.storedName ?? 'missing');
    expect(fs.readFileSync(stored)).toEqual(bytes);
    // Only stored files remain: no temporary files, nothing named after the user's file.
    expect(filesOnDisk().every((f) => /^[0-9a-f]{32}\.[a-z0-9]+$/.test(f))).toBe(true);

    const download = await ctx.api({ method: 'GET', url: `/resource_links/${link.id}/file`, token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );

    const removed = await ctx.api({ method: 'DELETE', url: `/resource_links/${link.id}`, token: sc });
    expect(removed.statusCode).toBe(204);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await ctx.api({ method: 'GET', url: `/resource_links/${link.id}/file`, token: admin })).statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'resource_link'), eq(auditLog.entityId, link.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('serves a text file as text/plain, never as HTML, even when its content looks like HTML', async () => {
    const courseId = await newCourse();
    const res = await post(courseId, {
      resource_type: 'other',
      resource_link: 'undefined',
      file: { name: 'notes.txt', data: '<html><script>alert(1)</script></html>', type: 'text/html' },
    });
    expect(res.statusCode).toBe(201);
    const download = await ctx.api({ method: 'GET', url: `/resource_links/${res.json().id}/file`, token: admin });
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
