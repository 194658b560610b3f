import type { FastifyServerOptions } from 'fastify';

/**
 * What the server writes to its log, and what it never writes: query parameters, request bodies,
 * passwords, hashes, tokens, cookies. People's data (names, e-mail addresses, phone numbers) reaches
 * the database as query parameters, so an error that carries them is logged without them.
 */

export const REDACTED = '[redacted]';

/** Keys whose value is a secret wherever it appears in a logged object (top level or one down). */
const SECRET_KEYS = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'authorization',
  'cookie',
];

/** pino `redact` paths: the secret keys, and the headers that carry credentials. */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

const MAX_CAUSES = 5;

/** Database error fields that describe where it failed, never with which values. */
const SAFE_DB_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
/** System error fields (a refused connection, a full disk). */
const SAFE_SYSTEM_FIELDS = ['errno', 'syscall', 'address', 'port'] as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The message without values: drizzle appends the parameters after the SQL text (`params: …`),
 * and PostgreSQL's data exceptions (class 22) quote the offending value.
 */
function safeMessage(message: string, code: unknown): string {
  let text = message.split(/\r?\nparams:/)[0] ?? '';
  if (typeof code === 'string' && code.startsWith('22')) text = text.replace(/"[^"]*"/g, '"…"');
  return text;
}

function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The log form of an error and its causes. Only named fields are copied: type, message, stack
 * frames, codes, the SQL text of a failed query and where in the schema it failed. Parameters
 * (`params`), a database error's `detail` (it quotes the row), `where`, `hint` and anything else an
 * error happens to carry are left out.
 */
export function serializeError(err: unknown, depth = 0, parentQuery?: string): SerializedError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Record<string, unknown>;
  const named = typeof e.constructor === 'function' && e.constructor !== Object ? e.constructor.name : e.name;
  const type = typeof named === 'string' && named !== '' ? named : 'Error';
  const query = typeof e.query === 'string' ? e.query : undefined;
  let message = safeMessage(typeof e.message === 'string' ? e.message : '', e.code);
  // drizzle puts the SQL text into its message as well: it is logged once, as `query`.
  if (query !== undefined && message === `Failed query: ${query}`) message = 'Failed query';
  const out: SerializedError = { type, message, stack: `${type}: ${message}\n${frames(e.stack)}`.trimEnd() };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  // The SQL text of a failed query: drizzle's error carries it, and so does PGlite's.
  if (query !== undefined && query !== parentQuery) out.query = query;
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
    for (const field of SAFE_DB_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  }
  for (const field of SAFE_SYSTEM_FIELDS) {
    if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  }
  if (depth < MAX_CAUSES) {
    if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1, query ?? parentQuery);
    if (Array.isArray(e.errors)) out.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

/** The URL with each query value replaced: a search or a sign-in link's token stays out of the log. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A request in the log: method, URL without query values, host and client address; never headers or body. */
function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? safeUrl(req.url) : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Where log lines go: one JSON line per `write`. */
export interface LogStream {
  write(line: string): void;
}
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The options of the server's logger (Fastify's `logger`); `stream` sends the lines elsewhere (tests). */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
