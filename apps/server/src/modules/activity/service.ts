import {
  AUDIT_CLIENT_FIELDS,
  AUDIT_COUNT_LIMIT,
  AUDIT_COURSE_FIELDS,
  AUDIT_PERSON_FIELDS,
  AUDIT_ROOM_FIELDS,
  AUDIT_SHIFT_FIELDS,
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
import { clientNames } from '../clients';
import { courseNames } from '../courses';
import { roomNames } from '../rooms';
import { loadShift, peopleNames, shiftLabels } from '../shifts';
import * as repo from './repository';

/** The kinds of record an entry may name in words. */
type NameKind = 'people' | 'shifts' | 'courses' | 'rooms' | 'clients';

/** The records a page of entries refers to, in words, by kind and id: one read a kind whatever the page's size. */
type RecordNames = Record<NameKind, Map<number, string>>;

/** Which kind of record each id field holds. */
const FIELD_KINDS: ReadonlyArray<readonly [NameKind, readonly string[]]> = [
  ['people', AUDIT_PERSON_FIELDS],
  ['shifts', AUDIT_SHIFT_FIELDS],
  ['courses', AUDIT_COURSE_FIELDS],
  ['rooms', AUDIT_ROOM_FIELDS],
  ['clients', AUDIT_CLIENT_FIELDS],
];

/** The kinds of record an entry's own id names, by entity. */
const ENTITY_KINDS: ReadonlyMap<string, NameKind> = new Map([
  ['user', 'people'],
  ['course_event', 'shifts'],
  ['course', 'courses'],
  ['room', 'rooms'],
  ['client', 'clients'],
]);

const fieldKind = (field: string): NameKind | undefined => FIELD_KINDS.find(([, fields]) => fields.includes(field))?.[0];

/** The id fields of an entry's before, after and data that hold a number, with the kind each names. */
function* idFields(row: repo.AuditRow): Generator<{ field: string; id: number; kind: NameKind }> {
  for (const fields of [row.before, row.after, row.data]) {
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) continue;
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof value !== 'number') continue;
      const kind = fieldKind(field);
      if (kind) yield { field, id: value, kind };
    }
  }
}

/** The ids of each kind the entries refer to (the record itself, its shift and person, id fields of its values). */
function idsOf(rows: repo.AuditRow[]): Record<NameKind, number[]> {
  const ids: Record<NameKind, Set<number>> = {
    people: new Set(),
    shifts: new Set(),
    courses: new Set(),
    rooms: new Set(),
    clients: new Set(),
  };
  for (const row of rows) {
    const own = ENTITY_KINDS.get(row.entity);
    if (own && row.entityId !== null) ids[own].add(row.entityId);
    if (row.subjectUserId !== null) ids.people.add(row.subjectUserId);
    if (row.eventId !== null) ids.shifts.add(row.eventId);
    for (const { id, kind } of idFields(row)) ids[kind].add(id);
  }
  return {
    people: [...ids.people],
    shifts: [...ids.shifts],
    courses: [...ids.courses],
    rooms: [...ids.rooms],
    clients: [...ids.clients],
  };
}

async function namesOf(db: Tx, rows: repo.AuditRow[], timeZone: string): Promise<RecordNames> {
  const ids = idsOf(rows);
  // Each reader asks nothing of the database when it is given no ids.
  const [people, shifts, courses, rooms, clients] = await Promise.all([
    peopleNames(db, ids.people),
    shiftLabels(db, ids.shifts, timeZone),
    courseNames(db, ids.courses),
    roomNames(db, ids.rooms),
    clientNames(db, ids.clients),
  ]);
  return { people, shifts, courses, rooms, clients };
}

/**
 * The record of an entry in words: a person, course, room or client by name, a shift by course and
 * date, an invite (and what else a person and a shift file) by both. A record no longer stored is
 * named as what it is filed under, if anything.
 */
function recordWords(row: repo.AuditRow, names: RecordNames): string | null {
  const person = row.subjectUserId === null ? undefined : names.people.get(row.subjectUserId);
  const shift = row.eventId === null ? undefined : names.shifts.get(row.eventId);
  const own = ENTITY_KINDS.get(row.entity);
  const ownName = own && row.entityId !== null ? names[own].get(row.entityId) : undefined;
  if (row.entity === 'user') return ownName || null;
  if (ownName) return ownName;
  if (row.entity === 'course_event') return shift || null;
  if (person && shift) return `${person}, ${shift}`;
  return shift ?? person ?? null;
}

/**
 * The words of the id fields of an entry, by field name. A field holding different ids in before,
 * after or data (a slot handed from one person to another) gets none: one word for both sides would
 * hide the change, so its ids show instead.
 */
function fieldNames(row: repo.AuditRow, names: RecordNames): Record<string, string> {
  const first = new Map<string, number>();
  const mixed = new Set<string>();
  for (const { field, id } of idFields(row)) {
    const seen = first.get(field);
    if (seen === undefined) first.set(field, id);
    else if (seen !== id) mixed.add(field);
  }
  const out: Record<string, string> = {};
  for (const { field, id, kind } of idFields(row)) {
    const words = mixed.has(field) ? undefined : names[kind].get(id);
    if (words) out[field] = words;
  }
  return out;
}

/** The entry as the API answers it. */
function present(row: repo.AuditRow, names: RecordNames): AuditEvent {
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
    record: recordWords(row, names),
    names: fieldNames(row, names),
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
async function pageOfEntries(
  db: Tx,
  filter: repo.AuditFilter,
  page: { page: number; perPage: number; timeZone: string },
): Promise<AuditEventPage> {
  const window = pageWindow(page.page, page.perPage);
  const rows = await repo.listEntries(db, filter, window);
  const names = await namesOf(db, rows, page.timeZone);
  let total: number;
  if (rows.length > 0 && rows.length < window.limit) total = window.offset + rows.length;
  else if (rows.length === 0 && window.offset === 0) total = 0;
  else total = await repo.countEntries(db, filter, AUDIT_COUNT_LIMIT + 1);
  return {
    data: rows.map((row) => present(row, names)),
    total: Math.min(total, AUDIT_COUNT_LIMIT),
    totalExact: total <= AUDIT_COUNT_LIMIT,
  };
}

/** The Activity page: the trail filtered by actor, entity, action, shift, person and days. */
export async function listAuditEvents(opts: { db: Db; timeZone: string; query: AuditEventsQuery }): Promise<AuditEventPage> {
  return pageOfEntries(opts.db, filterOf(opts.query, opts.timeZone), {
    page: opts.query.page,
    perPage: opts.query.per_page,
    timeZone: opts.timeZone,
  });
}

/** A shift's History: the shift's own entries and those of its invites, calls, slots and notes. */
export async function shiftHistory(opts: {
  db: Db;
  timeZone: string;
  id: number;
  query: ShiftHistoryQuery;
}): Promise<AuditEventPage> {
  if (!(await loadShift(opts.db, opts.id))) throw notFound(MESSAGES.shiftNotFound);
  return pageOfEntries(
    opts.db,
    { eventId: opts.id },
    { page: opts.query.page, perPage: opts.query.per_page, timeZone: opts.timeZone },
  );
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
