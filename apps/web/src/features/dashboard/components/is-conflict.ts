import { ApiError } from '../../../lib/api';

/** True when the server answered 409: somebody else changed the thing first. */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}
