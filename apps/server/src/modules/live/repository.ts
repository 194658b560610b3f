import { asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { liveEvents, liveTickets } from '../../db/schema';

/** The channel every instance listens to; a notification's payload is the new event's id. */
export const LIVE_CHANNEL = 'live_events';

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type NewLiveEvent = Omit<typeof liveEvents.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes the event and notifies every instance listening, in one statement (its own transaction:
 * this runs after the change committed). Returns the event's id.
 */
export async function insertEvent(db: Db, event: NewLiveEvent): Promise<number> {
  const [inserted] = await db.insert(liveEvents).values(event).returning({ id: liveEvents.id });
  if (!inserted) throw new Error('live event insert failed');
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(inserted.id)})`);
  return inserted.id;
}

/** The events of these ids still kept, oldest first. */
export async function eventsByIds(db: Db, ids: number[]): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id));
}

/** Up to `limit` events after `afterId`, oldest first. */
export async function eventsAfter(db: Db, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit);
}

/** The oldest and newest ids still kept (null when there are none). */
export async function keptRange(db: Db): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(${liveEvents.id})`,
      newest: sql<string | null>`max(${liveEvents.id})`,
    })
    .from(liveEvents);
  return {
    oldest: row?.oldest == null ? null : Number(row.oldest),
    newest: row?.newest == null ? null : Number(row.newest),
  };
}

/** Deletes events written before `before` and tickets expired by `now`. */
export async function purgeOld(db: Db, before: Date, now: Date): Promise<{ events: number; tickets: number }> {
  const events = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  const tickets = await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now)).returning({ hash: liveTickets.ticketHash });
  return { events: events.length, tickets: tickets.length };
}

export async function insertTicket(tx: Tx, ticket: typeof liveTickets.$inferInsert): Promise<void> {
  await tx.insert(liveTickets).values(ticket);
}

/** Takes a ticket (deletes it, so it opens one stream only); the session it belongs to, or null when unknown or expired. */
export async function takeTicket(tx: Tx, ticketHash: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .delete(liveTickets)
    .where(eq(liveTickets.ticketHash, ticketHash))
    .returning({ sessionHash: liveTickets.sessionHash, expiresAt: liveTickets.expiresAt });
  if (!row || row.expiresAt <= now) return null;
  return row.sessionHash;
}
