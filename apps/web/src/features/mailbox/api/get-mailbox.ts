import type { MailPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type MailboxListParams, mailboxKeys } from './keys';

/** GET /mailbox: one page of the outbox, newest first. */
export function getMailbox(params: MailboxListParams, signal?: AbortSignal): Promise<MailPage> {
  return apiRequest<MailPage>('/mailbox', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function mailboxQueryOptions(params: MailboxListParams) {
  return queryOptions({
    queryKey: mailboxKeys.list(params),
    queryFn: ({ signal }) => getMailbox(params, signal),
    // Mail changes state as the worker sends it.
    staleTime: 5_000,
  });
}

export function useMailbox(params: MailboxListParams) {
  return useQuery(mailboxQueryOptions(params));
}
