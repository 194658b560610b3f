import type { CourseParticipant } from '@app/shared';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { courseParticipantsQueryOptions } from '../api/get-course-participants';
import { useRemoveCourseParticipant } from '../api/remove-course-participant';
import { type InvitationTarget, useSendInvitationEmails } from '../api/send-invitation-emails';
import { aroundName, MARK, COURSES_TEXTS as T } from '../messages';
import { ParticipantStatusChip } from './participant-status-chip';
import { useCourseId } from './use-course-id';

/** /courses/:id/participants: who is on the course, their status, and their registration invitations. */
export function CourseParticipantsPage() {
  const id = useCourseId();
  if (id === null) return null;
  return <CourseParticipants courseId={id} />;
}

function CourseParticipants({ courseId }: { courseId: number }) {
  const invite = useSendInvitationEmails(courseId);
  const remove = useRemoveCourseParticipant(courseId);
  const { push } = useMessages();
  const [removing, setRemoving] = useState<CourseParticipant | null>(null);

  const { mutate: sendMutate, isPending: sending } = invite;
  const send = useCallback(
    (target: InvitationTarget) =>
      sendMutate(target, {
        onSuccess: () => push(t(T.invitationsQueued), 'success'),
        onError: (err) => {
          void localErrorText(err, t(T.couldNotSendInvitations)).then((text) => push(text));
        },
      }),
    [sendMutate, push],
  );

  // Made again in another language: the headers are in the person's language.
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const columns = useMemo<GridColDef<CourseParticipant>[]>(
    () => [
      { field: 'name', headerName: t(T.name), flex: 1, minWidth: 170 },
      { field: 'email', headerName: t(T.emailColumn), flex: 1.2, minWidth: 220 },
      {
        field: 'status',
        headerName: t(T.status),
        minWidth: 120,
        renderCell: ({ row }) => <ParticipantStatusChip status={row.status} />,
      },
      {
        field: 'invitationSentAt',
        headerName: t(T.invitationSent),
        minWidth: 150,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : t(T.notSent)),
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        disableColumnMenu: true,
        width: 104,
        align: 'right',
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t(T.sendInvitation)}>
              <span>
                <IconButton
                  aria-label={t(T.sendInvitationTo, { name: row.name })}
                  disabled={sending}
                  onClick={() => send({ userId: row.id })}
                >
                  <SendOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t(T.removeFromCourse)}>
              <IconButton aria-label={t(T.removeName, { name: row.name })} color="error" onClick={() => setRemoving(row)}>
                <PersonRemoveOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [send, sending, language],
  );

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(T.participants)}
      </Typography>
      <PagingGrid
        label={t(T.courseParticipants)}
        testId="course-participants"
        columns={columns}
        query={(params) => courseParticipantsQueryOptions(courseId, params)}
        searchPlaceholder={t(T.searchParticipants)}
        actions={
          <>
            <Button variant="outlined" disabled={sending} onClick={() => send({ pendingOnly: true })}>
              {t(T.sendToPending)}
            </Button>
            <Button variant="contained" disabled={sending} onClick={() => send({ pendingOnly: false })}>
              {t(T.sendToAll)}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={t(T.removeParticipant)}
        message={removing ? <RemoveQuestion participant={removing} /> : null}
        confirmLabel={t(T.remove)}
        destructive
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              push(t(T.participantRemoved, { name: removing.name }), 'success');
              setRemoving(null);
            },
            onError: (err) => {
              void localErrorText(err, t(T.couldNotRemoveParticipant)).then((text) => push(text));
              setRemoving(null);
            },
          });
        }}
      />
    </Paper>
  );
}

/** 'Remove <b>name</b> (e-mail) from this course? …' in the person's language, the name in bold. */
function RemoveQuestion({ participant }: { participant: CourseParticipant }) {
  const [before, after] = aroundName(t(T.removeQuestion, { name: MARK, email: participant.email }));
  return (
    <>
      {before}
      <strong>{participant.name}</strong>
      {after}
    </>
  );
}
