import {
  CALL_BLOCKS_TOTAL,
  holdsPlace,
  MAX_CALL_BLOCKS,
  MESSAGES,
  roleplayShiftEnd,
  type Shift,
  type ShiftType,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFresh, invalidField, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { assessmentTemplateWithQuestions } from '../coaching';
import { lockCourseForShare as lockCourseRow } from '../courses';
import { callLengthMinutes } from '../scenario-components';
import { findOrCreateCohort } from './cohorts-service';
import { cancellationRecipients, queueCancellationMails, queueRescheduleMails } from './notifications';
import { assertMayView } from './policy';
import { type AttendeeRow, presentAttendee, presentShift, type ShiftExtras, type ShiftRecord } from './presenter';
import { assertStaffChoice, isStaff, lockShift, NO_SCENARIO } from './records';
import {
  courseFactsOfShift,
  deleteShiftRow,
  insertShift,
  loadAttendees,
  loadShift,
  peopleNames,
  slottedParticipants,
} from './repository';
import { roomChoice, updateShiftRowGuarded } from './room-booking';
import type { CreateRoleplayShiftInput, CreateTimedShiftInput, MoveShiftInput, UpdateRoleplayShiftInput } from './schemas';
import { syncChosenPlaces } from './staffing';

/** The body wrapper of each shift type, used to name fields in refusals. */
const BODY_KEY: Record<ShiftType, string> = { roleplay: 'roleplayShift', training: 'trainingShift', live: 'liveShift' };

/**
 * Locks the course row for share until the transaction ends: a scenario change (which locks it for
 * update) waits, so the call length read next stays true while the shift is written.
 */
async function lockCourseForShare(tx: Tx, courseId: number): Promise<void> {
  if (!(await lockCourseRow(tx, courseId))) throw notFound(MESSAGES.courseNotFound);
}

/** The course's call length in minutes; 400 when the course has no scenario components. */
async function requireCallLength(tx: Tx, courseId: number): Promise<number> {
  const minutes = await callLengthMinutes(tx, courseId);
  if (minutes <= 0) throw new AppError('no_scenario', NO_SCENARIO);
  return minutes;
}

/**
 * The call length a shift's page shows: the course's for a roleplay shift (read once, unless the
 * caller already has it), none for the other kinds.
 */
async function shownCallLength(tx: Tx, record: ShiftRecord, known?: number): Promise<number | null> {
  if (record.event.type !== 'roleplay') return null;
  return known ?? callLengthMinutes(tx, record.event.courseId);
}

/**
 * What a shift shows beyond its row and invites: its course's resources flag and coaching template
 * with its questions, and everyone slotted in its calls (roleplay shifts).
 */
async function loadExtras(tx: Tx, record: ShiftRecord): Promise<ShiftExtras> {
  const facts = await courseFactsOfShift(tx, record.event.courseId);
  const chosen = [record.event.coachId, record.event.shiftCoordinatorId].filter((id): id is number => id !== null);
  const [template, participants, chosenNames] = await Promise.all([
    assessmentTemplateWithQuestions(tx, facts.templateId),
    record.event.type === 'roleplay' ? slottedParticipants(tx, record.event.id) : [],
    peopleNames(tx, chosen),
  ]);
  return { resourcesReady: facts.resourcesReady, template, participants, chosenNames };
}

/**
 * The shift as a manager sees it (every invite, every address) inside the caller's transaction.
 * `callLength` is the course's call length when the caller has just read it.
 */
async function presentForManager(tx: Tx, id: number, callLength?: number): Promise<Shift> {
  const record = await loadShift(tx, id);
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  const extras = await loadExtras(tx, record);
  return present(record, await loadAttendees(tx, id), await shownCallLength(tx, record, callLength), extras, {
    manager: true,
    viewerId: null,
    viewerIsStaff: true,
  });
}

function present(
  record: ShiftRecord,
  attendees: AttendeeRow[],
  callLength: number | null,
  extras: ShiftExtras,
  viewer: { manager: boolean; viewerId: number | null; viewerIsStaff: boolean },
): Shift {
  const shown = attendees
    // Non-managers do not see who turned the shift down, but for themselves (their page says so, and
    // offers them the shift back only by name).
    .filter((a) => viewer.manager || holdsPlace(a.status) || a.userId === viewer.viewerId)
    .map((a) =>
      presentAttendee(a, {
        // Managers see every address; others their own, and staff the addresses of staff.
        showEmail: viewer.manager || a.userId === viewer.viewerId || (viewer.viewerIsStaff && isStaff(a.roles)),
      }),
    );
  const participants = extras.participants
    // A participant sees themselves only; staff see who sits in the calls, managers their addresses too.
    .filter((p) => viewer.manager || viewer.viewerIsStaff || p.id === viewer.viewerId)
    .map((p) => (viewer.manager || p.id === viewer.viewerId ? p : { ...p, email: '' }));
  const shift = presentShift(record, shown, callLength, { ...extras, participants });
  // The memo is the staff's: participants do not read it.
  if (!viewer.manager && !viewer.viewerIsStaff) shift.details.comments = '';
  return shift;
}

/** The answer-by and backfill settings a create or edit body carries (those it leaves out keep theirs). */
function backfillSettingsOf(input: { answerByHoursBeforeStart?: number | undefined; backfillEnabled?: boolean | undefined }) {
  return {
    ...(input.answerByHoursBeforeStart !== undefined ? { answerByHoursBeforeStart: input.answerByHoursBeforeStart } : {}),
    ...(input.backfillEnabled !== undefined ? { backfillEnabled: input.backfillEnabled } : {}),
  };
}

/**
 * Creates a roleplay shift: the cohort is found by name in the course (whatever its case) or
 * created, and the shift ends after (sessions + extensions) calls of the course's call length.
 * The coach and shift coordinator, when chosen, must be live users with that role.
 */
export async function createRoleplayShift(opts: {
  db: Db;
  actor: AuthUser;
  courseId: number;
  input: CreateRoleplayShiftInput;
}): Promise<Shift> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    await lockCourseForShare(tx, opts.courseId);
    const callLength = await requireCallLength(tx, opts.courseId);
    await assertStaffChoice(tx, 'roleplayShift.coachId', input.coachId, 'coach');
    await assertStaffChoice(tx, 'roleplayShift.shiftCoordinatorId', input.shiftCoordinatorId, 'sc');
    const cohort = await findOrCreateCohort(tx, opts.courseId, input.cohortName);
    const begins = new Date(input.startTime);
    const id = await insertShift(tx, {
      courseId: opts.courseId,
      type: 'roleplay',
      begins,
      ends: roleplayShiftEnd(begins, input.sessions + input.extensions, callLength),
      cohortId: cohort.id,
      coachId: input.coachId ?? null,
      shiftCoordinatorId: input.shiftCoordinatorId ?? null,
      sessions: input.sessions,
      extensions: input.extensions,
      staffingRatio: input.staffingRatio,
      ...backfillSettingsOf(input),
    });
    await syncChosenPlaces(tx, {
      actorId: opts.actor.id,
      eventId: id,
      before: { coachId: null, shiftCoordinatorId: null },
      after: { coachId: input.coachId ?? null, shiftCoordinatorId: input.shiftCoordinatorId ?? null },
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'course_event',
      entityId: id,
      data: { type: 'roleplay', courseId: opts.courseId, cohort: cohort.name, begins: begins.toISOString() },
    });
    await emit(tx, 'shift.changed', { eventId: id });
    return presentForManager(tx, id, callLength);
  });
}

