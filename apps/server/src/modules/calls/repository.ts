/**
 * Every query of the calls module: calls, call slots, participant slots and their notes, and the
 * facts the rules are checked against (the course's components, invites, enrolment). Services keep
 * the rules and the transactions; they call these with the transaction they run in.
 */
import { holdsPlace, type InviteStatus } from '@app/shared';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  callSlots,
  calls,
  courseParticipants,
  eventInvites,
  participantSlotNotes,
  participantSlots,
  scenarioComponents,
  scenarioComponentTypes,
  users,
} from '../../db/schema';
import { preparedRead } from '../../lib/prepared';
import { qualified } from '../../lib/records';

export type CallRow = typeof calls.$inferSelect;
export type CallSlotRow = typeof callSlots.$inferSelect;
export type ParticipantSlotRow = typeof participantSlots.$inferSelect;

/** A component of a course with whether it is of the type Scenario (played by a role-player). */
export interface ComponentRow {
  id: number;
  content: string;
  duration: number;
  rpReference: number | null;
  isScenario: boolean;
}

/** The course's components in order, each marked Scenario or not. */
export async function courseComponents(tx: Tx, courseId: number): Promise<ComponentRow[]> {
  return componentsOfCourse(tx, { courseId });
}
const componentsOfCourse = preparedRead<{ courseId: number }, ComponentRow[]>(
  'calls_course_components',
  ['courseId'],
  (tx, { courseId }) =>
    tx
      .select({
        id: scenarioComponents.id,
        content: scenarioComponents.content,
        duration: scenarioComponents.duration,
        rpReference: scenarioComponents.rpReference,
        isScenario: sql<boolean>`lower(${scenarioComponentTypes.name}) = 'scenario'`,
      })
      .from(scenarioComponents)
      .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
      .where(eq(scenarioComponents.courseId, courseId))
      .orderBy(asc(scenarioComponents.position), asc(scenarioComponents.id)),
);

/**
 * The call, or undefined. `lock` keeps the row locked until the transaction ends: 'key share' keeps
 * it from being deleted under a slot being written (without making two slot writes wait for each
 * other), 'update' is for its own change or deletion.
 */
