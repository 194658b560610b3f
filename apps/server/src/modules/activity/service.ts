import {
  AUDIT_COUNT_LIMIT,
  type AuditEvent,
  type AuditEventPage,
  type AuditEventsCsvQuery,
  type AuditEventsQuery,
  auditChanges,
  auditEntityLabel,
  auditNameLabel,
  formatDate,
  formatTime,
  MESSAGES,
  type ShiftHistoryQuery,
} from '@app/shared';
import type { Db, Tx } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import { addCalendarDays, startOfZonedDay } from '../../lib/zoned-time';
import { loadShift } from '../shifts';
import * as repo from './repository';

/** The entry as the API answers it. */
function present(row: repo.AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? `User ${row.actorId}` },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    eventId: row.eventId,
    subjectUserId: row.subjectUserId,
    before: row.before,
    after: row.after,
    data: row.data ?? null,
  };
}

/** The filter a query asks for, its days read in the business time zone (`to` is inclusive). */
function filterOf(query: AuditEventsCsvQuery, timeZone: string): repo.AuditFilter {
  return {
    actorId: query.actor_id,
    entity: query.entity,
    entityId: query.entity_id,
    action: query.action,
    eventId: query.event_id,
    subjectUserId: query.subject_user_id,
    since: query.from ? startOfZonedDay(query.from, timeZone) : undefined,
    before: query.to ? startOfZonedDay(addCalendarDays(query.to, 1), timeZone) : undefined,
  };
}

/**
 * One page of the matching entries, newest first, with a total counted up to AUDIT_COUNT_LIMIT (a
 * count over a long history would cost more than the page).
 */
async function pageOfEntries(db: Tx, filter: repo.AuditFilter, page: number, perPage: number): Promise<AuditEventPage> {
  const window = pageWindow(page, perPage);
  const rows = await repo.listEntries(db, filter, window);
  let total: number;
  if (rows.length > 0 && rows.length < window.limit) total = window.offset + rows.length;
  else if (rows.length === 0 && window.offset === 0) total = 0;
  else total = await repo.countEntries(db, filter, AUDIT_COUNT_LIMIT + 1);
  return {
    data: rows.map(present),
    total: Math.min(total, AUDIT_COUNT_LIMIT),
    totalExact: total <= AUDIT_COUNT_LIMIT,
  };
}

/** The Activity page: the trail filtered by actor, entity, action, shift, person and days. */
export async function listAuditEvents(opts: { db: Db; timeZone: string; query: AuditEventsQuery }): Promise<AuditEventPage> {
  return pageOfEntries(opts.db, filterOf(opts.query, opts.timeZone), opts.query.page, opts.query.per_page);
}

/** A shift's History: the shift's own entries and those of its invites, calls, slots and notes. */
export async function shiftHistory(opts: { db: Db; id: number; query: ShiftHistoryQuery }): Promise<AuditEventPage> {
  if (!(await loadShift(opts.db, opts.id))) throw notFound(MESSAGES.shiftNotFound);
  return pageOfEntries(opts.db, { eventId: opts.id }, opts.query.page, opts.query.per_page);
}

export const AUDIT_CSV_HEADER = [
  'Date',
  'Time',
  'Instant (UTC)',
  'Who',
  'Action',
  'Record',
  'Record id',
  'Shift id',
  'Changes',
  'Details',
] as const;

/** The CSV file of the matching entries, newest first: its rows are read in batches as the file streams. */
export function auditEventsCsv(opts: { db: Db; timeZone: string; query: AuditEventsCsvQuery }): {
  header: readonly string[];
  rows: AsyncIterable<CsvCell[]>;
} {
  const { db, timeZone } = opts;
  const filter = filterOf(opts.query, timeZone);
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for await (const row of repo.eachEntry(db, filter)) {
      const changes = auditChanges(row).map((c) => `${c.field}: ${c.before} -> ${c.after}`);
      yield [
        formatDate(row.createdAt, timeZone),
        formatTime(row.createdAt, timeZone),
        // The exact instant too (several entries share a minute), as machine text.
        row.createdAt.toISOString(),
        row.actorId === null ? '' : (row.actorName ?? `User ${row.actorId}`),
        auditNameLabel(row.action),
        auditEntityLabel(row.entity),
        row.entityId,
        row.eventId,
        changes.join('; '),
        row.data === null || row.data === undefined ? '' : JSON.stringify(row.data),
      ];
    }
  }
  return { header: AUDIT_CSV_HEADER, rows: rows() };
}

/** Entries purged per statement, so one purge never holds a long lock on the trail. */
const PURGE_BATCH = 5_000;

/**
 * Deletes the trail's entries older than `retentionDays` before `now`, in batches; how many went.
 * Safe to run from several instances at once (each deletes what is still there).
 */
export async function purgeAudit(opts: { db: Db; retentionDays: number; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - opts.retentionDays * 86_400_000);
  let purged = 0;
  for (;;) {
    const gone = await repo.purgeOlderThan(opts.db, cutoff, PURGE_BATCH);
    purged += gone;
    if (gone < PURGE_BATCH) return purged;
  }
}
