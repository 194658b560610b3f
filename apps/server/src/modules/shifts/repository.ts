/**
 * Every query of the shifts module: shifts with their names, their invites as the shift page shows
 * them, cohorts, and who is busy when (for the suggested dates). Services keep the rules and the
 * transactions; they call these with the transaction they run in. Joins to other modules' tables
 * are read models, listed with their reasons in src/test/table-ownership.test.ts; the staff pool,
 * availability, course lock and scenario count are their owners' (the services import them there).
 */
import { COURSE_LANGUAGES, type CourseLanguage, type InviteStatus, type ShiftType } from '@app/shared';
import { and, asc, eq, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  clients,
  cohorts,
  courseEvents,
  coursePreferences,
  courses,
  eventInvites,
  participantSlots,
  rooms,
  users,
} from '../../db/schema';
import { preparedRead } from '../../lib/prepared';
import { type BusyPeriod, busyShiftsWhere, busySql, keptBusySql } from './busy';
import type { AttendeeRow, ShiftRecord } from './presenter';

type NewShift = typeof courseEvents.$inferInsert;
type ShiftChanges = Partial<Omit<NewShift, 'id' | 'courseId' | 'type'>>;

/** How a shift row is locked while it is read: for a change of the row, or only against its deletion. */
export type ShiftLock = 'update' | 'no key update';

/**
 * Joins a query over course_events to the shift's course, client and cohort: the names a shift is
 * shown with everywhere.
 */
export function withShiftNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId));
}

/** A row of `shiftQuery`: the shift record with the course language as stored (null when none). */
type ShiftQueryRow = Omit<ShiftRecord, 'language'> & { language: string | null };

/** The shift `id` (of `type`, when given) with its names, course language, room and room lock. */
function shiftQuery(tx: Tx, id: number | Placeholder, type?: ShiftType | Placeholder) {
  return withShiftNames(
    tx
      .select({
        event: courseEvents,
        courseName: courses.name,
        clientId: clients.id,
        clientName: clients.orgName,
        cohortName: cohorts.name,
        language: coursePreferences.language,
        room: rooms,
        roomLocked: sql<boolean>`exists (select 1 from calls c where c.event_id = ${courseEvents.id} and coalesce(trim(c.meeting_url), '') <> '')`,
      })
      .from(courseEvents)
      .$dynamic(),
  )
    .leftJoin(coursePreferences, eq(coursePreferences.courseId, courseEvents.courseId))
    .leftJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(and(eq(courseEvents.id, id), type !== undefined ? eq(courseEvents.type, type) : undefined));
}

/** A shift page reads its shift of a known type prepared (outside transactions; see lib/prepared.ts). */
const shiftOfType = preparedRead<{ id: number; type: ShiftType }, ShiftQueryRow[]>(
  'shifts_shift_of_type',
  ['id', 'type'],
  (tx, { id, type }) => shiftQuery(tx, id, type),
);

/**
 * The shift with its course, client and cohort names and the course's language (en-CA when the
 * course has none), or undefined. `type` narrows to one kind; `lock` keeps the shift row locked
 * until the transaction ends.
 */
export async function loadShift(
  tx: Tx,
  id: number,
  opts: { type?: ShiftType; lock?: ShiftLock } = {},
): Promise<ShiftRecord | undefined> {
  let rows: ShiftQueryRow[];
  if (opts.lock) rows = await shiftQuery(tx, id, opts.type).for(opts.lock, { of: courseEvents });
  else if (opts.type) rows = await shiftOfType(tx, { id, type: opts.type });
  else rows = await shiftQuery(tx, id);
  const [row] = rows;
  if (!row) return undefined;
  const language = (COURSE_LANGUAGES as readonly string[]).includes(row.language ?? '')
    ? (row.language as CourseLanguage)
    : 'en-CA';
  return { ...row, language };
}

