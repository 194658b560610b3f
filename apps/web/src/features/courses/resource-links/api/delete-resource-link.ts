import type { ResourceLink } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { resourceLinksKeys } from './keys';

/** DELETE /resource_links/:id (an uploaded file goes with it). */
export function deleteResourceLink(id: number): Promise<void> {
  return apiRequest<void>(`/resource_links/${id}`, { method: 'DELETE' });
}

export function useDeleteResourceLink(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResourceLink,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ResourceLink[]>(resourceLinksKeys.list(courseId), (list) => list?.filter((l) => l.id !== id));
      return queryClient.invalidateQueries({ queryKey: resourceLinksKeys.list(courseId) });
    },
  });
}
