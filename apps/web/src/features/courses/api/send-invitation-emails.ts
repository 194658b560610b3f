import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** Whom to invite: one participant, the participants still pending, or everybody on the course. */
export type InvitationTarget = { userId: number } | { pendingOnly: boolean };

export interface InviteEmailResult {
  message: string;
  queued: number;
}

/** POST /courses/:id/invite_email: queues the registration invitation e-mails. */
export function sendInvitationEmails(courseId: number, target: InvitationTarget): Promise<InviteEmailResult> {
  const query = 'userId' in target ? { user_id: target.userId } : { pending_only: String(target.pendingOnly) };
  return apiRequest<InviteEmailResult>(`/courses/${courseId}/invite_email`, { method: 'POST', query });
}

/** Sends invitations and refreshes the grid, whose 'Invitation sent' dates change. */
export function useSendInvitationEmails(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: InvitationTarget) => sendInvitationEmails(courseId, target),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.participantLists(courseId) }),
  });
}
