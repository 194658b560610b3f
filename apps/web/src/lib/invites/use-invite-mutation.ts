import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { shiftKeys } from '../shift-keys';

/**
 * A change to an invite: once it succeeds every cached view of shifts (the calendar, the shift
 * pages) is refreshed through `shiftKeys`: what is on screen is fetched again, the rest when next
 * shown. A conflict (409: a swap somebody else took first, an invite that changed meanwhile)
 * refreshes them too, so the screens show what is true now.
 */
export function useInviteMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shiftKeys.all });
  return useMutation({
    mutationFn,
    onSuccess: refresh,
    onError: (err) => (err instanceof ApiError && err.status === 409 ? refresh() : undefined),
  });
}
