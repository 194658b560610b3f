/**
 * Every query of the shifts module: shifts with their names, their invites as the shift page shows
 * them, cohorts, and the staffing facts the suggested dates are computed from. Services keep the
 * rules and the transactions; they call these with the transaction they run in.
 */
import { COURSE_LANGUAGES, type CourseLanguage, type InviteStatus, type ShiftType } from '@app/shared';
import { and, arrayContains, arrayOverlaps, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  rooms,
  scenarioComponents,
  scenarioComponentTypes,
  userAvailabilities,
  userQualifications,
  users,
} from '../../db/schema';
import { fitsIntColumn } from '../../lib/records';
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
  if (!fitsIntColumn(id)) return undefined;
  const query = withShiftNames(
    tx
      .select({
        event: courseEvents,
        courseName: courses.name,
        clientId: clients.id,
        clientName: clients.orgName,
        cohortName: cohorts.name,
        language: coursePreferences.language,
      })
      .from(courseEvents)
      .$dynamic(),
  )
    .leftJoin(coursePreferences, eq(coursePreferences.courseId, courseEvents.courseId))
    .where(and(eq(courseEvents.id, id), opts.type ? eq(courseEvents.type, opts.type) : undefined));
  const [row] = opts.lock ? await query.for(opts.lock, { of: courseEvents }) : await query;
  if (!row) return undefined;
  const language = (COURSE_LANGUAGES as readonly string[]).includes(row.language ?? '')
    ? (row.language as CourseLanguage)
    : 'en-CA';
  return { ...row, language };
}

/** Locks the shift row (FOR UPDATE) until the transaction ends; its id, or undefined when there is none (of that type). */
export async function lockShiftRow(tx: Tx, id: number, type?: ShiftType): Promise<number | undefined> {
  if (!fitsIntColumn(id)) return undefined;
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

/**
 * Locks the course row for share until the transaction ends (a scenario change, which locks it for
 * update, waits); false when there is no such course.
 */
export async function lockCourseForShare(tx: Tx, courseId: number): Promise<boolean> {
  if (!fitsIntColumn(courseId)) return false;
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('share');
  return row !== undefined;
}

/** How many of the course's scenario components are of the type Scenario (played by role-players). */
export async function scenarioCount(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(and(eq(scenarioComponents.courseId, courseId), sql`lower(${scenarioComponentTypes.name}) = 'scenario'`));
  return row?.count ?? 0;
}

/** Every invite of a shift with its holder, by name. */
export async function loadAttendees(tx: Tx, eventId: number): Promise<AttendeeRow[]> {
  return tx
    .select({
      inviteId: eventInvites.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      status: eventInvites.status,
      updatedAt: eventInvites.updatedAt,
      swapToUserId: eventInvites.swapToUserId,
    })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(eq(eventInvites.eventId, eventId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

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
 * The viewer's relation to a shift's invites: the holders of the rows that are the viewer's own or
 * offered for swap to them (to everybody, or to them by name).
 */
export async function viewerInviteHolders(tx: Tx, eventId: number, viewerId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: eventInvites.userId })
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
    );
  return rows.map((r) => r.userId);
}

/** True when `userId` is a live user holding `role`. */
export async function isLiveUserWithRole(tx: Tx, userId: number, role: string): Promise<boolean> {
  if (!fitsIntColumn(userId)) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), arrayContains(users.roles, [role])))
    .limit(1);
  return row !== undefined;
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

/** A stretch of time of one user: an availability, or a shift keeping them busy. */
export interface Interval {
  userId: number;
  start: Date;
  end: Date;
}

/** A live user who could staff a shift, with their roles and whether they hold the course's qualification. */
export interface PoolRow {
  id: number;
  name: string;
  roles: string[];
  qualification: number | null;
}

/** True when the course has at least one qualification row (then only qualified role-players count). */
export async function courseHasQualifications(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userQualifications.id })
    .from(userQualifications)
    .where(eq(userQualifications.courseId, courseId))
    .limit(1);
  return row !== undefined;
}

