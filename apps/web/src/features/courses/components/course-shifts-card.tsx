import { type CourseShift, MESSAGES, PAGE_SIZES, SHIFT_TYPE_LABELS, type ShiftType } from '@app/shared';
import { Chip, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../components/date-time';
import { formatRange } from '../../../components/paging-grid';
import { usePageSize } from '../../../components/use-page-size';
import { useCourseShifts } from '../api/get-course-shifts';
import { SectionCard } from './section-card';

const TYPE_COLORS: Record<ShiftType, 'primary' | 'secondary' | 'success'> = {
  roleplay: 'primary',
  training: 'secondary',
  live: 'success',
};

// Keeps rows-per-page on phones too, as every grid of the product does.
const PAGINATION_ON_SMALL_SCREENS = {
  '& .MuiTablePagination-root .MuiTablePagination-selectLabel': { display: 'block' },
  '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex', marginRight: 1, marginLeft: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-toolbar': { paddingLeft: 1, paddingRight: 0.5 },
  '& .MuiTablePagination-root .MuiTablePagination-actions': { marginLeft: 0.5 },
} as const;

const COLUMNS: GridColDef<CourseShift>[] = [
  {
    field: 'type',
    headerName: 'Type',
    minWidth: 120,
    renderCell: ({ row }) => (
      <Chip size="small" variant="outlined" color={TYPE_COLORS[row.type]} label={SHIFT_TYPE_LABELS[row.type]} />
    ),
  },
  { field: 'begins', headerName: 'Start Time', minWidth: 150, flex: 1, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'ends', headerName: 'End Time', minWidth: 150, flex: 1, valueFormatter: (value: string) => formatDateTime(value) },
  {
    field: 'cohortName',
    headerName: 'Cohort',
    minWidth: 120,
    flex: 1,
    valueFormatter: (value: string | null) => value ?? '—',
  },
];

/** The course's shifts, soonest first, read-only; past ones hidden unless asked for. */
export function CourseShiftsCard({ courseId }: { courseId: number }) {
  const shifts = useCourseShifts(courseId);
  const [hidePast, setHidePast] = useState(true);
  const [pageSize, setPageSize] = usePageSize();
  const [page, setPage] = useState(0);

  const rows = useMemo(() => {
    const now = Date.now();
    const list = (shifts.data ?? []).filter((s) => !hidePast || new Date(s.ends).getTime() >= now);
    return list.sort((a, b) => new Date(a.begins).getTime() - new Date(b.begins).getTime());
  }, [shifts.data, hidePast]);

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
      title="Shifts"
      testId="course-shifts"
      action={
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
          label="Hide past events"
          sx={{ mr: 0 }}
        />
      }
    >
      <DataGrid<CourseShift>
        aria-label="Shifts"
        autoHeight
        rows={rows}
        columns={COLUMNS}
        loading={shifts.isFetching}
        disableRowSelectionOnClick
        disableColumnFilter
        pageSizeOptions={PAGE_SIZES}
        paginationModel={{ page, pageSize }}
        onPaginationModelChange={onPaginationModelChange}
        localeText={{
          noRowsLabel: shifts.isError ? MESSAGES.couldNotRetrieveShifts : hidePast ? 'No upcoming shifts' : 'No shifts yet',
          paginationDisplayedRows: formatRange,
        }}
        sx={PAGINATION_ON_SMALL_SCREENS}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
      />
    </SectionCard>
  );
}
