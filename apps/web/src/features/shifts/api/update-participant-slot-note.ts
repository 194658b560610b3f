import type { ParticipantSlot, ParticipantSlotNoteBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** PUT /participant_slots/:id/note {participantSlotNote: {id, scenarioComponentId, note}}: an empty note removes it. */
export function updateParticipantSlotNote(slotId: number, body: ParticipantSlotNoteBody): Promise<ParticipantSlot> {
  return apiRequest<ParticipantSlot>(`/participant_slots/${slotId}/note`, { method: 'PUT', body });
}

export function useUpdateParticipantSlotNote(shiftId: number) {
  return useCallsMutation(shiftId, ({ slotId, note }: { slotId: number; note: ParticipantSlotNoteBody['participantSlotNote'] }) =>
    updateParticipantSlotNote(slotId, { participantSlotNote: note }),
  );
}
