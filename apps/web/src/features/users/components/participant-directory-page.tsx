import { can, type OrphanedParticipant, type ParticipantRow } from '@app/shared';
import { Autocomplete, Box, Button, Checkbox, Link, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { useCurrentUser } from '../../../lib/auth';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useParticipantFilters } from '../../../lib/participant-filters';
import { ADMIN_TEXTS as A } from '../admin-messages';
import { useDeleteOrphanedParticipants } from '../api/delete-orphaned-participants';
import { orphanedParticipantsQueryOptions } from '../api/get-orphaned-participants';
import { participantsQueryOptions } from '../api/get-participants';

const nameLink = (row: { id: number; name: string }) => (
  <Link component={RouterLink} to={`/users/${row.id}`} underline="hover">
    {row.name}
  </Link>
);

/** The directory's columns, headed in the reader's language. */
const directoryColumns = (): GridColDef<ParticipantRow>[] => [
  { field: 'name', headerName: t(A.name), flex: 1, minWidth: 170, renderCell: ({ row }) => nameLink(row) },
  { field: 'email', headerName: t(A.email), flex: 1, minWidth: 200 },
  { field: 'clientName', headerName: t(A.client), minWidth: 140, valueGetter: (_v, row) => row.clientName ?? '' },
  { field: 'managerName', headerName: t(A.manager), minWidth: 140 },
  { field: 'region', headerName: t(A.region), minWidth: 110 },
  { field: 'branch', headerName: t(A.branch), minWidth: 110 },
  { field: 'location', headerName: t(A.location), minWidth: 110 },
  {
    field: 'courses',
    headerName: t(A.courses),
    flex: 1.5,
    minWidth: 260,
    valueGetter: (_v, row) => row.courses.map((c) => c.name).join(', '),
  },
];

type TabName = 'directory' | 'orphaned';

/** /users/participants: the participant directory, with its filters, and the orphaned participants. */
export function ParticipantDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'orphaned' ? 'orphaned' : 'directory';
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(A.directory)}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setParams(value === 'orphaned' ? { tab: 'orphaned' } : {}, { replace: true })}
        sx={{ mb: 2 }}
      >
        <Tab value="directory" label={t(A.participants)} />
        <Tab value="orphaned" label={t(A.orphaned)} />
      </Tabs>
      {tab === 'directory' ? <Directory /> : <Orphaned />}
    </Paper>
  );
}

function FilterPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: string[];
  value: string;
  onChange(v: string): void;
}) {
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 220 } }}
      options={options}
      value={value || null}
      onChange={(_event, picked) => onChange(picked ?? '')}
      renderInput={(inputProps) => <TextField {...inputProps} label={label} />}
    />
  );
}

function Directory() {
  const filters = useParticipantFilters();
  const [managerName, setManagerName] = useState('');
  const [branch, setBranch] = useState('');
  const [region, setRegion] = useState('');
  const values = filters.data ?? { managerNames: [], branches: [], regions: [] };
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
        data-testid="participant-filters"
      >
        <FilterPicker label={t(A.manager)} options={values.managerNames} value={managerName} onChange={setManagerName} />
        <FilterPicker label={t(A.branch)} options={values.branches} value={branch} onChange={setBranch} />
        <FilterPicker label={t(A.region)} options={values.regions} value={region} onChange={setRegion} />
      </Stack>
      <PagingGrid
        label={t(A.directory)}
        columns={directoryColumns()}
        query={(page) => participantsQueryOptions({ ...page, managerName, branch, region })}
        filterKey={JSON.stringify([managerName, branch, region])}
        searchPlaceholder={t(A.searchDirectory)}
        errorMessage={t(A.fetchFailed)}
      />
    </>
  );
}

function Orphaned() {
  const me = useCurrentUser();
  const mayDelete = can({ roles: me.roleList }, 'users.delete');
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOrphanedParticipants();
  const { push } = useMessages();

  const toggle = (row: OrphanedParticipant) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.name);
      return next;
    });

  const columns: GridColDef<OrphanedParticipant>[] = [
    ...(mayDelete
      ? [
          {
            field: 'select',
            headerName: '',
            width: 56,
            sortable: false,
            renderCell: ({ row }) => (
              <Checkbox
                size="small"
                checked={selected.has(row.id)}
                onChange={() => toggle(row)}
                slotProps={{ input: { 'aria-label': t(A.select, { name: row.name }) } }}
              />
            ),
          } satisfies GridColDef<OrphanedParticipant>,
        ]
      : []),
    { field: 'name', headerName: t(A.name), flex: 1, minWidth: 170, renderCell: ({ row }) => nameLink(row) },
    { field: 'email', headerName: t(A.email), flex: 1, minWidth: 200 },
    { field: 'clientName', headerName: t(A.client), minWidth: 140, valueGetter: (_v, row) => row.clientName ?? '' },
    { field: 'reason', headerName: t(A.why), minWidth: 200, valueGetter: (_v, row) => t(A.reason, { reason: row.reason }) },
    {
      field: 'createdAt',
      headerName: t(A.created_at),
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ];

  const names = [...selected.values()];
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t(A.orphanedIntro)}
      </Typography>
      <PagingGrid
        label={t(A.orphanedGrid)}
        testId="orphaned-grid"
        columns={columns}
        query={(page) => orphanedParticipantsQueryOptions(page)}
        searchPlaceholder={t(A.searchOrphaned)}
        errorMessage={t(A.fetchFailed)}
        actions={
          mayDelete && (
            <Button variant="outlined" color="error" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
              {t(A.deleteSelected, { count: selected.size })}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t(A.deleteOrphanedTitle)}
        message={t(A.deleteOrphanedQuestion, { count: names.length, name: names[0] ?? '' })}
        confirmLabel={t(A.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { userIds: [...selected.keys()] },
            {
              onSuccess: (result) => {
                push(t(A.orphanedDeleted, { count: result.deleted }), 'success');
                setSelected(new Map());
              },
              onError: (err) => void localErrorText(err, t(A.orphanedDeleteFailed)).then((text) => push(text)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </Box>
  );
}
