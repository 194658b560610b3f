import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** DELETE /clients/:id/users/:userId (admin): the participant can no longer sign in; history stays. */
export function deleteClientParticipant(clientId: number, userId: number): Promise<void> {
  return apiRequest<void>(`/clients/${clientId}/users/${userId}`, { method: 'DELETE' });
}

export function useDeleteClientParticipant(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deleteClientParticipant(clientId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.participants(clientId) }),
  });
}
