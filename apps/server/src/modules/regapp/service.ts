/**
 * The registration app (issue 26): a participant of a course signs in with an e-mailed one-time
 * link and books, moves and cancels their own calls in the course's roleplay shifts shown in the
 * app, or waits for a full time. A booking is a participant slot in a call of the chosen block;
 * a block's places are its calls that have no participant yet (docs/decisions.md).
 *
 * The calls' calendar invitations and reminders follow through `shift.callsChanged` (the reminders
 * module); a freed place is offered to the first waiting through the same event (subscriptions.ts).
 */
import {
  COURSE_LANGUAGES,
  type CourseLanguage,
  formatDateLong,
  formatTime,
  MESSAGES,
  type RegappBooking,
  type RegappCourse,
  type RegappSummary,
  type RegappTimeChoice,
  type RegappWaitlistEntry,
  regappWindowClosedText,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { cancelJobs, scheduleJob } from '../../jobs/queue';
import type { JobHandlers } from '../../jobs/runner';
import { audit } from '../../lib/audit';
import { AppError, notFound, pgConstraint } from '../../lib/errors';
import { emit } from '../../lib/events';
import { describeShiftTime } from '../../lib/zoned-time';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { createLoginLink, maySendSelfRequestedLink } from '../auth';
import { deleteParticipantSlotRow, insertParticipantSlot, placeParticipantSlot } from '../calls';
import { callLengthMinutes } from '../scenario-components';
import { findLiveUserByEmail } from '../users';
import { bookingActions, can, openForBooking } from './policy';
import * as repo from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const OFFER_LAPSE_JOB = 'regapp-offer-lapse';
const offerJobKey = (entryId: number) => `${OFFER_LAPSE_JOB}:${entryId}`;

type Course = repo.RegappCourseRow;
type Shift = repo.VisibleShift;

const languageOf = (course: Course): CourseLanguage =>
  (COURSE_LANGUAGES as readonly string[]).includes(course.language ?? '') ? (course.language as CourseLanguage) : 'en-CA';

/** When a block's calls start and end: block k starts k call lengths after the shift begins. */
function blockTimes(shift: { begins: Date }, blockNumber: number, callLength: number): { start: Date; end: Date } {
  const start = new Date(shift.begins.getTime() + blockNumber * callLength * MINUTE);
  return { start, end: new Date(start.getTime() + callLength * MINUTE) };
}

const roomKind = (shift: { roomType: string | null }) => (shift.roomType === 'phone' ? 'phone' : 'online');

/** The course of a key, or 404 with the same answer for an unknown key and a course the caller is not in. */
async function courseForParticipant(tx: Tx, key: string, userId: number) {
  const course = await repo.findCourseByKey(tx, key);
  const participant = course ? await repo.enrolledParticipant(tx, course.id, userId) : undefined;
  if (!course || !participant) throw notFound(MESSAGES.regappCourseNotFound);
  return { course, participant };
}

/** A shift visible in the app of a course the participant is enrolled in, or 404. */
async function shiftForParticipant(tx: Tx, shiftId: number, userId: number) {
  const shift = await repo.findVisibleShift(tx, shiftId);
  const course = shift ? await repo.findCourseById(tx, shift.courseId) : undefined;
  const participant = course ? await repo.enrolledParticipant(tx, course.id, userId) : undefined;
  if (!shift || !course || !participant) throw notFound(MESSAGES.shiftNotFound);
  return { shift, course, participant };
}

/**
 * Whom a participant should contact about a call they can no longer change: its coordinator, else
 * the course's project manager ('Name (e-mail)'), else the course's sender address; null when the
 * course names nobody.
 */
async function contactOf(tx: Tx, course: Course, shift: { coordinatorId: number | null }): Promise<string | null> {
  const coordinator = shift.coordinatorId ? await repo.contactOf(tx, shift.coordinatorId) : undefined;
  const person =
    coordinator ?? (course.managerEmail ? { name: course.managerName ?? '', email: course.managerEmail } : undefined);
  if (person) return person.name ? `${person.name} (${person.email})` : person.email;
  return course.emailSender || null;
}

/** The contact for a refusal's sentence (the server's English text names somebody). */
async function contactText(tx: Tx, course: Course, shift: { coordinatorId: number | null }): Promise<string> {
  return (await contactOf(tx, course, shift)) ?? 'your course coordinator';
}

/** A booking as the app reads it, with what may still be done with it and, when something is closed, whom to contact. */
async function presentBooking(
  tx: Tx,
  slot: { id: number; eventId: number; blockNumber: number; callId: number },
  times: { start: Date; end: Date },
  ctx: { actor: AuthUser; course: Course; timeZone: string; now: Date; shift: { coordinatorId: number | null } },
): Promise<RegappBooking> {
  const actions = bookingActions(ctx.actor, ctx.course, ctx.timeZone, times.start, ctx.now);
  const closed = !actions.canMove || !actions.canCancel;
  return {
    id: slot.id,
    shiftId: slot.eventId,
    blockNumber: slot.blockNumber,
    callId: slot.callId,
    startTime: times.start.toISOString(),
    endTime: times.end.toISOString(),
    ...actions,
    contact: closed ? await contactOf(tx, ctx.course, ctx.shift) : null,
  };
}

/** GET /regapp/courses/{key}: the course, the participant, the bookable times, their bookings and waiting places. */
export async function getCourse(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  key: string;
  now?: Date;
}): Promise<RegappCourse> {
  const now = opts.now ?? new Date();
  return transaction(opts.db, async (tx) => {
    const { course, participant } = await courseForParticipant(tx, opts.key, opts.actor.id);
    const callLength = await callLengthMinutes(tx, course.id);
    const shifts = await repo.visibleShifts(tx, course.id, now);
    const ids = shifts.map((s) => s.id);
    const places = await repo.blockPlaces(tx, ids);
    const held = new Map(
      (await repo.heldOffers(tx, ids, now, opts.actor.id)).map((h) => [`${h.eventId}:${h.blockNumber}`, h.held]),
    );
    const byId = new Map(shifts.map((s) => [s.id, s]));
    const times: RegappCourse['times'] = [];
    for (const block of places) {
      const shift = byId.get(block.eventId);
      if (!shift) continue;
      const { start, end } = blockTimes(shift, block.blockNumber, callLength);
      if (!can(opts.actor, 'book', { start, now, timeZone: opts.config.timeZone, changeTimeout: course.changeTimeout })) continue;
      times.push({
        shiftId: shift.id,
        blockNumber: block.blockNumber,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        freePlaces: Math.max(0, block.free - (held.get(`${block.eventId}:${block.blockNumber}`) ?? 0)),
        roomKind: roomKind(shift),
      });
    }
    times.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.shiftId - b.shiftId);
    const bookings = await repo.bookingsOf(tx, course.id, opts.actor.id);
    const waiting = await repo.waitingOf(tx, course.id, opts.actor.id);
    const presented: RegappBooking[] = [];
    for (const b of bookings) {
      const shift = { coordinatorId: b.coordinatorId };
      const ctx = { actor: opts.actor, course, timeZone: opts.config.timeZone, now, shift };
      presented.push(await presentBooking(tx, b, blockTimes(b, b.blockNumber, callLength), ctx));
    }
    // The same count bookIn refuses by: every call of the course's roleplay shifts.
    const atLimit = bookings.length >= course.maxBookings;
    return {
      course: { name: course.name, clientName: course.clientName, language: languageOf(course) },
      participant: { name: participant.name, email: participant.email, timeZone: participant.timeZone },
      businessTimeZone: opts.config.timeZone,
      changeTimeout: course.changeTimeout,
      cancelTimeout: course.cancelTimeout,
      maxBookings: course.maxBookings,
      canBook: !atLimit,
      bookClosedReason: atLimit ? 'booking_limit' : null,
      times,
      bookings: presented,
      waiting: waiting.map((w) => ({
        id: w.id,
        shiftId: w.eventId,
        blockNumber: w.blockNumber,
        position: w.position,
        offeredUntil: w.offeredUntil && w.offeredUntil.getTime() > now.getTime() ? w.offeredUntil.toISOString() : null,
      })),
    };
  });
}

