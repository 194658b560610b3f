import type { ShiftBackfill, ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';
import { shiftPageKeys } from './page-keys';

/** POST /shifts/:id/backfill/restart (managers): turns backfill on again and offers the stopped places anew; answers the shift's backfill. */
export function restartBackfill(id: number): Promise<ShiftBackfill> {
  return apiRequest<ShiftBackfill>(`/shifts/${id}/backfill/restart`, { method: 'POST' });
}

/** The change: the card shows the answer at once, and the shift (its backfill flag) is read again, after a refusal too. */
export function useRestartBackfill(type: ShiftType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restartBackfill(id),
    onSuccess: (backfill) => queryClient.setQueryData(shiftPageKeys.backfill(type, id), backfill),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, id) }),
  });
}
