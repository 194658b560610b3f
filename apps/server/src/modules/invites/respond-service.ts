import { type EventInvite, holdsPlace, type InviteStatus, MESSAGES } from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { nextStamp } from '../../lib/records';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { assertFreeToTake, lockPlaceTaker, takeStaffPlace } from '../shifts';
import { assertMayTakePlace } from './give-to-service';
import { mailWithSignIn } from './notify';
import { assertHolder, assertInvitee, assertMayTakeSwap, assertNotStarted } from './policy';
import { presentInvite } from './presenter';
import {
  anyPerson,
  deleteInviteRow,
  helpersFor,
  type InviteRow,
  inviteOnShift,
  inviteRecordById,
  isQualified,
  livePerson,
  lockInvite,
  type Person,
  updateInvite,
} from './repository';
import { loadShiftContext, placeRole, type ShiftContext, shiftMailFields, shiftPath } from './shift-context';
import { INVITE_TEXTS } from './texts';

interface Locked {
  tx: Tx;
  invite: InviteRow;
  shift: ShiftContext;
}

/**
 * Runs `work` in one transaction on the invite, locked (SELECT … FOR UPDATE) so that two changes to
 * it are made one after the other, each seeing the other's result. 404 when there is no such invite.
 */
async function withLockedInvite<T>(
  db: Db,
  id: number,
  work: (locked: Locked) => Promise<T>,
  opts: { takerId?: number } = {},
): Promise<T> {
  return transaction(db, async (tx) => {
    if (opts.takerId !== undefined) await lockPlaceTaker(tx, opts.takerId);
    const invite = await lockInvite(tx, id);
    if (!invite) throw notFound(MESSAGES.inviteNotFound);
    const shift = await loadShiftContext(tx, invite.eventId);
    if (!shift) throw notFound(MESSAGES.shiftNotFound);
    return work({ tx, invite, shift });
  });
}

/**
 * withLockedInvite for an action that gives `takerId` a place on the shift: the person's
 * place-taking lock (shifts' lockPlaceTaker, which assertFreeToTake holds) is taken before the
 * invite row, in the order a backfill take takes them, so that the two cannot deadlock.
 */
function takingPlace<T>(db: Db, id: number, takerId: number, work: (locked: Locked) => Promise<T>): Promise<T> {
  return withLockedInvite(db, id, work, { takerId });
}

/** Moves the invite to a new state (and holder), records it, and answers the invite as shown. */
async function transition(
  { tx, invite }: Locked,
  actor: AuthUser,
  action: string,
  change: { status: InviteStatus; swapToUserId: number | null; userId?: number },
  extra: Record<string, unknown> = {},
): Promise<EventInvite> {
  await updateInvite(tx, invite.id, { ...change, updatedAt: nextStamp(invite.updatedAt) });
  const holder = change.userId ?? invite.userId;
  if (holder !== invite.userId) {
    await emit(tx, 'invite.statusChanged', {
      inviteId: invite.id,
      eventId: invite.eventId,
      userId: invite.userId,
      status: 'removed',
    });
  }
  await emit(tx, 'invite.statusChanged', { inviteId: invite.id, eventId: invite.eventId, userId: holder, status: change.status });
  await audit(tx, {
    actorId: actor.id,
    action,
    entity: 'event_invite',
    entityId: invite.id,
    data: { eventId: invite.eventId, userId: change.userId ?? invite.userId, from: invite.status, to: change.status, ...extra },
  });
  const row = await inviteRecordById(tx, invite.id);
  if (!row) throw new Error('invite vanished inside its own transaction');
  return presentInvite(row);
}

/** True when the person may hold this kind of place on the shift: the role, and qualified for the course. */
async function eligible(
  tx: Tx,
  shift: ShiftContext,
  holderId: number,
  person: { id: number; roles: string[] },
): Promise<boolean> {
  if (!person.roles.includes(placeRole(shift, holderId))) return false;
  return isQualified(tx, person.id, shift.courseId);
}

/** Tells the shift's coordinator (when it has one, and it is not the person answering) of an answer. */
async function tellCoordinator(
  locked: Locked,
  config: Config,
  actor: AuthUser,
  template: 'shift-invite-accepted' | 'shift-invite-declined',
) {
  const { tx, shift } = locked;
  if (shift.coordinatorId === null || shift.coordinatorId === actor.id) return;
  const coordinator = await livePerson(tx, shift.coordinatorId);
  if (!coordinator) return;
  await mailWithSignIn({
    tx,
    config,
    to: coordinator,
    path: shiftPath(shift),
    render: (link, language) =>
      renderMail(template, language, {
        ...shiftMailFields(config, shift, language),
        name: coordinator.name,
        personName: actor.name,
        link,
      }),
  });
}

