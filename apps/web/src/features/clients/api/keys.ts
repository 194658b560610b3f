import type { PageParams } from '../../../components/paging-grid';

/** Every query key of the clients feature: mutations refresh through these. */
export const clientsKeys = {
  all: ['clients'] as const,
  lists: () => [...clientsKeys.all, 'list'] as const,
  list: (params: PageParams) => [...clientsKeys.lists(), params] as const,
  details: () => [...clientsKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientsKeys.details(), id] as const,
  /** Everything shown about one client's participants. */
  participants: (clientId: number) => [...clientsKeys.detail(clientId), 'participants'] as const,
  participantList: (clientId: number, params: PageParams) => [...clientsKeys.participants(clientId), params] as const,
  /** The client's courses, offered by the participant import. */
  courses: (clientId: number) => [...clientsKeys.detail(clientId), 'courses'] as const,
};
