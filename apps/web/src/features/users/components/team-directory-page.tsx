import { UserDirectory } from './user-directory';

export function TeamDirectoryPage() {
  return <UserDirectory kind="team" title="Team Directory" />;
}
