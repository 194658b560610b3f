import type { ShiftStaffCandidate, shiftStaffQuerySchema } from '@app/shared';
import { holdsPlace, MESSAGES } from '@app/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { staffAvailabilities } from '../availability';
import { staffPool } from '../users';
import {
  busyIntervals,
  deleteInviteRow,
  insertInviteRow,
  inviteOf,
  loadShift,
  placeCameFromChoice,
  setInviteStatus,
} from './repository';

type ShiftStaffQuery = z.infer<typeof shiftStaffQuerySchema>;

function invalidQuery(field: string, message: string) {
  return badRequest(`Invalid query: ${field} ${message}`, [{ field, message }]);
}

/**
 * GET /shift_coordinators and GET /shift_coaches: the live users of the role free for the shift
 * (`event_id`: its own time and course; its own places do not count) or for start_time..end_time:
 * not holding an invited, accepted or swap_requested place on another overlapping shift, not its
 * coach or coordinator, and, when the course has qualifications, qualified for it.
 */
export async function listShiftStaff(opts: {
  db: Db;
  role: 'coach' | 'sc';
  query: ShiftStaffQuery;
}): Promise<ShiftStaffCandidate[]> {
  const { query } = opts;
  let window: { start: Date; end: Date };
  let courseId: number | null = null;
  let exceptShiftId: number | null = null;
  if (query.event_id !== undefined) {
    const record = await transaction(opts.db, (tx) => loadShift(tx, Number(query.event_id), { type: query.event_type }));
    if (!record) throw notFound(MESSAGES.shiftNotFound);
    window = { start: record.event.begins, end: record.event.ends };
    courseId = record.event.courseId;
    exceptShiftId = record.event.id;
  } else {
    if (query.start_time === undefined) throw invalidQuery('start_time', 'is required without event_id');
    if (query.end_time === undefined) throw invalidQuery('end_time', 'is required without event_id');
    window = { start: new Date(query.start_time), end: new Date(query.end_time) };
    if (window.end <= window.start) throw invalidQuery('end_time', 'must be after start_time');
  }
  const pool = await staffPool(opts.db, courseId ?? 0, [opts.role]);
  const userIds = pool.map((p) => p.id);
  const [busy, availability] = await Promise.all([
    busyIntervals(opts.db, { ...window, exceptShiftId: exceptShiftId ?? undefined, userIds }),
    staffAvailabilities(opts.db, {
      userIds,
      ...window,
      minSeconds: Math.ceil((window.end.getTime() - window.start.getTime()) / 1000),
    }),
  ]);
  const busyIds = new Set(busy.map((b) => b.userId));
  const coveredIds = new Set(
    availability.filter((a) => a.startMs <= window.start.getTime() && a.endMs >= window.end.getTime()).map((a) => a.userId),
  );
  return pool
    .filter((p) => p.roles.includes(opts.role) && !busyIds.has(p.id) && p.mayPlay)
    .map((p) => ({ id: p.id, name: p.name, available: coveredIds.has(p.id) }));
}

/**
 * The place a chosen coach or coordinator holds on the shift: an accepted invite, made when they
 * have none (or reopened when they had declined or let it lapse) and recorded in the audit log as 'hold_place', so
 * that a later change of the choice knows the place came from being chosen. An invite they already
 * hold (invited, accepted, offered for swap) is kept as it is.
 */
async function holdPlace(tx: Tx, opts: { actorId: number; eventId: number; userId: number; as: 'coach' | 'sc' }): Promise<void> {
  const invite = await inviteOf(tx, opts.eventId, opts.userId);
  let inviteId: number;
  if (!invite) inviteId = await insertInviteRow(tx, opts.eventId, opts.userId, 'accepted');
  else if (!holdsPlace(invite.status)) {
    inviteId = invite.id;
    await setInviteStatus(tx, invite.id, 'accepted');
  } else return;
  await emit(tx, 'invite.statusChanged', { inviteId, eventId: opts.eventId, userId: opts.userId, status: 'accepted' });
  await audit(tx, {
    actorId: opts.actorId,
    action: 'hold_place',
    entity: 'event_invite',
    entityId: inviteId,
    data: { eventId: opts.eventId, userId: opts.userId, as: opts.as },
  });
}

/**
 * Releases the place of a coach or coordinator no longer chosen: their invite is deleted only when
 * it came from being chosen (see holdPlace) and they still hold it as accepted. An invite they were
 * sent and accepted themselves, or one they are offering for swap, stays.
 */
async function releasePlace(tx: Tx, opts: { actorId: number; eventId: number; userId: number }): Promise<void> {
  const invite = await inviteOf(tx, opts.eventId, opts.userId);
  if (invite?.status !== 'accepted') return;
  if (!(await placeCameFromChoice(tx, invite.id))) return;
  await deleteInviteRow(tx, invite.id);
  await emit(tx, 'invite.statusChanged', { inviteId: invite.id, eventId: opts.eventId, userId: opts.userId, status: 'removed' });
  await audit(tx, {
    actorId: opts.actorId,
    action: 'release_place',
    entity: 'event_invite',
    entityId: invite.id,
    data: { eventId: opts.eventId, userId: opts.userId },
  });
}

/**
 * After a shift's coach or coordinator was set: the people chosen now hold a place, and those no
 * longer chosen (in either role) lose the place their choice gave them.
 */
export async function syncChosenPlaces(
  tx: Tx,
  opts: {
    actorId: number;
    eventId: number;
    before: { coachId: number | null; shiftCoordinatorId: number | null };
    after: { coachId: number | null; shiftCoordinatorId: number | null };
  },
): Promise<void> {
  const { before, after } = opts;
  const chosen = new Set([after.coachId, after.shiftCoordinatorId].filter((id): id is number => id !== null));
  for (const previous of [before.coachId, before.shiftCoordinatorId]) {
    if (previous !== null && !chosen.has(previous)) await releasePlace(tx, { ...opts, userId: previous });
  }
  if (after.coachId !== null) await holdPlace(tx, { ...opts, userId: after.coachId, as: 'coach' });
  if (after.shiftCoordinatorId !== null && after.shiftCoordinatorId !== after.coachId) {
    await holdPlace(tx, { ...opts, userId: after.shiftCoordinatorId, as: 'sc' });
  }
}
