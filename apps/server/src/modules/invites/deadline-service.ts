/**
 * What the invites module does for answer-by deadlines and backfill (the backfill module decides
 * when; these change invites, which only this module writes): the reminder to answer, the lapse
 * of an unanswered invitation, and the place a backfill taker gets.
 */
import { formatDateLong, formatTime, holdsPlace, MESSAGES } from '@app/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { emit } from '../../lib/events';
import { nextStamp } from '../../lib/records';
import { renderMail } from '../../mail/templates';
import { mailWithSignIn } from './notify';
import { deleteInviteRow, insertInvites, inviteOnShift, livePerson, lockInvite, updateInvite } from './repository';
import { loadShiftContext, shiftMailFields, shiftPath } from './shift-context';
import { INVITE_TEXTS } from './texts';

/**
 * E-mails the invitee that their invitation waits for an answer until its answer-by time. Nothing
 * when it was answered meanwhile, has no answer-by time, or that time has passed. True when sent.
 */
export async function remindToAnswer(tx: Tx, opts: { config: Config; inviteId: number; now: Date }): Promise<boolean> {
  const invite = await lockInvite(tx, opts.inviteId);
  if (invite?.status !== 'invited' || !invite.answerBy || invite.answerBy.getTime() <= opts.now.getTime()) {
    return false;
  }
  const shift = await loadShiftContext(tx, invite.eventId);
  const person = await livePerson(tx, invite.userId);
  if (!shift || !person) return false;
  const answerBy = invite.answerBy;
  await mailWithSignIn({
    tx,
    config: opts.config,
    to: person,
    path: shiftPath(shift),
    render: (link, language) =>
      renderMail('shift-invite-answer-by', language, {
        ...shiftMailFields(opts.config, shift, language),
        name: person.name,
        link,
        answerByDate: formatDateLong(answerBy, opts.config.timeZone, language),
        answerByTime: formatTime(answerBy, opts.config.timeZone),
      }),
  });
  return true;
}

/**
 * Lapses an invitation left unanswered at its answer-by time: its status becomes 'expired' (it no
 * longer holds a place), `invite.statusChanged` is emitted, the audit records it (no actor: the
 * clock did it), and the invitee and the shift's coordinator are e-mailed. Nothing when it was
 * answered meanwhile or its time has not come. True when it lapsed.
 */
export async function expireInvite(tx: Tx, opts: { config: Config; inviteId: number; now: Date }): Promise<boolean> {
  const invite = await lockInvite(tx, opts.inviteId);
  if (invite?.status !== 'invited' || !invite.answerBy || invite.answerBy.getTime() > opts.now.getTime()) {
    return false;
  }
  await updateInvite(tx, invite.id, { status: 'expired', swapToUserId: null, updatedAt: nextStamp(invite.updatedAt, opts.now) });
  await emit(tx, 'invite.statusChanged', {
    inviteId: invite.id,
    eventId: invite.eventId,
    userId: invite.userId,
    status: 'expired',
  });
  await audit(tx, {
    actorId: null,
    action: 'invite_expire',
    entity: 'event_invite',
    entityId: invite.id,
    data: {
      eventId: invite.eventId,
      userId: invite.userId,
      from: 'invited',
      to: 'expired',
      answerBy: invite.answerBy.toISOString(),
    },
  });
  const shift = await loadShiftContext(tx, invite.eventId);
  if (!shift) return true;
  const invitee = await livePerson(tx, invite.userId);
  if (invitee) {
    await mailWithSignIn({
      tx,
      config: opts.config,
      to: invitee,
      path: shiftPath(shift),
      render: (link, language) =>
        renderMail('shift-invite-expired', language, {
          ...shiftMailFields(opts.config, shift, language),
          name: invitee.name,
          link,
        }),
    });
  }
  const coordinator =
    shift.coordinatorId !== null && shift.coordinatorId !== invite.userId ? await livePerson(tx, shift.coordinatorId) : undefined;
  if (coordinator) {
    await mailWithSignIn({
      tx,
      config: opts.config,
      to: coordinator,
      path: shiftPath(shift),
      render: (link, language) =>
        renderMail('shift-invite-expired-coordinator', language, {
          ...shiftMailFields(opts.config, shift, language),
          name: coordinator.name,
          personName: invitee?.name ?? '',
          link,
        }),
    });
  }
  return true;
}

/**
 * Gives a backfill taker an accepted place on the shift, recorded as `invite_backfill_taken`:
 * the place given up (`fromInviteId`, still offered for swap) moves to them as a swap would, or
 * else their own invite (declined, lapsed, or waiting) is accepted, or a new accepted invite is
 * made. 409 already_on_shift when they hold an accepted place already. The invite's id.
 */
export async function takePlaceFromBackfill(
  tx: Tx,
  opts: { eventId: number; userId: number; fromInviteId?: number | null; now: Date },
): Promise<number> {
  const own = await inviteOnShift(tx, opts.eventId, opts.userId);
  if (own && holdsPlace(own.status) && own.status !== 'invited') {
    throw new AppError('already_on_shift', INVITE_TEXTS.alreadyOnShift);
  }
  const given = opts.fromInviteId ? await lockInvite(tx, opts.fromInviteId) : undefined;
  const record = async (inviteId: number, from: string | null, giverId?: number) => {
    await audit(tx, {
      actorId: opts.userId,
      action: 'invite_backfill_taken',
      entity: 'event_invite',
      entityId: inviteId,
      data: { eventId: opts.eventId, userId: opts.userId, from, to: 'accepted', ...(giverId ? { giverId } : {}) },
    });
  };
  if (given && given.eventId === opts.eventId && given.status === 'swap_requested' && given.userId !== opts.userId) {
    // The given-up place moves to the taker; their own declined, lapsed or waiting invite goes.
    if (own) {
      await deleteInviteRow(tx, own.id);
      await emit(tx, 'invite.statusChanged', { inviteId: own.id, eventId: opts.eventId, userId: opts.userId, status: 'removed' });
    }
    await updateInvite(tx, given.id, {
      status: 'accepted',
      swapToUserId: null,
      userId: opts.userId,
      updatedAt: nextStamp(given.updatedAt, opts.now),
    });
    await emit(tx, 'invite.statusChanged', {
      inviteId: given.id,
      eventId: opts.eventId,
      userId: given.userId,
      status: 'removed',
    });
    await emit(tx, 'invite.statusChanged', {
      inviteId: given.id,
      eventId: opts.eventId,
      userId: opts.userId,
      status: 'accepted',
    });
    await record(given.id, 'swap_requested', given.userId);
    return given.id;
  }
  if (own) {
    await updateInvite(tx, own.id, { status: 'accepted', swapToUserId: null, updatedAt: nextStamp(own.updatedAt, opts.now) });
    await emit(tx, 'invite.statusChanged', { inviteId: own.id, eventId: opts.eventId, userId: opts.userId, status: 'accepted' });
    await record(own.id, own.status);
    return own.id;
  }
  const [created] = await insertInvites(tx, opts.eventId, [opts.userId], 'accepted');
  if (!created) throw new Error(MESSAGES.couldNotSendInvite);
  await emit(tx, 'invite.statusChanged', {
    inviteId: created.id,
    eventId: opts.eventId,
    userId: opts.userId,
    status: 'accepted',
  });
  await record(created.id, null);
  return created.id;
}
