import { z } from 'zod';
import { ROOM_TYPES, type RoomType } from '../constants';
import { MESSAGES } from '../messages';
import { isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

export const roomTypeSchema = z.enum(ROOM_TYPES, { message: `must be one of ${ROOM_TYPES.join(', ')}` });

/** A room as the rooms grid shows it, with the version stamp an editor sends back. */
export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roomType: roomTypeSchema,
  /** Dial-in numbers: phone rooms only (null for the others). */
  localNumber: z.string().nullable(),
  tollFreeNumber: z.string().nullable(),
  /** The joining link of a teams, zoom, meet or custom room (null for phone rooms). */
  meetingUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/** The room a shift has booked, with its joining details (a room deleted since keeps its name here). */
export const shiftRoomSchema = roomSchema.pick({
  id: true,
  name: true,
  roomType: true,
  localNumber: true,
  tollFreeNumber: true,
  meetingUrl: true,
});
export type ShiftRoom = z.infer<typeof shiftRoomSchema>;

/** An empty text means "none": the field is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const PHONE_NUMBER = /^[0-9+()\-.\s/#*,]*(?:(?:ext|x)\.?\s*[0-9]+)?$/i;
const phoneNumber = optionalText(40).refine((value) => value == null || PHONE_NUMBER.test(value), 'must be a telephone number');

const meetingUrl = optionalText(2000).refine((value) => {
  if (value == null) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be a web address starting with https://');

const roomFields = {
  name: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100),
  roomType: roomTypeSchema,
  localNumber: phoneNumber,
  tollFreeNumber: phoneNumber,
  meetingUrl,
};

/** A phone room is dialled: it needs at least its local or its toll-free number. */
export function phoneRoomLacksNumber(room: {
  roomType?: RoomType | undefined;
  localNumber?: string | null | undefined;
  tollFreeNumber?: string | null | undefined;
}): boolean {
  return room.roomType === 'phone' && !room.localNumber && !room.tollFreeNumber;
}

const PHONE_NUMBER_NEEDED = {
  message: MESSAGES.phoneRoomNeedsNumber,
  path: ['localNumber'],
  // Told beside the other fields' failures, whenever there is a room to look at.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /rooms {room}: the type is phone unless given; a phone room needs a number. */
export const createRoomBodySchema = z.object({
  room: z
    .object({ ...roomFields, roomType: roomFields.roomType.default('phone') })
    .refine((room) => !phoneRoomLacksNumber(room), PHONE_NUMBER_NEEDED),
});
export type CreateRoomBody = z.input<typeof createRoomBodySchema>;
export type RoomInput = CreateRoomBody['room'];

/**
 * PATCH /rooms/{id} {room}: only the fields sent change; a stale `updatedAt` answers 409. A body
 * that makes a phone room and sends both numbers empty is refused here; the server checks the room
 * the other changes leave.
 */
export const updateRoomBodySchema = z.object({
  room: z
    .object(roomFields)
    .partial()
    .extend({ updatedAt: isoDateTimeSchema.optional() })
    .refine(
      (room) => room.localNumber === undefined || room.tollFreeNumber === undefined || !phoneRoomLacksNumber(room),
      PHONE_NUMBER_NEEDED,
    ),
});
export type UpdateRoomBody = z.input<typeof updateRoomBodySchema>;
export type RoomChanges = UpdateRoomBody['room'];

/** GET /rooms: one page of live rooms by name, optionally those whose name contains `search`. */
export const roomsQuerySchema = pageQuerySchema;
export const roomPageSchema = pageOf(roomSchema);
export type RoomPage = z.infer<typeof roomPageSchema>;

/** GET /events/{id}/rooms: the rooms free for the shift's whole time, and the one it holds. */
export const eventRoomSchema = shiftRoomSchema.extend({
  /** True for the room the shift holds now. */
  current: z.boolean(),
});
export type EventRoom = z.infer<typeof eventRoomSchema>;
