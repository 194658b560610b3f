import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being served, as seen from anywhere down its async calls: the live updates name who
 * made a change ("Changed by Sam Coordinator") without every service passing its actor along to
 * the domain events. After-commit subscribers run before the service returns, so inside the request.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

/** Makes each request's signed-in user readable by `currentActor` (registered after the auth hook). */
export function registerActorContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(request, done);
  });
}

/** Who is making the change being published: the signed-in user of the request, or null (a job, a script). */
export function currentActor(): { id: number; name: string } | null {
  const user = current.getStore()?.user;
  return user ? { id: user.id, name: user.name } : null;
}
