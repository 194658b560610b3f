import type { Shift } from '@app/shared';
import { SHIFT_PATHS, type ShiftType } from '@app/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/**
 * GET /roleplay_shifts/:id, /training_shifts/:id or /live_shifts/:id: the shift with its course,
 * cohort and attendees. 403 when the viewer has no place on it (or, for a participant, before its day).
 */
export function getShift(type: ShiftType, id: number, signal?: AbortSignal): Promise<Shift> {
  return apiRequest<Shift>(`/${SHIFT_PATHS[type]}/${id}`, { signal });
}

export function shiftQueryOptions(type: ShiftType, id: number) {
  return queryOptions({
    queryKey: shiftsKeys.detail(type, id),
    queryFn: ({ signal }) => getShift(type, id, signal),
  });
}

export function useShift(type: ShiftType, id: number) {
  return useQuery(shiftQueryOptions(type, id));
}
