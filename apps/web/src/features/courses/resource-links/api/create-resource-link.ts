import type { ResourceLink, ResourceType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { resourceLinksKeys } from './keys';

/** A resource is either a link or a file. */
export type NewResourceLink = { resourceType: ResourceType } & ({ url: string; file?: never } | { file: File; url?: never });

/**
 * POST /courses/:id/resource_links as multipart: resource_type, and resource_link with the URL, or a
 * file with resource_link set to the text 'undefined' (the specification's convention).
 */
export function createResourceLink(courseId: number, input: NewResourceLink): Promise<ResourceLink> {
  const form = new FormData();
  form.append('resource_type', input.resourceType);
  if (input.file) {
    form.append('resource_link', 'undefined');
    form.append('file', input.file, input.file.name);
  } else {
    form.append('resource_link', input.url.trim());
  }
  return apiRequest<ResourceLink>(`/courses/${courseId}/resource_links`, { method: 'POST', body: form });
}

export function useCreateResourceLink(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewResourceLink) => createResourceLink(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceLinksKeys.list(courseId) }),
  });
}
