import { and, asc, count, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  calls,
  clients,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  participantProfiles,
  participantSlots,
  regappWaitlist,
  rooms,
  users,
} from '../../db/schema';
import { holdsPlaceInCourseSql } from '../participants';

// Every query of the registration app. It owns the waiting list; what it reads of courses, shifts,
// calls and people is a read model (test/table-ownership.test.ts lists each crossing and why).
// Participant slots are written through the calls module's index.

/** Waits until no other transaction books for this participant in this course (ends with the transaction). */
export async function lockParticipant(tx: Tx, courseId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`regapp:${courseId}:${userId}`}, 0))`);
}

/** Waits until no other transaction offers freed places of this shift. */
export async function lockOffers(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`regapp-offers:${eventId}`}, 0))`);
}

const projectManager = alias(users, 'regapp_project_manager');

/** What the app needs of a course: its texts, its windows and limits, its mail settings. */
function courseQuery(tx: Tx) {
  return tx
    .select({
      id: courses.id,
      key: courses.key,
      name: courses.name,
      clientName: clients.orgName,
      changeTimeout: courses.changeTimeout,
      cancelTimeout: courses.cancelTimeout,
      maxBookings: courses.maxBookings,
      language: sql<string | null>`${coursePreferences.language}`,
      waitlistOfferHours: sql<number | null>`${coursePreferences.waitlistOfferHours}`,
      emailSender: sql<string | null>`${coursePreferences.emailSender}`,
      emailBccList: sql<string[] | null>`${coursePreferences.emailBccList}`,
      welcomeText: sql<string | null>`${coursePreferences.emailCustomWelcomeText}`,
      managerName: projectManager.name,
      managerEmail: projectManager.email,
    })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(coursePreferences, eq(coursePreferences.courseId, courses.id))
    .leftJoin(projectManager, eq(projectManager.id, courses.projectManagerId));
}
export type RegappCourseRow = NonNullable<Awaited<ReturnType<typeof findCourseByKey>>>;

/** The course with this registration key (keys are compared as written), or undefined. */
export async function findCourseByKey(tx: Tx, key: string) {
  const [row] = await courseQuery(tx).where(eq(courses.key, key));
  return row;
}

export async function findCourseById(tx: Tx, id: number) {
  const [row] = await courseQuery(tx).where(eq(courses.id, id));
  return row;
}

/** The live participant enrolled in the course, with their profile's time zone, or undefined. */
export async function enrolledParticipant(tx: Tx, courseId: number, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: sql<string>`coalesce(${participantProfiles.timeZone}, '')`,
    })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(
      and(
        eq(courseParticipants.courseId, courseId),
        eq(courseParticipants.userId, userId),
        isNull(users.deletedAt),
        sql`${users.roles} @> '{participant}'::text[]`,
      ),
    );
  return row;
}

/** A roleplay shift shown in the registration app, with what a booking needs of it. */
const shiftColumns = {
  id: courseEvents.id,
  courseId: courseEvents.courseId,
  begins: courseEvents.begins,
  ends: courseEvents.ends,
  useGoogleCalendar: courseEvents.useGoogleCalendar,
  coordinatorId: courseEvents.shiftCoordinatorId,
  roomType: rooms.roomType,
};
export type VisibleShift = Awaited<ReturnType<typeof visibleShifts>>[number];

const visible = and(eq(courseEvents.type, 'roleplay'), eq(courseEvents.regAppVisibility, true));

/** The course's roleplay shifts visible in the app that have not ended, by start. */
export async function visibleShifts(tx: Tx, courseId: number, now: Date) {
  return tx
    .select(shiftColumns)
    .from(courseEvents)
    .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(and(eq(courseEvents.courseId, courseId), visible, gt(courseEvents.ends, now)))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
}

/** One shift if it is a roleplay shift visible in the app (ended or not), or undefined. */
export async function findVisibleShift(tx: Tx, id: number) {
  const [row] = await tx
    .select(shiftColumns)
    .from(courseEvents)
    .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(and(eq(courseEvents.id, id), visible));
  return row;
}

/** One roleplay shift, visible in the app or not (a booking made before it was hidden). */
export async function findRoleplayShift(tx: Tx, id: number) {
  const [row] = await tx
    .select(shiftColumns)
    .from(courseEvents)
    .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(and(eq(courseEvents.id, id), eq(courseEvents.type, 'roleplay')));
  return row;
}

/** A person's name and e-mail (a shift coordinator's, for refusals), or undefined. */
export async function contactOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

const hasParticipant = sql`exists (select 1 from ${participantSlots} where ${participantSlots.callId} = ${calls.id})`;

