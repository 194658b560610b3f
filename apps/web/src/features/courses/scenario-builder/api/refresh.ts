import type { QueryClient } from '@tanstack/react-query';
import { refreshWhenLastSettles } from '../../../../lib/query-client';
import { courseQueriesPrefix, scenarioKeys } from './keys';

/** Refetches the list (and the course: it lives under the ['courses'] prefix) once the last of the course's pending changes is done. */
export function refreshAfterChange(queryClient: QueryClient, courseId: number): void {
  refreshWhenLastSettles(queryClient, scenarioKeys.mutation(courseId), courseQueriesPrefix);
}