export async function findCall(tx: Tx, id: number, lock?: 'key share' | 'update'): Promise<CallRow | undefined> {
  const query = tx.select().from(calls).where(eq(calls.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertCall(tx: Tx, values: { eventId: number; blockNumber: number }): Promise<CallRow> {
  const [row] = await tx.insert(calls).values(values).returning();
  if (!row) throw new Error('call insert returned no row');
  return row;
}

/** Sets a call's meeting URL and moves its version stamp to `updatedAt`. */
export async function setMeetingUrl(tx: Tx, id: number, meetingUrl: string | null, updatedAt: Date): Promise<void> {
  await tx.update(calls).set({ meetingUrl, updatedAt }).where(eq(calls.id, id));
}

/** Deletes a call; its slots and notes go with it (cascades). */
export async function deleteCallRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(calls).where(eq(calls.id, id));
}

/** Deletes every call of a block of a shift; how many there were. */
export async function deleteBlockRows(tx: Tx, eventId: number, blockNumber: number): Promise<number> {
  const rows = await tx
    .delete(calls)
    .where(and(eq(calls.eventId, eventId), eq(calls.blockNumber, blockNumber)))
    .returning({ id: calls.id });
  return rows.length;
}

/** A call slot with its role-player's name. */
export interface CallSlotWithName {
  id: number;
  callId: number;
  scenarioComponentId: number;
  userId: number | null;
  userName: string | null;
}

/** A participant slot with its participant's name and its notes (by id). */
export interface ParticipantSlotWithNotes {
  id: number;
  callId: number;
  userId: number;
  userName: string;
  addedToEvent: boolean;
  notes: Array<{ id: number; scenarioComponentId: number; note: string }>;
}

/** A call with its call slots and its participant slots, each by id. */
export interface CallWithSlots {
  id: number;
  eventId: number;
  blockNumber: number;
  meetingUrl: string | null;
  updatedAt: Date;
  callSlots: CallSlotWithName[];
  participantSlots: ParticipantSlotWithNotes[];
}

/**
 * The calls of a shift (or the one call `callId`) by block then creation, each with its slots, its
 * participant slots and their notes: one statement, the nested rows as JSON, however many calls.
 */
export async function callsWithSlots(tx: Tx, where: { eventId: number } | { callId: number }): Promise<CallWithSlots[]> {
  return 'callId' in where ? callsWithSlotsWhere(tx, eq(calls.id, where.callId)) : callsOfShift(tx, where);
}

/** Read with every look at a shift's calls: prepared once (see lib/prepared.ts). */
const callsOfShift = preparedRead<{ eventId: number }, CallWithSlots[]>('calls_of_shift', ['eventId'], (tx, { eventId }) =>
  callsWithSlotsWhere(tx, eq(calls.eventId, eventId)),
);

function callsWithSlotsWhere(tx: Tx, where: SQL) {
  const q = qualified;
  const slotsOfCall = sql<CallSlotWithName[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${q(callSlots.id)}, 'callId', ${q(callSlots.callId)}, 'scenarioComponentId', ${q(callSlots.scenarioComponentId)},
      'userId', ${q(callSlots.userId)}, 'userName', ${q(users.name)}
    ) order by ${q(callSlots.id)})
    from ${callSlots} left join ${users} on ${q(users.id)} = ${q(callSlots.userId)}
    where ${q(callSlots.callId)} = ${q(calls.id)}
  ), '[]')`;
  const notesOfSlot = sql`coalesce((
    select json_agg(json_build_object(
      'id', ${q(participantSlotNotes.id)}, 'scenarioComponentId', ${q(participantSlotNotes.scenarioComponentId)},
      'note', ${q(participantSlotNotes.note)}
    ) order by ${q(participantSlotNotes.id)})
    from ${participantSlotNotes} where ${q(participantSlotNotes.participantSlotId)} = ${q(participantSlots.id)}
  ), '[]')`;
  const peopleOfCall = sql<ParticipantSlotWithNotes[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${q(participantSlots.id)}, 'callId', ${q(participantSlots.callId)}, 'userId', ${q(participantSlots.userId)},
      'userName', ${q(users.name)}, 'addedToEvent', ${q(participantSlots.addedToEvent)}, 'notes', ${notesOfSlot}
    ) order by ${q(participantSlots.id)})
    from ${participantSlots} inner join ${users} on ${q(users.id)} = ${q(participantSlots.userId)}
    where ${q(participantSlots.callId)} = ${q(calls.id)}
  ), '[]')`;
  return tx
    .select({
      id: calls.id,
      eventId: calls.eventId,
      blockNumber: calls.blockNumber,
      meetingUrl: calls.meetingUrl,
      updatedAt: calls.updatedAt,
      callSlots: slotsOfCall,
      participantSlots: peopleOfCall,
    })
    .from(calls)
    .where(where)
    .orderBy(asc(calls.blockNumber), asc(calls.id));
}

/** Each participant's calls of a shift with their meeting URLs, by block (the schedule e-mail's joining links). */
export async function participantCallsOfShift(tx: Tx, eventId: number) {
  return tx
    .select({ userId: participantSlots.userId, callId: calls.id, blockNumber: calls.blockNumber, meetingUrl: calls.meetingUrl })
    .from(participantSlots)
    .innerJoin(calls, eq(calls.id, participantSlots.callId))
    .where(eq(participantSlots.eventId, eventId))
    .orderBy(asc(calls.blockNumber), asc(participantSlots.id));
}

/** The ids of the calls of a shift a user is a participant of. */
export async function callIdsOfParticipant(tx: Tx, eventId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ callId: participantSlots.callId })
    .from(participantSlots)
    .where(and(eq(participantSlots.eventId, eventId), eq(participantSlots.userId, userId)));
  return rows.map((row) => row.callId);
}

