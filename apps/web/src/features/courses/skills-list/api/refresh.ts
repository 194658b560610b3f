import type { QueryClient } from '@tanstack/react-query';
import { skillsListKeys } from './keys';

/** Refetches the parts once the last of the course's pending changes is done. */
export async function refreshAfterChange(queryClient: QueryClient, courseId: number): Promise<void> {
  if (queryClient.isMutating({ mutationKey: skillsListKeys.mutation(courseId) }) > 1) return;
  await queryClient.invalidateQueries({ queryKey: skillsListKeys.list(courseId) });
}
