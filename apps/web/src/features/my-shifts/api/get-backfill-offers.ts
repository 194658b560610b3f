import type { MyBackfillOffers } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShiftsKeys } from './keys';

/** GET /backfill_offers: the open places of short shifts offered to the viewer, the first to take one wins it. */
export function backfillOffersQueryOptions() {
  return queryOptions({
    queryKey: myShiftsKeys.backfillOffers(),
    queryFn: ({ signal }) => apiRequest<MyBackfillOffers>('/backfill_offers', { signal }),
  });
}

export function useBackfillOffers() {
  return useQuery(backfillOffersQueryOptions());
}