/** The slot, or undefined; `lock` keeps it locked for its change until the transaction ends. */
export async function findCallSlot(tx: Tx, id: number, lock?: 'update'): Promise<CallSlotRow | undefined> {
  const query = tx.select().from(callSlots).where(eq(callSlots.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The call slot of a call for one scenario, if there is one. */
export async function findCallSlotFor(tx: Tx, callId: number, scenarioComponentId: number): Promise<CallSlotRow | undefined> {
  const [row] = await tx
    .select()
    .from(callSlots)
    .where(and(eq(callSlots.callId, callId), eq(callSlots.scenarioComponentId, scenarioComponentId)));
  return row;
}

/** The role-players playing a scenario in a block, but for the slot `exceptSlotId`. */
export async function playingScenarioInBlock(
  tx: Tx,
  where: { eventId: number; blockNumber: number; scenarioComponentId: number; exceptSlotId?: number },
): Promise<Set<number>> {
  const rows = await tx
    .select({ userId: callSlots.userId })
    .from(callSlots)
    .where(
      and(
        eq(callSlots.eventId, where.eventId),
        eq(callSlots.blockNumber, where.blockNumber),
        eq(callSlots.scenarioComponentId, where.scenarioComponentId),
        where.exceptSlotId !== undefined ? ne(callSlots.id, where.exceptSlotId) : undefined,
      ),
    );
  return new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
}

export async function insertCallSlot(
  tx: Tx,
  values: { callId: number; eventId: number; blockNumber: number; scenarioComponentId: number; userId: number | null },
): Promise<CallSlotRow> {
  const [row] = await tx.insert(callSlots).values(values).returning();
  if (!row) throw new Error('call slot insert returned no row');
  return row;
}

export async function setCallSlotUser(tx: Tx, id: number, userId: number | null): Promise<void> {
  await tx.update(callSlots).set({ userId, updatedAt: new Date() }).where(eq(callSlots.id, id));
}

export async function deleteCallSlotRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(callSlots).where(eq(callSlots.id, id));
}

/** A user's invite status on a shift, or undefined when they hold no invite. */
export async function inviteStatus(tx: Tx, eventId: number, userId: number): Promise<InviteStatus | undefined> {
  const [row] = await tx
    .select({ status: eventInvites.status })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.userId, userId)));
  return row?.status;
}

/** Who holds the invite now and its status, or undefined when it is gone. */
export async function inviteHolder(tx: Tx, inviteId: number): Promise<{ userId: number; status: InviteStatus } | undefined> {
  const [row] = await tx
    .select({ userId: eventInvites.userId, status: eventInvites.status })
    .from(eventInvites)
    .where(eq(eventInvites.id, inviteId));
  return row;
}

/** The call slots the person plays on the shift, locked (FOR UPDATE) for the change that follows. */
export async function callSlotsOfPerson(tx: Tx, eventId: number, userId: number): Promise<CallSlotRow[]> {
  return tx
    .select()
    .from(callSlots)
    .where(and(eq(callSlots.eventId, eventId), eq(callSlots.userId, userId)))
    .orderBy(asc(callSlots.blockNumber), asc(callSlots.id))
    .for('update');
}

/** A live (not deleted) user's id, name and roles, or undefined. */
export async function findUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function isEnrolled(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: courseParticipants.userId })
    .from(courseParticipants)
    .where(and(eq(courseParticipants.courseId, courseId), eq(courseParticipants.userId, userId)));
  return row !== undefined;
}

