import type { ArchivePage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PageParams } from '../../../components/paging-grid';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** GET /archive: one page of coaching records, newest first (a coach's own for a coach). */
export function getArchive(params: PageParams, signal?: AbortSignal): Promise<ArchivePage> {
  return apiRequest<ArchivePage>('/archive', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function archiveQueryOptions(params: PageParams) {
  return queryOptions({ queryKey: coachingKeys.archiveList(params), queryFn: ({ signal }) => getArchive(params, signal) });
}
