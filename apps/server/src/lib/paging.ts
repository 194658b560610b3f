/** Where a page of a list starts and how many rows it holds at most. */
export interface PageWindow {
  limit: number;
  offset: number;
}

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
