import { apiErrorSchema } from '@app/shared';
import type { FastifyReply } from 'fastify';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** Response schemas for the refusals a route can give; each has the one error shape. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/**
 * A response body already written as JSON text (by PostgreSQL) in the shape of the route's 200
 * schema, for the few large reads where building the objects in Node cost more than the read. The
 * route sends it with `replyJson`; a test of each such read holds the text equal to the schema's
 * own writing of the same rows.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Sends `body` as it is when it is JSON text, or returns it for the route's serializer. */
export function replyJson<T>(reply: FastifyReply, body: T | JsonText): T | FastifyReply {
  return body instanceof JsonText ? reply.type('application/json; charset=utf-8').send(body.text) : body;
}
