import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** DELETE /courses/:id/participants/:userId: takes a participant off the course. */
export function removeCourseParticipant(courseId: number, userId: number): Promise<void> {
  return apiRequest<void>(`/courses/${courseId}/participants/${userId}`, { method: 'DELETE' });
}

export function useRemoveCourseParticipant(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeCourseParticipant(courseId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.participantLists(courseId) }),
  });
}
