import type { ActionPlanEmailResult, MailPreviews } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** GET /action_plan_email?participant_assessment_id=: e-mails the action plan; the message naming whom it reached, and the mail date. */
export function emailActionPlan(participantAssessmentId: number): Promise<ActionPlanEmailResult> {
  return apiRequest('/action_plan_email', { query: { participant_assessment_id: participantAssessmentId } });
}

export function useEmailActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailActionPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}

/** GET /action_plan_email/preview?participant_assessment_id=: the action plan e-mails as they would leave now. */
export function previewActionPlan(participantAssessmentId: number, signal?: AbortSignal): Promise<MailPreviews> {
  return apiRequest('/action_plan_email/preview', { query: { participant_assessment_id: participantAssessmentId }, signal });
}

/** The preview of an assessment's action plan e-mails (none until the assessment is known), never kept. */
export function useActionPlanPreview(participantAssessmentId: number | undefined) {
  return useQuery({
    queryKey: ['action-plan-preview', participantAssessmentId],
    queryFn: ({ signal }) => previewActionPlan(participantAssessmentId ?? 0, signal),
    enabled: participantAssessmentId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
