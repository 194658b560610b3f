import type { CreateParticipantSlotBody, ParticipantSlot } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** POST /participant_slots {participantSlot: {callId, userId}}: a participant in a call (answers the slot with its callId). */
export function createParticipantSlot(body: CreateParticipantSlotBody): Promise<ParticipantSlot> {
  return apiRequest<ParticipantSlot>('/participant_slots', { method: 'POST', body });
}

export function useCreateParticipantSlot(shiftId: number) {
  return useCallsMutation(shiftId, (participantSlot: CreateParticipantSlotBody['participantSlot']) =>
    createParticipantSlot({ participantSlot }),
  );
}
