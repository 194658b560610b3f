import { can } from '@app/shared/permissions';
import { useCurrentUser } from '../../../lib/auth';
import { t } from '../../../lib/i18n/i18n';
import { USERS_TEXTS } from '../messages';
import { UserDirectory } from './user-directory';

/**
 * The team directory: every staff member for a manager; for other staff, the colleagues they share
 * a shift with (the server lists no one else).
 */
export function TeamDirectoryPage() {
  const me = useCurrentUser();
  return can({ roles: me.roleList }, 'users.listAll') ? (
    <UserDirectory kind="team" title={t(USERS_TEXTS.teamDirectory)} />
  ) : (
    <UserDirectory kind="team" title={t(USERS_TEXTS.colleagues)} intro={t(USERS_TEXTS.colleaguesIntro)} />
  );
}
