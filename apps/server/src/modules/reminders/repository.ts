/**
 * Every query of the reminders module: the calendar invitations sent to participants, the late
 * reminders sent, and the read model the reminders are written from (each participant slot of a
 * shift with its call and the participant's address, in one query). The scheduled jobs are written
 * through src/jobs/queue.ts.
 */
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { calendarInvitations, calls, courseEvents, lateReminders, participantSlots, users } from '../../db/schema';

export type InvitationRow = typeof calendarInvitations.$inferSelect;

/** A participant slot with its call and its participant, as the reminders need it. */
export interface SlotSession {
  id: number;
  eventId: number;
  callId: number;
  blockNumber: number;
  meetingUrl: string | null;
  addedToEvent: boolean;
  userId: number;
  name: string;
  email: string;
}

const slotColumns = {
  id: participantSlots.id,
  eventId: participantSlots.eventId,
  callId: participantSlots.callId,
  blockNumber: calls.blockNumber,
  meetingUrl: calls.meetingUrl,
  addedToEvent: participantSlots.addedToEvent,
  userId: participantSlots.userId,
  name: users.name,
  email: users.email,
};

/**
 * Holds the shift's reminders lock until the transaction ends: two changes of one shift's slots
 * compare slots with invitations one after the other, each seeing what the other committed.
 */
export async function lockShiftReminders(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reminders:shift:${eventId}`}, 0))`);
}

/** The participant slots of a shift whose participants are live users, by block and slot. */
export async function slotsOfShift(tx: Tx, eventId: number): Promise<SlotSession[]> {
  return tx
    .select(slotColumns)
    .from(participantSlots)
    .innerJoin(calls, eq(calls.id, participantSlots.callId))
    .innerJoin(users, eq(users.id, participantSlots.userId))
    .where(and(eq(participantSlots.eventId, eventId), isNull(users.deletedAt)))
    .orderBy(asc(calls.blockNumber), asc(participantSlots.id));
}

/** One participant slot with its call and participant (deleted users too), or undefined. */
export async function findSlot(tx: Tx, id: number): Promise<SlotSession | undefined> {
  const [row] = await tx
    .select(slotColumns)
    .from(participantSlots)
    .innerJoin(calls, eq(calls.id, participantSlots.callId))
    .innerJoin(users, eq(users.id, participantSlots.userId))
    .where(eq(participantSlots.id, id));
  return row;
}

/** Marks participant slots as added to (or removed from) their calendar event. */
export async function setAddedToEvent(tx: Tx, slotIds: number[], added: boolean): Promise<void> {
  if (slotIds.length === 0) return;
  await tx
    .update(participantSlots)
    .set({ addedToEvent: added })
    .where(and(inArray(participantSlots.id, slotIds), ne(participantSlots.addedToEvent, added)));
}

/** A user's name and address (the receiver of a cancellation whose slot is gone). */
export async function findContact(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The invitations sent for a shift's participant slots, locked for their change. */
export async function invitationsOfShift(tx: Tx, eventId: number): Promise<InvitationRow[]> {
  return tx
    .select()
    .from(calendarInvitations)
    .where(eq(calendarInvitations.eventId, eventId))
    .orderBy(asc(calendarInvitations.id))
    .for('update');
}

export async function findInvitation(tx: Tx, participantSlotId: number): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(calendarInvitations).where(eq(calendarInvitations.participantSlotId, participantSlotId));
  return row;
}

export async function insertInvitation(
  tx: Tx,
  values: { participantSlotId: number; eventId: number; userId: number; uid: string; details: Record<string, string | null> },
): Promise<void> {
  await tx.insert(calendarInvitations).values({ ...values, sequence: 0 });
}

export async function updateInvitation(
  tx: Tx,
  id: number,
  values: { sequence: number; details: Record<string, string | null> },
): Promise<void> {
  await tx
    .update(calendarInvitations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendarInvitations.id, id));
}

export async function deleteInvitations(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(calendarInvitations).where(inArray(calendarInvitations.id, ids));
}

/**
 * Records that the participant got the late reminder of a call; false when they already had it
 * (the unique key decides between two requests at once: the second waits, then finds the row).
 */
/** The late reminders already sent on a shift, as `callId:userId` keys. */
export async function lateRemindersSent(tx: Tx, eventId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ callId: lateReminders.callId, userId: lateReminders.userId })
    .from(lateReminders)
    .where(eq(lateReminders.eventId, eventId));
  return new Set(rows.map((row) => `${row.callId}:${row.userId}`));
}

export async function recordLateReminder(
  tx: Tx,
  values: { eventId: number; callId: number; userId: number; sentBy: number },
): Promise<boolean> {
  const rows = await tx
    .insert(lateReminders)
    .values(values)
    .onConflictDoNothing({ target: [lateReminders.callId, lateReminders.userId] })
    .returning({ id: lateReminders.id });
  return rows.length > 0;
}

/**
 * The roleplay shifts not yet ended that book a room or belong to a course, by start: those whose
 * calendar invitations a change of the room or of the course's scenario may make out of date.
 */
export async function roleplayShiftsAhead(
  tx: Tx,
  where: { roomId: number } | { courseId: number },
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(
      and(
        'roomId' in where ? eq(courseEvents.roomId, where.roomId) : eq(courseEvents.courseId, where.courseId),
        eq(courseEvents.type, 'roleplay'),
        gt(courseEvents.ends, now),
      ),
    )
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
  return rows.map((row) => row.id);
}
