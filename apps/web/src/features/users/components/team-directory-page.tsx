import { can } from '@app/shared/permissions';
import { useCurrentUser } from '../../../lib/auth';
import { UserDirectory } from './user-directory';

/**
 * The team directory: every staff member for a manager; for other staff, the colleagues they share
 * a shift with (the server lists no one else).
 */
export function TeamDirectoryPage() {
  const me = useCurrentUser();
  return can({ roles: me.roleList }, 'users.listAll') ? (
    <UserDirectory kind="team" title="Team Directory" />
  ) : (
    <UserDirectory kind="team" title="Colleagues" intro="The people you share a shift with." />
  );
}