/**
 * Takes a place in the block for the participant: locks a call with no participant that no other
 * booking holds (FOR UPDATE SKIP LOCKED) and checks again, by a new statement, that nobody took it
 * meanwhile. Places held by offers to others on the waiting list are not free. 409 regapp_time_full
 * when none is left: of two participants taking the last place at once, exactly one gets it.
 */
async function takePlace(
  tx: Tx,
  opts: { eventId: number; blockNumber: number; userId: number; now: Date },
): Promise<{ id: number; eventId: number; blockNumber: number }> {
  const places = await repo.placesOfBlock(tx, opts.eventId, opts.blockNumber);
  if (places.calls === 0) throw new AppError('regapp_time_unavailable', MESSAGES.regappTimeUnavailable);
  const held = (await repo.heldOffers(tx, [opts.eventId], opts.now, opts.userId))[0]?.held ?? 0;
  const skip: number[] = [];
  for (;;) {
    const callId = await repo.lockFreeCall(tx, opts.eventId, opts.blockNumber, skip);
    if (callId === undefined) break;
    if (await repo.callTaken(tx, callId)) {
      skip.push(callId);
      continue;
    }
    // Offers held for others keep their places: as many free calls as offers stay untaken.
    const { free } = await repo.placesOfBlock(tx, opts.eventId, opts.blockNumber);
    if (free - held <= 0) break;
    return { id: callId, eventId: opts.eventId, blockNumber: opts.blockNumber };
  }
  throw new AppError('regapp_time_full', MESSAGES.regappTimeFull);
}

