import type { ShiftCalls } from '@app/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShiftsKeys } from './keys';

/** GET /roleplay_shifts/:id/calls: one of today's roleplay shifts the viewer works on. */
export function dayCallsQueryOptions(shiftId: number) {
  return queryOptions({
    queryKey: myShiftsKeys.calls(shiftId),
    queryFn: ({ signal }) => apiRequest<ShiftCalls>(`/roleplay_shifts/${shiftId}/calls`, { signal }),
  });
}

/** The calls of each of today's roleplay shifts the viewer works on. */
export function useDayCalls(shiftIds: readonly number[]) {
  return useQueries({ queries: shiftIds.map(dayCallsQueryOptions) });
}
