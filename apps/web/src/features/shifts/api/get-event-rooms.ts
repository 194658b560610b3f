import type { EventRoom } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';

/** The room picker's list hangs under its roleplay shift, so a change of the shift refreshes it. */
export const eventRoomsKey = (shiftId: number) => [...shiftKeys.detail('roleplay', shiftId), 'rooms'] as const;

/** GET /events/:id/rooms: the rooms free for the shift's whole time, and the one it holds (managers). */
export function getEventRooms(shiftId: number, signal?: AbortSignal): Promise<EventRoom[]> {
  return apiRequest<EventRoom[]>(`/events/${shiftId}/rooms`, { signal });
}

export function eventRoomsQueryOptions(shiftId: number) {
  return queryOptions({ queryKey: eventRoomsKey(shiftId), queryFn: ({ signal }) => getEventRooms(shiftId, signal) });
}

export function useEventRooms(shiftId: number, enabled: boolean) {
  return useQuery({ ...eventRoomsQueryOptions(shiftId), enabled });
}
