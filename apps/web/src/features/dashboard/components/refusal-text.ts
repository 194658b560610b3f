import { ApiError } from '../../../lib/api';

/**
 * The text to show when a change fails: the server's own words when it refused the request (a 4xx
 * such as 'overlaps your other availability'), otherwise the screen's fallback from the spec.
 */
export function refusalText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message) {
    return err.message;
  }
  return fallback;
}

/** True when the server answered 409: somebody else changed the thing first. */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}
