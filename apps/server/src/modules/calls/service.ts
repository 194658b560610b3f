/**
 * Call blocks, calls, call slots and participant slots of a roleplay shift (DESIGN section 3). A
 * call block is the calls sharing a block number; a call has a slot per Scenario component (the
 * role-player who plays it) and its participant slots. The rules that keep a role-player to one call
 * per scenario and block, and a participant to one call per block, are checked here for a clear
 * answer and enforced by unique indexes for concurrent requests (a unique violation is the same 409).
 */
import {
  blockStartTimes,
  type Call,
  type CallSlot,
  callBlockSlotCount,
  callJoinUrl,
  callLengthMinutes,
  callMeetingUrlIsSetPerCall,
  holdsPlace,
  MAX_CALL_BLOCKS,
  MESSAGES,
  type ParticipantSlot,
  roleplayerSlotRefusal,
  type ShiftCalls,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit, changedFields } from '../../lib/audit';
import { AppError, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFresh, invalidField, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { mayReadCourseResults } from '../results';
import { presentShiftRoom } from '../rooms';
import { assertMayView, loadShift, type ShiftRecord } from '../shifts';
import type { CallRow, CallWithSlots, ComponentRow } from './repository';
import * as repo from './repository';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Runs `write`, turning a unique violation of one of the named constraints into its refusal (two
 * requests that passed the checks at once: the database let one win), and a row referenced that
 * went away meanwhile into a 409.
 */
async function refuseDuplicates<T>(write: () => Promise<T>, refusals: Record<string, () => AppError>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === UNIQUE_VIOLATION) {
      const refusal = refusals[pgConstraint(err) ?? ''];
      if (refusal) throw refusal();
    }
    if (code === FOREIGN_KEY_VIOLATION) throw new AppError('conflict', MESSAGES.conflict);
    throw err;
  }
}

const busy = () =>
  new AppError('roleplayer_busy', MESSAGES.roleplayerBusy, [{ field: 'callSlot.userId', message: MESSAGES.roleplayerBusy }]);
const inBlock = () =>
  new AppError('participant_in_block', MESSAGES.participantInBlock, [
    { field: 'participantSlot.userId', message: MESSAGES.participantInBlock },
  ]);
const slotExists = () => new AppError('call_slot_exists', MESSAGES.callSlotExists);

/** The roleplay shift, or 404. `lock` keeps its row locked until the transaction ends. */
async function roleplayShift(tx: Tx, id: number, lock?: 'update' | 'no key update'): Promise<ShiftRecord> {
  const record = await loadShift(tx, id, { type: 'roleplay', ...(lock ? { lock } : {}) });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  return record;
}

/**
 * The call and its shift, or 404. The call row is locked (by default against its deletion only, so
 * that writes of slots of one block do not wait for each other: the unique indexes decide between
 * them); `shiftLock` also locks the shift row.
 */
async function callWithShift(
  tx: Tx,
  id: number,
  opts: { callLock?: 'key share' | 'update'; shiftLock?: 'update' | 'no key update' } = {},
) {
  const call = await repo.findCall(tx, id, opts.callLock ?? 'key share');
  if (!call) throw notFound(MESSAGES.callNotFound);
  const shift = await roleplayShift(tx, call.eventId, opts.shiftLock);
  return { call, shift };
}

/** How many start slots a shift's blocks may use (the shared rule: sessions + extensions). */
function slotCount(shift: ShiftRecord): number {
  return callBlockSlotCount(shift.event.sessions, shift.event.extensions);
}

/** The Scenario component `id` of the shift's course, or 400 naming `field` (a Break or another course's component). */
async function scenarioOf(tx: Tx, shift: ShiftRecord, id: number, field: [string, string]): Promise<ComponentRow> {
  const component = (await repo.courseComponents(tx, shift.event.courseId)).find((c) => c.id === id);
  if (!component?.isScenario) throw invalidField(field, MESSAGES.notAScenario);
  return component;
}

