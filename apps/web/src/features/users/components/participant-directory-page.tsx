import { can, MESSAGES, ORPHAN_REASON_LABELS, type OrphanedParticipant, type ParticipantRow } from '@app/shared';
import { Autocomplete, Box, Button, Checkbox, Link, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { errorText } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { useParticipantFilters } from '../../../lib/participant-filters';
import { useDeleteOrphanedParticipants } from '../api/delete-orphaned-participants';
import { orphanedParticipantsQueryOptions } from '../api/get-orphaned-participants';
import { participantsQueryOptions } from '../api/get-participants';

const nameLink = (row: { id: number; name: string }) => (
  <Link component={RouterLink} to={`/users/${row.id}`} underline="hover">
    {row.name}
  </Link>
);

const DIRECTORY_COLUMNS: GridColDef<ParticipantRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, renderCell: ({ row }) => nameLink(row) },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'clientName', headerName: 'Client', minWidth: 140, valueGetter: (_v, row) => row.clientName ?? '' },
  { field: 'managerName', headerName: 'Manager', minWidth: 140 },
  { field: 'region', headerName: 'Region', minWidth: 110 },
  { field: 'branch', headerName: 'Branch', minWidth: 110 },
  { field: 'location', headerName: 'Location', minWidth: 110 },
  {
    field: 'courses',
    headerName: 'Courses',
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
        Participant Directory
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setParams(value === 'orphaned' ? { tab: 'orphaned' } : {}, { replace: true })}
        sx={{ mb: 2 }}
      >
        <Tab value="directory" label="Participants" />
        <Tab value="orphaned" label="Orphaned" />
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
        <FilterPicker label="Manager" options={values.managerNames} value={managerName} onChange={setManagerName} />
        <FilterPicker label="Branch" options={values.branches} value={branch} onChange={setBranch} />
        <FilterPicker label="Region" options={values.regions} value={region} onChange={setRegion} />
      </Stack>
      <PagingGrid
        label="Participant Directory"
        columns={DIRECTORY_COLUMNS}
        query={(page) => participantsQueryOptions({ ...page, managerName, branch, region })}
        filterKey={JSON.stringify([managerName, branch, region])}
        searchPlaceholder="Name, email or manager"
        errorMessage={MESSAGES.couldNotFetchParticipants}
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
                slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
              />
            ),
          } satisfies GridColDef<OrphanedParticipant>,
        ]
      : []),
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, renderCell: ({ row }) => nameLink(row) },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'clientName', headerName: 'Client', minWidth: 140, valueGetter: (_v, row) => row.clientName ?? '' },
    { field: 'reason', headerName: 'Why', minWidth: 200, valueGetter: (_v, row) => ORPHAN_REASON_LABELS[row.reason] },
    {
      field: 'createdAt',
      headerName: 'Date Created',
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ];

  const names = [...selected.values()];
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Participants in no course, or whose client has no course.
      </Typography>
      <PagingGrid
        label="Orphaned participants"
        testId="orphaned-grid"
        columns={columns}
        query={(page) => orphanedParticipantsQueryOptions(page)}
        searchPlaceholder="Search by name or email"
        errorMessage={MESSAGES.couldNotFetchParticipants}
        actions={
          mayDelete && (
            <Button variant="outlined" color="error" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
              Delete selected ({selected.size})
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete orphaned participants"
        message={`Delete ${names.length === 1 ? names[0] : `these ${names.length} participants`}? They will no longer be able to sign in. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { userIds: [...selected.keys()] },
            {
              onSuccess: (result) => {
                push(`${MESSAGES.orphanedParticipantsDeleted}: ${result.deleted}`, 'success');
                setSelected(new Map());
              },
              onError: (err) => push(errorText(err, MESSAGES.errorDeletingParticipants)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </Box>
  );
}