/** Creates a training (orientation) or live shift with the times given. */
export async function createTimedShift(opts: {
  db: Db;
  actor: AuthUser;
  courseId: number;
  type: Exclude<ShiftType, 'roleplay'>;
  input: CreateTimedShiftInput;
}): Promise<Shift> {
  const { input } = opts;
  const key = BODY_KEY[opts.type];
  return transaction(opts.db, async (tx) => {
    await lockCourseForShare(tx, opts.courseId);
    await assertStaffChoice(tx, `${key}.coachId`, input.coachId, 'coach');
    await assertStaffChoice(tx, `${key}.shiftCoordinatorId`, input.shiftCoordinatorId, 'sc');
    const id = await insertShift(tx, {
      courseId: opts.courseId,
      type: opts.type,
      begins: new Date(input.startTime),
      ends: new Date(input.endTime),
      coachId: input.coachId ?? null,
      shiftCoordinatorId: input.shiftCoordinatorId ?? null,
      ...backfillSettingsOf(input),
    });
    await syncChosenPlaces(tx, {
      actorId: opts.actor.id,
      eventId: id,
      before: { coachId: null, shiftCoordinatorId: null },
      after: { coachId: input.coachId ?? null, shiftCoordinatorId: input.shiftCoordinatorId ?? null },
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'course_event',
      entityId: id,
      data: { type: opts.type, courseId: opts.courseId, begins: input.startTime, ends: input.endTime },
    });
    await emit(tx, 'shift.changed', { eventId: id });
    return presentForManager(tx, id);
  });
}