/**
 * Refuses a role-player for a scenario of a block: no invite (409 roleplayer_not_on_shift), a declined
 * invite (409 roleplayer_declined), already playing it in another call of the block (409 roleplayer_busy).
 */
async function assertRoleplayerMay(
  tx: Tx,
  opts: { call: CallRow; scenarioComponentId: number; userId: number; exceptSlotId?: number },
): Promise<void> {
  const user = await repo.findUser(tx, opts.userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  const status = await repo.inviteStatus(tx, opts.call.eventId, opts.userId);
  if (status === undefined) throw new AppError('roleplayer_not_on_shift', MESSAGES.roleplayerNotOnShift);
  const playing = await repo.playingScenarioInBlock(tx, {
    eventId: opts.call.eventId,
    blockNumber: opts.call.blockNumber,
    scenarioComponentId: opts.scenarioComponentId,
    ...(opts.exceptSlotId !== undefined ? { exceptSlotId: opts.exceptSlotId } : {}),
  });
  const refusal = roleplayerSlotRefusal(opts.userId, {
    playingScenarioInBlock: playing,
    declinedShift: new Set(holdsPlace(status) ? [] : [opts.userId]),
  });
  if (refusal === 'declined_shift') throw new AppError('roleplayer_declined', MESSAGES.roleplayerDeclined);
  if (refusal === 'already_in_scenario_block') throw busy();
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The call blocks of a roleplay shift, for whoever may see the shift (assertMayView). Managers and
 * staff see every call; a participant on the shift sees only the calls they sit in and only their
 * own participant slot in them, on the shift's day (before it: 403 shift_not_today).
 */
export async function getShiftCalls(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  id: number;
  now?: Date;
}): Promise<ShiftCalls> {
  // Reads only, each a statement of its own (no transaction to hold a connection for them all): the
  // calls with all their slots are one of them, so they are read as one consistent picture.
  const { db, viewer } = opts;
  const shift = await roleplayShift(db, opts.id);
  const participantOnly = viewer.roles.every((role) => role === 'participant');
  // Who may read the calls is who may see the shift (for a participant: on it by participantOnShift,
  // on its day); a participant then reads only the calls they sit in.
  const { manager } = await assertMayView(db, {
    viewer,
    record: shift,
    timeZone: opts.timeZone,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const ownCalls = participantOnly ? new Set(await repo.callIdsOfParticipant(db, shift.event.id, viewer.id)) : null;

  const [components, allCalls, roleplayers, participants, viewResults] = await Promise.all([
    repo.courseComponents(db, shift.event.courseId),
    repo.callsWithSlots(db, { eventId: shift.event.id }),
    manager ? repo.shiftInvitees(db, shift.event.id) : null,
    manager ? repo.enrolledParticipants(db, shift.event.courseId) : null,
    mayReadCourseResults(db, viewer, shift.event.courseId),
  ]);
  const callLength = callLengthMinutes(components);
  const starts = blockStartTimes(shift.event.begins, callLength, MAX_CALL_BLOCKS);
  const shown = ownCalls ? allCalls.filter((call) => ownCalls.has(call.id)) : allCalls;
  const presented = presentCalls(shift, shown, ownCalls ? viewer.id : null);

  const blocks = new Map<number, Call[]>();
  for (const call of presented) blocks.set(call.blockNumber, [...(blocks.get(call.blockNumber) ?? []), call]);
  return {
    eventId: shift.event.id,
    permissions: { manage: manager, viewResults },
    callLength,
    room: shift.room ? presentShiftRoom(shift.room) : null,
    roomLocked: allCalls.some((call) => (call.meetingUrl ?? '').trim() !== ''),
    slotStartTimes: starts.slice(0, slotCount(shift)).map((start) => start.toISOString()),
    scenarios: components
      .filter((c) => c.isScenario)
      .map((c) => ({ id: c.id, content: c.content, duration: c.duration, rpReference: c.rpReference })),
    blocks: [...blocks].map(([blockNumber, blockCalls]) => ({
      blockNumber,
      startTime: (starts[blockNumber] ?? shift.event.begins).toISOString(),
      calls: blockCalls,
    })),
    candidates: roleplayers && participants ? { roleplayers, participants } : null,
  };
}

/** The calls with their slots; `onlyParticipant` keeps only that participant's slots. */
function presentCalls(shift: ShiftRecord, rows: CallWithSlots[], onlyParticipant: number | null): Call[] {
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    blockNumber: row.blockNumber,
    meetingUrl: row.meetingUrl,
    joinUrl: callJoinUrl(shift.room, row.meetingUrl),
    updatedAt: row.updatedAt.toISOString(),
    callSlots: row.callSlots.map(
      (slot): CallSlot => ({
        id: slot.id,
        callId: slot.callId,
        scenarioComponentId: slot.scenarioComponentId,
        userId: slot.userId,
        user: slot.userId !== null && slot.userName !== null ? { id: slot.userId, name: slot.userName } : null,
      }),
    ),
    participantSlots: row.participantSlots
      .filter((slot) => onlyParticipant === null || slot.userId === onlyParticipant)
      .map(
        (slot): ParticipantSlot => ({
          id: slot.id,
          callId: slot.callId,
          user: { id: slot.userId, name: slot.userName },
          addedToEvent: slot.addedToEvent,
          scenarioNotes: slot.notes.map((note) => ({
            id: note.id,
            scenarioComponentId: note.scenarioComponentId,
            note: note.note,
          })),
        }),
      ),
  }));
}

