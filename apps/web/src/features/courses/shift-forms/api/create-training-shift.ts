import type { Shift } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { shiftFormKeys } from './keys';

/** The times of an orientation or live shift, ISO with the local offset. */
export interface TimedShiftInput {
  startTime: string;
  endTime: string;
  /** Hours before the start by which invitations are answered (the server's default when absent). */
  answerByHoursBeforeStart?: number;
  /** Automatic backfill of the places still missing then (on when absent). */
  backfillEnabled?: boolean;
}

/** POST /courses/:courseId/training_shifts {trainingShift}: an orientation shift. */
export function createTrainingShift(courseId: number, input: TimedShiftInput): Promise<Shift> {
  return apiRequest<Shift>(`/courses/${courseId}/training_shifts`, { method: 'POST', body: { trainingShift: input } });
}

export function useCreateTrainingShift(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimedShiftInput) => createTrainingShift(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftFormKeys.afterShiftChange() }),
  });
}