/** Queues the app's own confirmation, for a shift that sends no calendar invitations (those confirm with it). */
async function queueConfirmation(
  tx: Tx,
  opts: {
    config: Config;
    course: Course;
    shift: Shift;
    participant: { name: string; email: string };
    kind: 'booked' | 'moved' | 'cancelled';
    times: { start: Date; end: Date };
  },
): Promise<void> {
  if (opts.shift.useGoogleCalendar) return;
  const language = languageOf(opts.course);
  const mail = renderMail('regapp-confirmation', language, {
    kind: opts.kind,
    name: opts.participant.name,
    courseName: opts.course.name,
    clientName: opts.course.clientName,
    ...describeShiftTime({ begins: opts.times.start, ends: opts.times.end }, { timeZone: opts.config.timeZone, language }),
    link: `${opts.config.regappUrl}/${encodeURIComponent(opts.course.key)}`,
    welcomeText: opts.kind === 'booked' ? opts.course.welcomeText || undefined : undefined,
  });
  await enqueueMail(tx, {
    to: [opts.participant.email],
    from: opts.course.emailSender || null,
    bcc: opts.course.emailBccList ?? [],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}

function bookingChecks(actor: AuthUser, course: Course, config: Config, start: Date, now: Date): void {
  if (!can(actor, 'book', { start, now, timeZone: config.timeZone, changeTimeout: course.changeTimeout })) {
    throw new AppError('regapp_time_unavailable', MESSAGES.regappTimeUnavailable);
  }
}

const alreadyBooked = () => new AppError('regapp_already_booked', MESSAGES.regappAlreadyBooked);

/** Unique violations of a participant in one block (two requests at once) become 409. */
async function refuseDoubleBooking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgConstraint(err) === 'participant_slots_block_user_uq') throw alreadyBooked();
    throw err;
  }
}

/** Books a place in a block for the participant (POST /regapp/bookings, and a claimed offer). */
async function bookIn(
  tx: Tx,
  opts: { config: Config; actor: AuthUser; choice: RegappTimeChoice; now: Date; via: 'book' | 'claim' },
): Promise<RegappBooking> {
  const { shift, course, participant } = await shiftForParticipant(tx, opts.choice.shiftId, opts.actor.id);
  await repo.lockParticipant(tx, course.id, opts.actor.id);
  const callLength = await callLengthMinutes(tx, course.id);
  const times = blockTimes(shift, opts.choice.blockNumber, callLength);
  bookingChecks(opts.actor, course, opts.config, times.start, opts.now);
  const bookings = await repo.bookingsOf(tx, course.id, opts.actor.id);
  if (bookings.some((b) => b.eventId === shift.id && b.blockNumber === opts.choice.blockNumber)) throw alreadyBooked();
  if (bookings.length >= course.maxBookings) throw new AppError('regapp_booking_limit', MESSAGES.regappBookingLimit);
  const call = await takePlace(tx, {
    eventId: shift.id,
    blockNumber: opts.choice.blockNumber,
    userId: opts.actor.id,
    now: opts.now,
  });
  const slot = await insertParticipantSlot(tx, {
    callId: call.id,
    eventId: shift.id,
    blockNumber: opts.choice.blockNumber,
    userId: opts.actor.id,
  });
  // Booked: they wait for this time no more (an offer they held is used).
  const entryId = await repo.leaveBlockWaitlist(tx, {
    eventId: shift.id,
    blockNumber: opts.choice.blockNumber,
    userId: opts.actor.id,
  });
  if (entryId !== undefined) await cancelJobs(tx, [offerJobKey(entryId)]);
  await emit(tx, 'shift.callsChanged', { eventId: shift.id });
  await queueConfirmation(tx, { config: opts.config, course, shift, participant, kind: 'booked', times });
  await audit(tx, {
    actorId: opts.actor.id,
    action: opts.via === 'claim' ? 'regapp_claim' : 'regapp_book',
    entity: 'participant_slot',
    entityId: slot.id,
    data: { eventId: shift.id, blockNumber: opts.choice.blockNumber, callId: call.id },
  });
  return presentBooking(tx, slot, times, { actor: opts.actor, course, timeZone: opts.config.timeZone, now: opts.now, shift });
}

