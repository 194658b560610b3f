import type { DeleteOrphanedBody, DeleteOrphanedResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { participantsKeys, usersKeys } from './keys';

/** POST /participants/orphaned/delete (admin): deletes the chosen orphaned participants, all or none. */
export function deleteOrphanedParticipants(body: DeleteOrphanedBody): Promise<DeleteOrphanedResult> {
  return apiRequest<DeleteOrphanedResult>('/participants/orphaned/delete', { method: 'POST', body });
}

export function useDeleteOrphanedParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrphanedParticipants,
    // After a refusal too: the list the person saw is out of date either way.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      ]);
    },
  });
}
