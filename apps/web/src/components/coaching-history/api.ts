import type { CoachingHistory } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Which list of records: a user's coaching history (coached), or the records a coach created. */
export type HistoryKind = 'coached' | 'created';

const PATHS: Record<HistoryKind, string> = { coached: 'coaching_records', created: 'coaching_records_created' };

export const coachingHistoryKeys = {
  all: ['coaching', 'history'] as const,
  list: (kind: HistoryKind, userId: number, page: number) => [...coachingHistoryKeys.all, kind, userId, page] as const,
};

/** GET /users/:id/coaching_records or /users/:id/coaching_records_created: one page, newest first. */
export function getCoachingHistory(kind: HistoryKind, userId: number, page: number, signal?: AbortSignal) {
  return apiRequest<CoachingHistory>(`/users/${userId}/${PATHS[kind]}`, { query: { page, per_page: 10 }, signal });
}

export function useCoachingHistory(kind: HistoryKind, userId: number, page: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: coachingHistoryKeys.list(kind, userId, page),
      queryFn: ({ signal }) => getCoachingHistory(kind, userId, page, signal),
      enabled,
    }),
  );
}
