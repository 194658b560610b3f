import type { Call, UpdateCallBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/**
 * PATCH /calls/:id {call: {meetingUrl, updatedAt}}: a custom room's meeting URL for one call (empty
 * clears it), with the call's version stamp the edit began from (409 when it changed meanwhile).
 */
export function updateCall(callId: number, body: UpdateCallBody): Promise<Call> {
  return apiRequest<Call>(`/calls/${callId}`, { method: 'PATCH', body });
}

/** Sets a call's meeting URL; the shift is read again too, since the first URL locks its room. */
export function useUpdateCallMeetingUrl(shiftId: number) {
  return useCallsMutation(
    shiftId,
    ({ callId, meetingUrl, updatedAt }: { callId: number; meetingUrl: string; updatedAt: string }) =>
      updateCall(callId, { call: { meetingUrl, updatedAt } }),
    { shiftToo: true },
  );
}
