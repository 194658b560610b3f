import type { ParticipantSlot, UpdateParticipantSlotBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** PUT /participant_slots/:id {participantSlot: {callId}}: moves the participant to another call of the shift. */
export function updateParticipantSlot(slotId: number, body: UpdateParticipantSlotBody): Promise<ParticipantSlot> {
  return apiRequest<ParticipantSlot>(`/participant_slots/${slotId}`, { method: 'PUT', body });
}

export function useMoveParticipantSlot(shiftId: number) {
  return useCallsMutation(shiftId, ({ slotId, callId }: { slotId: number; callId: number }) =>
    updateParticipantSlot(slotId, { participantSlot: { callId } }),
  );
}
