import type { RegappBookingResponse } from '@app/shared/contracts/regapp';
import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

/** POST /regapp/waitlist/{id}/claim: takes the place offered to this waiting entry (201 with the booking). */
export function claimOffer(id: number): Promise<RegappBookingResponse> {
  return regappRequest(`/regapp/waitlist/${id}/claim`, { method: 'POST' });
}

export function useClaimOffer(key: string) {
  return useRegappMutation(key, claimOffer);
}
