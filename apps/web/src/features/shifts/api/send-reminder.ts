import type { SendReminderResult } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { useCallsMutation } from './calls-mutation';

/**
 * POST /participant_slots/:id/send_reminder?resend_invite=1|0: the reminder e-mail to the slot's
 * participant, with the calendar invitation again when `resendInvite`. Refusals carry { error }.
 */
export function sendReminder(slotId: number, resendInvite: boolean): Promise<SendReminderResult> {
  return apiRequest<SendReminderResult>(`/participant_slots/${slotId}/send_reminder`, {
    method: 'POST',
    query: { resend_invite: resendInvite ? '1' : '0' },
  });
}

/** Sends a reminder; the day is read again afterwards (a resent invitation adds the participant to the event). */
export function useSendReminder(shiftId: number) {
  return useCallsMutation(shiftId, ({ slotId, resendInvite }: { slotId: number; resendInvite: boolean }) =>
    sendReminder(slotId, resendInvite),
  );
}
