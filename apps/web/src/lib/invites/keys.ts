/** Query keys of the invite lists shared by the dashboard and the shift pages. */
export const inviteKeys = {
  all: ['invites'] as const,
  rolePlayers: () => [...inviteKeys.all, 'role-players'] as const,
};
