/**
 * Answer-by deadlines and automatic backfill (issue 25, part 3; docs/decisions.md "Answer-by
 * deadlines and backfill"). An invitation must be answered by its answer-by time (reminded before,
 * lapsed at it). At the shift's deadline a shift short of people opens its missing places; a place
 * given up late opens one too. Each open place is offered in waves to the best-ranked eligible
 * people until somebody takes it, a manager stops it, or the shift starts. Everything timed is a
 * scheduled job (jobs/queue.ts), run by the job runner with the handlers at the end of this file.
 */
import {
  answerByOf,
  type BackfillRole,
  type CourseLanguage,
  MESSAGES,
  type MyBackfillOffers,
  rolePlayersNeeded,
  type ShiftBackfill,
  shiftDeadlineOf,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { cancelJobs, cancelJobsOfGroup, scheduleJob } from '../../jobs/queue';
import type { JobHandlers } from '../../jobs/runner';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { preferencesOf } from '../courses';
import { rankByFairShare } from '../fair-shares';
import {
  eligibleStaffIds,
  expireInvite,
  heldPlaces,
  livePerson,
  loadShiftContext,
  mailWithSignIn,
  type PlaceRole,
  placeRole,
  remindToAnswer,
  setAnswerBy,
  shiftMailFields,
  takePlaceFromBackfill,
  waitingInvites,
} from '../invites';
import { scenarioCount } from '../scenario-components';
import { assertFreeToTake, loadShift, type ShiftRecord, setBackfillEnabled, takeStaffPlace } from '../shifts';
import { presentShiftBackfill } from './presenter';
import * as repo from './repository';

const HOUR = 3_600_000;
/** The reminder to answer goes this long before the answer-by time (or half-way, when sooner). */
export const ANSWER_REMINDER_HOURS = 24;

export const JOBS = {
  reminder: 'invite-answer-reminder',
  lapse: 'invite-lapse',
  deadline: 'backfill-deadline',
  wave: 'backfill-wave',
  close: 'backfill-close',
} as const;

/** The jobs of one shift (its invites' reminders and lapses included), removed together when it goes. */
export const jobGroupOf = (eventId: number) => `backfill:shift:${eventId}`;
const keys = {
  reminder: (inviteId: number) => `${JOBS.reminder}:${inviteId}`,
  lapse: (inviteId: number) => `${JOBS.lapse}:${inviteId}`,
  deadline: (eventId: number) => `${JOBS.deadline}:${eventId}`,
  close: (eventId: number) => `${JOBS.close}:${eventId}`,
  wave: (placeId: number) => `${JOBS.wave}:${placeId}`,
};

/** The person's role that may hold each kind of place. */
const USER_ROLE: Record<BackfillRole, PlaceRole> = { roleplayer: 'rp', coach: 'coach', coordinator: 'sc' };
const PLACE_OF_ROLE: Record<PlaceRole, BackfillRole> = { rp: 'roleplayer', coach: 'coach', sc: 'coordinator' };

/** How each kind of place is named in the offer e-mail, per language (the reader's). */
const PLACE_WORDS: Record<CourseLanguage, Record<BackfillRole, string>> = {
  'en-CA': { roleplayer: 'role-player', coach: 'coach', coordinator: 'shift coordinator' },
  'fr-CA': { roleplayer: 'joueur de rôle', coach: 'coach', coordinator: 'coordonnateur de quart' },
  'pt-PT': { roleplayer: 'role-player', coach: 'coach', coordinator: 'coordenador de turno' },
  'es-ES': { roleplayer: 'actor de rol', coach: 'coach', coordinator: 'coordinador de turno' },
};

/** When the reminder to answer is sent: 24 hours before the answer-by time, or half-way there when sooner. */
export function answerReminderTime(invitedAt: Date, answerBy: Date): Date {
  const halfWay = invitedAt.getTime() + (answerBy.getTime() - invitedAt.getTime()) / 2;
  return new Date(Math.max(answerBy.getTime() - ANSWER_REMINDER_HOURS * HOUR, halfWay));
}

/** The shift's deadline: when a shift short of people opens its missing places. */
function deadlineOf(record: ShiftRecord): Date {
  return shiftDeadlineOf({ begins: record.event.begins, hoursBeforeStart: record.event.answerByHoursBeforeStart });
}

// Answer-by times ---------------------------------------------------------------------------------

/** Schedules (or moves, or removes) the reminder and the lapse of one waiting invitation. */
async function scheduleAnswerBy(
  tx: Tx,
  opts: { eventId: number; inviteId: number; invitedAt: Date; answerBy: Date | null },
): Promise<void> {
  const { inviteId, answerBy } = opts;
  if (answerBy === null) {
    await cancelJobs(tx, [keys.reminder(inviteId), keys.lapse(inviteId)]);
    return;
  }
  const group = jobGroupOf(opts.eventId);
  const payload = { inviteId };
  await scheduleJob(tx, {
    kind: JOBS.reminder,
    key: keys.reminder(inviteId),
    runAt: answerReminderTime(opts.invitedAt, answerBy),
    groupKey: group,
    payload,
  });
  await scheduleJob(tx, { kind: JOBS.lapse, key: keys.lapse(inviteId), runAt: answerBy, groupKey: group, payload });
}

/**
 * An invitation was sent (or sent again): it gets its answer-by time (domain/answer-by.ts, from
 * the course's answerByHours and the shift's answerByHoursBeforeStart), a reminder and a lapse.
 */
export async function invitationSent(tx: Tx, opts: { inviteId: number; eventId: number; now: Date }): Promise<void> {
  const record = await loadShift(tx, opts.eventId);
  if (!record) return;
  const preferences = await preferencesOf(tx, record.event.courseId);
  const answerBy = answerByOf({
    invitedAt: opts.now,
    begins: record.event.begins,
    answerByHours: preferences.answerByHours,
    hoursBeforeStart: record.event.answerByHoursBeforeStart,
  });
  await setAnswerBy(tx, opts.inviteId, { invitedAt: opts.now, answerBy });
  await scheduleAnswerBy(tx, { eventId: opts.eventId, inviteId: opts.inviteId, invitedAt: opts.now, answerBy });
}

/** An invite left 'invited' (or went): its reminder and lapse are no longer due. */
export async function invitationAnswered(tx: Tx, inviteId: number): Promise<void> {
  await cancelJobs(tx, [keys.reminder(inviteId), keys.lapse(inviteId)]);
}

// Shift changes -------------------------------------------------------------------------------------

/**
 * A shift was created or changed: the answer-by times of its waiting invitations follow its start
 * and settings, its deadline and closing jobs follow its start, and with backfill switched off its
 * open places stop (no more waves).
 */
export async function shiftChanged(tx: Tx, opts: { eventId: number; now: Date }): Promise<void> {
  const record = await loadShift(tx, opts.eventId);
  if (!record) return;
  const { event } = record;
  const preferences = await preferencesOf(tx, event.courseId);
  for (const invite of await waitingInvites(tx, event.id)) {
    const answerBy = answerByOf({
      invitedAt: invite.invitedAt,
      begins: event.begins,
      answerByHours: preferences.answerByHours,
      hoursBeforeStart: event.answerByHoursBeforeStart,
    });
    if ((answerBy?.getTime() ?? null) !== (invite.answerBy?.getTime() ?? null)) {
      await setAnswerBy(tx, invite.id, { answerBy });
    }
    await scheduleAnswerBy(tx, { eventId: event.id, inviteId: invite.id, invitedAt: invite.invitedAt, answerBy });
  }
  const group = jobGroupOf(event.id);
  const payload = { eventId: event.id };
  await scheduleJob(tx, {
    kind: JOBS.deadline,
    key: keys.deadline(event.id),
    runAt: deadlineOf(record),
    groupKey: group,
    payload,
  });
  await scheduleJob(tx, { kind: JOBS.close, key: keys.close(event.id), runAt: event.begins, groupKey: group, payload });
  if (!event.backfillEnabled) await stopOpenPlaces(tx, event.id, opts.now);
}

/** A shift is about to be deleted: its jobs go (its places go with its row). */
export async function shiftDeleting(tx: Tx, opts: { eventId: number }): Promise<void> {
  await cancelJobsOfGroup(tx, jobGroupOf(opts.eventId));
}

async function stopOpenPlaces(tx: Tx, eventId: number, now: Date): Promise<void> {
  const open = await repo.placesOfShift(tx, eventId, ['open']);
  const stopped = await repo.setPlacesStatus(
    tx,
    open.map((p) => p.id),
    'stopped',
    { from: 'open', now },
  );
  await cancelJobs(tx, stopped.map(keys.wave));
}

// Places --------------------------------------------------------------------------------------------

/** What a shift is short of now: role-players (the staffing ratio's need), a coach, a coordinator. */
async function missingPlaces(tx: Tx, record: ShiftRecord): Promise<BackfillRole[]> {
  const { event } = record;
  const held = await heldPlaces(tx, event.id);
  // An accepted place (or one offered for swap, still held until taken) of a role-player: not the
  // shift's coach or coordinator, who hold their own places.
  const rolePlayers = held.filter(
    (h) =>
      h.status !== 'invited' && h.userId !== event.coachId && h.userId !== event.shiftCoordinatorId && h.roles.includes('rp'),
  ).length;
  const needed =
    event.type === 'roleplay' && event.staffingRatio !== null
      ? rolePlayersNeeded(await scenarioCount(tx, event.courseId), event.staffingRatio)
      : 0;
  const open = await repo.placesOfShift(tx, event.id, ['open']);
  const openOf = (role: BackfillRole) => open.filter((p) => p.role === role).length;
  const missing: BackfillRole[] = [];
  for (let i = 0; i < needed - rolePlayers - openOf('roleplayer'); i++) missing.push('roleplayer');
  if (event.coachId === null && openOf('coach') === 0) missing.push('coach');
  if (event.shiftCoordinatorId === null && openOf('coordinator') === 0) missing.push('coordinator');
  return missing;
}

/** Opens the shift's missing places (reason 'deadline') and offers each its first wave. */
async function openMissingPlaces(
  tx: Tx,
  opts: { config: Config; record: ShiftRecord; now: Date; lostBy?: { userId: number; role: BackfillRole } },
): Promise<number[]> {
  const ids: number[] = [];
  let lostBy = opts.lostBy;
  for (const role of await missingPlaces(tx, opts.record)) {
    // The place of somebody who lost it (removed after the deadline) is not offered back to them.
    const gaveUpUserId = lostBy?.role === role ? lostBy.userId : null;
    if (gaveUpUserId !== null) lostBy = undefined;
    const id = await repo.insertPlace(tx, {
      eventId: opts.record.event.id,
      role,
      reason: 'deadline',
      openedAt: opts.now,
      gaveUpUserId,
    });
    await audit(tx, {
      actorId: null,
      action: 'backfill_open',
      entity: 'course_event',
      entityId: opts.record.event.id,
      data: { placeId: id, role, reason: 'deadline' },
    });
    ids.push(id);
  }
  for (const id of ids) await offerWave(tx, { config: opts.config, placeId: id, now: opts.now, schedule: true });
  return ids;
}

/**
 * Offers an open place to the next wave: the best-ranked (fair shares: fewest hours first) of the
 * people who may hold it and were not offered it yet, at most the course's backfillWaveSize, each
 * e-mailed. Returns when the next wave is due (before the shift starts), or undefined when the place
 * needs no more waves; with `schedule`, also schedules that wave as a job.
 */
async function offerWave(
  tx: Tx,
  opts: { config: Config; placeId: number; now: Date; schedule: boolean },
): Promise<Date | undefined> {
  const place = await repo.lockPlace(tx, opts.placeId);
  if (place?.status !== 'open') return undefined;
  const record = await loadShift(tx, place.eventId);
  if (!record) return undefined;
  const { event } = record;
  if (event.begins.getTime() <= opts.now.getTime()) {
    await repo.setPlacesStatus(tx, [place.id], 'closed', { from: 'open', now: opts.now });
    return undefined;
  }
  if (!event.backfillEnabled) return undefined;
  // A coach or coordinator chosen by a manager meanwhile fills the place.
  const chosen = place.role === 'coach' ? event.coachId : place.role === 'coordinator' ? event.shiftCoordinatorId : null;
  if (chosen !== null && place.gaveUpUserId === null) {
    await repo.fillPlace(tx, place.id, { userId: chosen, now: opts.now });
    return undefined;
  }
  const shift = await loadShiftContext(tx, event.id);
  if (!shift) return undefined;
  const preferences = await preferencesOf(tx, event.courseId);
  const already = await repo.offeredUserIds(tx, place.id);
  const exclude = [...already, ...(place.gaveUpUserId !== null ? [place.gaveUpUserId] : [])];
  const candidates = await eligibleStaffIds(tx, { shift, role: USER_ROLE[place.role], exclude });
  const ranked = await rankByFairShare(tx, candidates, opts.now, opts.config.timeZone);
  const wave = ranked.slice(0, preferences.backfillWaveSize);
  if (wave.length > 0) {
    const number = place.waves + 1;
    await repo.insertOffers(tx, place.id, number, wave, opts.now);
    // Somebody offered two places of the shift at once (both opened at the deadline) gets one e-mail.
    const told = new Set(
      await repo.offeredAnotherPlaceAt(tx, { eventId: event.id, placeId: place.id, userIds: wave, at: opts.now }),
    );
    for (const userId of wave.filter((id) => !told.has(id))) {
      const person = await livePerson(tx, userId);
      if (!person) continue;
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: person,
        path: '/my-shifts',
        render: (link, language) =>
          renderMail('backfill-offer', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: person.name,
            placeName: PLACE_WORDS[language][place.role],
            link,
          }),
      });
    }
  }
  const next = new Date(opts.now.getTime() + preferences.backfillWaveHours * HOUR);
  if (next.getTime() >= event.begins.getTime()) return undefined;
  if (opts.schedule) {
    await scheduleJob(tx, {
      kind: JOBS.wave,
      key: keys.wave(place.id),
      runAt: next,
      groupKey: jobGroupOf(event.id),
      payload: { placeId: place.id },
    });
  }
  return next;
}

