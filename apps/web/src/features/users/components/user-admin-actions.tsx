import { can, type Me, type UserDetail } from '@app/shared';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { ADMIN_TEXTS as A } from '../admin-messages';
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
        {t(A.administration)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {mayImpersonate && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              impersonate.mutate(user.id, {
                onSuccess: () => navigate('/'),
                onError: (err) => void localErrorText(err, t(A.impersonateFailed)).then((text) => push(text)),
              })
            }
          >
            {t(A.impersonate)}
          </Button>
        )}
        {mayReset && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              resetPassword.mutate(user.id, {
                // The server's sentence in English; the catalogue's otherwise.
                onSuccess: (result) =>
                  push((currentLanguage() === 'en-CA' && result.message) || t(A.passwordEmailSent), 'success'),
                onError: (err) => void localErrorText(err, t(A.passwordEmailFailed)).then((text) => push(text)),
              })
            }
          >
            {t(A.resetPassword)}
          </Button>
        )}
        {mayDelete && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            {t(A.delete)}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t(A.deleteTitle)}
        message={t(A.deleteQuestion, { name: user.name })}
        confirmLabel={t(A.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              push(t(A.deleted), 'success');
              navigate('/users/team');
            },
            onError: (err) => {
              setConfirmingDelete(false);
              void localErrorText(err, t(A.deleteFailed)).then((text) => push(text));
            },
          })
        }
      />
    </Paper>
  );
}
