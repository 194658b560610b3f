import type { ShiftCalls } from '@app/shared';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShiftsKeys } from './keys';

/** GET /roleplay_shifts/:id/calls for each of today's roleplay shifts the viewer works on. */
export function useDayCalls(shiftIds: readonly number[]) {
  return useQueries({
    queries: shiftIds.map((id) => ({
      queryKey: myShiftsKeys.calls(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<ShiftCalls>(`/roleplay_shifts/${id}/calls`, { signal }),
    })),
  });
}
