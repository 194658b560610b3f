import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /participant_schedule?roleplay_shift_id=… {userIds}: the schedule e-mail to these participants. */
export function sendParticipantSchedule(shiftId: number, userIds: number[]): Promise<{ sent: number }> {
  return apiRequest<{ sent: number }>('/participant_schedule', {
    method: 'POST',
    query: { roleplay_shift_id: shiftId },
    body: { userIds },
  });
}

export function useSendParticipantSchedule(shiftId: number) {
  return useMutation({ mutationFn: (userIds: number[]) => sendParticipantSchedule(shiftId, userIds) });
}
