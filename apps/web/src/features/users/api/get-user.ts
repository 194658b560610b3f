import type { UserDetail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** GET /users/:id: one user with the version stamp used for editing. */
export function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return apiRequest<UserDetail>(`/users/${id}`, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