interface RespondOptions {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
}

/**
 * PUT /role_players/accept_event/{id}: the invitee accepts; the coordinator is told. 409
 * busy_elsewhere when they have taken a place on an overlapping shift since they were invited.
 */
export async function acceptInvite(opts: RespondOptions): Promise<EventInvite> {
  return takingPlace(opts.db, opts.id, opts.actor.id, async (locked) => {
    assertInvitee(locked.invite, opts.actor, 'accept');
    await assertFreeToTake(locked.tx, { userId: opts.actor.id, shift: locked.shift });
    const answer = await transition(locked, opts.actor, 'invite_accept', { status: 'accepted', swapToUserId: null });
    await tellCoordinator(locked, opts.config, opts.actor, 'shift-invite-accepted');
    return answer;
  });
}

/** PUT /role_players/reject_event/{id}: the invitee declines; the coordinator is told. */
export async function rejectInvite(opts: RespondOptions): Promise<EventInvite> {
  return withLockedInvite(opts.db, opts.id, async (locked) => {
    assertInvitee(locked.invite, opts.actor, 'reject');
    const answer = await transition(locked, opts.actor, 'invite_reject', { status: 'rejected', swapToUserId: null });
    await tellCoordinator(locked, opts.config, opts.actor, 'shift-invite-declined');
    return answer;
  });
}

/**
 * PUT /role_players/swap_event/{id}: the holder offers their accepted shift to everybody who could
 * take it; those people (qualified for the course, with the place's role, free then) are e-mailed.
 * The holder stays responsible until somebody takes it.
 */
export async function offerSwap(
  opts: RespondOptions & { request?: { requestSubject: string; requestDetails: string } | undefined },
): Promise<EventInvite> {
  const request = opts.request
    ? {
        requestSubject: opts.request.requestSubject.trim() || MESSAGES.shiftCoverageRequest,
        requestDetails: opts.request.requestDetails.trim(),
      }
    : undefined;
  return withLockedInvite(opts.db, opts.id, async (locked) => {
    const { tx, invite, shift } = locked;
    assertHolder(invite, opts.actor, 'swap');
    assertNotStarted(opts.actor, shift);
    const answer = await transition(
      locked,
      opts.actor,
      'invite_swap_request',
      { status: 'swap_requested', swapToUserId: null },
      request ? { requestSubject: request.requestSubject } : {},
    );
    const helpers = await helpersFor(tx, { shift, role: placeRole(shift, invite.userId), exclude: [invite.userId] });
    for (const helper of helpers) {
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: helper,
        path: shiftPath(shift),
        render: (link, language) =>
          renderMail('shift-swap-offer', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: helper.name,
            giverName: opts.actor.name,
            link,
            ...request,
          }),
      });
    }
    return answer;
  });
}

/**
 * PUT /role_players/direct_swap/{id}: the holder offers their accepted shift to one named person,
 * who must be live, someone else, able to hold the place, and not on the shift already.
 */
export async function offerDirectSwap(opts: RespondOptions & { toUserId: number }): Promise<EventInvite> {
  return withLockedInvite(opts.db, opts.id, async (locked) => {
    const { tx, invite, shift } = locked;
    assertHolder(invite, opts.actor, 'direct_swap');
    if (opts.toUserId === invite.userId) {
      throw badRequest(`Invalid body: user_id ${INVITE_TEXTS.notYourself}`, [
        { field: 'user_id', message: INVITE_TEXTS.notYourself },
      ]);
    }
    const target = await livePerson(tx, opts.toUserId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    const theirs = await inviteOnShift(tx, shift.id, target.id);
    if (theirs && holdsPlace(theirs.status)) throw new AppError('already_on_shift', INVITE_TEXTS.targetAlreadyOnShift);
    // The one rule of who may take the place: the Give to… picker lists by it (give-to-service.ts).
    await assertMayTakePlace(tx, { shift, holderId: invite.userId, userId: target.id });
    assertNotStarted(opts.actor, shift);
    const answer = await transition(locked, opts.actor, 'invite_direct_swap', {
      status: 'swap_requested',
      swapToUserId: target.id,
    });
    await mailWithSignIn({
      tx,
      config: opts.config,
      to: target,
      path: shiftPath(shift),
      render: (link, language) =>
        renderMail('shift-swap-direct', language, {
          ...shiftMailFields(opts.config, shift, language),
          name: target.name,
          giverName: opts.actor.name,
          link,
        }),
    });
    return answer;
  });
}

/** PATCH /role_players/undo_swap/{id}: the holder takes their offer back; a named person is told. */
export async function undoSwap(opts: RespondOptions): Promise<EventInvite> {
  return withLockedInvite(opts.db, opts.id, async (locked) => {
    const { tx, invite, shift } = locked;
    assertHolder(invite, opts.actor, 'undo_swap');
    const answer = await transition(locked, opts.actor, 'invite_undo_swap', { status: 'accepted', swapToUserId: null });
    const named = await livePerson(tx, invite.swapToUserId);
    if (named) {
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: named,
        path: '/',
        render: (link, language) =>
          renderMail('shift-swap-withdrawn', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: named.name,
            giverName: opts.actor.name,
            link,
          }),
      });
    }
    return answer;
  });
}

