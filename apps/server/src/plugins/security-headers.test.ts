import { describe, expect } from 'vitest';
import { apiTest, insertCourse } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';

const it = apiTest;

/** The policy's directives by name, e.g. {'script-src': ["'self'"]}. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe(`security headers on every answer (${testDbKind})`, () => {
  let ctx: TestContext;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
  });

  it('sends a Content-Security-Policy the app works under: scripts from this server only', async () => {
    const res = await ctx.api({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    // MUI (emotion) and FullCalendar write <style> elements at run time: inline styles only.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // The service worker and the manifest only from this server.
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*/);
  });

  it('forbids framing and MIME sniffing, and sends no Referer', async () => {
    for (const res of [
      await ctx.api({ method: 'GET', url: '/health' }),
      await ctx.api({ method: 'GET', url: '/users' }),
      await ctx.api({ method: 'GET', url: '/no_such_route' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('marks API answers, refusals included, as never to be stored', async () => {
    const { token } = await ctx.signIn('admin');
    const answers = [
      await ctx.api({ method: 'GET', url: '/health' }),
      await ctx.api({ method: 'GET', url: '/users', token }),
      await ctx.api({ method: 'GET', url: '/users' }),
      await ctx.api({ method: 'GET', url: '/users/abc', token }),
      await ctx.api({ method: 'GET', url: '/no_such_route' }),
      await ctx.api({ method: 'POST', url: '/login', payload: { email: 'nobody@test.example', password: 'wrong-one-1' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 404, 401]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it("keeps the uploaded-file route's own stricter sandbox policy", async () => {
    const { token } = await ctx.signIn('admin');
    const course = await insertCourse(ctx.database.db, {});
    const form = new FormData();
    form.append('resource_type', 'job_aid');
    form.append('resource_link', 'undefined');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'aid.txt');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const created = await ctx.api({
      method: 'POST',
      url: `/courses/${course.id}/resource_links`,
      token,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = await ctx.api({ method: 'GET', url: `/resource_links/${created.json().id}/file`, token });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('hello');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
