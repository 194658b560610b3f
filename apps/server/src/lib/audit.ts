import { AUDIT_REDACTED } from '@app/shared';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * The audit trail: one row per change made through the API, written in the change's transaction,
 * with who, what (entity and id), the action, the fields before and after, and the shift and the
 * person the change belongs to (their History tabs). Secrets never reach it: every value passes
 * `redact` first, the one place that decides what is a secret.
 */

type Fields = Record<string, unknown>;

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: number | null;
  /** Context that is not a field of the record (counts, who was told). */
  data?: unknown;
  /** The fields as they were: the changed ones for an update, the record for a deletion. */
  before?: Fields | null;
  /** The fields as they became: the changed ones for an update, the record for a creation. */
  after?: Fields | null;
  /** The shift the record belongs to, for the shift's History. */
  eventId?: number | null;
  /** The person the record is about, for their History. */
  subjectUserId?: number | null;
}

/** Field names whose values are secrets: passwords, tokens, hashes, keys of feeds, nonces. */
const SECRET_NAME = /password|passcode|passphrase|token|hash|secret|nonce|salt|api_?key|feed_?key/i;
/** What a secret's value becomes: the change shows, the value never does. */
export const REDACTED = AUDIT_REDACTED;

/**
 * A value fit for the trail: secrets (by field name, at any depth) replaced by `REDACTED`, dates as
 * ISO text, and nothing else changed.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Fields = {};
  for (const [key, inner] of Object.entries(value as Fields)) {
    if (inner === undefined) continue;
    out[key] = SECRET_NAME.test(key) ? REDACTED : redact(inner, depth + 1);
  }
  return out;
}

/** Bookkeeping columns that change with every save and say nothing of the change. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'updated_at', 'created_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(redact(a)) === JSON.stringify(redact(b));

/**
 * The fields that differ between a record before and after an update, as `{before, after}` holding
 * only those fields (bookkeeping stamps left out). Fields `after` does not name are unchanged.
 */
export function changedFields(before: object, after: object): { before: Fields; after: Fields } {
  const was = before as Fields;
  const now = after as Fields;
  const out = { before: {} as Fields, after: {} as Fields };
  for (const key of Object.keys(now)) {
    if (BOOKKEEPING.has(key) || now[key] === undefined || same(was[key], now[key])) continue;
    out.before[key] = was[key] ?? null;
    out.after[key] = now[key];
  }
  return out;
}

/** A record's fields for a creation or deletion entry, bookkeeping stamps left out. */
export function recordFields(row: object): Fields {
  return Object.fromEntries(Object.entries(row as Fields).filter(([key]) => !BOOKKEEPING.has(key)));
}

const idIn = (data: unknown, key: string): number | null => {
  const value = data && typeof data === 'object' ? (data as Fields)[key] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
};

const isFields = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Where an entry is filed and what it changed, when the caller said only part of it: a shift's own
 * entries and entries whose data names an `eventId` belong to that shift; a user's own entries and
 * entries whose data names a `userId` are about that person; `from`/`to` in the data (a status, or
 * the times a shift moved between) are its before and after.
 */
function filed(entry: AuditEntry, entity: string) {
  const eventId =
    entry.eventId !== undefined
      ? entry.eventId
      : entity === 'course_event'
        ? (entry.entityId ?? null)
        : idIn(entry.data, 'eventId');
  const subjectUserId =
    entry.subjectUserId !== undefined
      ? entry.subjectUserId
      : entity === 'user'
        ? (entry.entityId ?? null)
        : idIn(entry.data, 'userId');
  let { before, after } = entry;
  const data = isFields(entry.data) ? entry.data : undefined;
  if (before === undefined && after === undefined && data && ('from' in data || 'to' in data)) {
    const wrap = (value: unknown) => (value === undefined ? undefined : isFields(value) ? value : { status: value });
    before = wrap(data.from);
    after = wrap(data.to);
  }
  return { eventId, subjectUserId, before, after };
}

function rowOf(entry: AuditEntry, entity: string) {
  const fields = (value: Fields | null | undefined) =>
    value && Object.keys(value).length > 0 ? (redact(value) as Fields) : null;
  const where = filed(entry, entity);
  return {
    actorId: entry.actorId,
    action: entry.action,
    entity,
    entityId: entry.entityId ?? null,
    data: entry.data === undefined || entry.data === null ? null : redact(entry.data),
    before: fields(where.before),
    after: fields(where.after),
    eventId: where.eventId,
    subjectUserId: where.subjectUserId,
  };
}

/** Records who changed what, in the caller's transaction. */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(rowOf(entry, entry.entity));
}

/** Records several entries of one kind of entity at once, in the caller's transaction. */
export async function auditAll(tx: Tx, entity: string, entries: Array<Omit<AuditEntry, 'entity'>>): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(entries.map((e) => rowOf({ ...e, entity }, entity)));
}
