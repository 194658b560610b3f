import { type Attendee, inviteActions, MESSAGES } from '@app/shared';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useAcceptInvite } from '../../../lib/invites/accept-invite';
import { useRejectInvite } from '../../../lib/invites/reject-invite';

/**
 * The viewer's own invite: what it means for them, and Accept and Decline while the shared table of
 * invite actions allows them (an invitation of a shift not yet ended). Giving a shift away is done
 * from the dashboard.
 */
export function MyInviteBanner({ invite, ended }: { invite: Attendee; ended: boolean }) {
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const { push } = useMessages();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const busy = accept.isPending || reject.isPending;
  const allowed = inviteActions(invite.status, { ended });

  if (invite.status === 'accepted') {
    return (
      <Alert severity="success" data-testid="my-invite">
        You accepted this shift on {formatDateTime(invite.statusTime)}
      </Alert>
    );
  }
  if (invite.status === 'swap_requested') {
    return (
      <Alert severity="warning" data-testid="my-invite">
        You offered this shift for swap; you are still responsible until someone takes it
      </Alert>
    );
  }
  if (invite.status === 'rejected') {
    return (
      <Alert severity="info" data-testid="my-invite">
        You declined this shift
      </Alert>
    );
  }

  return (
    <Alert severity="info" data-testid="my-invite" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>You are invited to this shift</AlertTitle>
      Let the coordinator know whether you can take it.
      {allowed.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {allowed.includes('accept') && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() =>
                accept.mutate(invite.inviteId, {
                  onSuccess: () => push('Shift accepted', 'success'),
                  onError: (err) => push(errorText(err, MESSAGES.errorAcceptingEvent)),
                })
              }
            >
              Accept
            </Button>
          )}
          {allowed.includes('reject') && (
            <Button variant="outlined" color="inherit" disabled={busy} onClick={() => setConfirming(true)}>
              Decline
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Decline this shift?"
        message="The coordinator is told, and the shift leaves your calendar. Only a new invitation brings it back."
        confirmLabel="Decline"
        destructive
        busy={reject.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reject.mutate(invite.inviteId, {
            onSuccess: () => {
              push('Shift declined', 'success');
              navigate('/');
            },
            onError: (err) => {
              setConfirming(false);
              push(errorText(err, MESSAGES.errorRejectingEvent));
            },
          })
        }
      />
    </Alert>
  );
}
