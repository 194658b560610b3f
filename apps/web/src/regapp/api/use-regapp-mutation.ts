import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regappKeys } from './keys';

/**
 * A change of the participant's bookings or waiting places. The course page is read again after
 * it, refused or not: a refusal (a full time, a closed window) means the page was out of date.
 */
export function useRegappMutation<Input, Output>(key: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: regappKeys.course(key) }),
  });
}
