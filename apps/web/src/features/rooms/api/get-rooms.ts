import type { RoomPage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PageParams } from '../../../components/paging-grid';
import { apiRequest } from '../../../lib/api';
import { roomsKeys } from './keys';

/** GET /rooms: one page of live rooms by name, optionally those whose name contains the search. */
export function getRooms(params: PageParams, signal?: AbortSignal): Promise<RoomPage> {
  return apiRequest<RoomPage>('/rooms', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function roomsQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: roomsKeys.list(params),
    queryFn: ({ signal }) => getRooms(params, signal),
  });
}