/** The names of people by id (deleted accounts too: a shift's chosen coach is named even after). */
export async function peopleNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each shift of `ids` that exists, with its type, start and course name: what names it in words. */
export async function shiftLabelRows(
  tx: Tx,
  ids: number[],
): Promise<Array<{ id: number; type: ShiftType; begins: Date; courseName: string }>> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: courseEvents.id, type: courseEvents.type, begins: courseEvents.begins, courseName: courses.name })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(inArray(courseEvents.id, ids));
}

/** Locks the shift row (FOR UPDATE) until the transaction ends; its id, or undefined when there is none (of that type). */
export async function lockShiftRow(tx: Tx, id: number, type?: ShiftType): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.id, id), type ? eq(courseEvents.type, type) : undefined))
    .for('update');
  return row?.id;
}

/** Inserts a shift; its id. */
export async function insertShift(tx: Tx, values: NewShift): Promise<number> {
  const [row] = await tx.insert(courseEvents).values(values).returning({ id: courseEvents.id });
  if (!row) throw new Error('shift insert returned no row');
  return row.id;
}

/** Writes the changes to a shift row. */
export async function updateShiftRow(tx: Tx, id: number, changes: ShiftChanges): Promise<void> {
  await tx.update(courseEvents).set(changes).where(eq(courseEvents.id, id));
}

/** Deletes a shift row; its invites, swap requests and assessments go with it (cascades). */
export async function deleteShiftRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(courseEvents).where(eq(courseEvents.id, id));
}

/** Every invite of a shift with its holder, by name. */
export async function loadAttendees(tx: Tx, eventId: number): Promise<AttendeeRow[]> {
  return attendeesOf(tx, { eventId });
}
const attendeesOf = preparedRead<{ eventId: number }, AttendeeRow[]>('shifts_attendees', ['eventId'], (tx, { eventId }) =>
  tx
    .select({
      inviteId: eventInvites.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      status: eventInvites.status,
      updatedAt: eventInvites.updatedAt,
      swapToUserId: eventInvites.swapToUserId,
      answerBy: eventInvites.answerBy,
    })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(eq(eventInvites.eventId, eventId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
);

/** Live users holding an invite of the shift in one of `statuses`, by id. */
export async function holdersOf(
  tx: Tx,
  eventId: number,
  statuses: InviteStatus[],
): Promise<Array<{ userId: number; name: string; email: string; roles: string[] }>> {
  return tx
    .select({ userId: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(and(eq(eventInvites.eventId, eventId), inArray(eventInvites.status, statuses), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}

/**
 * The viewer's relation to a shift's invites: the holders, with their status, of the rows that are
 * the viewer's own or offered for swap to them (to everybody, or to them by name).
 */
export async function viewerInviteHolders(
  tx: Tx,
  eventId: number,
  viewerId: number,
): Promise<Array<{ userId: number; status: InviteStatus }>> {
  return inviteHoldersFor(tx, { eventId, viewerId });
}
const inviteHoldersFor = preparedRead<{ eventId: number; viewerId: number }, Array<{ userId: number; status: InviteStatus }>>(
  'shifts_viewer_invite_holders',
  ['eventId', 'viewerId'],
  (tx, { eventId, viewerId }) =>
    tx
      .select({ userId: eventInvites.userId, status: eventInvites.status })
      .from(eventInvites)
      .where(
        and(
          eq(eventInvites.eventId, eventId),
          or(
            eq(eventInvites.userId, viewerId),
            and(
              eq(eventInvites.status, 'swap_requested'),
              or(isNull(eventInvites.swapToUserId), eq(eventInvites.swapToUserId, viewerId)),
            ),
          ),
        ),
      ),
);

/** How many calls of the shift the user sits in (their participant slots of it). */
export async function callsSatInOf(tx: Tx, eventId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ calls: sql<number>`count(distinct ${participantSlots.callId})`.mapWith(Number) })
    .from(participantSlots)
    .where(and(eq(participantSlots.eventId, eventId), eq(participantSlots.userId, userId)));
  return row?.calls ?? 0;
}

/**
 * Everyone slotted in a call of the shift, by name: how many calls they sit in and whether every one
 * of their slots is on their calendar (added to the event).
 */
export async function slottedParticipants(
  tx: Tx,
  eventId: number,
): Promise<Array<{ id: number; name: string; email: string; calls: number; addedToEvent: boolean }>> {
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      calls: sql<number>`count(*)`.mapWith(Number),
      addedToEvent: sql<boolean>`bool_and(${participantSlots.addedToEvent})`,
    })
    .from(participantSlots)
    .innerJoin(users, eq(users.id, participantSlots.userId))
    .where(eq(participantSlots.eventId, eventId))
    .groupBy(users.id)
    .orderBy(asc(users.name), asc(users.id));
}

/** The course's cohort of that name, whatever its case. */
export async function findCohortByName(
  tx: Tx,
  courseId: number,
  name: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.courseId, courseId), sql`lower(${cohorts.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Adds a cohort to the course unless one of that name (whatever its case) exists. */
export async function insertCohortIfMissing(tx: Tx, courseId: number, name: string): Promise<void> {
  await tx.insert(cohorts).values({ courseId, name }).onConflictDoNothing();
}

/** Cohorts of one course, or of every course, with the course's name, ordered by name. */
export async function listCohortRows(
  db: Db,
  courseId?: number,
): Promise<Array<{ id: number; courseId: number; name: string; courseName: string }>> {
  return db
    .select({ id: cohorts.id, courseId: cohorts.courseId, name: cohorts.name, courseName: courses.name })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(courseId !== undefined ? eq(cohorts.courseId, courseId) : undefined)
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(sql`lower(${courses.name})`), asc(cohorts.id));
}

// The staffing facts of the suggested dates.

/**
 * Waits until no other transaction is giving this person a place (ends with the transaction): one
 * person taking two places at once (a backfill take, an accepted invitation, a swap taken) is
 * checked for being busy one take after the other, each seeing the other's place.
 */
export async function lockPlaceTaker(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`place-taker:${userId}`}, 0))`);
}

