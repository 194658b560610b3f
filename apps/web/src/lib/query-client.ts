import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal will not change by asking again; a network blip might.
      retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
    },
  },
});

/**
 * After one of a screen's changes settles: refetch `queryKey` once the last of the changes sharing
 * `mutationKey` is done (a refetch while another is pending would undo its optimistic update). The
 * refetch is started, not awaited: a change still counted as pending while its refetch runs would make
 * the next change skip its own, and the refetch, asked before that change was saved, would then drop it.
 */
export function refreshWhenLastSettles(client: QueryClient, mutationKey: readonly unknown[], queryKey: readonly unknown[]): void {
  // The change calling this is itself still counted.
  if (client.isMutating({ mutationKey }) > 1) return;
  void client.invalidateQueries({ queryKey });
}
