import type { IncomingMessage } from 'node:http';

/** Past this much unread body, or this long, a refused request's connection is closed instead. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

/** True when the request's body has not all arrived yet (nor will it: the client went away). */
export function bodyStillArriving(raw: IncomingMessage): boolean {
  return !raw.complete && !raw.destroyed && !raw.readableEnded;
}

/**
 * Reads what is left of a request's body and throws it away. Resolves true once the body has all
 * arrived, so an answer can follow on a connection that stays usable; false when the client went
 * away, or sent more than `maxBytes` or for longer than `maxMs` (the caller then closes the
 * connection: a client that keeps sending is not waited for). Never rejects.
 *
 * Why: an answer sent while the client is still sending, followed by a closed connection (Fastify
 * does that for a body over its limit), reaches many clients as a failed upload instead of the
 * answer: their next write meets the closed socket (EPIPE, ECONNRESET) before they read it.
 */
export function drainRequestBody(
  raw: IncomingMessage,
  { maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS }: { maxBytes?: number; maxMs?: number } = {},
): Promise<boolean> {
  if (!bodyStillArriving(raw)) return Promise.resolve(!raw.destroyed);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('close', onClose);
      raw.removeListener('error', onClose);
      // What still comes is no longer read: paused, and the connection closes with the answer.
      if (!drained) raw.pause();
      resolve(drained);
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}