/** The slot, or undefined; `lock` keeps it locked for its change until the transaction ends. */
export async function findParticipantSlot(tx: Tx, id: number, lock?: 'update'): Promise<ParticipantSlotRow | undefined> {
  const query = tx.select().from(participantSlots).where(eq(participantSlots.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** How many participants a call has, but for the slot `exceptSlotId`. */
export async function participantCount(tx: Tx, callId: number, exceptSlotId?: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(participantSlots)
    .where(
      and(eq(participantSlots.callId, callId), exceptSlotId !== undefined ? ne(participantSlots.id, exceptSlotId) : undefined),
    );
  return row?.count ?? 0;
}

/** Whether the participant is in a call of the block, but for the slot `exceptSlotId`. */
export async function participantInBlock(
  tx: Tx,
  where: { eventId: number; blockNumber: number; userId: number; exceptSlotId?: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: participantSlots.id })
    .from(participantSlots)
    .where(
      and(
        eq(participantSlots.eventId, where.eventId),
        eq(participantSlots.blockNumber, where.blockNumber),
        eq(participantSlots.userId, where.userId),
        where.exceptSlotId !== undefined ? ne(participantSlots.id, where.exceptSlotId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertParticipantSlot(
  tx: Tx,
  values: { callId: number; eventId: number; blockNumber: number; userId: number },
): Promise<ParticipantSlotRow> {
  const [row] = await tx.insert(participantSlots).values(values).returning();
  if (!row) throw new Error('participant slot insert returned no row');
  return row;
}

/** Moves a participant slot to another call (its block copied with it). */
export async function moveParticipantSlot(tx: Tx, id: number, call: { id: number; blockNumber: number }): Promise<void> {
  await tx
    .update(participantSlots)
    .set({ callId: call.id, blockNumber: call.blockNumber, updatedAt: new Date() })
    .where(eq(participantSlots.id, id));
}

/**
 * Moves a participant slot to a call of any shift (the registration app moves a booking to another
 * shift of the course); its shift and block are copied with it, so its calendar invitation and
 * reminder follow it by its id.
 */
export async function placeParticipantSlot(
  tx: Tx,
  id: number,
  call: { id: number; eventId: number; blockNumber: number },
): Promise<void> {
  await tx
    .update(participantSlots)
    .set({ callId: call.id, eventId: call.eventId, blockNumber: call.blockNumber, updatedAt: new Date() })
    .where(eq(participantSlots.id, id));
}

export async function deleteParticipantSlotRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(participantSlots).where(eq(participantSlots.id, id));
}

/** Writes (or replaces) a participant slot's note for a scenario. */
export async function upsertNote(tx: Tx, participantSlotId: number, scenarioComponentId: number, note: string): Promise<void> {
  await tx
    .insert(participantSlotNotes)
    .values({ participantSlotId, scenarioComponentId, note })
    .onConflictDoUpdate({
      target: [participantSlotNotes.participantSlotId, participantSlotNotes.scenarioComponentId],
      set: { note, updatedAt: new Date() },
    });
}

export async function deleteNote(tx: Tx, participantSlotId: number, scenarioComponentId: number): Promise<void> {
  await tx
    .delete(participantSlotNotes)
    .where(
      and(
        eq(participantSlotNotes.participantSlotId, participantSlotId),
        eq(participantSlotNotes.scenarioComponentId, scenarioComponentId),
      ),
    );
}

/** The live holders of an invite to the shift, by name, with whether they declined it. */
export async function shiftInvitees(tx: Tx, eventId: number) {
  const rows = await inviteesOf(tx, { eventId });
  return rows.map((row) => ({ id: row.id, name: row.name, declined: !holdsPlace(row.status) }));
}
const inviteesOf = preparedRead<{ eventId: number }, Array<{ id: number; name: string; status: InviteStatus }>>(
  'calls_shift_invitees',
  ['eventId'],
  (tx, { eventId }) =>
    tx
      .select({ id: users.id, name: users.name, status: eventInvites.status })
      .from(eventInvites)
      .innerJoin(users, eq(users.id, eventInvites.userId))
      .where(and(eq(eventInvites.eventId, eventId), isNull(users.deletedAt)))
      .orderBy(asc(users.name), asc(users.id)),
);

/** The live participants enrolled in a course, by name. */
export async function enrolledParticipants(tx: Tx, courseId: number): Promise<Array<{ id: number; name: string }>> {
  return enrolledIn(tx, { courseId });
}
const enrolledIn = preparedRead<{ courseId: number }, Array<{ id: number; name: string }>>(
  'calls_enrolled_participants',
  ['courseId'],
  (tx, { courseId }) =>
    tx
      .select({ id: users.id, name: users.name })
      .from(courseParticipants)
      .innerJoin(users, eq(users.id, courseParticipants.userId))
      .where(and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt)))
      .orderBy(asc(users.name), asc(users.id)),
);
