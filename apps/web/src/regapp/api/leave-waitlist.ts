import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

/** DELETE /regapp/waitlist/{id}: stops waiting for a time. */
export function leaveWaitlist(id: number): Promise<void> {
  return regappRequest(`/regapp/waitlist/${id}`, { method: 'DELETE' });
}

export function useLeaveWaitlist(key: string) {
  return useRegappMutation(key, leaveWaitlist);
}
