import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this server. Styles also
 * allow 'unsafe-inline': MUI (emotion), the data grid and FullCalendar write <style> elements and
 * style attributes while the page runs, and a nonce cannot reach them from a static index.html.
 * Images may be data: URLs (icons, the calendar's), and the page talks to this server only. The
 * built pages' few inline scripts are allowed by their hashes (registerSecurityHeaders).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The service worker (/sw.js, scope '/') and the web app manifest come from this server only.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (@fastify/helmet): the policy above (with `scriptHashes`, the
 * built pages' inline scripts: static-web.ts's inlineScriptHashes), no framing, no MIME
 * sniffing, no Referer (sign-in links carry a token in their address). API answers are never
 * stored by a browser or a proxy (`Cache-Control: no-store`); a route may set a stricter policy or
 * cache rule of its own, which wins (the uploaded files do).
 */
export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): Promise<void> {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...(CONTENT_SECURITY_POLICY['script-src'] ?? []), ...scriptHashes],
  };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
