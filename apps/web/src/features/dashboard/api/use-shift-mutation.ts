import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { dashboardKeys } from './keys';

/**
 * A mutation of an invite: once it succeeds the calendar's shifts are fetched again. A conflict
 * (409: a swap somebody else took first, an invite that changed meanwhile) refreshes them too, so
 * the calendar shows what is true now.
 */
export function useShiftMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.shifts() });
  return useMutation({
    mutationFn,
    onSuccess: refresh,
    onError: (err) => (err instanceof ApiError && err.status === 409 ? refresh() : undefined),
  });
}
