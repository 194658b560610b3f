import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftPageKeys } from './page-keys';

/** PUT /courses/:id/preferences {preferences:{resourcesReady}}: marks the course's resources ready (or not). */
export function updateResourcesReady(courseId: number, resourcesReady: boolean): Promise<unknown> {
  return apiRequest<unknown>(`/courses/${courseId}/preferences`, { method: 'PUT', body: { preferences: { resourcesReady } } });
}

export function useUpdateResourcesReady(courseId: number, shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ready: boolean) => updateResourcesReady(courseId, ready),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftPageKeys.scheduleInfo(shiftId) }),
  });
}
