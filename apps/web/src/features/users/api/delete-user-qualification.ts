import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** DELETE /user_qualifications/{id} (admin). */
export function deleteUserQualification(id: number): Promise<void> {
  return apiRequest<void>(`/user_qualifications/${id}`, { method: 'DELETE' });
}

export function useDeleteUserQualification(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserQualification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.qualifications(userId) }),
  });
}
