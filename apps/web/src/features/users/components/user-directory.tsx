import { ROLE_LABELS, type User, type UsersQuery } from '@app/shared';
import { Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { usersQueryOptions } from '../api/get-users';

const nameColumn: GridColDef<User> = {
  field: 'name',
  headerName: 'Name',
  flex: 1,
  minWidth: 180,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={`/users/${row.id}`} underline="hover">
      {row.name}
    </Link>
  ),
};
const emailColumn: GridColDef<User> = { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 };

const COLUMNS: Record<UsersQuery['kind'], GridColDef<User>[]> = {
  team: [
    nameColumn,
    emailColumn,
    {
      field: 'roleList',
      headerName: 'Roles',
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => row.roleList.map((role) => ROLE_LABELS[role]).join(', '),
    },
  ],
  participants: [
    nameColumn,
    emailColumn,
    { field: 'cellNumber', headerName: 'Cell number', minWidth: 140 },
    {
      field: 'createdAt',
      headerName: 'Date Created',
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ],
};

/** One directory of the Users area: staff (team) or participants, searchable, paged by the server. */
export function UserDirectory({ kind, title, intro }: { kind: UsersQuery['kind']; title: string; intro?: string }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      <PagingGrid
        label={title}
        columns={COLUMNS[kind]}
        query={(params) => usersQueryOptions({ kind, ...params })}
        searchPlaceholder="Search by name or email"
      />
    </Paper>
  );
}
