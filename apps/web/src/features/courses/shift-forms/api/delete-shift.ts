import { SHIFT_PATHS, type ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { shiftFormKeys } from './keys';

export interface DeleteShiftInput {
  type: ShiftType;
  id: number;
  /** Roleplay shifts only: whether the participants are told as well as the staff. */
  emailParticipants?: boolean;
}

/** DELETE /roleplay_shifts/:id?email_participants=…, /training_shifts/:id or /live_shifts/:id. */
export function deleteShift({ type, id, emailParticipants }: DeleteShiftInput): Promise<void> {
  return apiRequest<void>(`/${SHIFT_PATHS[type]}/${id}`, {
    method: 'DELETE',
    query: type === 'roleplay' ? { email_participants: emailParticipants === true } : undefined,
  });
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftFormKeys.afterShiftChange() }),
  });
}
