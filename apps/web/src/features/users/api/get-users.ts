import type { UserPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type UsersListParams, usersKeys } from './keys';

/** GET /users: one page of the team or participant directory. */
export function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest<UserPage>('/users', {
    query: { kind: params.kind, page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
