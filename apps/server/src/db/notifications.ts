import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/** A channel being listened to; `close()` stops listening and frees its connection. */
export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called with each notification's payload, in the order the database sent them. */
  onPayload(payload: string): void;
  /**
   * Called when listening resumes after the connection was lost (PostgreSQL only): notifications
   * sent meanwhile were missed, and the caller may read what it missed from its table.
   */
  onResumed?(): void;
  /** Told about a lost connection (it is opened again after a pause). */
  onError?(err: Error): void;
}

const RETRY_MS = [200, 1000, 5000];

/**
 * Listens to a PostgreSQL `NOTIFY` channel on `db`, whichever driver it is. PGlite delivers to its
 * own `listen` callbacks (one process, one connection). On PostgreSQL a dedicated connection holds
 * the `LISTEN` (a pooled one would be handed to other work); when it is lost it is opened again
 * after a pause, and `onResumed` is told. `channel` must be a plain identifier.
 */
export async function listen(db: Db, channel: string, options: ListenOptions): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, (payload) => options.onPayload(payload));
    return { close: () => unlisten() };
  }
  if (!(client instanceof pg.Pool)) throw new Error('listen: the database is neither PGlite nor a node-postgres pool');
  const pool = client;

  let closed = false;
  let connection: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) options.onPayload(message.payload ?? '');
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('the notification connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    connection = next;
    failures = 0;
    if (resumed) options.onResumed?.();
  };

  const lost = (which: pg.Client, err: Error) => {
    if (closed || which !== connection) return;
    connection = undefined;
    options.onError?.(err);
    which.end().catch(() => undefined);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 5000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      open(true).catch((err: Error) => {
        options.onError?.(err);
        scheduleRetry();
      });
    }, delay);
    retry.unref();
  };

  await open(false);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = connection;
      connection = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