/**
 * An accepted place was offered for swap (given up) inside the deadline window, after the shift's
 * deadline and before its start: it opens to backfill (reason late_give_up) at once, and
 * 'backfill.lateGiveUp' tells fair shares. With backfill off the place opens stopped.
 */
export async function placeGivenUp(
  tx: Tx,
  opts: { config: Config; inviteId: number; eventId: number; userId: number; now: Date },
): Promise<void> {
  const record = await loadShift(tx, opts.eventId);
  if (!record) return;
  const { event } = record;
  const now = opts.now.getTime();
  if (now < deadlineOf(record).getTime() || now >= event.begins.getTime()) return;
  const role = PLACE_OF_ROLE[placeRole({ coachId: event.coachId, coordinatorId: event.shiftCoordinatorId }, opts.userId)];
  const id = await repo.insertPlace(tx, {
    eventId: event.id,
    role,
    reason: 'late_give_up',
    openedAt: opts.now,
    status: event.backfillEnabled ? 'open' : 'stopped',
    gaveUpUserId: opts.userId,
    gaveUpInviteId: opts.inviteId,
  });
  await audit(tx, {
    actorId: opts.userId,
    action: 'backfill_open',
    entity: 'course_event',
    entityId: event.id,
    data: { placeId: id, role, reason: 'late_give_up', inviteId: opts.inviteId },
  });
  await emit(tx, 'backfill.lateGiveUp', { eventId: event.id, userId: opts.userId });
  await offerWave(tx, { config: opts.config, placeId: id, now: opts.now, schedule: true });
}

