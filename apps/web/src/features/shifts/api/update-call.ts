import type { Call, UpdateCallBody } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/** PATCH /calls/:id {call: {meetingUrl}}: a custom room's meeting URL for one call (empty clears it). */
export function updateCall(callId: number, body: UpdateCallBody): Promise<Call> {
  return apiRequest<Call>(`/calls/${callId}`, { method: 'PATCH', body });
}

/** Sets a call's meeting URL; the shift is read again too, since the first URL locks its room. */
export function useUpdateCallMeetingUrl(shiftId: number) {
  return useCallsMutation(
    shiftId,
    ({ callId, meetingUrl }: { callId: number; meetingUrl: string }) => updateCall(callId, { call: { meetingUrl } }),
    { shiftToo: true },
  );
}
