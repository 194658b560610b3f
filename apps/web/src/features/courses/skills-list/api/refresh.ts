import type { QueryClient } from '@tanstack/react-query';
import { refreshWhenLastSettles } from '../../../../lib/query-client';
import { skillsListKeys } from './keys';

/** Refetches the parts once the last of the course's pending changes is done. */
export function refreshAfterChange(queryClient: QueryClient, courseId: number): void {
  refreshWhenLastSettles(queryClient, skillsListKeys.mutation(courseId), skillsListKeys.list(courseId));
}
