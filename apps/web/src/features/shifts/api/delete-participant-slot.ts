import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** DELETE /participant_slots/:id: the participant leaves the call (with their notes). */
export function deleteParticipantSlot(slotId: number): Promise<void> {
  return apiRequest<void>(`/participant_slots/${slotId}`, { method: 'DELETE' });
}

export function useDeleteParticipantSlot(shiftId: number) {
  return useCallsMutation(shiftId, deleteParticipantSlot);
}
