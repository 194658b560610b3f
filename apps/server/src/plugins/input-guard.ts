import { MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

const NUL = '\u0000';

/**
 * Where the first NUL character sits in a parsed value: the dotted path of the string (or of the
 * object whose key holds it), '' for the value itself, or undefined when there is none. Walks with
 * its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return item.path;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    const entries = Array.isArray(item.value) ? item.value.map((v, i) => [String(i), v] as const) : Object.entries(item.value);
    // Pushed in reverse, so the first field in the request is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as readonly [string, unknown];
      if (key.includes(NUL)) return item.path;
      stack.push({ value: inner, path: item.path ? `${item.path}.${key}` : key });
    }
  }
  return undefined;
}

/** The 400 for a NUL character, naming the field the way schema errors do. */
export function nulRefusal(where: 'body' | 'query' | 'path', field: string) {
  const name = field || where;
  return badRequest(`Invalid ${where}: ${name} ${MESSAGES.noNulCharacter}`, [{ field: name, message: MESSAGES.noNulCharacter }]);
}

/** A multipart body can only be split with its boundary: `multipart/form-data; boundary=…`. */
const MULTIPART = /^\s*multipart\//i;
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i;

/**
 * Two refusals (400) that hold for every route, said once here instead of in every schema:
 * - a multipart request whose Content-Type names no boundary (the multipart parser would otherwise
 *   fail deep inside an upload handler);
 * - a NUL character anywhere in the path parameters, the query or a JSON body (values and keys),
 *   naming the field. PostgreSQL cannot store NUL in text (it fails with 22021) and no form can
 *   type one, so it is bad input in every field of every route, present and future.
 * The hook runs after the access guard (401/403 come first) and before schema validation.
 * Multipart forms are read by their handlers, which check their text fields with `findNul`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && MULTIPART.test(contentType) && !BOUNDARY.test(contentType)) {
      throw badRequest(MESSAGES.multipartWithoutBoundary, [{ field: 'content-type', message: 'needs a boundary' }]);
    }
    const parts = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const field = findNul(value);
      if (field !== undefined) throw nulRefusal(where, field);
    }
  });
}
