import type { QueryClient } from '@tanstack/react-query';
import { courseQueriesPrefix, scenarioKeys } from './keys';

/** Refetches the list (and the course) once the last of the course's pending changes is done. */
export async function refreshAfterChange(queryClient: QueryClient, courseId: number): Promise<void> {
  if (queryClient.isMutating({ mutationKey: scenarioKeys.mutation(courseId) }) > 1) return;
  // The list lives under the ['courses'] prefix, so this refetches it together with the course.
  await queryClient.invalidateQueries({ queryKey: courseQueriesPrefix });
}
