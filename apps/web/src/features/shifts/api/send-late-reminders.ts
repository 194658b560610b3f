import type { LateRemindersResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /roleplay_shifts/:id/late_reminders: reminders to the participants whose call starts within the hour (or has started). */
export function sendLateReminders(shiftId: number): Promise<LateRemindersResult> {
  return apiRequest<LateRemindersResult>(`/roleplay_shifts/${shiftId}/late_reminders`, { method: 'POST' });
}

export function useSendLateReminders(shiftId: number) {
  return useMutation({ mutationFn: () => sendLateReminders(shiftId) });
}
