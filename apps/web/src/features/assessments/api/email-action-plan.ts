import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** GET /action_plan_email?participant_assessment_id=: e-mails the action plan; the success message and mail date. */
export function emailActionPlan(participantAssessmentId: number): Promise<{ message: string; mailDate: string }> {
  return apiRequest('/action_plan_email', { query: { participant_assessment_id: participantAssessmentId } });
}

export function useEmailActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailActionPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
