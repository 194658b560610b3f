import { type Action, can, type LiveKind, ROLES, type Role } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { afterCommit, databaseOf } from '../../db/transaction';
import type { EventHub } from '../../lib/events';
import { availabilityAudience } from '../availability';
import { agreementAudience } from '../calibration';
import { recordAudience } from '../coaching';
import { shiftAudience } from '../shifts';
import { currentActor } from './actor';
import { insertEvent } from './repository';

type Audience = { roles: Role[]; users: number[] };

/** What one live event says, before it gets its id. */
interface Announcement {
  kind: LiveKind;
  id: number;
  shiftId?: number | null;
  courseId?: number | null;
  userId?: number | null;
  deleted?: boolean;
  audience: Audience;
}

/** The roles the permission table lets do `action` (rooms and courses are managers' business). */
const rolesAllowed = (action: Action): Role[] => ROLES.filter((role) => can({ roles: [role] }, action));

/**
 * Writes the event (and notifies every instance). Runs after the change committed, inside the
 * request that made it, so the actor is the request's signed-in user.
 */
async function publish(db: Db, announcement: Announcement, actor = currentActor()): Promise<void> {
  await insertEvent(db, {
    kind: announcement.kind,
    entityId: announcement.id,
    shiftId: announcement.shiftId ?? null,
    courseId: announcement.courseId ?? null,
    userId: announcement.userId ?? null,
    deleted: announcement.deleted ?? false,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    audience: { roles: announcement.audience.roles, users: [...new Set(announcement.audience.users)] },
  });
}

/** Publishes after the commit what can only be known inside the transaction (a row about to be deleted). */
async function publishAfterCommit(tx: Tx, announcement: Announcement): Promise<void> {
  const db = databaseOf(tx);
  const actor = currentActor();
  await afterCommit(tx, () => publish(db, announcement, actor));
}

/**
 * Live updates follow every domain event: after the change committed, a `live_events` row names
 * what changed and who may hear of it (each module's own rule, through its index), and a
 * `NOTIFY` tells every instance. Deletions read their audience inside the transaction, before the
 * rows go, and publish after the commit too. A failure is logged by the hub and loses one event
 * (streams that miss one catch up on the next reconnect or change).
 */
export function subscribeLive(events: EventHub): void {
  const shiftEvent = async (db: Tx, kind: LiveKind, eventId: number, extra: Partial<Announcement> = {}) => {
    const audience = await shiftAudience(db, eventId);
    if (!audience) return null;
    return { kind, id: eventId, shiftId: eventId, courseId: audience.courseId, audience, ...extra };
  };

  events.afterCommit('shift.changed', async (db, { eventId }) => {
    const announcement = await shiftEvent(db, 'shift', eventId);
    if (announcement) await publish(db, announcement);
  });
  events.afterCommit('shift.callsChanged', async (db, { eventId }) => {
    const announcement = await shiftEvent(db, 'call', eventId);
    if (announcement) await publish(db, announcement);
  });
  events.inTransaction('shift.deleting', async (tx, { eventId }) => {
    const announcement = await shiftEvent(tx, 'shift', eventId, { deleted: true });
    if (announcement) await publishAfterCommit(tx, announcement);
  });
  events.afterCommit('invite.statusChanged', async (db, payload) => {
    const shift = await shiftAudience(db, payload.eventId);
    // The invitee hears of it even when it took them off the shift.
    const audience = shift ?? { roles: rolesAllowed('shifts.manage'), users: [] };
    await publish(db, {
      kind: 'invite',
      id: payload.inviteId ?? payload.eventId,
      shiftId: payload.eventId,
      courseId: shift?.courseId ?? null,
      userId: payload.userId,
      deleted: payload.status === 'removed',
      audience: { roles: audience.roles, users: [...audience.users, payload.userId] },
    });
  });
  events.afterCommit('room.changed', async (db, { roomId }) => {
    await publish(db, { kind: 'room', id: roomId, audience: { roles: rolesAllowed('rooms.manage'), users: [] } });
  });
  events.afterCommit('course.callLengthChanged', async (db, { courseId }) => {
    await publish(db, { kind: 'course', id: courseId, courseId, audience: { roles: rolesAllowed('courses.manage'), users: [] } });
  });
  events.inTransaction('course.deleting', async (tx, { courseId }) => {
    await publishAfterCommit(tx, {
      kind: 'course',
      id: courseId,
      courseId,
      deleted: true,
      audience: { roles: rolesAllowed('courses.manage'), users: [] },
    });
  });
  events.afterCommit('availability.changed', async (db, { availabilityId, userId }) => {
    await publish(db, { kind: 'availability', id: availabilityId, userId, audience: availabilityAudience(userId) });
  });
  events.afterCommit('assessment.changed', async (db, { assessmentId, eventId, userId }) => {
    const announcement = await shiftEvent(db, 'assessment', eventId, { id: assessmentId, userId });
    if (announcement) await publish(db, announcement);
  });
  events.afterCommit('nps.changed', async (db, { npsRatingId, userId, eventIds }) => {
    // Whoever may see one of the cohort's shifts the participant sits in, and the participant.
    const audiences = (await Promise.all(eventIds.map((eventId) => shiftAudience(db, eventId)))).filter((a) => a !== null);
    await publish(db, {
      kind: 'nps',
      id: npsRatingId,
      courseId: audiences[0]?.courseId ?? null,
      userId,
      audience: {
        roles: [...new Set(audiences.flatMap((a) => a.roles))],
        users: [...audiences.flatMap((a) => a.users), userId],
      },
    });
  });
  events.afterCommit('calibration.changed', async (db, { calibrationId, eventId, courseId }) => {
    // Who may read the rater agreement it moves; not the participant, not the shift's role-players.
    await publish(db, { kind: 'calibration', id: calibrationId, shiftId: eventId, courseId, audience: agreementAudience() });
  });
  events.afterCommit('coaching.changed', async (db, { recordId, userId, coachId }) => {
    await publish(db, { kind: 'coaching_record', id: recordId, userId, audience: recordAudience({ coachId, userId }) });
  });
}
