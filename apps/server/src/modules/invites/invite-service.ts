import {
  type EventInvite,
  type eventInvitesQuerySchema,
  holdsPlace,
  type InviteStatus,
  MESSAGES,
  type ShiftType,
  STAFF_ROLES,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { mailWithSignIn } from './notify';
import { assertMayReadInvites, can } from './policy';
import { presentInvite } from './presenter';
import {
  auditInviteChanges,
  deleteInviteRow,
  enrolledIn,
  findInviteRecords,
  insertInvites,
  inviteRecordsOfShift,
  invitesOfUsersOnShift,
  livePeople,
  livePerson,
  lockInvite,
  type Person,
  reopenInvites,
} from './repository';
import { loadShiftContext, type ShiftContext, shiftMailFields, shiftPath } from './shift-context';
import { INVITE_TEXTS } from './texts';

type EventInvitesQuery = z.infer<typeof eventInvitesQuerySchema>;

/** Most invites one unfiltered list returns. */
const LIST_LIMIT = 1000;

async function requireShift(tx: Tx, type: ShiftType, id: number, lock = false): Promise<ShiftContext> {
  const shift = await loadShiftContext(tx, id, { lock });
  // A shift of another type is not found under this type's path.
  if (!shift || shift.type !== type) throw notFound(MESSAGES.shiftNotFound);
  return shift;
}

/**
 * Gives each user a place on the shift: a new 'invited' invite, or a declined one opened again.
 * Places already held are left as they are. Each user who gets a (renewed) invitation is e-mailed
 * a sign-in link to the shift. `field` names the body field in refusals. Returns whether each
 * user's invite was made or opened now.
 */
async function grantInvites(opts: {
  tx: Tx;
  config: Config;
  actor: AuthUser;
  shift: ShiftContext;
  userIds: number[];
  field: string;
}): Promise<Map<number, boolean>> {
  const { tx, shift } = opts;
  const ids = [...new Set(opts.userIds)];
  const people = await livePeople(tx, ids);
  const missing = ids.filter((id) => !people.some((p) => p.id === id));
  if (missing.length > 0) throw new AppError('not_found', MESSAGES.userNotFound, { userIds: missing });
  // Staff get an invitation to answer. People without a staff role are participants: placed (accepted
  // at once, not mailed) on orientation and live shifts of a course they are enrolled in, never on
  // roleplay shifts (those place participants in call slots).
  const isStaff = (p: { roles: string[] }) => p.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
  const participants = people.filter((p) => !isStaff(p)).map((p) => p.id);
  if (participants.length > 0 && shift.type === 'roleplay') {
    throw badRequest(`Invalid body: ${opts.field} ${INVITE_TEXTS.staffOnly}`, [
      { field: opts.field, message: INVITE_TEXTS.staffOnly, userIds: participants },
    ]);
  }
  if (participants.length > 0) {
    const enrolled = await enrolledIn(tx, shift.courseId, participants);
    const strangers = participants.filter((id) => !enrolled.includes(id));
    if (strangers.length > 0) {
      throw new AppError('participant_not_enrolled', INVITE_TEXTS.participantNotEnrolled, { userIds: strangers });
    }
  }
  const placed = (userId: number) => participants.includes(userId);

  const existing = await invitesOfUsersOnShift(tx, shift.id, ids);
  const fresh = ids.filter((id) => !existing.some((e) => e.userId === id));
  // A declined or lapsed invitation is opened again.
  const reopen = existing.filter((e) => !holdsPlace(e.status));

  const created = [
    ...(await insertInvites(
      tx,
      shift.id,
      fresh.filter((id) => !placed(id)),
    )),
    ...(await insertInvites(tx, shift.id, fresh.filter(placed), 'accepted')),
  ];
  const now = new Date();
  await reopenInvites(
    tx,
    reopen.filter((r) => !placed(r.userId)).map((r) => r.id),
    now,
  );
  await reopenInvites(
    tx,
    reopen.filter((r) => placed(r.userId)).map((r) => r.id),
    now,
    'accepted',
  );
  const changed = [
    ...created.map((c) => ({ inviteId: c.id, userId: c.userId, action: 'invite_create', from: null as InviteStatus | null })),
    ...reopen.map((r) => ({ inviteId: r.id, userId: r.userId, action: 'invite_reopen', from: r.status as InviteStatus | null })),
  ];
  await auditInviteChanges(
    tx,
    changed.map((c) => ({
      actorId: opts.actor.id,
      action: c.action,
      entityId: c.inviteId,
      data: { eventId: shift.id, userId: c.userId, from: c.from, to: placed(c.userId) ? 'accepted' : 'invited' },
    })),
  );
  for (const c of changed) {
    const status = placed(c.userId) ? 'accepted' : 'invited';
    await emit(tx, 'invite.statusChanged', { inviteId: c.inviteId, eventId: shift.id, userId: c.userId, status });
  }

  for (const change of changed.filter((c) => !placed(c.userId))) {
    const person = people.find((p) => p.id === change.userId) as Person;
    await mailWithSignIn({
      tx,
      config: opts.config,
      to: person,
      path: shiftPath(shift),
      render: (link, language) =>
        renderMail('shift-invitation', language, { ...shiftMailFields(opts.config, shift, language), name: person.name, link }),
    });
  }
  return new Map(ids.map((id) => [id, changed.some((c) => c.userId === id)]));
}

/** PUT /{type}/{id}/invite: invites several users at once; answers their invites in the order asked. */
export async function inviteUsers(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  type: ShiftType;
  shiftId: number;
  userIds: number[];
}): Promise<EventInvite[]> {
  return transaction(opts.db, async (tx) => {
    const shift = await requireShift(tx, opts.type, opts.shiftId, true);
    const granted = await grantInvites({
      tx,
      config: opts.config,
      actor: opts.actor,
      shift,
      userIds: opts.userIds,
      field: 'invites.userIds',
    });
    const rows = await inviteRecordsOfShift(tx, shift.id, [...granted.keys()]);
    const order = [...granted.keys()];
    return rows.sort((a, b) => order.indexOf(a.userId) - order.indexOf(b.userId)).map(presentInvite);
  });
}