/** POST /regapp/bookings: books a place at the time (201), within the course's limit of bookings. */
export async function book(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  input: RegappTimeChoice;
  now?: Date;
}): Promise<RegappBooking> {
  const now = opts.now ?? new Date();
  return refuseDoubleBooking(() =>
    transaction(opts.db, (tx) => bookIn(tx, { config: opts.config, actor: opts.actor, choice: opts.input, now, via: 'book' })),
  );
}

/** The participant's own booking with its shift and course, locked, or 404 (another's booking answers the same). */
async function ownBooking(tx: Tx, opts: { actor: AuthUser; id: number }) {
  const slot = await repo.findSlotForUpdate(tx, opts.id);
  const shift =
    slot && can(opts.actor, 'manageBooking', { userId: slot.userId })
      ? await repo.findRoleplayShift(tx, slot.eventId)
      : undefined;
  const course = shift ? await repo.findCourseById(tx, shift.courseId) : undefined;
  const participant = course ? await repo.enrolledParticipant(tx, course.id, opts.actor.id) : undefined;
  if (!slot || !shift || !course || !participant) throw notFound(MESSAGES.regappBookingNotFound);
  return { slot, shift, course, participant };
}

/**
 * PUT /regapp/bookings/{id}: moves the booking to another time of the course. Refused (409
 * regapp_change_closed, naming whom to contact) within the course's change timeout of the booked call.
 */
export async function move(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: RegappTimeChoice;
  now?: Date;
}): Promise<RegappBooking> {
  const now = opts.now ?? new Date();
  return refuseDoubleBooking(() =>
    transaction(opts.db, async (tx) => {
      const { slot, shift, course, participant } = await ownBooking(tx, opts);
      await repo.lockParticipant(tx, course.id, opts.actor.id);
      const callLength = await callLengthMinutes(tx, course.id);
      const was = blockTimes(shift, slot.blockNumber, callLength);
      if (
        !can(opts.actor, 'move', { start: was.start, now, timeZone: opts.config.timeZone, changeTimeout: course.changeTimeout })
      ) {
        throw new AppError(
          'regapp_change_closed',
          regappWindowClosedText('change', course.changeTimeout, await contactText(tx, course, shift)),
        );
      }
      const ctx = { actor: opts.actor, course, timeZone: opts.config.timeZone, now };
      if (slot.eventId === opts.input.shiftId && slot.blockNumber === opts.input.blockNumber) {
        return presentBooking(tx, slot, was, { ...ctx, shift });
      }
      const target = await shiftForParticipant(tx, opts.input.shiftId, opts.actor.id);
      if (target.course.id !== course.id) throw notFound(MESSAGES.shiftNotFound);
      const times = blockTimes(target.shift, opts.input.blockNumber, callLength);
      bookingChecks(opts.actor, course, opts.config, times.start, now);
      const bookings = await repo.bookingsOf(tx, course.id, opts.actor.id);
      if (bookings.some((b) => b.id !== slot.id && b.eventId === target.shift.id && b.blockNumber === opts.input.blockNumber)) {
        throw alreadyBooked();
      }
      const call = await takePlace(tx, {
        eventId: target.shift.id,
        blockNumber: opts.input.blockNumber,
        userId: opts.actor.id,
        now,
      });
      await placeParticipantSlot(tx, slot.id, call);
      const entryId = await repo.leaveBlockWaitlist(tx, { ...opts.input, eventId: target.shift.id, userId: opts.actor.id });
      if (entryId !== undefined) await cancelJobs(tx, [offerJobKey(entryId)]);
      // The old shift first: its invitation is cancelled before the new shift's is written.
      if (slot.eventId !== target.shift.id) await emit(tx, 'shift.callsChanged', { eventId: slot.eventId });
      await emit(tx, 'shift.callsChanged', { eventId: target.shift.id });
      await queueConfirmation(tx, { config: opts.config, course, shift: target.shift, participant, kind: 'moved', times });
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'regapp_move',
        entity: 'participant_slot',
        entityId: slot.id,
        data: {
          from: { eventId: slot.eventId, blockNumber: slot.blockNumber, callId: slot.callId },
          to: { eventId: target.shift.id, blockNumber: opts.input.blockNumber, callId: call.id },
        },
      });
      return presentBooking(tx, { id: slot.id, eventId: call.eventId, blockNumber: call.blockNumber, callId: call.id }, times, {
        ...ctx,
        shift: target.shift,
      });
    }),
  );
}

