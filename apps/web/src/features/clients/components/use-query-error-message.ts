import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => part === key[i]);
}

/**
 * Pushes a message when a query under `prefix` finally fails (after its retries): the server's text
 * for a refusal, else `fallback`. For grids that own their query, such as the paging grid.
 */
export function useQueryErrorMessage(prefix: QueryKey, fallback: string): void {
  const queryClient = useQueryClient();
  const { push } = useMessages();
  const prefixText = JSON.stringify(prefix);
  useEffect(() => {
    const wanted = JSON.parse(prefixText) as QueryKey;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && startsWith(event.query.queryKey, wanted)) {
        push(errorText(event.action.error, fallback));
      }
    });
  }, [queryClient, push, prefixText, fallback]);
}
