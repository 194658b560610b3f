import {
  type createRoomBodySchema,
  type EventRoom,
  formatWeekdayDateTime,
  MESSAGES,
  type PageQuery,
  phoneRoomLacksNumber,
  type Room,
  type RoomPage,
  type RoomType,
  SHIFT_TYPE_LABELS,
  type ShiftType,
  type updateRoomBodySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit, changedFields, recordFields } from '../../lib/audit';
import { AppError, notFound, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFresh, invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { presentEventRoom, presentRoom } from './presenter';
import type { RoomRow } from './repository';
import * as repo from './repository';

type RoomInput = z.infer<typeof createRoomBodySchema>['room'];
type RoomChanges = z.infer<typeof updateRoomBodySchema>['room'];

const UNIQUE_VIOLATION = '23505';

/** The live room, or 404. */
async function liveRoom(tx: Tx, id: number, lock?: 'update' | 'share'): Promise<RoomRow> {
  const row = await repo.findLiveRoom(tx, id, lock);
  if (!row) throw notFound(MESSAGES.roomNotFound);
  return row;
}

/** The 409 of a name another live room has (whatever its case). */
function nameTaken(): AppError {
  return new AppError('room_name_taken', MESSAGES.roomNameTaken, [{ field: 'room.name', message: MESSAGES.roomNameTaken }]);
}

async function refuseTakenName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw nameTaken();
    throw err;
  }
}

interface JoiningDetails {
  localNumber: string | null;
  tollFreeNumber: string | null;
  meetingUrl: string | null;
}

/**
 * What a room of `type` keeps: numbers for a phone room, a meeting link for the others. A value
 * sent for the wrong kind of room is refused (400 naming the field); values kept from the room's
 * previous type are cleared.
 */
function joiningDetails(type: RoomType, sent: Partial<JoiningDetails>, kept: JoiningDetails): JoiningDetails {
  if (type === 'phone') {
    if (sent.meetingUrl != null) throw invalidField('room.meetingUrl', MESSAGES.roomLinkNotForPhone);
    const details = {
      localNumber: sent.localNumber !== undefined ? sent.localNumber : kept.localNumber,
      tollFreeNumber: sent.tollFreeNumber !== undefined ? sent.tollFreeNumber : kept.tollFreeNumber,
      meetingUrl: null,
    };
    // The shared rule, on the room the changes leave (a PATCH may send the type alone).
    if (phoneRoomLacksNumber({ roomType: type, ...details }))
      throw invalidField('room.localNumber', MESSAGES.phoneRoomNeedsNumber);
    return details;
  }
  if (sent.localNumber != null) throw invalidField('room.localNumber', MESSAGES.roomNumbersPhoneOnly);
  if (sent.tollFreeNumber != null) throw invalidField('room.tollFreeNumber', MESSAGES.roomNumbersPhoneOnly);
  return {
    localNumber: null,
    tollFreeNumber: null,
    meetingUrl: sent.meetingUrl !== undefined ? sent.meetingUrl : kept.meetingUrl,
  };
}

const NOTHING: JoiningDetails = { localNumber: null, tollFreeNumber: null, meetingUrl: null };

/** One page of live rooms by name, optionally those whose name contains `search`. */
export async function listRooms(opts: { db: Db; query: PageQuery }): Promise<RoomPage> {
  const { query } = opts;
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const total = await repo.countRooms(opts.db, query.search);
  const rows = await repo.listRooms(opts.db, query.search, page);
  return { data: rows.map(presentRoom), total };
}

/** Creates a room (phone unless another type is given); a name another live room has is 409. */
export async function createRoom(opts: { db: Db; actor: AuthUser; input: RoomInput }): Promise<Room> {
  const { input } = opts;
  const details = joiningDetails(input.roomType, input, NOTHING);
  return refuseTakenName(() =>
    transaction(opts.db, async (tx) => {
      const row = await repo.insertRoom(tx, { name: input.name, roomType: input.roomType, ...details });
      await audit(tx, { actorId: opts.actor.id, action: 'create', entity: 'room', entityId: row.id, after: recordFields(row) });
      return presentRoom(row);
    }),
  );
}

/**
 * Edits a live room. A stale `updatedAt` answers 409. Only values that really change are written
 * (so a custom room's meeting link is saved only when it changed), and the version stamp moves only
 * then. Changing the type clears what the old type kept (numbers, or the link).
 */
export async function updateRoom(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: RoomChanges;
}): Promise<Room> {
  const { input } = opts;
  return refuseTakenName(() =>
    transaction(opts.db, async (tx) => {
      const row = await liveRoom(tx, opts.id, 'update');
      assertFresh(input.updatedAt, row.updatedAt);
      const roomType = input.roomType ?? row.roomType;
      const next = { name: input.name ?? row.name, roomType, ...joiningDetails(roomType, input, row) };
      const changes: Partial<typeof next> = {};
      for (const key of Object.keys(next) as Array<keyof typeof next>) {
        if (next[key] !== row[key]) Object.assign(changes, { [key]: next[key] });
      }
      if (Object.keys(changes).length === 0) return presentRoom(row);
      const updated = await repo.updateRoomRow(tx, row.id, changes, row.updatedAt);
      if (!updated) throw notFound(MESSAGES.roomNotFound);
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'update',
        entity: 'room',
        entityId: row.id,
        ...changedFields(row, changes),
      });
      await emit(tx, 'room.changed', { roomId: row.id });
      return presentRoom(updated);
    }),
  );
}

/**
 * Deletes a room. A room booked by a shift that has not begun yet is refused (409 naming the
 * shift); a room only past shifts used is marked deleted, so their history still names it; an
 * unused room is removed. The room row stays locked meanwhile, so no booking slips in.
 */
export async function deleteRoom(opts: { db: Db; actor: AuthUser; timeZone: string; id: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await transaction(opts.db, async (tx) => {
    const row = await liveRoom(tx, opts.id, 'update');
    const booking = await repo.firstFutureBooking(tx, row.id, now);
    if (booking) {
      const kind = SHIFT_TYPE_LABELS[booking.type as ShiftType] ?? 'a';
      throw new AppError(
        'room_in_use',
        `${row.name} is booked by the ${kind} shift of ${booking.courseName} on ${formatWeekdayDateTime(booking.begins, opts.timeZone)}: choose another room for that shift first`,
        { eventId: booking.eventId, eventType: booking.type },
      );
    }
    const keep = await repo.isRoomEverBooked(tx, row.id);
    if (keep) await repo.softDeleteRoomRow(tx, row);
    else await repo.deleteRoomRow(tx, row.id);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'room',
      entityId: row.id,
      data: { name: row.name, kept: keep },
    });
  });
}

/**
 * The rooms a shift may book (the shift's room picker, shifts/room-booking.ts): every live room no
 * other shift holds at any moment of the shift's time, and the room the shift holds now (marked
 * current), by name.
 */
export async function roomsFreeForShift(
  db: Db,
  event: { id: number; begins: Date; ends: Date; roomId: number | null },
): Promise<EventRoom[]> {
  const rows = await repo.roomsFreeFor(db, {
    eventId: event.id,
    begins: event.begins,
    ends: event.ends,
    currentRoomId: event.roomId,
  });
  return rows.map((row) => presentEventRoom(row, event.roomId));
}