/**
 * DELETE /regapp/bookings/{id}: cancels the booking. Refused (409 regapp_cancel_closed, naming whom
 * to contact) within the course's cancel timeout of the call. The freed place goes to the first
 * waiting (subscriptions.ts, on shift.callsChanged).
 */
export async function cancel(opts: { db: Db; config: Config; actor: AuthUser; id: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await transaction(opts.db, async (tx) => {
    const { slot, shift, course, participant } = await ownBooking(tx, opts);
    const callLength = await callLengthMinutes(tx, course.id);
    const times = blockTimes(shift, slot.blockNumber, callLength);
    if (
      !can(opts.actor, 'cancel', { start: times.start, now, timeZone: opts.config.timeZone, cancelTimeout: course.cancelTimeout })
    ) {
      throw new AppError(
        'regapp_cancel_closed',
        regappWindowClosedText('cancel', course.cancelTimeout, await contactText(tx, course, shift)),
      );
    }
    await deleteParticipantSlotRow(tx, slot.id);
    await emit(tx, 'shift.callsChanged', { eventId: slot.eventId });
    await queueConfirmation(tx, { config: opts.config, course, shift, participant, kind: 'cancelled', times });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'regapp_cancel',
      entity: 'participant_slot',
      entityId: slot.id,
      data: { eventId: slot.eventId, blockNumber: slot.blockNumber, callId: slot.callId },
    });
  });
}

function presentEntry(row: repo.WaitlistRow, position: number, now: Date): RegappWaitlistEntry {
  return {
    id: row.id,
    shiftId: row.eventId,
    blockNumber: row.blockNumber,
    position,
    offeredUntil: row.offeredUntil && row.offeredUntil.getTime() > now.getTime() ? row.offeredUntil.toISOString() : null,
  };
}

/**
 * POST /regapp/waitlist: joins the waiting list of a full time (201 with the place in line). Refused
 * when the time still has places (book it), when already booked there or on its list, or at the
 * course's limit of bookings (a freed place could not be taken).
 */
export async function joinWaitlist(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  input: RegappTimeChoice;
  now?: Date;
}): Promise<RegappWaitlistEntry> {
  const now = opts.now ?? new Date();
  try {
    return await transaction(opts.db, async (tx) => {
      const { shift, course } = await shiftForParticipant(tx, opts.input.shiftId, opts.actor.id);
      await repo.lockParticipant(tx, course.id, opts.actor.id);
      const callLength = await callLengthMinutes(tx, course.id);
      bookingChecks(opts.actor, course, opts.config, blockTimes(shift, opts.input.blockNumber, callLength).start, now);
      const places = await repo.placesOfBlock(tx, shift.id, opts.input.blockNumber);
      if (places.calls === 0) throw new AppError('regapp_time_unavailable', MESSAGES.regappTimeUnavailable);
      const bookings = await repo.bookingsOf(tx, course.id, opts.actor.id);
      if (bookings.some((b) => b.eventId === shift.id && b.blockNumber === opts.input.blockNumber)) throw alreadyBooked();
      if (bookings.length >= course.maxBookings) throw new AppError('regapp_booking_limit', MESSAGES.regappBookingLimit);
      const held = (await repo.heldOffers(tx, [shift.id], now, opts.actor.id))[0]?.held ?? 0;
      if (places.free - held > 0) throw new AppError('regapp_time_has_places', MESSAGES.regappNotWaitingForFull);
      const row = await repo.insertWaitlistEntry(tx, {
        eventId: shift.id,
        blockNumber: opts.input.blockNumber,
        userId: opts.actor.id,
      });
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'regapp_wait',
        entity: 'regapp_waitlist',
        entityId: row.id,
        data: { eventId: shift.id, blockNumber: opts.input.blockNumber },
      });
      return presentEntry(row, await repo.positionOf(tx, row), now);
    });
  } catch (err) {
    if (pgConstraint(err) === 'regapp_waitlist_block_user_uq') {
      throw new AppError('regapp_already_waiting', MESSAGES.regappAlreadyWaiting);
    }
    throw err;
  }
}