/** Per block of these shifts: how many calls it has and how many have no participant yet. */
export async function blockPlaces(tx: Tx, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: calls.eventId,
      blockNumber: calls.blockNumber,
      calls: count(),
      free: sql<number>`count(*) filter (where not ${hasParticipant})`.mapWith(Number),
    })
    .from(calls)
    .where(inArray(calls.eventId, eventIds))
    .groupBy(calls.eventId, calls.blockNumber)
    .orderBy(asc(calls.eventId), asc(calls.blockNumber));
}

/** How many calls the block has, and how many have no participant, as this statement sees them. */
export async function placesOfBlock(tx: Tx, eventId: number, blockNumber: number) {
  const [row] = await blockPlacesOf(tx, eventId, blockNumber);
  return { calls: row?.calls ?? 0, free: row?.free ?? 0 };
}
function blockPlacesOf(tx: Tx, eventId: number, blockNumber: number) {
  return tx
    .select({
      calls: count(),
      free: sql<number>`count(*) filter (where not ${hasParticipant})`.mapWith(Number),
    })
    .from(calls)
    .where(and(eq(calls.eventId, eventId), eq(calls.blockNumber, blockNumber)));
}

/**
 * Locks the first call of the block that has no participant and that no other transaction holds
 * (FOR UPDATE SKIP LOCKED), leaving out `skip`; its id, or undefined when none is left.
 */
export async function lockFreeCall(tx: Tx, eventId: number, blockNumber: number, skip: number[]): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(calls.eventId, eventId),
        eq(calls.blockNumber, blockNumber),
        sql`not ${hasParticipant}`,
        skip.length > 0 ? notInArray(calls.id, skip) : undefined,
      ),
    )
    .orderBy(asc(calls.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id;
}

/** Whether the call has a participant (read by a new statement, so it sees what committed since). */
export async function callTaken(tx: Tx, callId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: participantSlots.id })
    .from(participantSlots)
    .where(eq(participantSlots.callId, callId))
    .limit(1);
  return row !== undefined;
}

/** The participant's calls in the course's roleplay shifts (their bookings), by start. */
export async function bookingsOf(tx: Tx, courseId: number, userId: number) {
  return tx
    .select({
      id: participantSlots.id,
      eventId: participantSlots.eventId,
      blockNumber: participantSlots.blockNumber,
      callId: participantSlots.callId,
      begins: courseEvents.begins,
      coordinatorId: courseEvents.shiftCoordinatorId,
    })
    .from(participantSlots)
    .innerJoin(courseEvents, eq(courseEvents.id, participantSlots.eventId))
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.type, 'roleplay'), eq(participantSlots.userId, userId)))
    .orderBy(asc(courseEvents.begins), asc(participantSlots.blockNumber), asc(participantSlots.id));
}

/** One participant slot with its shift's course, locked for its change, or undefined. */
export async function findSlotForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: participantSlots.id,
      userId: participantSlots.userId,
      eventId: participantSlots.eventId,
      blockNumber: participantSlots.blockNumber,
      callId: participantSlots.callId,
    })
    .from(participantSlots)
    .where(eq(participantSlots.id, id))
    .for('update');
  return row;
}

// ----- The waiting list -----

export type WaitlistRow = typeof regappWaitlist.$inferSelect;

/** Joins the waiting list of a block (a unique violation when already on it). */
export async function insertWaitlistEntry(
  tx: Tx,
  values: { eventId: number; blockNumber: number; userId: number },
): Promise<WaitlistRow> {
  const [row] = await tx.insert(regappWaitlist).values(values).returning();
  if (!row) throw new Error('waiting list insert returned no row');
  return row;
}

