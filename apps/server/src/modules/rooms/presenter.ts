import type { EventRoom, Room, ShiftRoom } from '@app/shared';
import type { RoomRow } from './repository';

/** A room as the rooms grid shows it, with the version stamp an editor sends back. */
export function presentRoom(row: RoomRow): Room {
  return {
    id: row.id,
    name: row.name,
    roomType: row.roomType,
    localNumber: row.localNumber,
    tollFreeNumber: row.tollFreeNumber,
    meetingUrl: row.meetingUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The room a shift books, with what a person needs to join it. */
export function presentShiftRoom(
  row: Pick<RoomRow, 'id' | 'name' | 'roomType' | 'localNumber' | 'tollFreeNumber' | 'meetingUrl'>,
): ShiftRoom {
  return {
    id: row.id,
    name: row.name,
    roomType: row.roomType,
    localNumber: row.localNumber,
    tollFreeNumber: row.tollFreeNumber,
    meetingUrl: row.meetingUrl,
  };
}

/** One choice of a shift's room picker; `current` marks the room the shift holds. */
export function presentEventRoom(row: RoomRow, currentRoomId: number | null): EventRoom {
  return { ...presentShiftRoom(row), current: row.id === currentRoomId };
}
