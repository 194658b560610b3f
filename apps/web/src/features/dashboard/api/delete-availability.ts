import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** DELETE /users/:userId/user_availabilities/:id. */
export function deleteAvailability(userId: number, id: number): Promise<void> {
  return apiRequest<void>(`/users/${userId}/user_availabilities/${id}`, { method: 'DELETE' });
}

export function useDeleteAvailability(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAvailability(userId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.availability(userId) }),
  });
}
