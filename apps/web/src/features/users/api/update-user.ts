import type { UpdateUserBody, UserDetail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { meQueryKey } from '../../../lib/auth';
import { usersKeys } from './keys';

export type UpdateUserInput = UpdateUserBody['user'];

/** PUT /users/:id: changes what is given; a stale `updatedAt` gives 409. */
export function updateUser(id: number, input: UpdateUserInput): Promise<UserDetail> {
  return apiRequest<UserDetail>(`/users/${id}`, { method: 'PUT', body: { user: input } });
}

/** Saves a user; refreshes the page, the directories and, for one's own account, the session user. */
export function useUpdateUser(id: number, options: { isSelf: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(id, input),
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        // A held user may leave their page only once /me says the password was changed.
        options.isSelf ? queryClient.invalidateQueries({ queryKey: meQueryKey }) : undefined,
      ]);
    },
  });
}
