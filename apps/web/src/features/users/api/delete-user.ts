import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** DELETE /users/:id (admin): the account disappears from lists and can no longer sign in. */
export function deleteUser(id: number): Promise<void> {
  return apiRequest<void>(`/users/${id}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_result, id) => {
      // Marked stale but not refetched: the page still showing it is about to go away.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.detail(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      ]);
    },
  });
}
