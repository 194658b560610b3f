import { type ArchiveRow, MESSAGES } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { archiveQueryOptions } from '../api/get-archive';

const COLUMNS: GridColDef<ArchiveRow>[] = [
  {
    field: 'roleplayer',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => row.roleplayer.name,
  },
  {
    field: 'createdAt',
    headerName: 'Date coached',
    flex: 0.8,
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'sessionName', headerName: 'Session', flex: 1.2, minWidth: 180, sortable: false },
  { field: 'coach', headerName: 'Coach', flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => row.coach.name },
];

const ARCHIVE_EMPTY = { none: 'No coaching records yet', noMatch: 'No records match this search' };

/** /archive: the coaching records, newest first, searchable by name; a row opens the record. */
export function ArchivePage() {
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Archived
      </Typography>
      <PagingGrid
        label="Archived coaching records"
        testId="archive-grid"
        columns={COLUMNS}
        query={archiveQueryOptions}
        searchPlaceholder="Role-player, coach or session"
        emptyText={ARCHIVE_EMPTY}
        errorMessage={MESSAGES.errorRetrievingData}
        onRowClick={({ row }) => navigate(`/archive/${row.id}`)}
        gridProps={{ sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } } }}
      />
    </Paper>
  );
}
