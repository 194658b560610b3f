import type { UsersQuery } from '@app/shared';

/** The parameters of one page of a user directory. */
export interface UsersListParams {
  kind: UsersQuery['kind'];
  page: number;
  perPage: number;
  search: string;
}

/** Every query key of the users feature: mutations refresh through these. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: number) => [...usersKeys.details(), id] as const,
};
