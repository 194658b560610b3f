import type { LateRemindersResult, MailPreviews } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /roleplay_shifts/:id/late_reminders: reminders to the participants whose call starts within the hour (or has started). */
export function sendLateReminders(shiftId: number): Promise<LateRemindersResult> {
  return apiRequest<LateRemindersResult>(`/roleplay_shifts/${shiftId}/late_reminders`, { method: 'POST' });
}

export function useSendLateReminders(shiftId: number) {
  return useMutation({ mutationFn: () => sendLateReminders(shiftId) });
}

/** GET /roleplay_shifts/:id/late_reminders/preview: the reminders that would leave now, sending nothing. */
export function previewLateReminders(shiftId: number, signal?: AbortSignal): Promise<MailPreviews> {
  return apiRequest<MailPreviews>(`/roleplay_shifts/${shiftId}/late_reminders/preview`, { signal });
}

/** The preview, read afresh by each dialog that shows it (never kept once the dialog closes). */
export function useLateRemindersPreview(shiftId: number) {
  return useQuery({
    queryKey: ['late-reminders-preview', shiftId],
    queryFn: ({ signal }) => previewLateReminders(shiftId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
