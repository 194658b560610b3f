import type { BackfillTakeResult, MyBackfillOffers } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isConflict } from '../../../components/conflict-alert';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';
import { myShiftsKeys } from './keys';

/** POST /backfill_places/:id/take: the place is the viewer's; 409 backfill_taken when somebody took it first. */
export function takeBackfillPlace(placeId: number): Promise<BackfillTakeResult> {
  return apiRequest<BackfillTakeResult>(`/backfill_places/${placeId}/take`, { method: 'POST' });
}

/**
 * Taking a place. A place somebody else took first leaves the list at once; either way every view of
 * shifts (My shifts' own list and the offers among them) is read again.
 */
export function useTakeBackfillPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackfillPlace,
    onError: (err, placeId) => {
      if (!isConflict(err)) return;
      queryClient.setQueryData<MyBackfillOffers>(myShiftsKeys.backfillOffers(), (old) =>
        old ? { offers: old.offers.filter((offer) => offer.placeId !== placeId) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
