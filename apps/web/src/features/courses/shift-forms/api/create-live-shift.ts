import type { Shift } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import type { TimedShiftInput } from './create-training-shift';
import { shiftFormKeys } from './keys';

/** POST /courses/:courseId/live_shifts {liveShift}. */
export function createLiveShift(courseId: number, input: TimedShiftInput): Promise<Shift> {
  return apiRequest<Shift>(`/courses/${courseId}/live_shifts`, { method: 'POST', body: { liveShift: input } });
}

export function useCreateLiveShift(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimedShiftInput) => createLiveShift(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftFormKeys.afterShiftChange() }),
  });
}
