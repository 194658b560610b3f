import type { CoachingRecord } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** POST /roleplayer_assessments {roleplayerAssessment:{callId,userId}}: creates the record (409 when another coach has). */
export function createCoachingRecord(input: { callId: number; userId: number }): Promise<CoachingRecord> {
  return apiRequest<CoachingRecord>('/roleplayer_assessments', { method: 'POST', body: { roleplayerAssessment: input } });
}

/** Creates the record and puts it in the form's cache; the archive refreshes. */
export function useCreateCoachingRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoachingRecord,
    onSuccess: async (record, input) => {
      queryClient.setQueryData(coachingKeys.record(input.userId, input.callId), { roleplayerAssessment: record });
      await queryClient.invalidateQueries({ queryKey: coachingKeys.archive() });
    },
  });
}
