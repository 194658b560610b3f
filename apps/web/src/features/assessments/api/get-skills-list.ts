import type { SkillsList } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** GET /calls/:id/skills_list?user_id=: the skills list page of one participant of a call (the first when none). */
export function getSkillsList(callId: number, userId: number | null, signal?: AbortSignal): Promise<SkillsList> {
  return apiRequest<SkillsList>(`/calls/${callId}/skills_list`, { query: { user_id: userId ?? undefined }, signal });
}

export function skillsListQueryOptions(callId: number, userId: number | null) {
  return queryOptions({
    queryKey: assessmentKeys.skillsList(callId, userId),
    queryFn: ({ signal }) => getSkillsList(callId, userId, signal),
  });
}

/** The page's data; asks nothing while the call id from the address is not a valid id. */
export function useSkillsList(callId: number | null, userId: number | null) {
  return useQuery({ ...skillsListQueryOptions(callId ?? 0, userId), enabled: callId !== null });
}
