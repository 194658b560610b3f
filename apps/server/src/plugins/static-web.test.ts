import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '@app/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../app';
import { apiTest } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';

const it = apiTest;

/** What the build's boot script would be (apps/web/vite.config.ts's bootScript): run before the first paint. */
const BOOT_SCRIPT = '(function(){document.documentElement.dataset.booted="1"})();';
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div><script>${BOOT_SCRIPT}</script>${'<!-- padding -->'.repeat(40)}</body></html>`;
const APP_JS = `export const answer = 42;\n${'console.log("a line of the bundle");\n'.repeat(400)}`;
const LONE_JS = 'export const lone = true;\n';

/** The body as the browser sees it after undoing the content-encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

describe(`the built web app is served compressed and cached (${testDbKind})`, () => {
  let ctx: TestContext;
  let web: FastifyInstance;
  let webDist: string;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    // A tiny build of our own, shaped as vite writes it (apps/web/vite.config.ts adds the .br and .gz).
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    const write = (name: string, content: string, precompressed: boolean) => {
      const file = path.join(webDist, name);
      fs.writeFileSync(file, content);
      if (!precompressed) return;
      fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
      fs.writeFileSync(`${file}.gz`, gzipSync(content));
    };
    write('index.html', INDEX_HTML, true);
    write('assets/index-Ab12Cd34.js', APP_JS, true);
    write('assets/lone-Zz99Yy88.js', LONE_JS, false);
    write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
    web = await buildApp({ config: { ...ctx.config, webDist }, db: ctx.database.db, serveWeb: true, logger: false });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset brotli-compressed from the build, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    expect(decoded(res)).toBe(APP_JS);
  });

  it('falls back to gzip, and to the plain file for a client that accepts no encoding', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(APP_JS);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A file the build left uncompressed is still served, and still cached as a hashed asset.
    const lone = await get('/assets/lone-Zz99Yy88.js', 'br');
    expect(lone.statusCode).toBe(200);
    expect(decoded(lone)).toBe(LONE_JS);
    expect(lone.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated on every visit, at / and at every page of the app', async () => {
    for (const url of ['/', '/dashboard', '/users/4/edit', '/login?token=abcdefghijkl']) {
      for (const encoding of ['br', undefined]) {
        const res = await get(url, encoding);
        const name = `${url} ${encoding ?? 'plain'}`;
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type'], name).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], name).toBe('no-cache');
        expect(res.headers['content-encoding'], name).toBe(encoding);
        expect(decoded(res), name).toBe(INDEX_HTML);
        expect(res.headers['x-frame-options'], name).toBe('DENY');
        expect(res.headers['content-security-policy'], name).toContain("script-src 'self'");
      }
    }
    // Files outside assets/ have no hash in their name: revalidated too.
    expect((await get('/logo.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const csp = (await get('/dashboard')).headers['content-security-policy'];
    const scriptSrc = String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(scriptSrc).toEqual(['script-src', "'self'", hash]);
  });

  it('answers 404 for a missing file, not the page', async () => {
    const res = await get('/assets/gone-00000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it("shows a browser the web app's not-found page at /api and /api/v1/participant_schedule, with status 404", async () => {
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const url of ['/api', '/api/', '/api/v1/participant_schedule', '/api/v1/participant_schedule?x=1']) {
      const res = await web.inject({ method: 'GET', url, headers: { accept: html } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(decoded(res), url).toBe(INDEX_HTML);
    }
  });

  it('still answers API clients 404 JSON at those paths', async () => {
    const cases: Array<{ method: 'GET' | 'POST'; url: string; accept?: string }> = [
      { method: 'GET', url: '/api/v1/participant_schedule', accept: 'application/json' },
      { method: 'GET', url: '/api/v1/participant_schedule', accept: '*/*' },
      { method: 'GET', url: '/api' },
      // Only a GET or HEAD is a browser opening a page: another method at an unknown path is an API call.
      { method: 'POST', url: '/api/v1/no_such_route', accept: 'text/html' },
    ];
    for (const { method, url, accept } of cases) {
      const res = await web.inject({ method, url, headers: accept ? { accept } : {} });
      expect(res.statusCode, `${method} ${url} ${accept}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'not_found', error: MESSAGES.apiNotFound });
    }
  });

  it('compresses larger API answers on the fly, and leaves small ones alone', async () => {
    const admin = await ctx.signIn('admin');
    for (let i = 0; i < 12; i++) await ctx.createUser({ roles: ['rp'] });
    const list = await web.inject({
      method: 'GET',
      url: '/api/v1/users?per_page=25',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(list)).data.length).toBeGreaterThan(10);

    const small = await web.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await web.inject({
      method: 'GET',
      url: '/api/v1/users?per_page=25',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThan(10);
  });
});
