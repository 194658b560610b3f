import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { apiTest } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';

const it = apiTest;

const BACK_OFFICE = '<!doctype html><html><body><div id="root">back office</div></body></html>';
const REGISTER = '<!doctype html><html><body><div id="root">registration app</div></body></html>';
const LOGIN = '<!doctype html><html><body><div id="root"><form>Sign in</form></div></body></html>';

describe(`the registration app is served under /register, the drawn sign-in page at /login (${testDbKind})`, () => {
  let ctx: TestContext;
  let withPage: FastifyInstance;
  let withoutPage: FastifyInstance;
  const dists: string[] = [];

  const build = async (files: Record<string, string>) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    dists.push(dist);
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), content);
    const app = await buildApp({ config: { ...ctx.config, webDist: dist }, db: ctx.database.db, serveWeb: true, logger: false });
    await app.ready();
    return app;
  };

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    withPage = await build({ 'index.html': BACK_OFFICE, 'register.html': REGISTER, 'login.html': LOGIN });
    withoutPage = await build({ 'index.html': BACK_OFFICE });
  });
  afterAll(async () => {
    await withPage?.close();
    await withoutPage?.close();
    for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers the course link and the app’s own paths with register.html', async () => {
    for (const url of ['/register', '/register/Ab3dEf9hJk', '/register/Ab3dEf9hJk?token=abc', '/register/Ab3dEf9hJk?offer=12']) {
      const res = await page(withPage, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(REGISTER);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the back office’s pages on index.html, and falls back to it without the app’s page', async () => {
    for (const url of ['/courses/1', '/registered', '/login/x', '/'])
      expect((await page(withPage, url)).body, url).toBe(BACK_OFFICE);
    expect((await page(withoutPage, '/register/Ab3dEf9hJk')).body).toBe(BACK_OFFICE);
  });

  it('answers /login with the sign-in page drawn at build time, or index.html without it', async () => {
    for (const url of ['/login', '/login?redirect=%2Fcourses', '/login?token=abc']) {
      const res = await page(withPage, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(LOGIN);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await page(withoutPage, '/login')).body).toBe(BACK_OFFICE);
  });

  it('links courses to APP_URL/register unless REGAPP_URL says otherwise', () => {
    expect(loadConfig({ APP_URL: 'https://roleplay.example/' }).regappUrl).toBe('https://roleplay.example/register');
    expect(loadConfig({ PORT: '4000' }).regappUrl).toBe('http://localhost:4000/register');
    expect(loadConfig({ APP_URL: 'https://a.example', REGAPP_URL: 'https://book.example/' }).regappUrl).toBe(
      'https://book.example',
    );
  });
});
