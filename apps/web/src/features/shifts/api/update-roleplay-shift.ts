import type { Shift, updateRoleplayShiftBodySchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';
import { shiftPageKeys } from './page-keys';

export type RoleplayShiftChanges = z.input<typeof updateRoleplayShiftBodySchema>['roleplayShift'];

/** PATCH /roleplay_shifts/:id {roleplayShift}: a manager's change; a stale `updatedAt` is refused with 409. */
export function updateRoleplayShift(id: number, changes: RoleplayShiftChanges): Promise<Shift> {
  return apiRequest<Shift>(`/roleplay_shifts/${id}`, { method: 'PATCH', body: { roleplayShift: changes } });
}

/** The change, after which the page shows the shift as the server answered it (its new version stamp included). */
export function useUpdateRoleplayShift(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RoleplayShiftChanges) => updateRoleplayShift(id, changes),
    onSuccess: (shift) => {
      queryClient.setQueryData(shiftsKeys.detail('roleplay', id), shift);
      // The choosers' lists depend on who holds places.
      void queryClient.invalidateQueries({ queryKey: shiftPageKeys.staffChoices('roleplay', id, 'coach') });
      void queryClient.invalidateQueries({ queryKey: shiftPageKeys.staffChoices('roleplay', id, 'sc') });
    },
  });
}
