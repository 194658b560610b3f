import type { MailMessage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailboxKeys } from './keys';

/** GET /mailbox/:id: one queued or sent e-mail. */
export function getMailMessage(id: number, signal?: AbortSignal): Promise<MailMessage> {
  return apiRequest<MailMessage>(`/mailbox/${id}`, { signal });
}

export function mailMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }) => getMailMessage(id, signal),
  });
}

/** One message; `placeholder` (the grid's row) shows at once while the fresh copy loads. */
export function useMailMessage(id: number | null, placeholder?: MailMessage) {
  return useQuery({
    ...mailMessageQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
