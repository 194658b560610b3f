import type { Availability } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { AvailabilityTimes } from './create-availability';
import { dashboardKeys } from './keys';

/** PUT /users/:userId/user_availabilities/:id: moves or resizes one availability. */
export function updateAvailability(userId: number, id: number, times: AvailabilityTimes): Promise<Availability> {
  return apiRequest<Availability>(`/users/${userId}/user_availabilities/${id}`, {
    method: 'PUT',
    body: { userAvailability: times },
  });
}

export function useUpdateAvailability(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...times }: AvailabilityTimes & { id: number }) => updateAvailability(userId, id, times),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.availability(userId) }),
  });
}
