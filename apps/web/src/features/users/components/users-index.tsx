import { can } from '@app/shared/permissions';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';

/** /users: staff land on the team directory; a participant, who may not read it, on their own page. */
export function UsersIndex() {
  const me = useCurrentUser();
  return <Navigate to={can({ roles: me.roleList }, 'users.list') ? '/users/team' : `/users/${me.id}`} replace />;
}
