import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** DELETE /calls/:id: a call with its slots and notes. */
export function deleteCall(callId: number): Promise<void> {
  return apiRequest<void>(`/calls/${callId}`, { method: 'DELETE' });
}

export function useDeleteCall(shiftId: number) {
  return useCallsMutation(shiftId, deleteCall, { shiftToo: true });
}
