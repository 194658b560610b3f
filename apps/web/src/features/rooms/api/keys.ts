import type { PageParams } from '../../../components/paging-grid';

/** Every query key of the rooms feature: mutations refresh through these. */
export const roomsKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomsKeys.all, 'list'] as const,
  list: (params: PageParams) => [...roomsKeys.lists(), params] as const,
};