/** The participant's own waiting list entry, locked, or 404. */
async function ownEntry(tx: Tx, opts: { actor: AuthUser; id: number }) {
  const entry = await repo.findWaitlistEntry(tx, opts.id, true);
  if (!entry || !can(opts.actor, 'manageEntry', { userId: entry.userId })) throw notFound(MESSAGES.regappWaitlistNotFound);
  return entry;
}

/** DELETE /regapp/waitlist/{id}: leaves the waiting list; a place offered to them goes to the next. */
export async function leaveWaitlist(opts: { db: Db; config: Config; actor: AuthUser; id: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await transaction(opts.db, async (tx) => {
    const entry = await ownEntry(tx, opts);
    await repo.deleteWaitlistEntry(tx, entry.id);
    await cancelJobs(tx, [offerJobKey(entry.id)]);
    await audit(tx, { actorId: opts.actor.id, action: 'regapp_unwait', entity: 'regapp_waitlist', entityId: entry.id });
    if (entry.offeredUntil) await offerFreedPlaces(tx, { config: opts.config, eventId: entry.eventId, now });
  });
}

/**
 * POST /regapp/waitlist/{id}/claim: books the place offered to the participant (201 with the
 * booking). 409 regapp_offer_lapsed when there is no offer or it has lapsed.
 */
export async function claimOffer(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  now?: Date;
}): Promise<RegappBooking> {
  const now = opts.now ?? new Date();
  return refuseDoubleBooking(() =>
    transaction(opts.db, async (tx) => {
      const entry = await ownEntry(tx, opts);
      if (!entry.offeredUntil || entry.offeredUntil.getTime() <= now.getTime()) {
        throw new AppError('regapp_offer_lapsed', MESSAGES.regappOfferLapsed);
      }
      return bookIn(tx, {
        config: opts.config,
        actor: opts.actor,
        choice: { shiftId: entry.eventId, blockNumber: entry.blockNumber },
        now,
        via: 'claim',
      });
    }),
  );
}

/**
 * Offers the free places of a shift's blocks to the first waiting for each (those with no offer),
 * as many as there are places not already held by an offer: the offer is held for the course's
 * waitlistOfferHours, mailed with a link that opens it in the app, and a job lets it lapse. Nothing
 * is offered for a time that can no longer be booked (inside the change window) or a hidden shift.
 */
