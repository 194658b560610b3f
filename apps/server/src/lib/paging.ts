import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Tx } from '../db/client';

/** Where a page of a list starts and how many rows it holds at most (a type, so it may key a prepared read). */
export type PageWindow = {
  limit: number;
  offset: number;
};

/** The rows and `offset` of page `page` (counted from 1) of `perPage` rows. */
export function pageWindow(page: number, perPage: number): PageWindow {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * Reads one page of a list and its total, counting only when the page cannot tell it: a page with
 * rows that is not full is the last one, so the total is the rows before it plus its own, and an
 * empty first page means none at all. A full page, or an empty page past the end, still counts.
 */
export async function pageWithTotal<T>(
  window: PageWindow,
  readPage: (window: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const rows = await readPage(window);
  if (rows.length > 0 && rows.length < window.limit) return { rows, total: window.offset + rows.length };
  if (rows.length === 0 && window.offset === 0) return { rows, total: 0 };
  return { rows, total: await count() };
}

/**
 * Reads one page whose rows each carry the list's total (a scalar subquery of the page's own
 * statement), so the page and its total are one statement. Only an empty page past the end, which
 * has no row to carry it, counts separately.
 */
export async function pageCarryingTotal<T>(
  window: PageWindow,
  readPage: (window: PageWindow) => Promise<Array<{ row: T; total: number }>>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const read = await readPage(window);
  const [first] = read;
  if (first) return { rows: read.map((r) => r.row), total: first.total };
  return { rows: [], total: window.offset === 0 ? 0 : await count() };
}

/**
 * `column = any(array(<page ids>))`: the rows of a page whose ids a subquery picks. Unlike
 * `column in (<subquery>)`, the planner expects a handful of ids even when the page's limit is a
 * parameter (a prepared statement's generic plan guesses a tenth of the table for that), so it reads
 * the rows and their joins by index instead of hashing whole tables.
 */
export function inPage(column: AnyColumn, pageIds: SQLWrapper): SQL {
  return sql`${column} = any(array(${pageIds}))`;
}

/** The rows a filtered list matches, as the `matches` CTE of `matchesOf`: their ids and sort key. */
export type Matches = WithSubqueryWithSelection<{ id: AnyColumn; sortKey: SQL.Aliased<string> }, 'matches'>;

/**
 * The rows a filter matches as a CTE (`matches`) of their ids and sort key, for a page and its total
 * read from one reading of them: the statement refers to it twice (`matchedPageIds`,
 * `matchesTotal`), so PostgreSQL reads the matches once, through the filter's own indexes (the
 * trigram indexes for a search), and keeps them. The cost follows the matches. Picking the page
 * along the name index instead is quick when matches are common, but a search that matches few
 * walks the whole index to fill its page, and no plan can know in advance which it will be.
 */
export function matchesOf(tx: Tx, matching: TypedQueryBuilder<{ id: AnyColumn; sortKey: SQL.Aliased<string> }>): Matches {
  return tx.$with('matches').as(matching);
}

/** The ids of one page of the matches, by sort key then id (for `inPage`). */
export function matchedPageIds(tx: Tx, matches: Matches, window: PageWindow) {
  return tx
    .select({ id: matches.id })
    .from(matches)
    .orderBy(matches.sortKey, matches.id)
    .limit(window.limit)
    .offset(window.offset);
}

/** How many rows match, as a scalar subquery of the statement that holds the `matches` CTE. */
export function matchesTotal(matches: Matches): SQL<number> {
  return sql<number>`(select count(*) from ${matches})`.mapWith(Number);
}
