import type { AssessmentRating, Rating } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** PUT /ratings/:id: a press of a rating button; the server applies the toggle (the same rating again sets 0). */
export function updateRating(id: number, pressed: Rating, updatedAt: string): Promise<AssessmentRating> {
  return apiRequest<AssessmentRating>(`/ratings/${id}`, { method: 'PUT', body: { rating: { pressed, updatedAt } } });
}

export function useUpdateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; pressed: Rating; updatedAt: string }) => updateRating(v.id, v.pressed, v.updatedAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