export async function offerFreedPlaces(tx: Tx, opts: { config: Config; eventId: number; now: Date }): Promise<void> {
  const blocks = await repo.waitingBlocks(tx, opts.eventId);
  if (blocks.length === 0) return;
  await repo.lockOffers(tx, opts.eventId);
  const shift = await repo.findVisibleShift(tx, opts.eventId);
  if (!shift) return;
  const course = await repo.findCourseById(tx, shift.courseId);
  if (!course) return;
  const callLength = await callLengthMinutes(tx, course.id);
  const language = languageOf(course);
  const hours = course.waitlistOfferHours ?? 12;
  for (const blockNumber of blocks) {
    const times = blockTimes(shift, blockNumber, callLength);
    // Offered only while the time is open for booking (the `book` rule: no one asks here, the job does).
    if (
      !openForBooking({ start: times.start, now: opts.now, timeZone: opts.config.timeZone, changeTimeout: course.changeTimeout })
    )
      continue;
    const { free } = await repo.placesOfBlock(tx, shift.id, blockNumber);
    const held = (await repo.heldOffers(tx, [shift.id], opts.now)).find((h) => h.blockNumber === blockNumber)?.held ?? 0;
    for (const entry of await repo.nextWaiting(tx, shift.id, blockNumber, free - held)) {
      const until = new Date(opts.now.getTime() + hours * HOUR);
      await repo.setOffer(tx, entry.id, until);
      await scheduleJob(tx, { kind: OFFER_LAPSE_JOB, key: offerJobKey(entry.id), runAt: until, payload: { entryId: entry.id } });
      const link = `${opts.config.regappUrl}/${encodeURIComponent(course.key)}?offer=${entry.id}`;
      const mail = renderMail('regapp-offer', language, {
        name: entry.name,
        courseName: course.name,
        clientName: course.clientName,
        ...describeShiftTime({ begins: times.start, ends: times.end }, { timeZone: opts.config.timeZone, language }),
        link,
        until: `${formatDateLong(until, opts.config.timeZone, language)}, ${formatTime(until, opts.config.timeZone)}`,
      });
      await enqueueMail(tx, {
        to: [entry.email],
        from: course.emailSender || null,
        bcc: course.emailBccList ?? [],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await audit(tx, {
        actorId: null,
        action: 'regapp_offer',
        entity: 'regapp_waitlist',
        entityId: entry.id,
        data: { eventId: shift.id, blockNumber, offeredUntil: until.toISOString() },
      });
    }
  }
}

/**
 * The lapse of an offer (job payload `entryId`): when it has not been claimed by its time, the
 * entry leaves the list and the place is offered to the next waiting. An entry gone (claimed, left)
 * ends the job; an offer moved later waits for its new time.
 */
async function runOfferLapse(tx: Tx, payload: Record<string, unknown>, opts: { config: Config; now: Date }) {
  const entryId = Number(payload.entryId);
  if (!Number.isInteger(entryId)) return undefined;
  const entry = await repo.findWaitlistEntry(tx, entryId, true);
  if (!entry?.offeredUntil) return undefined;
  if (entry.offeredUntil.getTime() > opts.now.getTime()) return { runAt: entry.offeredUntil };
  await repo.deleteWaitlistEntry(tx, entry.id);
  await audit(tx, { actorId: null, action: 'regapp_offer_lapsed', entity: 'regapp_waitlist', entityId: entry.id });
  await offerFreedPlaces(tx, { config: opts.config, eventId: entry.eventId, now: opts.now });
  return undefined;
}

/** The job handlers of the registration app, for the job runner (server.ts combines them). */
export const regappJobHandlers: JobHandlers = {
  [OFFER_LAPSE_JOB]: (tx, job, ctx) => runOfferLapse(tx, job.payload, ctx),
};

/**
 * POST /regapp/sign_in_link: for a live participant enrolled in the course of `key`, queues an
 * e-mail with a one-time link that opens the app on the course and signs them in (regapp scope),
 * at most as many per window as the back office's sign-in page allows. Says nothing of what it did.
 */
export async function requestSignInLink(opts: { db: Db; config: Config; email: string; key: string }): Promise<void> {
  const email = opts.email.trim().toLowerCase();
  await transaction(opts.db, async (tx) => {
    const course = await repo.findCourseByKey(tx, opts.key);
    if (!course) return;
    const user = await findLiveUserByEmail(tx, email);
    if (!user || !(await repo.enrolledParticipant(tx, course.id, user.id))) return;
    if (!(await maySendSelfRequestedLink(tx, { userId: user.id, email }))) return;
    const link = await createLoginLink({
      tx,
      config: opts.config,
      userId: user.id,
      scope: 'regapp',
      selfRequested: true,
      page: `${opts.config.regappUrl}/${encodeURIComponent(course.key)}`,
    });
    const mail = renderMail('regapp-sign-in-link', languageOf(course), {
      name: user.name,
      courseName: course.name,
      link,
      hours: opts.config.loginLinkTtlHours,
    });
    // No BCC: the link signs its holder in.
    await enqueueMail(tx, {
      to: [user.email],
      from: course.emailSender || null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await audit(tx, {
      actorId: null,
      action: 'request_regapp_link',
      entity: 'user',
      entityId: user.id,
      data: { courseId: course.id },
    });
  });
}

/** GET /courses/{id}/regapp_summary: how many of the course's participants booked, wait, or neither. */
export async function summary(opts: { db: Db; courseId: number }): Promise<RegappSummary> {
  return transaction(opts.db, async (tx) => {
    if (!(await repo.courseExists(tx, opts.courseId))) throw notFound(MESSAGES.courseNotFound);
    return repo.summaryCounts(tx, opts.courseId);
  });
}