/**
 * A place was lost (its holder removed, or an invitation declined or lapsed) after the shift's
 * deadline and before its start, with backfill on: the places the shift now lacks open at once and
 * get their first wave, as at the deadline (a place still held or already open opens nothing).
 */
export async function placeLost(tx: Tx, opts: { config: Config; eventId: number; userId: number; now: Date }): Promise<void> {
  const record = await loadShift(tx, opts.eventId);
  if (!record?.event.backfillEnabled) return;
  const now = opts.now.getTime();
  if (now < deadlineOf(record).getTime() || now >= record.event.begins.getTime()) return;
  const { coachId, shiftCoordinatorId: coordinatorId } = record.event;
  const role = PLACE_OF_ROLE[placeRole({ coachId, coordinatorId }, opts.userId)];
  await openMissingPlaces(tx, { config: opts.config, record, now: opts.now, lostBy: { userId: opts.userId, role } });
}

/**
 * The invite given up late was taken after all (a swap taken directly, or taken back by its
 * holder): its open place is filled by whoever holds it now.
 */
export async function givenUpPlaceTaken(tx: Tx, opts: { inviteId: number; userId: number; now: Date }): Promise<void> {
  for (const place of await repo.openPlacesOfGivenUpInvite(tx, opts.inviteId)) {
    if (await repo.fillPlace(tx, place.id, { userId: opts.userId, now: opts.now })) {
      await cancelJobs(tx, [keys.wave(place.id)]);
    }
  }
}

