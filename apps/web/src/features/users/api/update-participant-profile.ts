import type { ParticipantProfile, UpdateParticipantProfileBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { participantsKeys } from './keys';

type ProfileChanges = UpdateParticipantProfileBody['participantProfile'];

/** PUT /participants/{id}/profile (admin, sc): only the fields sent change; a stale copy gets 409. */
export function updateParticipantProfile(id: number, participantProfile: ProfileChanges): Promise<ParticipantProfile> {
  return apiRequest<ParticipantProfile>(`/participants/${id}/profile`, { method: 'PUT', body: { participantProfile } });
}

export function useUpdateParticipantProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateParticipantProfile(id, changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(participantsKeys.profile(id), profile);
      // The directory shows manager, region and branch, and its pickers offer them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: participantsKeys.filters() }),
      ]);
    },
  });
}
