import { type CourseShift, can, PAGE_SIZES, SHIFT_COLORS, SHIFT_ROUTES } from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, FormControlLabel, IconButton, Stack, Switch, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel, type GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatDateTimeRange, formatGridDateTime } from '../../../components/date-time';
import { useGridLocaleText } from '../../../components/grid-locale';
import { formatRange, loadingSlotProps } from '../../../components/paging-grid';
import { usePageSize } from '../../../components/use-page-size';
import { useCurrentUser } from '../../../lib/auth';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useCourseShifts } from '../api/get-course-shifts';
import { COURSES_TEXTS as T } from '../messages';
import { DeleteShiftDialog } from '../shift-forms/delete-shift-dialog';
import { NewShiftMenu } from '../shift-forms/new-shift-menu';
import { SectionCard } from './section-card';

// Keeps rows-per-page on phones too, as every grid of the product does.
const PAGINATION_ON_SMALL_SCREENS = {
  '& .MuiTablePagination-root .MuiTablePagination-selectLabel': { display: 'block' },
  '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex', marginRight: 1, marginLeft: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-toolbar': { paddingLeft: 1, paddingRight: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-actions': { marginLeft: 0.5 },
} as const;

/** Below this grid width the five columns no longer fit: each shift is summed up in one column. */
const COMPACT_BELOW_PX = 620;

/** The current width of an element, followed as it changes; null until it is laid out. */
function useElementWidth(): [(node: HTMLElement | null) => (() => void) | undefined, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A moment of a shift: the grid's numeric English date, or the date as another language writes it. */
const shiftMoment = (value: string) => (currentLanguage() === 'en-CA' ? formatGridDateTime(value) : formatDateTime(value));
/** A shift's span: the grid's two English dates, or the span as another language writes it (its day once). */
const shiftSpan = (begins: string, ends: string) =>
  currentLanguage() === 'en-CA'
    ? `${formatGridDateTime(begins)} – ${formatGridDateTime(ends)}`
    : formatDateTimeRange(begins, ends);

/** The path of a shift's page under its course. */
export function shiftPagePath(courseId: number, shift: Pick<CourseShift, 'type' | 'id'>): string {
  return `/courses/${courseId}/${SHIFT_ROUTES[shift.type]}/${shift.id}`;
}

function TypeLabel({ shift }: { shift: CourseShift }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: SHIFT_COLORS[shift.type], flexShrink: 0 }}
      />
      {t(T.shiftType, { type: shift.type })}
    </Box>
  );
}

/**
 * The course page's Shifts card: the course's shifts soonest first, past ones hidden unless asked
 * for; each opens its page. Managers create shifts from the 'New shift' menu and delete them.
 */
export function CourseShiftsCard({ courseId }: { courseId: number }) {
  const user = useCurrentUser();
  const manager = can({ roles: user.roleList }, 'shifts.manage');
  const shifts = useCourseShifts(courseId);
  const [hidePast, setHidePast] = useState(true);
  const [pageSize, setPageSize] = usePageSize();
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<CourseShift | null>(null);
  const [gridBox, gridWidth] = useElementWidth();
  const compact = gridWidth !== null && gridWidth < COMPACT_BELOW_PX;
  const gridWords = useGridLocaleText();
  const language = currentLanguage();

  const rows = useMemo(() => {
    const now = Date.now();
    const list = (shifts.data ?? []).filter((s) => !hidePast || new Date(s.ends).getTime() >= now);
    return list.sort((a, b) => new Date(a.begins).getTime() - new Date(b.begins).getTime());
  }, [shifts.data, hidePast]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const columns = useMemo<GridColDef<CourseShift>[]>(
    () => [
      {
        field: 'summary',
        headerName: t(T.shift),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, lineHeight: 1.5, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TypeLabel shift={row} />
              {row.cohortName && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  · {row.cohortName}
                </Box>
              )}
            </Box>
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{shiftSpan(row.begins, row.ends)}</Box>
          </Box>
        ),
      },
      {
        field: 'type',
        headerName: t(T.type),
        minWidth: 108,
        renderCell: ({ row }) => <TypeLabel shift={row} />,
      },
      {
        field: 'begins',
        headerName: t(T.startTime),
        minWidth: 128,
        flex: 1,
        valueFormatter: (value: string) => shiftMoment(value),
      },
      {
        field: 'ends',
        headerName: t(T.endTime),
        minWidth: 128,
        flex: 1,
        valueFormatter: (value: string) => shiftMoment(value),
      },
      {
        field: 'cohortName',
        headerName: t(T.cohort),
        minWidth: 90,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'actions',
        headerName: '',
        minWidth: manager ? 84 : 48,
        width: manager ? 84 : 48,
        sortable: false,
        disableColumnMenu: true,
        align: 'right',
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center', justifyContent: 'flex-end' }}>
            <Tooltip title={t(T.openShift)}>
              <IconButton size="small" component={RouterLink} to={shiftPagePath(courseId, row)} aria-label={t(T.openShift)}>
                <OpenInNewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {manager && (
              <Tooltip title={t(T.deleteShift)}>
                <IconButton size="small" aria-label={t(T.deleteShift)} onClick={() => setDeleting(row)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ],
    [courseId, manager, language],
  );
  // Where the card is narrow (a phone, or beside the resource links) one column sums each shift up
  // in two lines, so the dates are never cut and the actions stay in view.
  const columnVisibilityModel: GridColumnVisibilityModel = compact
    ? { type: false, begins: false, ends: false, cohortName: false }
    : { summary: false };

  function onPaginationModelChange(model: GridPaginationModel) {
    if (model.pageSize !== pageSize) {
      setPageSize(model.pageSize);
      setPage(0);
    } else {
      setPage(model.page);
    }
  }

  return (
    <SectionCard
      title={t(T.shifts)}
      testId="course-shifts"
      action={
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={hidePast}
                onChange={(e) => {
                  setHidePast(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t(T.hidePast)}
            sx={{ mr: 0 }}
          />
          {manager && <NewShiftMenu courseId={courseId} />}
        </Stack>
      }
    >
      <Box ref={gridBox} sx={{ minWidth: 0 }}>
        <DataGrid<CourseShift>
          aria-label={t(T.shifts)}
          autoHeight
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          getRowHeight={compact ? () => 'auto' : undefined}
          loading={shifts.isFetching}
          disableRowSelectionOnClick
          disableColumnFilter
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page, pageSize }}
          onPaginationModelChange={onPaginationModelChange}
          localeText={{
            ...gridWords,
            noRowsLabel: shifts.isError ? t(T.couldNotRetrieveShifts) : hidePast ? t(T.noUpcomingShifts) : t(T.noShiftsYet),
            paginationDisplayedRows: formatRange,
          }}
          sx={PAGINATION_ON_SMALL_SCREENS}
          slotProps={loadingSlotProps()}
        />
      </Box>
      {manager && <DeleteShiftDialog shift={deleting} onClose={() => setDeleting(null)} />}
    </SectionCard>
  );
}