// Jobs ----------------------------------------------------------------------------------------------

const idIn = (payload: Record<string, unknown>, name: string): number | undefined => {
  const value = Number(payload[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The shift's deadline: a shift short of people opens its missing places (unless backfill is off). */
async function runDeadline(tx: Tx, eventId: number, opts: { config: Config; now: Date }) {
  const record = await loadShift(tx, eventId);
  if (!record) return undefined;
  const deadline = deadlineOf(record);
  if (opts.now.getTime() < deadline.getTime()) return { runAt: deadline };
  if (opts.now.getTime() >= record.event.begins.getTime() || !record.event.backfillEnabled) return undefined;
  await openMissingPlaces(tx, { config: opts.config, record, now: opts.now });
  return undefined;
}

/** The shift starts: its places still open close unfilled. */
async function runClose(tx: Tx, eventId: number, opts: { now: Date }) {
  const record = await loadShift(tx, eventId);
  if (!record) return undefined;
  if (opts.now.getTime() < record.event.begins.getTime()) return { runAt: record.event.begins };
  const open = await repo.placesOfShift(tx, eventId, ['open']);
  const closed = await repo.setPlacesStatus(
    tx,
    open.map((p) => p.id),
    'closed',
    { from: 'open', now: opts.now },
  );
  await cancelJobs(tx, closed.map(keys.wave));
  return undefined;
}

/** The job handlers of backfill, for the job runner (server.ts combines them with the others). */
export const backfillJobHandlers: JobHandlers = {
  [JOBS.reminder]: async (tx, job, ctx) => {
    const inviteId = idIn(job.payload, 'inviteId');
    if (inviteId) await remindToAnswer(tx, { config: ctx.config, inviteId, now: ctx.now });
    return undefined;
  },
  [JOBS.lapse]: async (tx, job, ctx) => {
    const inviteId = idIn(job.payload, 'inviteId');
    if (inviteId) await expireInvite(tx, { config: ctx.config, inviteId, now: ctx.now });
    return undefined;
  },
  [JOBS.deadline]: async (tx, job, ctx) => {
    const eventId = idIn(job.payload, 'eventId');
    return eventId ? runDeadline(tx, eventId, ctx) : undefined;
  },
  [JOBS.wave]: async (tx, job, ctx) => {
    const placeId = idIn(job.payload, 'placeId');
    if (!placeId) return undefined;
    const next = await offerWave(tx, { config: ctx.config, placeId, now: ctx.now, schedule: false });
    return next ? { runAt: next } : undefined;
  },
  [JOBS.close]: async (tx, job, ctx) => {
    const eventId = idIn(job.payload, 'eventId');
    return eventId ? runClose(tx, eventId, ctx) : undefined;
  },
};

// Requests ------------------------------------------------------------------------------------------

/** The shift (404 when none) and its backfill as a manager sees it. */
async function shiftBackfillOf(tx: Tx | Db, record: ShiftRecord): Promise<ShiftBackfill> {
  const places = await repo.placesWithNames(tx, record.event.id);
  const offers = await repo.offersOfPlaces(
    tx,
    places.map((p) => p.id),
  );
  return presentShiftBackfill({ record, deadline: deadlineOf(record), places, offers });
}

async function requireShift(tx: Tx | Db, id: number): Promise<ShiftRecord> {
  const record = await loadShift(tx, id);
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  return record;
}

/** GET /shifts/{id}/backfill (managers): backfill on or off, the deadline, each place and its offers. */
export async function getShiftBackfill(opts: { db: Db; id: number }): Promise<ShiftBackfill> {
  const record = await requireShift(opts.db, opts.id);
  return shiftBackfillOf(opts.db, record);
}

/**
 * POST /shifts/{id}/backfill/stop (managers): backfill off for the shift; its open places stop
 * and no more waves go out (the shift.changed follower does it).
 */
export async function stopBackfill(opts: { db: Db; actor: AuthUser; id: number; now?: Date }): Promise<ShiftBackfill> {
  return transaction(opts.db, async (tx) => {
    await requireShift(tx, opts.id);
    await setBackfillEnabled(tx, { actorId: opts.actor.id, eventId: opts.id, enabled: false, now: opts.now });
    return shiftBackfillOf(tx, await requireShift(tx, opts.id));
  });
}

/**
 * POST /shifts/{id}/backfill/restart (managers): backfill on again. Past the deadline and before
 * the start, stopped places reopen, places still missing open, and each gets its next wave at once.
 */
export async function restartBackfill(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  now?: Date;
}): Promise<ShiftBackfill> {
  const now = opts.now ?? new Date();
  return transaction(opts.db, async (tx) => {
    await requireShift(tx, opts.id);
    await setBackfillEnabled(tx, { actorId: opts.actor.id, eventId: opts.id, enabled: true, now });
    const record = await requireShift(tx, opts.id);
    const t = now.getTime();
    if (t >= deadlineOf(record).getTime() && t < record.event.begins.getTime()) {
      const stopped = await repo.placesOfShift(tx, record.event.id, ['stopped']);
      const reopened = await repo.setPlacesStatus(
        tx,
        stopped.map((p) => p.id),
        'open',
        { from: 'stopped', now },
      );
      for (const id of reopened) await offerWave(tx, { config: opts.config, placeId: id, now, schedule: true });
      await openMissingPlaces(tx, { config: opts.config, record, now });
    }
    return shiftBackfillOf(tx, await requireShift(tx, opts.id));
  });
}

/** GET /backfill_offers: the open places offered to the caller on shifts not yet begun, by start. */
export async function myBackfillOffers(opts: { db: Db; actor: AuthUser; now?: Date }): Promise<MyBackfillOffers> {
  const rows = await repo.openOffersOf(opts.db, opts.actor.id, opts.now ?? new Date());
  return {
    offers: rows.map((r) => ({
      ...r,
      begins: r.begins.toISOString(),
      ends: r.ends.toISOString(),
      offeredAt: r.offeredAt.toISOString(),
    })),
  };
}

/**
 * POST /backfill_places/{id}/take: the first taker wins. The place row is locked (FOR UPDATE), so
 * takers go one at a time and the later ones find it filled: 409 backfill_taken. 403 when it was
 * not offered to the caller, 404 when there is no such place. The taker gets an accepted place
 * (invites) or becomes the coach or coordinator (shifts), in the same transaction.
 */
export async function takeBackfillPlace(opts: { db: Db; actor: AuthUser; id: number; now?: Date }): Promise<{ shiftId: number }> {
  const now = opts.now ?? new Date();
  return transaction(opts.db, async (tx) => {
    const place = await repo.lockPlace(tx, opts.id);
    if (!place) throw notFound(MESSAGES.backfillPlaceNotFound);
    if (!(await repo.wasOffered(tx, place.id, opts.actor.id))) {
      throw new AppError('backfill_not_offered', MESSAGES.backfillNotOffered);
    }
    const record = await loadShift(tx, place.eventId);
    if (place.status !== 'open' || !record || record.event.begins.getTime() <= now.getTime()) {
      throw new AppError('backfill_taken', MESSAGES.backfillTaken);
    }
    const userId = opts.actor.id;
    // Free when offered is not free now: an overlapping shift may have been taken since (busy rule).
    await assertFreeToTake(tx, { userId, shift: record.event });
    if (place.role === 'roleplayer' || place.gaveUpInviteId !== null) {
      await takePlaceFromBackfill(tx, { eventId: place.eventId, userId, fromInviteId: place.gaveUpInviteId, now });
    }
    if (place.role !== 'roleplayer') {
      const as = place.role === 'coach' ? 'coach' : 'sc';
      const taken = await takeStaffPlace(tx, {
        eventId: place.eventId,
        userId,
        as,
        replacing: place.gaveUpUserId,
        now,
      });
      if (!taken) throw new AppError('backfill_taken', MESSAGES.backfillTaken);
    }
    await repo.fillPlace(tx, place.id, { userId, now });
    await cancelJobs(tx, [keys.wave(place.id)]);
    await audit(tx, {
      actorId: userId,
      action: 'backfill_take',
      entity: 'course_event',
      entityId: place.eventId,
      data: { placeId: place.id, role: place.role },
    });
    return { shiftId: place.eventId };
  });
}