/** POST /{type}/{id}/event_invites: invites one user; `created` is false when they already had a place. */
export async function addInvite(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  type: ShiftType;
  shiftId: number;
  userId: number;
}): Promise<{ invite: EventInvite; created: boolean }> {
  return transaction(opts.db, async (tx) => {
    const shift = await requireShift(tx, opts.type, opts.shiftId, true);
    const granted = await grantInvites({
      tx,
      config: opts.config,
      actor: opts.actor,
      shift,
      userIds: [opts.userId],
      field: 'userId',
    });
    const [row] = await inviteRecordsOfShift(tx, shift.id, [opts.userId]);
    if (!row) throw new Error('invite missing after it was granted');
    return { invite: presentInvite(row), created: granted.get(opts.userId) === true };
  });
}

/** GET /{type}/{id}/event_invites: every invite of the shift, declined ones included. */
export async function listShiftInvites(opts: { db: Db; type: ShiftType; shiftId: number }): Promise<EventInvite[]> {
  await requireShift(opts.db, opts.type, opts.shiftId);
  const rows = await inviteRecordsOfShift(opts.db, opts.shiftId);
  return rows.map(presentInvite);
}

/**
 * GET /event_invites: invites filtered by shift type, shift and user. Managers see anybody's; the
 * others see only their own (a list without a user is theirs, another user's is refused).
 */
export async function listInvites(opts: { db: Db; actor: AuthUser; query: EventInvitesQuery }): Promise<EventInvite[]> {
  const { query } = opts;
  let userId = query.userId;
  if (userId !== undefined) assertMayReadInvites(opts.actor, userId);
  // Without a user, a list of everybody's for whoever may read anybody's (no user has id 0), else their own.
  else if (!can(opts.actor, 'readInvites', { userId: 0 })) userId = opts.actor.id;
  const rows = await findInviteRecords(opts.db, { eventType: query.eventType, eventId: query.eventId, userId }, LIST_LIMIT);
  return rows.map(presentInvite);
}

/** DELETE /event_invites/{id}: takes the person off the shift and tells them (unless they had declined). */
export async function deleteInvite(opts: { db: Db; config: Config; actor: AuthUser; id: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const invite = await lockInvite(tx, opts.id);
    if (!invite) throw notFound(MESSAGES.inviteNotFound);
    const shift = await loadShiftContext(tx, invite.eventId);
    if (!shift) throw notFound(MESSAGES.shiftNotFound);
    await deleteInviteRow(tx, invite.id);
    await emit(tx, 'invite.statusChanged', {
      inviteId: invite.id,
      eventId: invite.eventId,
      userId: invite.userId,
      status: 'removed',
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'invite_delete',
      entity: 'event_invite',
      entityId: invite.id,
      data: { eventId: invite.eventId, userId: invite.userId, from: invite.status },
    });
    const person = holdsPlace(invite.status) ? await livePerson(tx, invite.userId) : undefined;
    if (person) {
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: person,
        path: '/',
        render: (link, language) =>
          renderMail('shift-invite-removed', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: person.name,
            link,
          }),
      });
    }
  });
}