/**
 * One shift of the given type (another type is 404), if the viewer may see it (see assertMayView).
 * Non-managers do not see rejected invites, nor the addresses of people they need not reach.
 */
export async function getShift(opts: { db: Db; config: Config; viewer: AuthUser; type: ShiftType; id: number }): Promise<Shift> {
  // No transaction: each read is one statement, and under READ COMMITTED a transaction would give
  // them no common snapshot anyway, only hold a pooled connection for the whole page. The reads
  // after the shift's own go out together; what a refused viewer would see is never presented.
  const record = await loadShift(opts.db, opts.id, { type: opts.type });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  const [{ manager }, attendees, callLength, extras] = await Promise.all([
    assertMayView(opts.db, { viewer: opts.viewer, record, timeZone: opts.config.timeZone }),
    loadAttendees(opts.db, record.event.id),
    shownCallLength(opts.db, record),
    loadExtras(opts.db, record),
  ]);
  return present(record, attendees, callLength, extras, {
    manager,
    viewerId: opts.viewer.id,
    viewerIsStaff: isStaff(opts.viewer.roles),
  });
}

/**
 * Changes a roleplay shift. A new start time, number of sessions or extensions recomputes the end
 * from the course's current call length (sessions + extensions at most 10). A copy older than the
 * row (`updatedAt`) is refused with 409. Staff holding the shift are told when its time changes.
 */
export async function updateRoleplayShift(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: UpdateRoleplayShiftInput;
}): Promise<Shift> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const record = await lockShift(tx, opts.id, 'roleplay');
    const { event } = record;
    assertFresh(input.updatedAt, event.updatedAt);
    await assertStaffChoice(tx, 'roleplayShift.coachId', input.coachId, 'coach');
    await assertStaffChoice(tx, 'roleplayShift.shiftCoordinatorId', input.shiftCoordinatorId, 'sc');
    const room = await roomChoice(tx, record, input.roomId);

    // A row written without call blocks (older data) keeps its length when only its start moves.
    const sessions = input.sessions ?? event.sessions;
    const extensions = input.extensions ?? event.extensions;
    if (sessions !== null && extensions !== null && sessions + extensions > MAX_CALL_BLOCKS) {
      const field = input.extensions !== undefined ? 'roleplayShift.extensions' : 'roleplayShift.sessions';
      throw invalidField(field, CALL_BLOCKS_TOTAL);
    }
    let begins = event.begins;
    let ends = event.ends;
    let callLength: number | undefined;
    if (input.startTime !== undefined || input.sessions !== undefined || input.extensions !== undefined) {
      begins = input.startTime !== undefined ? new Date(input.startTime) : event.begins;
      if (sessions !== null && extensions !== null) {
        callLength = await requireCallLength(tx, event.courseId);
        ends = roleplayShiftEnd(begins, sessions + extensions, callLength);
      } else {
        ends = new Date(begins.getTime() + event.ends.getTime() - event.begins.getTime());
      }
    }

    await updateShiftRowGuarded(tx, event.id, {
      begins,
      ends,
      ...(input.sessions !== undefined ? { sessions: input.sessions } : {}),
      ...(input.extensions !== undefined ? { extensions: input.extensions } : {}),
      ...(input.coachId !== undefined ? { coachId: input.coachId } : {}),
      ...(input.shiftCoordinatorId !== undefined ? { shiftCoordinatorId: input.shiftCoordinatorId } : {}),
      ...(input.regAppVisibility !== undefined ? { regAppVisibility: input.regAppVisibility } : {}),
      ...(input.isGroupSession !== undefined ? { isGroupSession: input.isGroupSession } : {}),
      ...(input.useGoogleCalendar !== undefined ? { useGoogleCalendar: input.useGoogleCalendar } : {}),
      ...(input.comments !== undefined ? { comments: input.comments } : {}),
      ...backfillSettingsOf(input),
      ...room,
      updatedAt: nextStamp(event.updatedAt),
    });
    const after = await lockShift(tx, event.id);
    if (input.coachId !== undefined || input.shiftCoordinatorId !== undefined) {
      // A chosen coach or coordinator holds a place on the shift (staffing.ts).
      await syncChosenPlaces(tx, { actorId: opts.actor.id, eventId: event.id, before: event, after: after.event });
    }
    const notified = await queueRescheduleMails(tx, { config: opts.config, record: after, previous: event });
    await emit(tx, 'shift.changed', { eventId: event.id });
    const { updatedAt: _stamp, ...changes } = input;
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'course_event',
      entityId: event.id,
      data: { changes, begins: begins.toISOString(), ends: ends.toISOString(), notified },
    });
    return presentForManager(tx, event.id, callLength);
  });
}

