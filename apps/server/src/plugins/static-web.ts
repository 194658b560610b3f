import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_PAGES } from '@app/shared/shell-page';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LOGIN_LANGUAGE_PAGES } from './login-page';

/** Cache rule for files whose name carries a hash of their content: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache rule for the page and the other unhashed files: kept, but checked with the server each time. */
export const REVALIDATE = 'no-cache';

/** The cache rule for one file of the built web app, by its path inside the build folder. */
export function cacheControlFor(relativePath: string): string {
  const plain = relativePath.replace(/\.(?:br|gz)$/, '').replaceAll('\\', '/');
  // Vite names every file under assets/ by a hash of its content; a new release gets new names.
  return plain.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Whether the built web app is there to serve. */
export function webBuildPresent(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

/** The build's pages (file names in the build folder: `@app/shared/shell-page` lists them). */
const PAGES = SHELL_PAGES.map((page) => page.slice(1));

/**
 * Which of the build's other pages are there (`@app/shared/shell-page` says which address each
 * answers): the registration app's register.html and the sign-in page drawn at build time, login.html,
 * with its other languages' login.{language}.html (login-page.ts).
 */
export function webPagesPresent(webDist: string): ReadonlySet<string> {
  return new Set(
    [...PAGES, ...LOGIN_LANGUAGE_PAGES].filter((page) => page !== 'index.html' && fs.existsSync(path.join(webDist, page))),
  );
}

/**
 * The Content-Security-Policy sources of the inline scripts the build wrote into its pages
 * (apps/web/vite.config.ts's bootScript: a few hundred bytes run before the first paint), as
 * `'sha256-…'`: those exact scripts run, and no other inline script does. Read once, at start.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const page of [...PAGES, ...LOGIN_LANGUAGE_PAGES]) {
    const file = path.join(webDist, page);
    if (!fs.existsSync(file)) continue;
    for (const [, code = ''] of fs.readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Serves the built web app from `webDist`. The build writes a brotli and a gzip copy beside each
 * file (apps/web/vite.config.ts), which are sent as they are to a browser that accepts them: no
 * compression per request. Hashed files under /assets/ are cached for a year; index.html and the
 * rest are revalidated, so a new release is picked up at once.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    index: 'index.html',
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(webDist, filePath)));
    },
  });
}

/**
 * Compresses larger answers of compressible types (API JSON, CSV reports, the API reference's files)
 * on the fly, at brotli's fast setting. Answers under 1 KB are left alone, and so is anything already
 * encoded, such as the precompressed web files.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are never inflated: a small compressed body could unpack to far more than the body limit.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
