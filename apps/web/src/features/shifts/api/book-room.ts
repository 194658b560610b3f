import type { Shift } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';

/**
 * PATCH /roleplay_shifts/:id {roleplayShift: {roomId}}: books a room for the shift (null frees it).
 * 409 'room_taken' when another shift holds it meanwhile, 'room_locked' once a call has a meeting URL.
 */
export function bookRoom(shiftId: number, roomId: number | null): Promise<Shift> {
  return apiRequest<Shift>(`/roleplay_shifts/${shiftId}`, { method: 'PATCH', body: { roleplayShift: { roomId } } });
}

/** Books a room; the page takes the answer, and after a refusal the page and its room list refresh. */
export function useBookRoom(shiftId: number) {
  const queryClient = useQueryClient();
  const key = shiftKeys.detail('roleplay', shiftId);
  return useMutation({
    mutationFn: (roomId: number | null) => bookRoom(shiftId, roomId),
    onSuccess: (shift) => queryClient.setQueryData(key, shift),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