/** The call `id` presented with its slots, or 404. */
async function presentCall(tx: Tx, id: number): Promise<Call> {
  const [call] = await repo.callsWithSlots(tx, { callId: id });
  if (!call) throw notFound(MESSAGES.callNotFound);
  const shift = await roleplayShift(tx, call.eventId);
  const [presented] = presentCalls(shift, [call], null);
  if (!presented) throw notFound(MESSAGES.callNotFound);
  return presented;
}

// ---------------------------------------------------------------------------------------------
// Calls and blocks

/** Adds a call to block `blockNumber` of a roleplay shift (a start slot below sessions + extensions). */
export async function createCall(opts: {
  db: Db;
  actor: AuthUser;
  input: { eventId: number; blockNumber: number };
}): Promise<Call> {
  return transaction(opts.db, async (tx) => {
    const shift = await roleplayShift(tx, opts.input.eventId, 'no key update');
    if (opts.input.blockNumber >= slotCount(shift)) {
      throw invalidField(['call', 'blockNumber'], MESSAGES.blockOutOfRange, 'block_out_of_range');
    }
    const call = await repo.insertCall(tx, { eventId: shift.event.id, blockNumber: opts.input.blockNumber });
    // A new call is a new place: the registration app offers it to whoever waits for the block.
    await emit(tx, 'shift.callsChanged', { eventId: shift.event.id });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'call',
      entityId: call.id,
      eventId: shift.event.id,
      after: { blockNumber: call.blockNumber },
    });
    return presentCall(tx, call.id);
  });
}

/**
 * Sets a call's meeting URL: for a shift in a custom room only (the other rooms give the link:
 * 409 meeting_url_from_room). The shift row is locked, so a room change waits or is refused after.
 * The call row is locked too, so a copy older than it (`updatedAt`) is refused with 409 stale_edit.
 */
export async function updateCall(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: { meetingUrl: string | null; updatedAt?: string | undefined };
}): Promise<Call> {
  return transaction(opts.db, async (tx) => {
    const { call, shift } = await callWithShift(tx, opts.id, { callLock: 'update', shiftLock: 'update' });
    assertFresh(opts.input.updatedAt, call.updatedAt);
    if (!callMeetingUrlIsSetPerCall(shift.room)) {
      throw new AppError('meeting_url_from_room', MESSAGES.meetingUrlFromRoom);
    }
    await repo.setMeetingUrl(tx, call.id, opts.input.meetingUrl, nextStamp(call.updatedAt));
    await emit(tx, 'shift.callsChanged', { eventId: call.eventId });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'call',
      entityId: call.id,
      eventId: call.eventId,
      ...changedFields({ meetingUrl: call.meetingUrl }, { meetingUrl: opts.input.meetingUrl }),
    });
    return presentCall(tx, call.id);
  });
}

