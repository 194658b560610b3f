import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bodyStillArriving, drainRequestBody } from './request-drain';

/** A request body still arriving: a stream standing in for Node's IncomingMessage. */
function arriving(): PassThrough & { complete: boolean } {
  const stream = new PassThrough() as PassThrough & { complete: boolean };
  stream.complete = false;
  return stream;
}
const asRequest = (s: PassThrough) => s as unknown as IncomingMessage;

describe('drainRequestBody', () => {
  it('reads the rest of the body and resolves true once it has all arrived', async () => {
    const body = arriving();
    const drained = drainRequestBody(asRequest(body), { maxBytes: 1000, maxMs: 5000 });
    body.write('a'.repeat(400));
    body.write('b'.repeat(400));
    body.complete = true;
    body.end();
    await expect(drained).resolves.toBe(true);
    expect(body.readableEnded).toBe(true);
  });

  it('gives up (false) once more than maxBytes has come, and reads no further', async () => {
    const body = arriving();
    const drained = drainRequestBody(asRequest(body), { maxBytes: 1000, maxMs: 5000 });
    body.write('a'.repeat(600));
    body.write('b'.repeat(600));
    await expect(drained).resolves.toBe(false);
    expect(body.isPaused()).toBe(true);
  });

  it('gives up (false) on a client that stops sending', async () => {
    const body = arriving();
    const drained = drainRequestBody(asRequest(body), { maxBytes: 1000, maxMs: 50 });
    body.write('a'.repeat(10));
    await expect(drained).resolves.toBe(false);
  });

  it('resolves false when the client goes away before the end', async () => {
    const body = arriving();
    const drained = drainRequestBody(asRequest(body), { maxBytes: 1000, maxMs: 5000 });
    body.write('a'.repeat(10));
    body.destroy();
    await expect(drained).resolves.toBe(false);
  });

  it('has nothing to do for a body that has all arrived', async () => {
    const body = arriving();
    body.complete = true;
    expect(bodyStillArriving(asRequest(body))).toBe(false);
    await expect(drainRequestBody(asRequest(body))).resolves.toBe(true);
  });
});
