/**
 * The changes the backfill module makes to a shift row, which only this module writes: backfill
 * switched on or off (a manager's Stop and Restart), and a backfill taker made the shift's coach or
 * coordinator. Each in the caller's transaction, with the next stamp, an audit row and
 * `shift.changed` (whose followers, backfill included, bring their work in step).
 */
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { emit } from '../../lib/events';
import { nextStamp } from '../../lib/records';
import { lockShift } from './records';
import { updateShiftRow } from './repository';
import { syncChosenPlaces } from './staffing';

/** Switches automatic backfill of the shift on or off. 404 when there is no such shift. */
export async function setBackfillEnabled(
  tx: Tx,
  opts: { actorId: number; eventId: number; enabled: boolean; now?: Date },
): Promise<void> {
  const { event } = await lockShift(tx, opts.eventId);
  if (event.backfillEnabled === opts.enabled) return;
  await updateShiftRow(tx, event.id, { backfillEnabled: opts.enabled, updatedAt: nextStamp(event.updatedAt, opts.now) });
  await audit(tx, {
    actorId: opts.actorId,
    action: opts.enabled ? 'backfill_restart' : 'backfill_stop',
    entity: 'course_event',
    entityId: event.id,
    data: { backfillEnabled: opts.enabled },
  });
  await emit(tx, 'shift.changed', { eventId: event.id });
}

/**
 * Makes `userId` the shift's coach (`as` coach) or coordinator (`as` sc) when that place is still
 * empty, or still held by `replacing` (who gave it up), with the place on the shift a chosen person
 * holds (staffing.ts). False, changing nothing, when somebody else holds it.
 */
export async function takeStaffPlace(
  tx: Tx,
  opts: { eventId: number; userId: number; as: 'coach' | 'sc'; replacing?: number | null; now?: Date },
): Promise<boolean> {
  const { event } = await lockShift(tx, opts.eventId);
  const column = opts.as === 'coach' ? 'coachId' : 'shiftCoordinatorId';
  if (event[column] !== null && event[column] !== opts.replacing) return false;
  await updateShiftRow(tx, event.id, { [column]: opts.userId, updatedAt: nextStamp(event.updatedAt, opts.now) });
  const after = { coachId: event.coachId, shiftCoordinatorId: event.shiftCoordinatorId, [column]: opts.userId };
  await syncChosenPlaces(tx, { actorId: opts.userId, eventId: event.id, before: event, after });
  await audit(tx, {
    actorId: opts.userId,
    action: 'backfill_take_staff',
    entity: 'course_event',
    entityId: event.id,
    data: { [column]: opts.userId },
  });
  await emit(tx, 'shift.changed', { eventId: event.id });
  return true;
}
