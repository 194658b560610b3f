import type { User, UsersQuery } from '@app/shared';
import { Link, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { usersQueryOptions } from '../api/get-users';
import { roleNames, USERS_TEXTS } from '../messages';

const nameColumn = (): GridColDef<User> => ({
  field: 'name',
  headerName: t(USERS_TEXTS.name),
  flex: 1,
  minWidth: 180,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={`/users/${row.id}`} underline="hover">
      {row.name}
    </Link>
  ),
});
const emailColumn = (): GridColDef<User> => ({ field: 'email', headerName: t(USERS_TEXTS.email), flex: 1, minWidth: 220 });

/** Each directory's columns, named in the person's language. */
const columnsOf = (kind: UsersQuery['kind']): GridColDef<User>[] =>
  kind === 'team'
    ? [
        nameColumn(),
        emailColumn(),
        {
          field: 'roleList',
          headerName: t(USERS_TEXTS.roles),
          flex: 1,
          minWidth: 200,
          valueGetter: (_value, row) => roleNames(row.roleList),
        },
      ]
    : [
        nameColumn(),
        emailColumn(),
        { field: 'cellNumber', headerName: t(USERS_TEXTS.cellNumber), minWidth: 140 },
        {
          field: 'createdAt',
          headerName: t(USERS_TEXTS.dateCreated),
          minWidth: 150,
          valueFormatter: (value: string) => formatDateTime(value),
        },
      ];

/** One directory of the Users area: staff (team) or participants, searchable, paged by the server. */
export function UserDirectory({ kind, title, intro }: { kind: UsersQuery['kind']; title: string; intro?: string }) {
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the language
  const columns = useMemo(() => columnsOf(kind), [kind, language]);
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
        columns={columns}
        query={(params) => usersQueryOptions({ kind, ...params })}
        searchPlaceholder={t(USERS_TEXTS.searchByNameOrEmail)}
      />
    </Paper>
  );
}
