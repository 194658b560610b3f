import { ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from '@app/shared';
import { ApiError } from '../../../lib/api';

/** The room types as a select offers them, with their labels. */
export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));

/** Only phone rooms have dial-in numbers; the other types have a meeting link. */
export const hasNumbers = (type: RoomType) => type === 'phone';

/**
 * The catalogue's failure text ('Error creating Room'), followed by the server's reason when it
 * refused the request (a name taken, a room still booked, a stale copy).
 */
export function roomFailure(err: unknown, base: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return `${base}: ${err.message}`;
  return base;
}

/** The editable values of a room as a form holds them: text boxes hold '' for "none". */
export interface RoomDraft {
  name: string;
  roomType: RoomType;
  localNumber: string;
  tollFreeNumber: string;
  meetingUrl: string;
}

/**
 * The body of a save: what the room's type keeps, the rest cleared (the numbers of a room that is
 * no longer a phone room, the link of one that now is).
 */
export function roomBody(draft: RoomDraft) {
  const phone = hasNumbers(draft.roomType);
  return {
    name: draft.name,
    roomType: draft.roomType,
    localNumber: phone ? draft.localNumber : null,
    tollFreeNumber: phone ? draft.tollFreeNumber : null,
    meetingUrl: phone ? null : draft.meetingUrl,
  };
}
