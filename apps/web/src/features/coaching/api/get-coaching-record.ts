import type { CoachingRecordLookup } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** GET /coaching_record?user_id&call_id: the record, null when none yet, 409 when another coach made it. */
export function getCoachingRecord(userId: number, callId: number, signal?: AbortSignal): Promise<CoachingRecordLookup> {
  return apiRequest<CoachingRecordLookup>('/coaching_record', { query: { user_id: userId, call_id: callId }, signal });
}

export function coachingRecordQueryOptions(userId: number, callId: number) {
  return queryOptions({
    queryKey: coachingKeys.record(userId, callId),
    queryFn: ({ signal }) => getCoachingRecord(userId, callId, signal),
  });
}

export function useCoachingRecord(userId: number, callId: number) {
  return useQuery(coachingRecordQueryOptions(userId, callId));
}
