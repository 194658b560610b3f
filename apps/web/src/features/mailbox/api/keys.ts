/** The parameters of one page of the mailbox. */
export interface MailboxListParams {
  page: number;
  perPage: number;
  search: string;
}

/** Every query key of the mailbox feature. */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  lists: () => [...mailboxKeys.all, 'list'] as const,
  list: (params: MailboxListParams) => [...mailboxKeys.lists(), params] as const,
  details: () => [...mailboxKeys.all, 'detail'] as const,
  detail: (id: number) => [...mailboxKeys.details(), id] as const,
};
