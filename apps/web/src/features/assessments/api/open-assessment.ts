import type { ParticipantAssessment } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /participant_assessments: the participant's assessment in the call's shift, made when missing. */
export function openAssessment(callId: number, userId: number): Promise<ParticipantAssessment> {
  return apiRequest<ParticipantAssessment>('/participant_assessments', {
    method: 'POST',
    body: { participantAssessment: { callId, userId } },
  });
}

/** Opens (or makes) the assessment before its first change; the page refreshes after the change itself. */
export function useOpenAssessment() {
  return useMutation({ mutationFn: ({ callId, userId }: { callId: number; userId: number }) => openAssessment(callId, userId) });
}
