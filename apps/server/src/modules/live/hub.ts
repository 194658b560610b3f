import type { LiveChange, LiveKind, Role } from '@app/shared';
import type { Db } from '../../db/client';
import { type Listener, listen } from '../../db/notifications';
import { eventsAfter, eventsByIds, LIVE_CHANNEL, type LiveEventRow, purgeOld } from './repository';

/** Events are kept this long for reconnecting streams; older ones are purged. */
export const LIVE_KEEP_MS = 60 * 60_000;
/** How often an instance purges (every instance does; deleting twice is harmless). */
const PURGE_EVERY_MS = 10 * 60_000;
/** Writes a stream may have waiting for a slow client before it is closed (it reconnects and replays). */
const MAX_PENDING_WRITES = 1_000;

/** Who a stream belongs to. */
export interface StreamViewer {
  id: number;
  roles: readonly Role[];
}

/** One open stream: its viewer and how it writes an event. */
export interface LiveStream {
  viewer: StreamViewer;
  /** Writes one change (with its event id); resolves when the client took it (backpressure). */
  write(id: number, change: LiveChange): Promise<void>;
  /** Ends the stream (the client reconnects). */
  close(): void;
}

/** The data of a stored event as the stream sends it. */
export function changeOf(row: LiveEventRow): LiveChange {
  return {
    kind: row.kind as LiveKind,
    id: row.entityId,
    shiftId: row.shiftId,
    courseId: row.courseId,
    userId: row.userId,
    deleted: row.deleted,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
  };
}

/** Whether the viewer is in the event's audience. */
export function mayHear(viewer: StreamViewer, audience: LiveEventRow['audience']): boolean {
  return audience.users.includes(viewer.id) || viewer.roles.some((role) => audience.roles.includes(role));
}

interface Attached {
  stream: LiveStream;
  pending: number;
  /** Events that arrived while the stream was still replaying, sent once it is done. */
  held: LiveEventRow[] | null;
}

export interface LiveHub {
  /**
   * Attaches a stream. Events for it are held until `release(afterId)`, which sends those after
   * `afterId` (the last one its replay sent). `listening` resolves once this instance listens, so
   * a replay read after it misses nothing.
   */
  attach(stream: LiveStream): { listening: Promise<void>; release(afterId: number): void; detach(): void };
  /** Open streams on this instance. */
  readonly size: number;
  /** Stops listening and ends every stream (before the server closes: open streams would hold it). */
  stop(): Promise<void>;
}

/**
 * The streams open on this instance and the one `LISTEN` that feeds them. Every instance hears
 * every event's id (lib/events' after-commit subscriber writes it and notifies, see
 * subscriptions.ts), reads the events it heard of in one query per burst, and writes each to the
 * streams whose viewer may hear it. Nothing is listened to until the first stream opens.
 */
export function createLiveHub(opts: { db: Db; log: { warn(obj: object, msg: string): void } }): LiveHub {
  const attached = new Set<Attached>();
  let listener: Promise<Listener> | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Ids heard and not read yet; read together on the next turn. */
  let heard: number[] = [];
  let reading: Promise<void> = Promise.resolve();
  let newestSeen = 0;

  const deliver = (row: LiveEventRow) => {
    newestSeen = Math.max(newestSeen, row.id);
    const change = changeOf(row);
    for (const entry of attached) {
      if (!mayHear(entry.stream.viewer, row.audience)) continue;
      if (entry.held) {
        entry.held.push(row);
        continue;
      }
      send(entry, row.id, change);
    }
  };

  const send = (entry: Attached, id: number, change: LiveChange) => {
    if (entry.pending >= MAX_PENDING_WRITES) {
      attached.delete(entry);
      entry.stream.close();
      return;
    }
    entry.pending += 1;
    entry.stream
      .write(id, change)
      .catch(() => undefined)
      .finally(() => {
        entry.pending -= 1;
      });
  };

  const readHeard = () => {
    reading = reading.then(async () => {
      const ids = heard;
      heard = [];
      if (ids.length === 0 || attached.size === 0) return;
      try {
        for (const row of await eventsByIds(opts.db, ids)) deliver(row);
      } catch (err) {
        opts.log.warn({ err }, 'reading live events failed');
      }
    });
  };

  /** After the notification connection was lost: whatever was written meanwhile. */
  const catchUp = () => {
    reading = reading.then(async () => {
      try {
        for (const row of await eventsAfter(opts.db, newestSeen, 10_000)) deliver(row);
      } catch (err) {
        opts.log.warn({ err }, 'catching up on live events failed');
      }
    });
  };

  const start = () => {
    listener ??= listen(opts.db, LIVE_CHANNEL, {
      onPayload: (payload) => {
        const id = Number(payload);
        if (!Number.isSafeInteger(id)) return;
        heard.push(id);
        if (heard.length === 1) setImmediate(readHeard);
      },
      onResumed: catchUp,
      onError: (err) => opts.log.warn({ error: err.message }, 'live updates: the notification connection was lost'),
    });
    if (!purgeTimer) {
      const purge = () => {
        const now = new Date();
        purgeOld(opts.db, new Date(now.getTime() - LIVE_KEEP_MS), now).catch((err: unknown) =>
          opts.log.warn({ err }, 'purging old live events failed'),
        );
      };
      purgeTimer = setInterval(purge, PURGE_EVERY_MS);
      purgeTimer.unref();
      purge();
    }
    return listener;
  };

  return {
    attach(stream) {
      if (stopped) {
        stream.close();
        return { listening: Promise.resolve(), release: () => undefined, detach: () => undefined };
      }
      const entry: Attached = { stream, pending: 0, held: [] };
      attached.add(entry);
      return {
        listening: start().then(() => undefined),
        release(afterId) {
          const held = entry.held ?? [];
          entry.held = null;
          for (const row of held) if (row.id > afterId) send(entry, row.id, changeOf(row));
        },
        detach() {
          attached.delete(entry);
        },
      };
    },
    get size() {
      return attached.size;
    },
    async stop() {
      stopped = true;
      if (purgeTimer) clearInterval(purgeTimer);
      for (const entry of attached) entry.stream.close();
      attached.clear();
      const current = listener;
      listener = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}
