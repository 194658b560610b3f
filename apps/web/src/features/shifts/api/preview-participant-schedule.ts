import type { MailPreviews } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /participant_schedule/preview?roleplay_shift_id=…&user_id=…: the schedule e-mail as one participant gets it, sending nothing. */
export function previewParticipantSchedule(shiftId: number, userId: number, signal?: AbortSignal): Promise<MailPreviews> {
  return apiRequest<MailPreviews>('/participant_schedule/preview', {
    query: { roleplay_shift_id: shiftId, user_id: userId },
    signal,
  });
}

/** The preview, read afresh by each dialog that shows it (never kept once the dialog closes). */
export function useParticipantSchedulePreview(shiftId: number, userId: number | undefined) {
  return useQuery({
    queryKey: ['participant-schedule-preview', shiftId, userId],
    queryFn: ({ signal }) => previewParticipantSchedule(shiftId, userId ?? 0, signal),
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
