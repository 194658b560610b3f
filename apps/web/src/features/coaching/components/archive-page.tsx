import type { ArchiveRow } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { t } from '../../../lib/i18n/i18n';
import { archiveQueryOptions } from '../api/get-archive';
import { COACHING_TEXTS as C } from '../messages';

/** The archive's columns, headed in the reader's language. */
const columns = (): GridColDef<ArchiveRow>[] => [
  {
    field: 'roleplayer',
    headerName: t(C.name),
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => row.roleplayer.name,
  },
  {
    field: 'createdAt',
    headerName: t(C.dateCoached),
    flex: 0.8,
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'sessionName', headerName: t(C.session), flex: 1.2, minWidth: 180, sortable: false },
  { field: 'coach', headerName: t(C.coach), flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => row.coach.name },
];

/** /archive: the coaching records, newest first, searchable by name; a row opens the record. */
export function ArchivePage() {
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(C.archived)}
      </Typography>
      <PagingGrid
        label={t(C.archiveGrid)}
        testId="archive-grid"
        columns={columns()}
        query={archiveQueryOptions}
        searchPlaceholder={t(C.searchArchive)}
        emptyText={{ none: t(C.noRecords), noMatch: t(C.noRecordMatches) }}
        errorMessage={t(C.loadFailed)}
        onRowClick={({ row }) => navigate(`/archive/${row.id}`)}
        gridProps={{ sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } } }}
      />
    </Paper>
  );
}
