import type { Client, ClientInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** POST /clients: answers the new client. */
export function createClient(input: ClientInput): Promise<Client> {
  return apiRequest<Client>('/clients', { method: 'POST', body: { client: input } });
}

/** Creates a client; the list shows it and its page opens without another fetch. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientsKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: clientsKeys.lists() });
    },
  });
}