export async function findWaitlistEntry(tx: Tx, id: number, lock = false): Promise<WaitlistRow | undefined> {
  const query = tx.select().from(regappWaitlist).where(eq(regappWaitlist.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function deleteWaitlistEntry(tx: Tx, id: number): Promise<void> {
  await tx.delete(regappWaitlist).where(eq(regappWaitlist.id, id));
}

/** Removes the participant from a block's waiting list (they booked it); the removed entry's id. */
export async function leaveBlockWaitlist(
  tx: Tx,
  where: { eventId: number; blockNumber: number; userId: number },
): Promise<number | undefined> {
  const [row] = await tx
    .delete(regappWaitlist)
    .where(
      and(
        eq(regappWaitlist.eventId, where.eventId),
        eq(regappWaitlist.blockNumber, where.blockNumber),
        eq(regappWaitlist.userId, where.userId),
      ),
    )
    .returning({ id: regappWaitlist.id });
  return row?.id;
}

/** The participant's waiting places in the course's shifts, each with its position in line. */
export async function waitingOf(tx: Tx, courseId: number, userId: number) {
  return tx
    .select({
      id: regappWaitlist.id,
      eventId: regappWaitlist.eventId,
      blockNumber: regappWaitlist.blockNumber,
      offeredUntil: regappWaitlist.offeredUntil,
      position: sql<number>`(select count(*) from regapp_waitlist ahead where ahead.event_id = ${regappWaitlist.eventId}
        and ahead.block_number = ${regappWaitlist.blockNumber} and ahead.id <= ${regappWaitlist.id})`.mapWith(Number),
    })
    .from(regappWaitlist)
    .innerJoin(courseEvents, eq(courseEvents.id, regappWaitlist.eventId))
    .where(and(eq(courseEvents.courseId, courseId), eq(regappWaitlist.userId, userId)))
    .orderBy(asc(courseEvents.begins), asc(regappWaitlist.blockNumber));
}

/** The position in line of one entry (1 for the first). */
export async function positionOf(tx: Tx, entry: WaitlistRow): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(regappWaitlist)
    .where(
      and(
        eq(regappWaitlist.eventId, entry.eventId),
        eq(regappWaitlist.blockNumber, entry.blockNumber),
        sql`${regappWaitlist.id} <= ${entry.id}`,
      ),
    );
  return row?.n ?? 1;
}

/** Places of these shifts' blocks held for somebody now (an offer not lapsed), but for `exceptUserId`'s. */
export async function heldOffers(tx: Tx, eventIds: number[], now: Date, exceptUserId?: number) {
  if (eventIds.length === 0) return [];
  return tx
    .select({ eventId: regappWaitlist.eventId, blockNumber: regappWaitlist.blockNumber, held: count() })
    .from(regappWaitlist)
    .where(
      and(
        inArray(regappWaitlist.eventId, eventIds),
        gt(regappWaitlist.offeredUntil, now),
        exceptUserId !== undefined ? sql`${regappWaitlist.userId} <> ${exceptUserId}` : undefined,
      ),
    )
    .groupBy(regappWaitlist.eventId, regappWaitlist.blockNumber);
}

/** The blocks of a shift that have somebody waiting. */
export async function waitingBlocks(tx: Tx, eventId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ blockNumber: regappWaitlist.blockNumber })
    .from(regappWaitlist)
    .where(eq(regappWaitlist.eventId, eventId))
    .orderBy(asc(regappWaitlist.blockNumber));
  return rows.map((r) => r.blockNumber);
}

/**
 * The first `limit` waiting for the block who hold no offer and are still live and enrolled in the
 * shift's course, in the order they joined, locked. Entries another transaction holds (a participant
 * booking the time they wait for removes theirs) are skipped, never waited for: that transaction may
 * itself be waiting to offer places of this shift.
 */
export async function nextWaiting(tx: Tx, eventId: number, blockNumber: number, limit: number) {
  if (limit <= 0) return [];
  return tx
    .select({ id: regappWaitlist.id, userId: regappWaitlist.userId, name: users.name, email: users.email })
    .from(regappWaitlist)
    .innerJoin(users, eq(users.id, regappWaitlist.userId))
    .where(
      and(
        eq(regappWaitlist.eventId, eventId),
        eq(regappWaitlist.blockNumber, blockNumber),
        isNull(regappWaitlist.offeredUntil),
        isNull(users.deletedAt),
        sql`exists (select 1 from ${courseParticipants} join ${courseEvents} on ${courseEvents.courseId} = ${courseParticipants.courseId}
          where ${courseEvents.id} = ${regappWaitlist.eventId} and ${courseParticipants.userId} = ${regappWaitlist.userId})`,
      ),
    )
    .orderBy(asc(regappWaitlist.id))
    .limit(limit)
    .for('update', { of: regappWaitlist, skipLocked: true });
}

export async function setOffer(tx: Tx, id: number, until: Date): Promise<void> {
  await tx.update(regappWaitlist).set({ offeredUntil: until }).where(eq(regappWaitlist.id, id));
}

/** The Regapp Configuration card's counts over the course's live enrolled participants. */
export async function summaryCounts(tx: Tx, courseId: number) {
  const booked = holdsPlaceInCourseSql(sql`${courseParticipants.courseId}`, sql`${courseParticipants.userId}`);
  const waiting = sql`exists (select 1 from ${regappWaitlist} join ${courseEvents} on ${courseEvents.id} = ${regappWaitlist.eventId}
    where ${courseEvents.courseId} = ${courseParticipants.courseId} and ${regappWaitlist.userId} = ${courseParticipants.userId})`;
  const [row] = await tx
    .select({
      total: count(),
      booked: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where not ${booked} and ${waiting})`.mapWith(Number),
    })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt)));
  const total = row?.total ?? 0;
  const bookedCount = row?.booked ?? 0;
  const waitingCount = row?.waiting ?? 0;
  return { booked: bookedCount, waiting: waitingCount, notBooked: total - bookedCount - waitingCount };
}

/** Whether the course exists. */
export async function courseExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return row !== undefined;
}