/**
 * Moves a shift of any type to a new start. A roleplay shift keeps its length (an `ends` sent is
 * ignored); a training or live shift takes the `ends` given, or keeps its length, and must end after
 * it begins. Staff holding the shift are told of the new time.
 */
export async function moveShift(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: MoveShiftInput;
}): Promise<Shift> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const record = await lockShift(tx, opts.id);
    const { event } = record;
    assertFresh(input.updatedAt, event.updatedAt);
    const begins = new Date(input.begins);
    const length = event.ends.getTime() - event.begins.getTime();
    const ends =
      event.type === 'roleplay' || input.ends === undefined ? new Date(begins.getTime() + length) : new Date(input.ends);
    if (ends.getTime() <= begins.getTime()) throw invalidField('courseEvent.ends', 'must be after the start time');

    await updateShiftRowGuarded(tx, event.id, {
      begins,
      ends,
      ...backfillSettingsOf(input),
      updatedAt: nextStamp(event.updatedAt),
    });
    const after = await lockShift(tx, event.id);
    const notified = await queueRescheduleMails(tx, { config: opts.config, record: after, previous: event });
    await emit(tx, 'shift.changed', { eventId: event.id });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'move',
      entity: 'course_event',
      entityId: event.id,
      data: {
        from: { begins: event.begins.toISOString(), ends: event.ends.toISOString() },
        to: { begins: begins.toISOString(), ends: ends.toISOString() },
        notified,
      },
    });
    return presentForManager(tx, event.id);
  });
}

/**
 * Deletes a shift of the given type with its invites, partial swap requests and participant
 * assessments (through the cascades), and in the same transaction queues the cancellation e-mail to
 * the staff holding it and, when `emailParticipants`, to the participants holding invites.
 */
export async function deleteShift(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  type: ShiftType;
  id: number;
  emailParticipants: boolean;
}): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const record = await lockShift(tx, opts.id, opts.type);
    const recipients = await cancellationRecipients(tx, record.event.id, opts.emailParticipants);
    await emit(tx, 'shift.deleting', { eventId: record.event.id });
    await deleteShiftRow(tx, record.event.id);
    const emailed = await queueCancellationMails(tx, { config: opts.config, record, recipients });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'course_event',
      entityId: record.event.id,
      data: {
        type: record.event.type,
        courseId: record.event.courseId,
        begins: record.event.begins.toISOString(),
        ends: record.event.ends.toISOString(),
        emailParticipants: opts.emailParticipants,
        emailed,
      },
    });
  });
}
