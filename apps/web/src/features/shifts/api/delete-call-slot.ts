import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** DELETE /call_slots/:id: nobody plays that scenario in the call any more. */
export function deleteCallSlot(slotId: number): Promise<void> {
  return apiRequest<void>(`/call_slots/${slotId}`, { method: 'DELETE' });
}

export function useDeleteCallSlot(shiftId: number) {
  return useCallsMutation(shiftId, deleteCallSlot);
}
