import { type ErrorCode, statusOf } from '@app/shared';

export type { ErrorCode } from '@app/shared';

/** The one error type services throw; the error handler turns it into `{error, code, details}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return statusOf(this.code);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError('bad_request', message, details);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, details?: unknown) => new AppError('conflict', message, details);

/** PostgreSQL error codes we translate into refusals instead of 500s. */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The name of the constraint a PostgreSQL error names (node-postgres and PGlite both carry it),
 * looking through the wrappers around it as `pgErrorCode` does.
 */
export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Thrown by the PostgreSQL pool when it cannot open a connection, whatever the server answered
 * (refused, shutting down, not accepting connections, too many clients): the database is away,
 * not the request wrong.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`could not connect to the database: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors that mean the connection to the database is gone or cannot be made. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL codes of a server going away: admin_shutdown (pg_terminate_backend, a fast shutdown),
 * crash_shutdown, cannot_connect_now (starting or stopping), too_many_connections, and every
 * connection_exception (class 08).
 */
const LOST_PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says, without a code, about a connection that has ended under it. */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * Whether `err` (or an error it wraps, such as a DrizzleQueryError's cause) says the database
 * connection was lost or could not be made. Such a failure is the database's, not the request's:
 * it answers 503 and the request may be tried again.
 */
export function isConnectionLost(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_SOCKET_CODES.has(code) || LOST_PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => m.test(message))) return true;
    queue.push((e as { cause?: unknown }).cause);
    // A failed connect to a host with several addresses gives an AggregateError of each attempt.
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return false;
}
