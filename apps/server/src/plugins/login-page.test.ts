import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it as plainIt } from 'vitest';
import { buildApp } from '../app';
import { acceptedLanguages } from '../lib/device-language';
import { apiTest } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';
import { loginLanguage } from './login-page';

const it = apiTest;

describe('the language /login is sent in', () => {
  plainIt("reads Accept-Language's tags by their weight, refusing q=0", () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, pt-BR, es;q=0')).toEqual(['pt-BR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
  });

  plainIt("is the device's choice, else the browser's first of the four, else English", () => {
    expect(loginLanguage({ 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('fr-CA');
    expect(loginLanguage({ 'accept-language': 'de-DE,pt-BR;q=0.8,fr;q=0.5' })).toBe('pt-PT');
    expect(loginLanguage({ 'accept-language': 'de-DE' })).toBe('en-CA');
    expect(loginLanguage({})).toBe('en-CA');
    expect(loginLanguage({ cookie: 'a=1; app-language=es-ES; b=2', 'accept-language': 'fr-CA' })).toBe('es-ES');
    expect(loginLanguage({ cookie: 'app-language=en-CA', 'accept-language': 'fr-CA' })).toBe('en-CA');
    // A cookie naming no language of the app counts for nothing.
    expect(loginLanguage({ cookie: 'app-language=de-DE', 'accept-language': 'pt-PT' })).toBe('pt-PT');
  });
});

const page = (text: string) => `<!doctype html><html><body><div id="root"><form>${text}</form></div></body></html>`;

describe(`/login is the sign-in page drawn in the visitor's language (${testDbKind})`, () => {
  let ctx: TestContext;
  let web: FastifyInstance;
  let englishOnly: FastifyInstance;
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
    web = await build({
      'index.html': page('back office'),
      'login.html': page('Sign in'),
      'login.fr-CA.html': page('Se connecter'),
      'login.pt-PT.html': page('Entrar'),
      'login.es-ES.html': page('Iniciar sesión'),
    });
    englishOnly = await build({ 'index.html': page('back office'), 'login.html': page('Sign in') });
  });
  afterAll(async () => {
    await web?.close();
    await englishOnly?.close();
    for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
  });

  const open = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/login?redirect=%2Fmy-shifts', headers: { accept: 'text/html', ...headers } });

  it("follows the browser's language, and the choice made on the page before it", async () => {
    expect((await open(web, { 'accept-language': 'fr-CA,fr;q=0.9' })).body).toBe(page('Se connecter'));
    expect((await open(web, { 'accept-language': 'pt-BR' })).body).toBe(page('Entrar'));
    expect((await open(web, { 'accept-language': 'de-DE' })).body).toBe(page('Sign in'));
    const chosen = await open(web, { 'accept-language': 'fr-CA', cookie: 'app-language=es-ES' });
    expect(chosen.body).toBe(page('Iniciar sesión'));
    expect(chosen.headers['cache-control']).toBe('no-cache');
    expect(String(chosen.headers.vary)).toMatch(/accept-language/i);
    expect(String(chosen.headers.vary)).toMatch(/cookie/i);
  });

  it('is the English page for every language when the build has no other', async () => {
    expect((await open(englishOnly, { 'accept-language': 'fr-CA' })).body).toBe(page('Sign in'));
  });
});
