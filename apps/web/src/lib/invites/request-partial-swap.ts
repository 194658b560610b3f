import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

export interface PartialSwapRequest {
  requestSubject: string;
  requestDetails: string;
}

/**
 * POST /event_invites/:id/partial_swap {partialSwap}: asks for cover of part of a shift; mailed to
 * the shift's coordinator and the qualified role-players. Both texts are sent trimmed.
 */
export function requestPartialSwap(inviteId: number, request: PartialSwapRequest): Promise<unknown> {
  return apiRequest<unknown>(`/event_invites/${inviteId}/partial_swap`, {
    method: 'POST',
    body: {
      partialSwap: { requestSubject: request.requestSubject.trim(), requestDetails: request.requestDetails.trim() },
    },
  });
}

export function useRequestPartialSwap() {
  return useInviteMutation(({ inviteId, ...request }: PartialSwapRequest & { inviteId: number }) =>
    requestPartialSwap(inviteId, request),
  );
}
