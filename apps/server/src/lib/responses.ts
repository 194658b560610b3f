import { apiErrorSchema } from '@app/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** Response schemas for the refusals a route can give; each has the one error shape. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
