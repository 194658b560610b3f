import { PAGE_SIZES } from '@app/shared';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, Stack, TextField } from '@mui/material';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { screenErrorText } from '../lib/i18n/error-text';
import { t } from '../lib/i18n/i18n';
import { useGridLocaleText } from './grid-locale';
import { useMessages } from './messages';
import { PAGING_GRID_TEXTS } from './paging-grid-texts';
import { useDebouncedValue } from './use-debounced-value';
import { usePageSize } from './use-page-size';

/**
 * A loading grid's bar: it shows over the rows while a page loads; the grid's role allows only rows
 * inside it, so the bar is hidden from assistive technology (axe 'aria-required-children') and named
 * (axe 'aria-progressbar-name'). Every server-paged grid's `slotProps` start from these.
 */
export function loadingSlotProps() {
  return {
    loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress', 'aria-hidden': true },
    baseLinearProgress: { 'aria-label': t(PAGING_GRID_TEXTS.loading) },
  } as const;
}

/** What a paged list asks the server for: page is 1-based. */
export interface PageParams {
  page: number;
  perPage: number;
  search: string;
}

/** What a paged list endpoint answers. */
export interface PageResult<R> {
  data: R[];
  total: number;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** The range display of the footer, e.g. "1–25 of 240", in the person's language. */
export function formatRange({ from, to, count }: { from: number; to: number; count: number }): string {
  return t(PAGING_GRID_TEXTS.range, { from, to, count: count === -1 ? 'more' : String(count) });
}

// The grid hides rows-per-page below 600 px; the product offers it on phones too.
const PAGINATION_ON_SMALL_SCREENS = {
  '& .MuiTablePagination-root .MuiTablePagination-selectLabel': { display: 'block' },
  '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex', marginRight: 1, marginLeft: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-toolbar': { paddingLeft: 1, paddingRight: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-actions': { marginLeft: 0.5 },
} as const;

type ControlledProps =
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'loading'
  | 'paginationMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'pageSizeOptions'
  | 'getRowId'
  | 'localeText';

export interface PagingGridProps<R extends GridValidRowModel, K extends QueryKey> {
  columns: GridColDef<R>[];
  /** Query options for one page; typically a feature's `...ListQueryOptions` factory. */
  query: (params: PageParams) => UseQueryOptions<PageResult<R>, Error, PageResult<R>, K>;
  getRowId?: GridRowIdGetter<R>;
  /** Shows a search box (debounced, back to page 1 on change) with this placeholder. */
  searchPlaceholder?: string;
  /** Buttons or links shown beside the search box. */
  actions?: ReactNode;
  /** The grid's accessible name. */
  label: string;
  /** data-testid of the whole block; 'paging-grid' by default. */
  testId?: string;
  onRowClick?: DataGridProps<R>['onRowClick'];
  /** Shown as a message when a page fails to load: the server's text for a refusal, else this. */
  errorMessage?: string;
  /** What else narrows the list (filter pickers): a change of it starts again from the first page. */
  filterKey?: string;
  /** What an empty grid says: with nothing yet, and when a search or filters match nothing (default 'No rows'). */
  emptyText?: { none: string; noMatch: string };
  /** Any other DataGrid setting, except those the paging owns. */
  gridProps?: Omit<Partial<DataGridProps<R>>, ControlledProps>;
}

/**
 * A DataGrid paged by the server: rows-per-page from PAGE_SIZES, remembered for all grids; a range
 * display; an optional debounced search; loading, empty ('No rows') and error states; its words and the
 * grid's own in the person's language (the screen translates its label, columns and placeholder).
 */
export function PagingGrid<R extends GridValidRowModel, K extends QueryKey>({
  columns,
  query,
  getRowId,
  searchPlaceholder,
  actions,
  label,
  testId = 'paging-grid',
  onRowClick,
  errorMessage,
  filterKey = '',
  emptyText,
  gridProps,
}: PagingGridProps<R, K>) {
  const { push } = useMessages();
  const [pageSize, setPageSize] = usePageSize();
  const [page, setPage] = useState(0);
  const [searchText, setSearchText] = useState('');
  const debounced = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState(debounced);
  // A new search term starts again from the first page, in the same render.
  if (search !== debounced) {
    setSearch(debounced);
    setPage(0);
  }
  const [filters, setFilters] = useState(filterKey);
  if (filters !== filterKey) {
    setFilters(filterKey);
    setPage(0);
  }

  const result = useQuery({
    ...query({ page: page + 1, perPage: pageSize, search }),
    placeholderData: keepPreviousData,
  });

  // Once per failure (after react-query's retries): every failure brings a new error object.
  const { error } = result;
  useEffect(() => {
    if (error && errorMessage) push(screenErrorText(error, errorMessage));
  }, [error, errorMessage, push]);

  const gridWords = useGridLocaleText();
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({
      ...gridWords,
      noRowsLabel: result.isError
        ? t(PAGING_GRID_TEXTS.couldNotRetrieve)
        : !emptyText
          ? t(PAGING_GRID_TEXTS.noRows)
          : search || filterKey
            ? emptyText.noMatch
            : emptyText.none,
      paginationDisplayedRows: formatRange,
    }),
    [gridWords, result.isError, emptyText, search, filterKey],
  );

  const paginationModel = useMemo<GridPaginationModel>(() => ({ page, pageSize }), [page, pageSize]);

  function onPaginationModelChange(model: GridPaginationModel) {
    if (model.pageSize !== pageSize) {
      setPageSize(model.pageSize);
      setPage(0);
    } else {
      setPage(model.page);
    }
  }

  return (
    <Box data-testid={testId} sx={{ width: '100%', minWidth: 0 }}>
      {(searchPlaceholder !== undefined || actions) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          {searchPlaceholder !== undefined ? (
            <TextField
              type="search"
              size="small"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={searchPlaceholder}
              sx={{ width: { xs: '100%', sm: 400 } }}
              slotProps={{
                htmlInput: { 'aria-label': t(PAGING_GRID_TEXTS.search) },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <span />
          )}
          {actions && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {actions}
            </Stack>
          )}
        </Stack>
      )}
      {result.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {t(PAGING_GRID_TEXTS.couldNotRetrieve)}
        </Alert>
      )}
      <DataGrid<R>
        aria-label={label}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        disableColumnSorting
        {...gridProps}
        rows={result.data?.data ?? []}
        columns={columns}
        getRowId={getRowId}
        rowCount={result.data?.total ?? 0}
        loading={result.isFetching}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={PAGE_SIZES}
        localeText={localeText}
        onRowClick={onRowClick}
        sx={[PAGINATION_ON_SMALL_SCREENS, ...(Array.isArray(gridProps?.sx) ? gridProps.sx : [gridProps?.sx])]}
        slotProps={{ ...loadingSlotProps(), ...gridProps?.slotProps }}
      />
    </Box>
  );
}
