import { CLIENT_PARTICIPANT_COURSES_SHOWN, type ClientParticipant, can } from '@app/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { useCurrentUser } from '../../../lib/auth';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useDeleteClientParticipant } from '../api/delete-client-participant';
import { clientParticipantsQueryOptions } from '../api/get-client-participants';
import { CLIENTS_TEXTS as C } from '../messages';

/** The first few course names, then 'and others' when the participant has more. */
export function coursesText(participant: Pick<ClientParticipant, 'courses' | 'courseCount'>): string {
  const names = participant.courses.slice(0, CLIENT_PARTICIPANT_COURSES_SHOWN).map((c) => c.name);
  const more = participant.courseCount > CLIENT_PARTICIPANT_COURSES_SHOWN;
  return more ? t(C.andOthers, { names: names.join(', ') }) : names.join(', ');
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
  const language = currentLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const columns = useMemo<GridColDef<ClientParticipant>[]>(() => {
    const list: GridColDef<ClientParticipant>[] = [
      { field: 'name', headerName: t(C.name), flex: 1, minWidth: 150 },
      { field: 'email', headerName: t(C.email), flex: 1, minWidth: 200 },
      {
        field: 'courses',
        headerName: t(C.courses),
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_value, row) => coursesText(row),
      },
    ];
    if (mayDelete) {
      list.push({
        field: 'actions',
        type: 'actions',
        headerName: t(C.delete),
        width: 80,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={t(C.deleteParticipant, { name: params.row.name })}
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
  }, [mayDelete, language]);

  return (
    <>
      <PagingGrid
        label={t(C.participantsOf, { name: clientName })}
        testId="client-participants-grid"
        columns={columns}
        query={(params) => clientParticipantsQueryOptions(clientId, params)}
        searchPlaceholder={t(C.searchParticipants)}
        emptyText={{ none: t(C.noParticipants), noMatch: t(C.noParticipantMatch) }}
      />
      <ConfirmDialog
        open={confirming}
        title={t(C.deleteParticipantTitle)}
        message={deleting ? t(C.deleteParticipantQuestion, { name: deleting.name }) : ''}
        confirmLabel={t(C.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              push(t(C.participantDeleted, { name }), 'success');
            },
            onError: (err) => {
              setConfirming(false);
              void localErrorText(err, t(C.couldNotDeleteParticipant)).then((text) => push(text));
            },
          });
        }}
      />
    </>
  );
}
