/** The query keys of a role-player's rater agreement over time (a calibration saved makes them stale: app/live-updates.tsx). */
export const raterHistoryKeys = {
  all: ['rater-agreement', 'history'] as const,
  of: (userId: number) => [...raterHistoryKeys.all, userId] as const,
};
