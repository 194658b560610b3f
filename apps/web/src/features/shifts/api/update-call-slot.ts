import type { CallSlot, UpdateCallSlotBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** PUT /call_slots/:id {callSlot: {userId}}: another role-player in the slot. */
export function updateCallSlot(slotId: number, body: UpdateCallSlotBody): Promise<CallSlot> {
  return apiRequest<CallSlot>(`/call_slots/${slotId}`, { method: 'PUT', body });
}

export function useUpdateCallSlot(shiftId: number) {
  return useCallsMutation(shiftId, ({ slotId, userId }: { slotId: number; userId: number }) =>
    updateCallSlot(slotId, { callSlot: { userId } }),
  );
}
