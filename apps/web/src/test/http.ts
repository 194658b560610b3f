import { API_PREFIX, type ErrorCode, MESSAGES, validationDetails } from '@app/shared';
import { HttpResponse, http, type JsonBodyType, type PathParams } from 'msw';
import type { z } from 'zod';

/** The address msw matches for an API path ('/courses/:id'), on whatever origin the page has. */
export const apiPath = (path: string) => `*${API_PREFIX}${path}`;

interface ResolverInfo {
  request: Request;
  params: PathParams;
}
type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/** Handlers for API paths: `api.get('/courses/:id', () => HttpResponse.json(course))`. */
export const api = {
  get: (path: string, resolver: Resolver) => http.get(apiPath(path), resolver),
  post: (path: string, resolver: Resolver) => http.post(apiPath(path), resolver),
  put: (path: string, resolver: Resolver) => http.put(apiPath(path), resolver),
  patch: (path: string, resolver: Resolver) => http.patch(apiPath(path), resolver),
  delete: (path: string, resolver: Resolver) => http.delete(apiPath(path), resolver),
};

/** A JSON answer, as the API sends it. */
export const json = <T extends JsonBodyType>(body: T, status = 200) => HttpResponse.json(body, { status });

/** A refusal in the API's shape `{error, code, details?}`. */
export function refusal(status: number, code: ErrorCode, error: string, details?: unknown): Response {
  return HttpResponse.json({ error, code, ...(details === undefined ? {} : { details }) }, { status });
}

/**
 * A 400 naming fields the way the server's error handler does: `details` lists each field (its
 * body path) with the sentence that names it by its label, `error` joins the sentences.
 */
export function badRequest(details: Array<{ field: string; message: string }>): Response {
  return refusal(400, 'bad_request', details.map((d) => d.message).join('; '), details);
}

/** 409: somebody else saved first. */
export const conflict = (error: string = MESSAGES.conflict, code: ErrorCode = 'stale_edit') => refusal(409, code, error);

/** 500 with the server's generic text (a screen shows its own catalogue text instead). */
export const serverError = () => refusal(500, 'internal', MESSAGES.internal);

/** The connection fails: fetch rejects, as when the server cannot be reached. */
export const networkError = () => HttpResponse.error();

/**
 * Reads a JSON body with the shared contract, as the server's route would: a body the contract
 * refuses gets the server's 400 (so a screen that sends the wrong shape fails its test); a valid
 * one goes to `answer` parsed.
 */
export function withBody<S extends z.ZodType>(
  schema: S,
  answer: (body: z.output<S>, info: ResolverInfo) => Response | Promise<Response>,
): Resolver {
  return async (info) => {
    let raw: unknown;
    try {
      raw = await info.request.clone().json();
    } catch {
      return refusal(400, 'bad_request', 'Body is not valid JSON');
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return badRequest(validationDetails(parsed.error.issues, { root: 'body' }));
    return answer(parsed.data, info);
  };
}
