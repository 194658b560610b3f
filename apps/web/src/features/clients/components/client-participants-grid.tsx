import { CLIENT_PARTICIPANT_COURSES_SHOWN, type ClientParticipant, can } from '@app/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { errorText } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { useDeleteClientParticipant } from '../api/delete-client-participant';
import { clientParticipantsQueryOptions } from '../api/get-client-participants';

/** The first few course names, then 'and others' when the participant has more. */
export function coursesText(participant: Pick<ClientParticipant, 'courses' | 'courseCount'>): string {
  const names = participant.courses.slice(0, CLIENT_PARTICIPANT_COURSES_SHOWN).map((c) => c.name);
  const more = participant.courseCount > CLIENT_PARTICIPANT_COURSES_SHOWN;
  return more ? `${names.join(', ')}, and others` : names.join(', ');
}

/** The client's participants with their first courses; admins may delete one after confirming. */
export function ClientParticipantsGrid({ clientId, clientName }: { clientId: number; clientName: string }) {
  const me = useCurrentUser();
  const mayDelete = can({ roles: me.roleList }, 'clients.deleteParticipant');
  const remove = useDeleteClientParticipant(clientId);
  const { push } = useMessages();
  // The row stays while the dialog closes, so its text does not change during the transition.
  const [deleting, setDeleting] = useState<ClientParticipant | null>(null);
  const [confirming, setConfirming] = useState(false);

  const columns = useMemo<GridColDef<ClientParticipant>[]>(() => {
    const list: GridColDef<ClientParticipant>[] = [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
      {
        field: 'courses',
        headerName: 'Courses',
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_value, row) => coursesText(row),
      },
    ];
    if (mayDelete) {
      list.push({
        field: 'actions',
        type: 'actions',
        headerName: 'Delete',
        width: 80,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${params.row.name}`}
              onClick={() => {
                setDeleting(params.row);
                setConfirming(true);
              }}
              color="inherit"
            />
          </GridActionsCell>
        ),
      });
    }
    return list;
  }, [mayDelete]);

  return (
    <>
      <PagingGrid
        label={`Participants of ${clientName}`}
        testId="client-participants-grid"
        columns={columns}
        query={(params) => clientParticipantsQueryOptions(clientId, params)}
        searchPlaceholder="Search by name or email"
      />
      <ConfirmDialog
        open={confirming}
        title="Delete participant"
        message={deleting ? `Delete participant ${deleting.name}? They can no longer sign in; their history is kept.` : ''}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              push(`Participant ${name} deleted`, 'success');
            },
            onError: (err) => {
              setConfirming(false);
              push(errorText(err, 'Could not delete Participant'));
            },
          });
        }}
      />
    </>
  );
}
