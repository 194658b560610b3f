import type { ShiftBackfill, ShiftType } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftPageKeys } from './page-keys';

/**
 * GET /shifts/:id/backfill (managers): whether backfill is on, the shift's deadline and its places
 * opened to backfill, each with the offers made wave by wave and who took it.
 */
export function getShiftBackfill(id: number, signal?: AbortSignal): Promise<ShiftBackfill> {
  return apiRequest<ShiftBackfill>(`/shifts/${id}/backfill`, { signal });
}

export function useShiftBackfill(type: ShiftType, id: number) {
  return useQuery({
    queryKey: shiftPageKeys.backfill(type, id),
    queryFn: ({ signal }) => getShiftBackfill(id, signal),
  });
}
