import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** POST /users/:id/reset_password (admin, participant accounts): e-mails a sign-in link. */
export function resetUserPassword(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/users/${id}/reset_password`, { method: 'POST' });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    // The account now must change its password, and its version stamp moved on.
    onSuccess: (_result, id) => queryClient.invalidateQueries({ queryKey: usersKeys.detail(id) }),
  });
}
