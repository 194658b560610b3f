import type { ArchivedRecord } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** GET /archive/:id: an archived record with its question/answer pairs. */
export function getArchivedRecord(id: number, signal?: AbortSignal): Promise<ArchivedRecord> {
  return apiRequest<ArchivedRecord>(`/archive/${id}`, { signal });
}

export function archivedRecordQueryOptions(id: number) {
  return queryOptions({ queryKey: coachingKeys.archived(id), queryFn: ({ signal }) => getArchivedRecord(id, signal) });
}

export function useArchivedRecord(id: number) {
  return useQuery(archivedRecordQueryOptions(id));
}