export async function deleteCall(opts: { db: Db; config: Config; actor: AuthUser; id: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const { call } = await callWithShift(tx, opts.id, { callLock: 'update' });
    await repo.deleteCallRow(tx, call.id);
    await emit(tx, 'shift.callsChanged', { eventId: call.eventId });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'call',
      entityId: call.id,
      eventId: call.eventId,
      before: { blockNumber: call.blockNumber, meetingUrl: call.meetingUrl },
    });
  });
}

/** Removes every call of a block with their slots; 404 when the block has no call. */
export async function deleteBlock(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  blockNumber: number;
}): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const shift = await roleplayShift(tx, opts.id, 'no key update');
    const removed = await repo.deleteBlockRows(tx, shift.event.id, opts.blockNumber);
    if (removed === 0) throw notFound(MESSAGES.callBlockNotFound);
    await emit(tx, 'shift.callsChanged', { eventId: shift.event.id });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'call_block',
      entityId: shift.event.id,
      eventId: shift.event.id,
      data: { blockNumber: opts.blockNumber, calls: removed },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Call slots

function presentSlot(
  row: { id: number; callId: number; scenarioComponentId: number },
  user: { id: number; name: string } | null,
): CallSlot {
  return { id: row.id, callId: row.callId, scenarioComponentId: row.scenarioComponentId, userId: user?.id ?? null, user };
}

/** Slots a role-player (or nobody) into a Scenario component of a call. */
export async function createCallSlot(opts: {
  db: Db;
  actor: AuthUser;
  input: { callId: number; scenarioComponentId: number; userId?: number | null | undefined };
}): Promise<CallSlot> {
  const { input } = opts;
  return refuseDuplicates(
    () =>
      transaction(opts.db, async (tx) => {
        const { call, shift } = await callWithShift(tx, input.callId);
        await scenarioOf(tx, shift, input.scenarioComponentId, ['callSlot', 'scenarioComponentId']);
        if (await repo.findCallSlotFor(tx, call.id, input.scenarioComponentId)) throw slotExists();
        const userId = input.userId ?? null;
        if (userId !== null) await assertRoleplayerMay(tx, { call, scenarioComponentId: input.scenarioComponentId, userId });
        const row = await repo.insertCallSlot(tx, {
          callId: call.id,
          eventId: call.eventId,
          blockNumber: call.blockNumber,
          scenarioComponentId: input.scenarioComponentId,
          userId,
        });
        await audit(tx, {
          actorId: opts.actor.id,
          action: 'create',
          entity: 'call_slot',
          entityId: row.id,
          eventId: call.eventId,
          subjectUserId: userId,
          after: { callId: call.id, scenarioComponentId: input.scenarioComponentId, userId },
        });
        return presentSlot(row, userId === null ? null : await slotUser(tx, userId));
      }),
    { call_slots_rp_scenario_block_uq: busy, call_slots_call_scenario_uq: slotExists },
  );
}

