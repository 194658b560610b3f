import { type CourseParticipant, MESSAGES } from '@app/shared';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { errorText } from '../../../lib/api';
import { courseParticipantsQueryOptions } from '../api/get-course-participants';
import { useRemoveCourseParticipant } from '../api/remove-course-participant';
import { type InvitationTarget, useSendInvitationEmails } from '../api/send-invitation-emails';
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
        onSuccess: () => push(MESSAGES.invitationEmailsQueued, 'success'),
        onError: (err) => push(errorText(err, MESSAGES.couldNotSendInvitationEmails)),
      }),
    [sendMutate, push],
  );

  const columns = useMemo<GridColDef<CourseParticipant>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
      { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 120,
        renderCell: ({ row }) => <ParticipantStatusChip status={row.status} />,
      },
      {
        field: 'invitationSentAt',
        headerName: 'Invitation sent',
        minWidth: 150,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Not sent'),
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
            <Tooltip title="Send invitation">
              <span>
                <IconButton
                  aria-label={`Send invitation to ${row.name}`}
                  disabled={sending}
                  onClick={() => send({ userId: row.id })}
                >
                  <SendOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remove from course">
              <IconButton aria-label={`Remove ${row.name}`} color="error" onClick={() => setRemoving(row)}>
                <PersonRemoveOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [send, sending],
  );

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Participants
      </Typography>
      <PagingGrid
        label="Course participants"
        testId="course-participants"
        columns={columns}
        query={(params) => courseParticipantsQueryOptions(courseId, params)}
        searchPlaceholder="Search by name or email"
        actions={
          <>
            <Button variant="outlined" disabled={sending} onClick={() => send({ pendingOnly: true })}>
              Send invitation to pending
            </Button>
            <Button variant="contained" disabled={sending} onClick={() => send({ pendingOnly: false })}>
              Send invitation to all
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove participant"
        message={
          removing ? (
            <>
              Remove <strong>{removing.name}</strong> ({removing.email}) from this course? They stay a client participant and can
              be added again.
            </>
          ) : null
        }
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              push(`${removing.name} was removed from the course`, 'success');
              setRemoving(null);
            },
            onError: (err) => {
              push(errorText(err, MESSAGES.couldNotRemoveParticipant));
              setRemoving(null);
            },
          });
        }}
      />
    </Paper>
  );
}
