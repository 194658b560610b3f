import type { UserQualification } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** POST /users/{id}/user_qualifications (admin): qualifies the user for a course. */
export function createUserQualification(userId: number, courseId: number): Promise<UserQualification> {
  return apiRequest<UserQualification>(`/users/${userId}/user_qualifications`, {
    method: 'POST',
    body: { userQualification: { courseId } },
  });
}

export function useCreateUserQualification(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => createUserQualification(userId, courseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.qualifications(userId) }),
  });
}
