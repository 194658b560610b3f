import type { CreateRoleplayShiftBody, Shift } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { shiftFormKeys } from './keys';

export type RoleplayShiftInput = CreateRoleplayShiftBody['roleplayShift'];

/** POST /courses/:courseId/roleplay_shifts {roleplayShift}; a new cohort name creates the cohort. */
export function createRoleplayShift(courseId: number, input: RoleplayShiftInput): Promise<Shift> {
  return apiRequest<Shift>(`/courses/${courseId}/roleplay_shifts`, { method: 'POST', body: { roleplayShift: input } });
}

/** Creates the shift, then refreshes the Shifts card, the cohort list and the suggestions. */
export function useCreateRoleplayShift(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleplayShiftInput) => createRoleplayShift(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftFormKeys.afterShiftChange() }),
  });
}
