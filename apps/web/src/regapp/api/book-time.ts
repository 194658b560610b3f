import type { RegappBookingResponse, RegappTimeChoice } from '@app/shared/contracts/regapp';
import { regappRequest } from './client';
import { useRegappMutation } from './use-regapp-mutation';

/** POST /regapp/bookings: books a place at a time (201), or 409 when it is full or over the limit. */
export function bookTime(booking: RegappTimeChoice): Promise<RegappBookingResponse> {
  return regappRequest('/regapp/bookings', { method: 'POST', body: { booking } });
}

export function useBookTime(key: string) {
  return useRegappMutation(key, bookTime);
}
