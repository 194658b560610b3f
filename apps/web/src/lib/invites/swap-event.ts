import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** What a holder may write to the people a shift is offered to. */
export interface SwapRequest {
  requestSubject: string;
  requestDetails: string;
}

/**
 * PUT /role_players/swap_event/:id: the holder offers the shift to every qualified role-player; they
 * stay responsible until someone takes it. With a swap request, its subject and details (trimmed) go
 * into the offer's e-mail.
 */
export function swapEvent(inviteId: number, request?: SwapRequest): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/swap_event/${inviteId}`, {
    method: 'PUT',
    ...(request
      ? {
          body: { swapRequest: { requestSubject: request.requestSubject.trim(), requestDetails: request.requestDetails.trim() } },
        }
      : {}),
  });
}

/** Offers a shift to all: the invite id, or the invite id with a swap request. */
export function useSwapEvent() {
  return useInviteMutation((variables: number | { inviteId: number; request: SwapRequest }) =>
    typeof variables === 'number' ? swapEvent(variables) : swapEvent(variables.inviteId, variables.request),
  );
}
