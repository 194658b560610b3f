import { can, MESSAGES, type Me, type UserDetail } from '@app/shared';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useDeleteUser } from '../api/delete-user';
import { useImpersonateUser } from '../api/impersonate-user';
import { useResetUserPassword } from '../api/reset-user-password';

/** What an admin may do to another user: impersonate, reset a participant's password, delete. */
export function UserAdminActions({ user, me }: { user: UserDetail; me: Me }) {
  const navigate = useNavigate();
  const { push } = useMessages();
  const impersonate = useImpersonateUser();
  const resetPassword = useResetUserPassword();
  const remove = useDeleteUser();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const viewer = { roles: me.roleList };
  if (me.id === user.id) return null;
  const mayImpersonate = can(viewer, 'users.impersonate');
  const mayReset = can(viewer, 'users.resetPassword') && user.roleList.includes('participant');
  const mayDelete = can(viewer, 'users.delete');
  if (!mayImpersonate && !mayReset && !mayDelete) return null;
  const busy = impersonate.isPending || resetPassword.isPending || remove.isPending;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="user-admin-actions">
      <Typography variant="h6" component="h2" gutterBottom>
        Administration
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {mayImpersonate && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              impersonate.mutate(user.id, {
                onSuccess: () => navigate('/'),
                onError: (err) => push(errorText(err, MESSAGES.failedToImpersonate)),
              })
            }
          >
            Impersonate
          </Button>
        )}
        {mayReset && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              resetPassword.mutate(user.id, {
                onSuccess: (result) => push(result.message || MESSAGES.passwordEmailSent, 'success'),
                onError: (err) => push(errorText(err, MESSAGES.errorSendingPasswordEmail)),
              })
            }
          >
            Reset password
          </Button>
        )}
        {mayDelete && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete user"
        message={`Delete ${user.name}? They will no longer be able to sign in. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              push(MESSAGES.userDeleted, 'success');
              navigate('/users/team');
            },
            onError: (err) => {
              setConfirmingDelete(false);
              push(errorText(err, MESSAGES.errorDeletingUser));
            },
          })
        }
      />
    </Paper>
  );
}
