import { type EventRoom, MESSAGES, validationSentence } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError, badRequest, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { callsHaveMeetingUrl, findLiveRoom, roomsFreeForShift } from '../rooms';
import type { ShiftRecord } from './presenter';
import { loadShift, updateShiftRow } from './repository';

/** SQLSTATE of an exclusion violation: on course_events, one room booked by two overlapping shifts. */
const EXCLUSION_VIOLATION = '23P01';
const ROOM_OVERLAP_CONSTRAINT = 'course_events_room_no_overlap';
const NO_SUCH_ROOM = 'must be a room of the rooms list';

/** True when `err` is the database refusing one room for two overlapping shifts. */
export function isRoomOverlap(err: unknown): boolean {
  if (pgErrorCode(err) !== EXCLUSION_VIOLATION) return false;
  const constraint = pgConstraint(err);
  return constraint === undefined || constraint === ROOM_OVERLAP_CONSTRAINT;
}

/**
 * Writes a change of a shift row (a booking, a move) in a savepoint: the database's refusal of a
 * double booking becomes the 409 'room_taken' and the caller's transaction rolls back as for any
 * refusal. The exclusion constraint decides, so two requests at the same moment cannot both win.
 */
export async function updateShiftRowGuarded(tx: Tx, id: number, changes: Parameters<typeof updateShiftRow>[2]): Promise<void> {
  try {
    await transaction(tx, (savepoint) => updateShiftRow(savepoint, id, changes));
  } catch (err) {
    if (isRoomOverlap(err)) throw new AppError('room_taken', MESSAGES.roomTaken);
    throw err;
  }
}

/**
 * The room change a PATCH of a roleplay shift asks for, checked: nothing when `roomId` is not sent
 * or names the room already booked; 409 'room_locked' once a call of the shift has a meeting URL;
 * 400 naming the field when the room does not exist or is deleted. The room row is held (FOR SHARE)
 * until the transaction ends, so it cannot be deleted under the booking.
 */
export async function roomChoice(
  tx: Tx,
  record: ShiftRecord,
  roomId: number | null | undefined,
): Promise<{ roomId?: number | null }> {
  if (roomId === undefined || roomId === record.event.roomId) return {};
  if (await callsHaveMeetingUrl(tx, record.event.id)) throw new AppError('room_locked', MESSAGES.roomLocked);
  if (roomId !== null && !(await findLiveRoom(tx, roomId, 'share'))) {
    throw badRequest(validationSentence(['roleplayShift', 'roomId'], NO_SUCH_ROOM), [
      { field: 'roleplayShift.roomId', message: NO_SUCH_ROOM },
    ]);
  }
  return { roomId };
}

/** GET /events/{id}/rooms, the room picker of a shift page: the rooms it may book (404 for no shift). */
export async function roomsForShift(opts: { db: Db; eventId: number }): Promise<EventRoom[]> {
  const record = await loadShift(opts.db, opts.eventId);
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  return roomsFreeForShift(opts.db, record.event);
}
