import type { Client, UpdateClientBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

export type UpdateClientInput = UpdateClientBody['client'];

/** PUT /clients/:id: changes the fields given; a stale `updatedAt` answers 409. */
export function updateClient(id: number, input: UpdateClientInput): Promise<Client> {
  return apiRequest<Client>(`/clients/${id}`, { method: 'PUT', body: { client: input } });
}

/** Saves a client; its page takes the answer and the list (names) refreshes. */
export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientInput) => updateClient(id, input),
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsKeys.detail(id), client);
      await queryClient.invalidateQueries({ queryKey: clientsKeys.lists() });
    },
  });
}
