import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { roomsKeys } from './keys';

/** DELETE /rooms/:id: 409 while a future shift books the room. */
export function deleteRoom(id: number): Promise<void> {
  return apiRequest<void>(`/rooms/${id}`, { method: 'DELETE' });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKeys.all }),
  });
}
