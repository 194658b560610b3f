import type { ShiftBackfill, ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';
import { shiftPageKeys } from './page-keys';

/** POST /shifts/:id/backfill/stop (managers): withdraws the shift's open places and turns backfill off; answers the shift's backfill. */
export function stopBackfill(id: number): Promise<ShiftBackfill> {
  return apiRequest<ShiftBackfill>(`/shifts/${id}/backfill/stop`, { method: 'POST' });
}

/** The change: the card shows the answer at once, and the shift (its backfill flag) is read again, after a refusal too. */
export function useStopBackfill(type: ShiftType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopBackfill(id),
    onSuccess: (backfill) => queryClient.setQueryData(shiftPageKeys.backfill(type, id), backfill),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, id) }),
  });
}
