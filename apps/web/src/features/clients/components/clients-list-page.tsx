import { type ClientPage, MESSAGES } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatGridDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { clientsQueryOptions } from '../api/get-clients';

type ClientRow = ClientPage['data'][number];

const COLUMNS: GridColDef<ClientRow>[] = [
  {
    field: 'orgName',
    headerName: 'Client Name',
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
    headerName: 'Date Created',
    flex: 1,
    minWidth: 150,
    valueFormatter: (value: string) => formatGridDateTime(value),
  },
];

/** /clients: every client, newest first, searchable by name. */
export function ClientsListPage() {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Clients
      </Typography>
      <PagingGrid
        errorMessage={MESSAGES.couldNotRetrieveClients}
        label="Clients"
        testId="clients-grid"
        columns={COLUMNS}
        query={clientsQueryOptions}
        searchPlaceholder="Search by client name"
        actions={
          <Button component={RouterLink} to="/clients/new" variant="contained" startIcon={<AddIcon />}>
            New Client
          </Button>
        }
      />
    </Paper>
  );
}