async function slotUser(tx: Tx, userId: number) {
  const user = await repo.findUser(tx, userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return { id: user.id, name: user.name };
}

/** Puts another role-player (or nobody) in a call slot. */
export async function updateCallSlot(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  input: { userId: number | null };
}): Promise<CallSlot> {
  return refuseDuplicates(
    () =>
      transaction(opts.db, async (tx) => {
        const slot = await repo.findCallSlot(tx, opts.id, 'update');
        if (!slot) throw notFound(MESSAGES.callSlotNotFound);
        const call = await repo.findCall(tx, slot.callId);
        if (!call) throw notFound(MESSAGES.callNotFound);
        const { userId } = opts.input;
        if (userId !== null) {
          await assertRoleplayerMay(tx, { call, scenarioComponentId: slot.scenarioComponentId, userId, exceptSlotId: slot.id });
        }
        await repo.setCallSlotUser(tx, slot.id, userId);
        await audit(tx, {
          actorId: opts.actor.id,
          action: 'update',
          entity: 'call_slot',
          entityId: slot.id,
          eventId: call.eventId,
          subjectUserId: userId ?? slot.userId,
          ...changedFields({ userId: slot.userId }, { userId }),
        });
        return presentSlot(slot, userId === null ? null : await slotUser(tx, userId));
      }),
    { call_slots_rp_scenario_block_uq: busy },
  );
}

export async function deleteCallSlot(opts: { db: Db; actor: AuthUser; id: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const slot = await repo.findCallSlot(tx, opts.id, 'update');
    if (!slot) throw notFound(MESSAGES.callSlotNotFound);
    await repo.deleteCallSlotRow(tx, slot.id);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'call_slot',
      entityId: slot.id,
      eventId: slot.eventId,
      subjectUserId: slot.userId,
      before: { callId: slot.callId, scenarioComponentId: slot.scenarioComponentId, userId: slot.userId },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Participant slots

async function presentParticipantSlot(tx: Tx, id: number): Promise<ParticipantSlot> {
  const slot = await repo.findParticipantSlot(tx, id);
  const [call] = slot ? await repo.callsWithSlots(tx, { callId: slot.callId }) : [];
  if (!slot || !call) throw notFound(MESSAGES.participantSlotNotFound);
  const shift = await roleplayShift(tx, slot.eventId);
  const [presented] = presentCalls(shift, [call], slot.userId).flatMap((c) => c.participantSlots);
  if (!presented) throw notFound(MESSAGES.participantSlotNotFound);
  return presented;
}

/**
 * A call is one participant's run through the scenarios, or a group's on a group session: outside
 * group sessions a call that has a participant is full (409 call_full). The caller holds the call
 * row FOR UPDATE, so two participants cannot both take the last place.
 */
async function assertRoomForParticipant(tx: Tx, shift: ShiftRecord, callId: number, exceptSlotId?: number): Promise<void> {
  if (shift.event.isGroupSession) return;
  if ((await repo.participantCount(tx, callId, exceptSlotId)) > 0) {
    throw new AppError('call_full', MESSAGES.callFull, [{ field: 'participantSlot.callId', message: MESSAGES.callFull }]);
  }
}

/** Puts a participant enrolled in the shift's course in a call (once per block; one per call outside group sessions). */
export async function createParticipantSlot(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  input: { callId: number; userId: number };
}): Promise<ParticipantSlot> {
  const { input } = opts;
  return refuseDuplicates(
    () =>
      transaction(opts.db, async (tx) => {
        const { call, shift } = await callWithShift(tx, input.callId, { callLock: 'update' });
        await assertRoomForParticipant(tx, shift, call.id);
        const user = await repo.findUser(tx, input.userId);
        if (!user) throw notFound(MESSAGES.userNotFound);
        if (!(await repo.isEnrolled(tx, shift.event.courseId, user.id))) {
          throw new AppError('participant_not_enrolled', MESSAGES.participantNotEnrolledInCourse, [
            { field: 'participantSlot.userId', message: MESSAGES.participantNotEnrolledInCourse },
          ]);
        }
        if (await repo.participantInBlock(tx, { eventId: call.eventId, blockNumber: call.blockNumber, userId: user.id })) {
          throw inBlock();
        }
        const row = await repo.insertParticipantSlot(tx, {
          callId: call.id,
          eventId: call.eventId,
          blockNumber: call.blockNumber,
          userId: user.id,
        });
        await emit(tx, 'shift.callsChanged', { eventId: call.eventId });
        await audit(tx, {
          actorId: opts.actor.id,
          action: 'create',
          entity: 'participant_slot',
          entityId: row.id,
          eventId: call.eventId,
          subjectUserId: user.id,
          after: { callId: call.id, userId: user.id },
        });
        return presentParticipantSlot(tx, row.id);
      }),
    { participant_slots_block_user_uq: inBlock },
  );
}

/** Moves a participant slot to another call of the same shift (400 naming the field for another shift's call). */
export async function updateParticipantSlot(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: { callId: number };
}): Promise<ParticipantSlot> {
  return refuseDuplicates(
    () =>
      transaction(opts.db, async (tx) => {
        const slot = await repo.findParticipantSlot(tx, opts.id, 'update');
        if (!slot) throw notFound(MESSAGES.participantSlotNotFound);
        const { call, shift } = await callWithShift(tx, opts.input.callId, { callLock: 'update' });
        if (call.eventId !== slot.eventId) throw invalidField(['participantSlot', 'callId'], MESSAGES.callOfAnotherShift);
        await assertRoomForParticipant(tx, shift, call.id, slot.id);
        if (
          await repo.participantInBlock(tx, {
            eventId: call.eventId,
            blockNumber: call.blockNumber,
            userId: slot.userId,
            exceptSlotId: slot.id,
          })
        ) {
          throw inBlock();
        }
        await repo.moveParticipantSlot(tx, slot.id, call);
        await emit(tx, 'shift.callsChanged', { eventId: call.eventId });
        await audit(tx, {
          actorId: opts.actor.id,
          action: 'update',
          entity: 'participant_slot',
          entityId: slot.id,
          eventId: slot.eventId,
          subjectUserId: slot.userId,
          ...changedFields({ callId: slot.callId }, opts.input),
        });
        return presentParticipantSlot(tx, slot.id);
      }),
    { participant_slots_block_user_uq: inBlock },
  );
}

