import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** DELETE /courses/:id (admin): refused with 409 and a reason while its shifts have people. */
export function deleteCourse(id: number): Promise<void> {
  return apiRequest<void>(`/courses/${id}`, { method: 'DELETE' });
}

/**
 * Drops everything cached about a deleted course. Call it once its pages are gone (after navigating
 * away): removing a query a mounted page still reads would only make that page ask for it again.
 */
export function forgetCourse(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: coursesKeys.detail(id) });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async (_result, id) => {
      await queryClient.cancelQueries({ queryKey: coursesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: coursesKeys.lists() });
    },
  });
}
