import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth';

/**
 * After the viewer answers an invite, whatever else is cached about shifts (the dashboard's
 * calendar among it) may be out of date: it is all marked stale, without fetching now, so each
 * screen asks again when next shown. The session itself is left alone.
 */
export function markOthersStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ refetchType: 'none', predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}