export async function deleteParticipantSlot(opts: { db: Db; config: Config; actor: AuthUser; id: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const slot = await repo.findParticipantSlot(tx, opts.id, 'update');
    if (!slot) throw notFound(MESSAGES.participantSlotNotFound);
    await repo.deleteParticipantSlotRow(tx, slot.id);
    await emit(tx, 'shift.callsChanged', { eventId: slot.eventId });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'participant_slot',
      entityId: slot.id,
      eventId: slot.eventId,
      subjectUserId: slot.userId,
      before: { callId: slot.callId, userId: slot.userId },
    });
  });
}

/**
 * Writes a participant slot's note for a Scenario component (an empty note removes it). Refused
 * (409 note_needs_roleplayer_and_participant) unless a role-player plays that scenario in the call.
 */
export async function updateParticipantSlotNote(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  input: { scenarioComponentId: number; note: string };
}): Promise<ParticipantSlot> {
  return transaction(opts.db, async (tx) => {
    const slot = await repo.findParticipantSlot(tx, opts.id, 'update');
    if (!slot) throw notFound(MESSAGES.participantSlotNotFound);
    const call = await repo.findCall(tx, slot.callId);
    if (!call) throw notFound(MESSAGES.callNotFound);
    const shift = await roleplayShift(tx, call.eventId);
    await scenarioOf(tx, shift, opts.input.scenarioComponentId, ['participantSlotNote', 'scenarioComponentId']);
    const played = await repo.findCallSlotFor(tx, call.id, opts.input.scenarioComponentId);
    if (played?.userId == null) {
      throw new AppError('note_needs_roleplayer_and_participant', MESSAGES.noteNeedsRoleplayerAndParticipant);
    }
    if (opts.input.note === '') await repo.deleteNote(tx, slot.id, opts.input.scenarioComponentId);
    else await repo.upsertNote(tx, slot.id, opts.input.scenarioComponentId, opts.input.note);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'participant_slot_note',
      entityId: slot.id,
      eventId: call.eventId,
      subjectUserId: slot.userId,
      after: opts.input,
    });
    return presentParticipantSlot(tx, slot.id);
  });
}