/** True when the person is busy (busy.ts) in the shift's time on another shift. */
export async function busyElsewhere(tx: Tx, userId: number, shift: { id: number; begins: Date; ends: Date }): Promise<boolean> {
  const [row] = await tx
    .select({ busy: sql<boolean>`${busySql(userId, { start: shift.begins, end: shift.ends, exceptShiftId: shift.id })}` })
    .from(sql`(select 1) as one`);
  return row?.busy === true;
}

/** A stretch of time of one user: an availability, or a shift keeping them busy. */
export interface Interval {
  userId: number;
  start: Date;
  end: Date;
}

/**
 * What keeps people busy between start and end (the one rule, in busy.ts): a row per person per
 * overlapping shift that keeps them busy; with `userIds`, only those people. One statement, a row
 * per shift with the people it keeps busy: the shift's times are read once, not once per person.
 */
export async function busyIntervals(db: Db, opts: BusyPeriod & { userIds?: number[] }): Promise<Interval[]> {
  // One array parameter, however many people: a list of thousands costs more to send and plan than to read.
  const among = (userId: SQL) =>
    opts.userIds ? sql`${userId} = any(${sql.param(opts.userIds)}::int4[])` : sql`${userId} is not null`;
  const shifts = await db
    .select({ start: courseEvents.begins, end: courseEvents.ends, userIds: keptBusySql(courseEvents, among) })
    .from(courseEvents)
    .where(busyShiftsWhere(courseEvents, opts));
  return shifts.flatMap((shift) => shift.userIds.map((userId) => ({ userId, start: shift.start, end: shift.end })));
}

// The places a chosen coach or coordinator holds on the shift (staffing.ts).

/** A person's invite on a shift, or undefined. */
export async function inviteOf(
  tx: Tx,
  eventId: number,
  userId: number,
): Promise<{ id: number; status: InviteStatus } | undefined> {
  const [row] = await tx
    .select({ id: eventInvites.id, status: eventInvites.status })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.userId, userId)));
  return row;
}

