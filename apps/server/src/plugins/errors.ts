import { bodyTooLargeText, MESSAGES, validationDetails } from '@app/shared';
import { shellPageFor } from '@app/shared/shell-page';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, isConnectionLost, pgErrorCode } from '../lib/errors';
import { loginPageFor } from './login-page';
import { bodyStillArriving, drainRequestBody } from './request-drain';

const PLACE: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * Turns every failure into `{error, code, details?}`; input never produces a 500. A refusal that
 * comes before the request's body has all arrived (a body over the limit is refused on its
 * Content-Length, unread) waits until the rest has been read and thrown away, then answers on a
 * connection that stays open: answered at once and closed, as Fastify does, many clients lose the
 * answer to a failed write (EPIPE) while they are still sending. `request-drain.ts` bounds the wait.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (!bodyStillArriving(request.raw)) return answerError(err, request, reply);
    return drainRequestBody(request.raw).then((drained) => {
      if (drained) reply.removeHeader('connection');
      else reply.header('connection', 'close');
      answerError(err, request, reply);
      // Sent above: nothing for Fastify to send again.
      return undefined;
    });
  });
}

function answerError(err: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.status(err.status).send({ error: err.message, code: err.code, details: err.details });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = PLACE[(err as FastifyError).validationContext ?? 'body'] ?? 'body';
    // Each failure as a sentence naming the field as the form labels it ('Email is required');
    // a query or path parameter has no form label and is named as the caller wrote it.
    const issues = err.validation.map(
      (v) =>
        ({
          ...v.params,
          code: v.keyword,
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'is not valid',
        }) as unknown as z.core.$ZodIssue,
    );
    const details = validationDetails(issues, { root: where, asWritten: where !== 'body' });
    // Every failing field is named, so a person (and a client) sees all that is wrong at once.
    const named = details.slice(0, 5).map((d) => d.message);
    if (details.length > named.length) named.push(`and ${details.length - named.length} more`);
    const error = named.length ? named.join('; ') : `Invalid ${where}`;
    return reply.status(400).send({ error, code: 'bad_request', details });
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
    return reply.status(500).send({ error: MESSAGES.internal, code: 'internal' });
  }
  if (isConnectionLost(err)) {
    // The database went away under this request (a restart, a failover, a dropped connection):
    // the request may be tried again once it is back. Only the cause is logged: a failed query's
    // own message carries its parameters.
    const cause = rootCause(err);
    request.log.warn({ cause: cause.message, code: cause.code }, 'database unavailable');
    return reply.status(503).send({ error: MESSAGES.databaseUnavailable, code: 'service_unavailable' });
  }
  const pgCode = pgErrorCode(err);
  if (pgCode === '23505' || pgCode === '23P01' || pgCode === '40001' || pgCode === '40P01') {
    return reply.status(409).send({ error: MESSAGES.conflict, code: 'conflict' });
  }
  if (pgCode === '22P02' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008') {
    return reply.status(400).send({ error: 'Invalid value', code: 'bad_request' });
  }
  if ((err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ error: bodyTooLargeText(request.routeOptions.bodyLimit), code: 'payload_too_large' });
  }
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type.
    const code =
      status === 413 ? 'payload_too_large' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'bad_request';
    return reply.status(status).send({ error: err.message, code });
  }
  request.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ error: MESSAGES.internal, code: 'internal' });
}

/** The innermost error of a chain of causes (a DrizzleQueryError wraps the driver's error). */
function rootCause(err: unknown): { message: string; code?: string } {
  let e: unknown = err;
  for (let i = 0; i < 5; i++) {
    const cause = e && typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
    if (!cause || typeof cause !== 'object') break;
    e = cause;
  }
  const { message, code } = e as { message?: unknown; code?: unknown };
  return { message: String(message), ...(typeof code === 'string' ? { code } : {}) };
}

/** True when the request is a browser opening a page: GET or HEAD that accepts HTML. */
function browserPageRequest(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/i.test(accept);
}

/**
 * Unknown API paths answer 404 'API Endpoint not found' to API clients. A browser opening one (a
 * GET that accepts HTML, such as /api or /api/v1/participant_schedule typed in the address bar) gets
 * the web app with status 404, which shows its not-found page. With the web app served, every other
 * GET that does not name a file is a route of the single-page app and gets the built page for its
 * address (`shellPageFor`: register.html under /register, login.html for /login) when `pages` (the
 * build's pages besides index.html) has it, else index.html.
 */
export function registerNotFound(app: FastifyInstance, serveWeb: boolean, pages: ReadonlySet<string> = new Set()): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (/^\/api(?:\/|$)/.test(pathname)) {
      if (serveWeb && browserPageRequest(request)) {
        return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ error: MESSAGES.apiNotFound, code: 'not_found' });
    }
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname)) {
      const wanted = shellPageFor(pathname).slice(1);
      if (wanted === 'login.html') {
        // The sign-in page in the visitor's language (login-page.ts): the answer varies with both.
        reply.header('vary', 'accept-language, cookie');
        const own = loginPageFor(request.headers, pages);
        if (own) return reply.header('cache-control', 'no-cache').sendFile(own);
      }
      const page = pages.has(wanted) ? wanted : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ error: MESSAGES.notFound, code: 'not_found' });
  });
}