/** Live users holding one of `roles`, with their qualification for the course (or null), by name. */
export async function staffPool(db: Db, courseId: number, roles: string[]): Promise<PoolRow[]> {
  return db
    .select({ id: users.id, name: users.name, roles: users.roles, qualification: userQualifications.id })
    .from(users)
    .leftJoin(userQualifications, and(eq(userQualifications.userId, users.id), eq(userQualifications.courseId, courseId)))
    .where(and(isNull(users.deletedAt), arrayOverlaps(users.roles, roles)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * Availability of live users holding one of `roles` that overlaps [start, end) and is at least
 * `minSeconds` long (only those can hold a whole shift).
 */
export async function staffAvailabilities(
  db: Db,
  opts: { roles: string[]; start: Date; end: Date; minSeconds: number },
): Promise<Interval[]> {
  return db
    .select({ userId: userAvailabilities.userId, start: userAvailabilities.startTime, end: userAvailabilities.endTime })
    .from(userAvailabilities)
    .innerJoin(users, eq(users.id, userAvailabilities.userId))
    .where(
      and(
        isNull(users.deletedAt),
        arrayOverlaps(users.roles, opts.roles),
        // Written as a range overlap so the exclusion constraint's GiST index can serve it.
        sql`tstzrange(${userAvailabilities.startTime}, ${userAvailabilities.endTime}, '[)') && tstzrange(${opts.start.toISOString()}::timestamptz, ${opts.end.toISOString()}::timestamptz, '[)')`,
        sql`${userAvailabilities.endTime} - ${userAvailabilities.startTime} >= ${`${opts.minSeconds} seconds`}::interval`,
      ),
    );
}

/**
 * What keeps people busy between start and end: the times of the shifts overlapping it where they
 * hold an invite in one of `statuses`, or are the coach or the coordinator.
 */
export async function busyIntervals(db: Db, opts: { start: Date; end: Date; statuses: InviteStatus[] }): Promise<Interval[]> {
  const overlapping = and(lt(courseEvents.begins, opts.end), gt(courseEvents.ends, opts.start));
  const invited: Interval[] = await db
    .select({ userId: eventInvites.userId, start: courseEvents.begins, end: courseEvents.ends })
    .from(eventInvites)
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .where(and(overlapping, inArray(eventInvites.status, opts.statuses)));
  const assigned = await db
    .select({
      coachId: courseEvents.coachId,
      shiftCoordinatorId: courseEvents.shiftCoordinatorId,
      start: courseEvents.begins,
      end: courseEvents.ends,
    })
    .from(courseEvents)
    .where(and(overlapping, or(isNotNull(courseEvents.coachId), isNotNull(courseEvents.shiftCoordinatorId))));
  const busy = [...invited];
  for (const shift of assigned) {
    if (shift.coachId !== null) busy.push({ userId: shift.coachId, start: shift.start, end: shift.end });
    if (shift.shiftCoordinatorId !== null) busy.push({ userId: shift.shiftCoordinatorId, start: shift.start, end: shift.end });
  }
  return busy;
}

// The manager's shift page: staff choosers, the places the coach and the coordinator hold, the
// shift's room and the course's participants (the schedule e-mail).

/** A person free to be chosen as a shift's coach or coordinator, with whether their availability covers it. */
export interface StaffCandidateRow {
  id: number;
  name: string;
  email: string;
  available: boolean;
}

/**
 * Live users holding `role` who are free between start and end: no invited, accepted or
 * swap_requested place on another overlapping shift, and not the coach or coordinator of one.
 * When the course has qualification rows, only the users qualified for it. `exceptShiftId` is the
 * shift being staffed (its own places do not count). By name.
 */
export async function staffCandidates(
  db: Db,
  opts: { role: 'coach' | 'sc'; start: Date; end: Date; courseId: number | null; exceptShiftId: number | null },
): Promise<StaffCandidateRow[]> {
  const start = opts.start.toISOString();
  const end = opts.end.toISOString();
  const except = opts.exceptShiftId ?? 0;
  const busyByInvite = sql`exists (select 1 from event_invites bi join course_events bs on bs.id = bi.event_id
    where bi.user_id = ${users.id} and bi.status in ('invited', 'accepted', 'swap_requested')
    and bs.begins < ${end}::timestamptz and bs.ends > ${start}::timestamptz and bs.id <> ${except})`;
  const busyByChoice = sql`exists (select 1 from course_events bc
    where (bc.coach_id = ${users.id} or bc.shift_coordinator_id = ${users.id})
    and bc.begins < ${end}::timestamptz and bc.ends > ${start}::timestamptz and bc.id <> ${except})`;
  const qualified =
    opts.courseId === null
      ? sql`true`
      : sql`(exists (select 1 from user_qualifications q where q.user_id = ${users.id} and q.course_id = ${opts.courseId})
          or not exists (select 1 from user_qualifications q2 where q2.course_id = ${opts.courseId}))`;
  const available = sql<boolean>`exists (select 1 from user_availabilities a
    where a.user_id = ${users.id} and a.start_time <= ${start}::timestamptz and a.end_time >= ${end}::timestamptz)`;
  return db
    .select({ id: users.id, name: users.name, email: users.email, available })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        arrayContains(users.roles, [opts.role]),
        sql`not ${busyByInvite}`,
        sql`not ${busyByChoice}`,
        qualified,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

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

/** The room the shift is held in, or null. */
export async function shiftRoom(tx: Tx, eventId: number): Promise<typeof rooms.$inferSelect | null> {
  const [row] = await tx
    .select({ room: rooms })
    .from(courseEvents)
    .innerJoin(rooms, eq(rooms.id, courseEvents.roomId))
    .where(eq(courseEvents.id, eventId));
  return row?.room ?? null;
}

/** The course's live participants, by name. */
export async function courseParticipantRows(
  tx: Tx,
  courseId: number,
): Promise<Array<{ id: number; name: string; email: string }>> {
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
