import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

/** DELETE /regapp/bookings/{id}: cancels a booking; 409 inside the cancel window. */
export function cancelBooking(id: number): Promise<void> {
  return regappRequest(`/regapp/bookings/${id}`, { method: 'DELETE' });
}

export function useCancelBooking(key: string) {
  return useRegappMutation(key, cancelBooking);
}
