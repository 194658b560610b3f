/** Query keys of the invite lists shared by the dashboard and the shift pages. */
export const inviteKeys = {
  all: ['invites'] as const,
  /** Who may take the place held by invite `inviteId` (Give to…). */
  giveTo: (inviteId: number) => [...inviteKeys.all, 'give-to', inviteId] as const,
};