/** Adds an invite in that status; its id. */
export async function insertInviteRow(tx: Tx, eventId: number, userId: number, status: InviteStatus): Promise<number> {
  const [row] = await tx.insert(eventInvites).values({ eventId, userId, status }).returning({ id: eventInvites.id });
  if (!row) throw new Error('invite insert returned no row');
  return row.id;
}

/** Sets an invite's status (clearing any swap offer). */
export async function setInviteStatus(tx: Tx, id: number, status: InviteStatus): Promise<void> {
  await tx.update(eventInvites).set({ status, swapToUserId: null, updatedAt: new Date() }).where(eq(eventInvites.id, id));
}

/** Deletes an invite (its partial swap requests go with it). */
export async function deleteInviteRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(eventInvites).where(eq(eventInvites.id, id));
}

/** True when the audit log records that the invite was made (or reopened) by choosing its holder as coach or coordinator. */
export async function placeCameFromChoice(tx: Tx, inviteId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'event_invite'), eq(auditLog.entityId, inviteId), eq(auditLog.action, 'hold_place')))
    .limit(1);
  return row !== undefined;
}

/** What a shift shows of its course beyond its name: resources ready (false without preferences) and its coaching template. */
export async function courseFactsOfShift(
  tx: Tx,
  courseId: number,
): Promise<{ resourcesReady: boolean; templateId: number | null }> {
  const [row] = await tx
    .select({
      resourcesReady: sql<boolean>`coalesce(${coursePreferences.resourcesReady}, false)`,
      templateId: courses.roleplayerAssessmentTemplateId,
    })
    .from(courses)
    .leftJoin(coursePreferences, eq(coursePreferences.courseId, courses.id))
    .where(eq(courses.id, courseId));
  return row ?? { resourcesReady: false, templateId: null };
}

/**
 * Everyone with a place on a shift, for the live updates' audience: the shift's facts, its chosen
 * coach and coordinator, its invitees (with a swap offer's target) and the participants in its
 * calls, each with their roles. Null when the shift does not exist.
 */
export async function shiftPeople(
  tx: Tx,
  eventId: number,
): Promise<{
  shift: { type: ShiftType; courseId: number; coachId: number | null; shiftCoordinatorId: number | null };
  invites: Array<{ userId: number; status: InviteStatus; swapToUserId: number | null }>;
  /** How many calls each participant seated in the shift's calls sits in, by user id. */
  slotted: Map<number, number>;
  roles: Map<number, string[]>;
} | null> {
  const [shift] = await tx
    .select({
      type: courseEvents.type,
      courseId: courseEvents.courseId,
      coachId: courseEvents.coachId,
      shiftCoordinatorId: courseEvents.shiftCoordinatorId,
    })
    .from(courseEvents)
    .where(eq(courseEvents.id, eventId));
  if (!shift) return null;
  const invites = await tx
    .select({ userId: eventInvites.userId, status: eventInvites.status, swapToUserId: eventInvites.swapToUserId })
    .from(eventInvites)
    .where(eq(eventInvites.eventId, eventId));
  const seats = await tx
    .select({ userId: participantSlots.userId, calls: sql<number>`count(distinct ${participantSlots.callId})`.mapWith(Number) })
    .from(participantSlots)
    .where(eq(participantSlots.eventId, eventId))
    .groupBy(participantSlots.userId);
  const slotted = new Map(seats.map((s) => [s.userId, s.calls]));
  const ids = new Set<number>(slotted.keys());
  for (const id of [shift.coachId, shift.shiftCoordinatorId]) if (id !== null) ids.add(id);
  for (const invite of invites) {
    ids.add(invite.userId);
    if (invite.swapToUserId !== null) ids.add(invite.swapToUserId);
  }
  const people =
    ids.size === 0
      ? []
      : await tx
          .select({ id: users.id, roles: users.roles })
          .from(users)
          .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return { shift, invites, slotted, roles: new Map(people.map((p) => [p.id, p.roles])) };
}
