/** Every query key of the activity feature (the trail's pages are keyed in lib/audit-events.ts). */
export const activityKeys = {
  all: ['activity'] as const,
  people: (search: string) => [...activityKeys.all, 'people', search] as const,
};
