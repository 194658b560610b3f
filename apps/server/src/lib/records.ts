import { type ErrorCode, MESSAGES, PLACE_HOLDING_INVITE_STATUSES, validationSentence } from '@app/shared';
import { type AnyColumn, getTableName, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors';

/** A LIKE pattern for "contains": `%` and `_` typed by a person are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The next version stamp of a row: now, but always later than the previous one, so two saves in
 * the same millisecond still count as two versions for the conflict check. `nextStampSql` is the
 * same rule for a statement that reads the previous stamp itself; records.test.ts holds the two to
 * the same answers.
 */
export function nextStamp(previous: Date, now: Date = new Date()): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}

/** `nextStamp` in SQL: the stamp after the column's, from now() unless `now` is given. */
export function nextStampSql(previous: AnyColumn | SQL, now?: Date): SQL<Date> {
  const from = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql<Date>`greatest(${from}, ${previous} + interval '1 millisecond')`;
}

/**
 * The details of every stale_edit refusal: the row's current version stamp (null when the row is not
 * there yet) and, where the service gives it, the row as the page shows it.
 */
export interface StaleEditDetails {
  updatedAt: string | null;
  current?: unknown;
}

/** The one builder of the stale_edit refusal (409): the editor's copy is not the row's current version. */
export function staleEdit(updatedAt: Date | null, current?: unknown): AppError {
  const details: StaleEditDetails = { updatedAt: updatedAt?.toISOString() ?? null };
  if (current !== undefined) details.current = current;
  return new AppError('stale_edit', MESSAGES.conflict, details);
}

/**
 * 409 when the editor's copy (the `updatedAt` it was given) is not the row's current version;
 * `present` adds the current row as the page shows it.
 */
export function assertFresh(sent: string | undefined, current: Date, present?: () => unknown): void {
  if (sent !== undefined && Date.parse(sent) !== current.getTime()) throw staleEdit(current, present?.());
}

/**
 * `assertFresh` for a record that may not be there yet (a profile, one internal comment): `sent`
 * null says the editor's copy had none, so one written meanwhile makes it stale (409), and so does a
 * stamp sent for a record that is not there (`current` null). Without `sent` nothing is checked.
 */
export function assertFreshOrNew(sent: string | null | undefined, current: Date | null, present?: () => unknown): void {
  if (sent === undefined || (sent === null && current === null)) return;
  if (sent === null || current === null) throw staleEdit(current, present?.());
  assertFresh(sent, current, present);
}

/**
 * A 400 (or another code) that names a body field the way the validation errors do: the sentence
 * puts the field's form label in front of the phrase ('Local Number can be set for phone rooms
 * only'), and `details` names the field by its dotted path. `field` is that path ('room.meetingUrl')
 * or its parts. The one builder of such refusals.
 */
export function invalidField(field: string | readonly string[], message: string, code: ErrorCode = 'bad_request'): AppError {
  const path = typeof field === 'string' ? field.split('.') : field;
  return new AppError(code, validationSentence(path, message), [{ field: path.join('.'), message }]);
}

/**
 * A column written with its table's name. Drizzle writes the columns of a one-table select's fields
 * without it, so a correlated subquery among those fields would take them for its own table's.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * True when the invite status (a column, or an aliased one) holds a place on its shift: the SQL twin
 * of the shared `holdsPlace`, from the one list PLACE_HOLDING_INVITE_STATUSES.
 */
export function holdsPlaceSql(status: AnyColumn | SQLWrapper): SQL {
  return inArray(status, [...PLACE_HOLDING_INVITE_STATUSES]);
}
