import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** DELETE /roleplay_shifts/:id/call_blocks/:blockNumber: every call of the block with their slots. */
export function deleteCallBlock(shiftId: number, blockNumber: number): Promise<void> {
  return apiRequest<void>(`/roleplay_shifts/${shiftId}/call_blocks/${blockNumber}`, { method: 'DELETE' });
}

export function useDeleteCallBlock(shiftId: number) {
  return useCallsMutation(shiftId, (blockNumber: number) => deleteCallBlock(shiftId, blockNumber), { shiftToo: true });
}
