import type { Call, CreateCallBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** POST /calls {call: {eventId, blockNumber}}: a call in a block (the first call of a free start slot adds the block). */
export function createCall(body: CreateCallBody): Promise<Call> {
  return apiRequest<Call>('/calls', { method: 'POST', body });
}

export function useCreateCall(shiftId: number) {
  return useCallsMutation(shiftId, (blockNumber: number) => createCall({ call: { eventId: shiftId, blockNumber } }));
}
