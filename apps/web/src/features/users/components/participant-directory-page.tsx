import { UserDirectory } from './user-directory';

export function ParticipantDirectoryPage() {
  return <UserDirectory kind="participants" title="Participant Directory" />;
}
