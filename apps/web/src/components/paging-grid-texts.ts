import type { MessageDescriptor } from '@lingui/core';

/** The paged grid's own texts (issue 40). */
export const PAGING_GRID_TEXTS = {
  noRows: /*i18n*/ { id: 'grid.noRows', message: 'No rows' },
  search: /*i18n*/ { id: 'grid.search', message: 'Search' },
  loading: /*i18n*/ { id: 'grid.loading', message: 'Loading' },
  couldNotRetrieve: /*i18n*/ { id: 'grid.couldNotRetrieve', message: 'Error retrieving data' },
  range: /*i18n*/ {
    id: 'grid.range',
    message: '{from}–{to} of {count, select, more {more than {to}} other {{count}}}',
  },
} satisfies Record<string, MessageDescriptor>;
