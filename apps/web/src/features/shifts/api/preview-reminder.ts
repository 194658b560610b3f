import type { MailPreviews } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /participant_slots/:id/send_reminder/preview?resend_invite=1|0: the reminder as the participant gets it, sending nothing. */
export function previewReminder(slotId: number, resendInvite: boolean, signal?: AbortSignal): Promise<MailPreviews> {
  return apiRequest<MailPreviews>(`/participant_slots/${slotId}/send_reminder/preview`, {
    query: { resend_invite: resendInvite ? '1' : '0' },
    signal,
  });
}

/** The preview, read afresh by each dialog that shows it (never kept once the dialog closes). */
export function useReminderPreview(slotId: number, resendInvite: boolean) {
  return useQuery({
    queryKey: ['reminder-preview', slotId, resendInvite],
    queryFn: ({ signal }) => previewReminder(slotId, resendInvite, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
