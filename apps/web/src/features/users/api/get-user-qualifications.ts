import type { UserQualification } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** GET /users/{id}/user_qualifications: the courses the user is qualified for, with the client's name. */
export function getUserQualifications(userId: number, signal?: AbortSignal): Promise<UserQualification[]> {
  return apiRequest<UserQualification[]>(`/users/${userId}/user_qualifications`, { signal });
}

export function userQualificationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: usersKeys.qualifications(userId),
    queryFn: ({ signal }) => getUserQualifications(userId, signal),
  });
}

export function useUserQualifications(userId: number) {
  return useQuery(userQualificationsQueryOptions(userId));
}
