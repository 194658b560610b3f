import { canGrantRoles, MESSAGES, MIN_PASSWORD_LENGTH, ROLES } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
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
        New User
      </Typography>
      <UserForm
        initialValues={EMPTY_USER_FORM}
        roleOptions={roleOptions}
        check={checkCreate}
        onValid={(body) =>
          create.mutate(body, {
            onSuccess: (user) => {
              push(MESSAGES.userCreated, 'success');
              navigate(`/users/${user.id}`);
            },
          })
        }
        submitting={create.isPending}
        serverError={create.error ? errorText(create.error, 'Could not create User') : null}
        passwordHelp={`At least ${MIN_PASSWORD_LENGTH} characters`}
        requiredFields={NEW_USER_REQUIRED}
      />
    </Paper>
  );
}
