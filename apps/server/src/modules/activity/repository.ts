import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

// Every query of the audit trail's readers (lib/audit.ts writes it): the Activity page, the History
// tabs, the CSV file and the retention purge. Each filter has an index ending in (created_at, id),
// so a page is read newest first along it and stops after its rows.

/** What the trail is filtered by; instants already resolved from the days asked for. */
export interface AuditFilter {
  actorId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  eventId?: number;
  subjectUserId?: number;
  /** From this instant, inclusive. */
  since?: Date;
  /** Before this instant. */
  before?: Date;
}

function conditions(f: AuditFilter): SQL | undefined {
  return and(
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.entity !== undefined ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId !== undefined ? eq(auditLog.entityId, f.entityId) : undefined,
    f.action !== undefined ? eq(auditLog.action, f.action) : undefined,
    f.eventId !== undefined ? eq(auditLog.eventId, f.eventId) : undefined,
    f.subjectUserId !== undefined ? eq(auditLog.subjectUserId, f.subjectUserId) : undefined,
    f.since ? gte(auditLog.createdAt, f.since) : undefined,
    f.before ? lt(auditLog.createdAt, f.before) : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: users.name,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  eventId: auditLog.eventId,
  subjectUserId: auditLog.subjectUserId,
  before: auditLog.before,
  after: auditLog.after,
  data: auditLog.data,
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  eventId: number | null;
  subjectUserId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  data: unknown;
};

/** One page of the entries a filter matches, newest first, with the actor's name. */
export async function listEntries(tx: Tx, filter: AuditFilter, window: PageWindow): Promise<AuditRow[]> {
  return tx
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * How many entries a filter matches, counting no further than `limit` (the count reads at most that
 * many index entries, however long the history).
 */
export async function countEntries(tx: Tx, filter: AuditFilter, limit: number): Promise<number> {
  const capped = tx.select({ one: sql`1` }).from(auditLog).where(conditions(filter)).limit(limit).as('capped');
  const [row] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  return row?.total ?? 0;
}

/**
 * The entries a filter matches, newest first, read in keyset batches of `batchSize` (each batch
 * continues below the last (created_at, id) seen), for the CSV file: memory stays one batch.
 */
export async function* eachEntry(tx: Tx, filter: AuditFilter, batchSize = 500): AsyncGenerator<AuditRow> {
  // The cursor keeps created_at as PostgreSQL wrote it (microseconds): a JavaScript Date would cut it to milliseconds.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const below = after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
    const rows = await tx
      .select({ ...entryColumns, cursorAt: sql<string>`${auditLog.createdAt}::text` })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(conditions(filter), below))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(batchSize);
    for (const { cursorAt: _cursor, ...row } of rows) yield row as AuditRow;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

/** Deletes entries older than `cutoff`, at most `limit` of the oldest per call; how many went. */
export async function purgeOlderThan(tx: Tx, cutoff: Date, limit: number): Promise<number> {
  const oldest = tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.createdAt, cutoff))
    .orderBy(auditLog.createdAt, auditLog.id)
    .limit(limit);
  const gone = await tx.delete(auditLog).where(sql`${auditLog.id} in (${oldest})`).returning({ id: auditLog.id });
  return gone.length;
}
