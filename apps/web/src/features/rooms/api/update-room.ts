import type { Room, RoomChanges } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';
import { roomsKeys } from './keys';

/** PATCH /rooms/:id {room}: changes the fields given; a stale `updatedAt` answers 409. */
export function updateRoom(id: number, changes: RoomChanges): Promise<Room> {
  return apiRequest<Room>(`/rooms/${id}`, { method: 'PATCH', body: { room: changes } });
}

/** Saves a room; the grid and the shift pages showing rooms refresh, whether it worked or not. */
export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RoomChanges }) => updateRoom(id, changes),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: roomsKeys.all });
      await queryClient.invalidateQueries({ queryKey: shiftKeys.details() });
    },
  });
}
