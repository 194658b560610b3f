import type { RegappBookingResponse, RegappTimeChoice } from '@app/shared/contracts/regapp';
import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

export interface MoveBookingInput {
  id: number;
  to: RegappTimeChoice;
}

/** PUT /regapp/bookings/{id}: moves a booking to another time; 409 inside the change window or when full. */
export function moveBooking({ id, to }: MoveBookingInput): Promise<RegappBookingResponse> {
  return regappRequest(`/regapp/bookings/${id}`, { method: 'PUT', body: { booking: to } });
}

export function useMoveBooking(key: string) {
  return useRegappMutation(key, moveBooking);
}
