import type { RegappTimeChoice, RegappWaitlistResponse } from '@app/shared/contracts/regapp';
import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

/** POST /regapp/waitlist: waits for a place at a full time. */
export function joinWaitlist(entry: RegappTimeChoice): Promise<RegappWaitlistResponse> {
  return regappRequest('/regapp/waitlist', { method: 'POST', body: { entry } });
}

export function useJoinWaitlist(key: string) {
  return useRegappMutation(key, joinWaitlist);
}
