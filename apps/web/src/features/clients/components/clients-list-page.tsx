import type { ClientPage } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatGridDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { clientsQueryOptions } from '../api/get-clients';
import { CLIENTS_TEXTS as C } from '../messages';

type ClientRow = ClientPage['data'][number];

/** The grid's columns, their headers in the person's language. */
const columns = (): GridColDef<ClientRow>[] => [
  {
    field: 'orgName',
    headerName: t(C.clientName),
    flex: 2,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/clients/${row.id}`} underline="hover">
        {row.orgName}
      </Link>
    ),
  },
  {
    field: 'createdAt',
    headerName: t(C.dateCreated),
    flex: 1,
    minWidth: 150,
    // The grid's numeric English date; another language writes the date its own way.
    valueFormatter: (value: string) => (currentLanguage() === 'en-CA' ? formatGridDateTime(value) : formatDateTime(value)),
  },
];

/** /clients: every client, newest first, searchable by name. */
export function ClientsListPage() {
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const gridColumns = useMemo(() => columns(), [language]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(C.title)}
      </Typography>
      <PagingGrid
        errorMessage={t(C.couldNotRetrieveClients)}
        label={t(C.title)}
        testId="clients-grid"
        columns={gridColumns}
        query={clientsQueryOptions}
        searchPlaceholder={t(C.search)}
        emptyText={{ none: t(C.none), noMatch: t(C.noMatch) }}
        actions={
          <Button component={RouterLink} to="/clients/new" variant="contained" startIcon={<AddIcon />}>
            {t(C.newClient)}
          </Button>
        }
      />
    </Paper>
  );
}
