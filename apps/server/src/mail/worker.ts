import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

// Filled in by the mail work.
export function startMailWorker(_opts: { db: Db; config: Config; log: FastifyBaseLogger }) {
  return { stop: async () => {} };
}
