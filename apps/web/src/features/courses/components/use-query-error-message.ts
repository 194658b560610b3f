import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';

/**
 * Shows `fallback` (or the server's text) as a message each time a query under `prefix` fails for
 * good, after its retries. For grids whose own error state only says 'Error retrieving data'.
 */
export function useQueryErrorMessage(prefix: QueryKey, fallback: string): void {
  const queryClient = useQueryClient();
  const { push } = useMessages();
  const prefixText = JSON.stringify(prefix);
  useEffect(() => {
    const wanted = JSON.parse(prefixText) as unknown[];
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const key = event.query.queryKey as unknown[];
      if (!wanted.every((part, i) => JSON.stringify(key[i]) === JSON.stringify(part))) return;
      push(errorText(event.action.error, fallback));
    });
  }, [queryClient, push, prefixText, fallback]);
}
