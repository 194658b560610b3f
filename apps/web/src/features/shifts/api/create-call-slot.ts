import type { CallSlot, CreateCallSlotBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** POST /call_slots {callSlot: {callId, scenarioComponentId, userId}}: a role-player for a scenario of a call. */
export function createCallSlot(body: CreateCallSlotBody): Promise<CallSlot> {
  return apiRequest<CallSlot>('/call_slots', { method: 'POST', body });
}

export function useCreateCallSlot(shiftId: number) {
  return useCallsMutation(shiftId, (callSlot: CreateCallSlotBody['callSlot']) => createCallSlot({ callSlot }));
}
