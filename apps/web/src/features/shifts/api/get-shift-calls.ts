import type { ShiftCalls } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/**
 * GET /roleplay_shifts/:id/calls: the day's call blocks, the start slots, the scenarios and, for
 * managers, the slot menus' candidates. A participant gets only their own call, on the shift's day
 * (403 shift_not_today before it).
 */
export function getShiftCalls(shiftId: number, signal?: AbortSignal): Promise<ShiftCalls> {
  return apiRequest<ShiftCalls>(`/roleplay_shifts/${shiftId}/calls`, { signal });
}

export function shiftCallsQueryOptions(shiftId: number) {
  return queryOptions({ queryKey: shiftsKeys.calls(shiftId), queryFn: ({ signal }) => getShiftCalls(shiftId, signal) });
}

export function useShiftCalls(shiftId: number) {
  return useQuery(shiftCallsQueryOptions(shiftId));
}
