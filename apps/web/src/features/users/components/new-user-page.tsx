import { canGrantRoles, MIN_PASSWORD_LENGTH, ROLES } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { useCurrentUser } from '../../../lib/auth';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { ADMIN_TEXTS as A } from '../admin-messages';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';
import { checkCreate, EMPTY_USER_FORM, NEW_USER_REQUIRED } from './user-form-rules';

/** /users/new: every field is needed; an sc is offered only the roles an sc may grant. */
export function NewUserPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { push } = useMessages();
  const create = useCreateUser();
  const roleOptions = ROLES.filter((role) => canGrantRoles({ roles: me.roleList }, [role]));

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(A.newUser)}
      </Typography>
      <UserForm
        initialValues={EMPTY_USER_FORM}
        roleOptions={roleOptions}
        check={checkCreate}
        onValid={(body) =>
          create.mutate(body, {
            onSuccess: (user) => {
              push(t(A.created), 'success');
              navigate(`/users/${user.id}`);
            },
          })
        }
        submitting={create.isPending}
        serverError={create.error ? screenErrorText(create.error, t(A.createFailed)) : null}
        passwordHelp={t(A.passwordHelp, { count: MIN_PASSWORD_LENGTH })}
        requiredFields={NEW_USER_REQUIRED}
      />
    </Paper>
  );
}
