import type { Room, RoomInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';
import { roomsKeys } from './keys';

/** POST /rooms {room}: answers the new room. */
export function createRoom(input: RoomInput): Promise<Room> {
  return apiRequest<Room>('/rooms', { method: 'POST', body: { room: input } });
}

/** Creates a room; the grid and the shift pages' room pickers refresh. */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: roomsKeys.all });
      await queryClient.invalidateQueries({ queryKey: shiftKeys.details() });
    },
  });
}
