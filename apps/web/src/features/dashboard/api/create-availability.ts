import type { Availability } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { dashboardKeys } from './keys';

export interface AvailabilityTimes {
  startTime: string;
  endTime: string;
}

/** POST /users/:userId/user_availabilities: refused (409/400) when it overlaps or starts before today. */
export function createAvailability(userId: number, times: AvailabilityTimes): Promise<Availability> {
  return apiRequest<Availability>(`/users/${userId}/user_availabilities`, {
    method: 'POST',
    body: { userAvailability: times },
  });
}

export function useCreateAvailability(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: AvailabilityTimes) => createAvailability(userId, times),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.availability(userId) }),
  });
}
