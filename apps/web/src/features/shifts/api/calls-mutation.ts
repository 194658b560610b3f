import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftsKeys } from './keys';

/**
 * A write to a roleplay day (a call, a slot, a note): whatever the answer, the day is read again
 * afterwards, so a refusal (a 409 after somebody else's change) shows the day as it now is. With
 * `shiftToo` the shift itself is refreshed as well (a meeting URL locks or unlocks its room).
 */
export function useCallsMutation<TData, TVariables>(
  shiftId: number,
  mutationFn: MutationFunction<TData, TVariables>,
  options: { shiftToo?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shiftsKeys.calls(shiftId) }),
        options.shiftToo ? queryClient.invalidateQueries({ queryKey: shiftsKeys.detail('roleplay', shiftId) }) : undefined,
      ]),
  });
}