/**
 * PUT /role_players/accept_swap_event/{id}: the caller takes a shift offered for swap. In one
 * transaction the invite row is locked and checked again (still offered, and to them), the
 * caller's own declined invite on the shift is removed (only a direct swap reaches who declined: an
 * open offer is refused to them), and the invite moves to them as accepted.
 * When several people try at once, the first to lock the row wins; the others then find it no
 * longer offered and get 409 MESSAGES.swapAlreadyTaken. A taker who holds a place on an overlapping
 * shift by now gets 409 busy_elsewhere. The giver and the taker are e-mailed.
 */
export async function takeSwap(opts: RespondOptions): Promise<EventInvite> {
  return takingPlace(opts.db, opts.id, opts.actor.id, async (locked) => {
    const { tx, invite, shift } = locked;
    const taker = opts.actor;
    assertMayTakeSwap(invite, taker);
    assertNotStarted(taker, shift);
    if (!(await eligible(tx, shift, invite.userId, { id: taker.id, roles: taker.roles })))
      throw new AppError('not_qualified', INVITE_TEXTS.notEligible);
    const own = await inviteOnShift(tx, shift.id, taker.id);
    if (own && holdsPlace(own.status)) throw new AppError('already_on_shift', INVITE_TEXTS.alreadyOnShift);
    // An open offer is not made to who declined the shift; a holder may still name them.
    if (own && invite.swapToUserId === null) throw new AppError('swap_not_for_you', INVITE_TEXTS.declinedNotOffered);
    // Free when offered is not free now (the busy rule, as a backfill take checks it).
    await assertFreeToTake(tx, { userId: taker.id, shift });
    if (own) {
      await deleteInviteRow(tx, own.id);
      await emit(tx, 'invite.statusChanged', { inviteId: own.id, eventId: shift.id, userId: taker.id, status: 'removed' });
      await audit(tx, {
        actorId: taker.id,
        action: 'invite_delete',
        entity: 'event_invite',
        entityId: own.id,
        data: { eventId: shift.id, userId: taker.id, from: own.status, reason: 'swap_taken' },
      });
    }
    const giverId = invite.userId;
    const answer = await transition(
      locked,
      taker,
      'invite_swap_taken',
      { status: 'accepted', swapToUserId: null, userId: taker.id },
      { giverId, direct: invite.swapToUserId !== null },
    );
    // A coach's or coordinator's place taken makes the taker the shift's coach or coordinator.
    const role = placeRole(shift, giverId);
    if (role !== 'rp') await takeStaffPlace(tx, { eventId: shift.id, userId: taker.id, as: role, replacing: giverId });

    const takerPerson: Person = { id: taker.id, name: taker.name, email: taker.email };
    // The giver's name is shown even if their account has since been deleted; only a live account is mailed.
    const giverRow = await anyPerson(tx, giverId);
    const giverName = giverRow?.name ?? '';
    const giver = giverRow && giverRow.deletedAt === null ? giverRow : undefined;
    if (giver) {
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: giver,
        path: '/',
        render: (link, language) =>
          renderMail('shift-swap-taken', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: giver.name,
            takerName: taker.name,
            link,
          }),
      });
    }
    await mailWithSignIn({
      tx,
      config: opts.config,
      to: takerPerson,
      path: shiftPath(shift),
      render: (link, language) =>
        renderMail('shift-swap-confirmed', language, {
          ...shiftMailFields(opts.config, shift, language),
          name: taker.name,
          giverName,
          link,
        }),
    });
    return answer;
  });
}
