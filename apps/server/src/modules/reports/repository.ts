/**
 * Every query of the reports module. Reports are read models: each reads shifts, invites, calls,
 * people and their profiles together (the reasons are listed in test/table-ownership.test.ts).
 * Large reports are read a page of shifts at a time, in (begins, id) order from a key, so a report
 * of any size is never held whole and no transaction stays open while the file is written out.
 */
import { type InviteStatus, type ShiftType, STAFF_ROLES } from '@app/shared';
import { type AnyColumn, and, arrayOverlaps, asc, eq, gt, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  auditLog,
  callSlots,
  clients,
  cohorts,
  courseEvents,
  courses,
  eventInvites,
  npsRatings,
  participantAssessmentParts,
  participantAssessments,
  participantProfiles,
  participantSlots,
  scenarioComponents,
  userAvailabilities,
  users,
} from '../../db/schema';
import { staffForCoursesCondition } from '../availability';

/** Where the next page of shifts starts: after this shift in (begins, id) order. */
export interface ShiftKey {
  begins: Date;
  id: number;
}

export interface ReportShift {
  id: number;
  type: ShiftType;
  begins: Date;
  ends: Date;
  courseName: string;
  clientName: string;
  cohortName: string | null;
  coachId: number | null;
  coordinatorId: number | null;
  /** Minutes of one call: the course's component durations added up. */
  callLength: number;
}

export interface ShiftFilter {
  /** Shifts that begin in [start, end). */
  start?: Date;
  end?: Date;
  courseIds?: number[];
  cohortIds?: number[];
  type?: ShiftType;
}

/** A page of shifts matching the filter, in (begins, id) order after `after`. */
export async function shiftsPage(tx: Tx, filter: ShiftFilter, after: ShiftKey | null, limit: number): Promise<ReportShift[]> {
  const conditions: Array<SQL | undefined> = [
    filter.start ? gte(courseEvents.begins, filter.start) : undefined,
    filter.end ? lt(courseEvents.begins, filter.end) : undefined,
    filter.courseIds ? inArray(courseEvents.courseId, filter.courseIds) : undefined,
    filter.cohortIds ? inArray(courseEvents.cohortId, filter.cohortIds) : undefined,
    filter.type ? eq(courseEvents.type, filter.type) : undefined,
    after
      ? or(gt(courseEvents.begins, after.begins), and(eq(courseEvents.begins, after.begins), gt(courseEvents.id, after.id)))
      : undefined,
  ];
  return tx
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      courseName: courses.name,
      clientName: clients.orgName,
      cohortName: cohorts.name,
      coachId: courseEvents.coachId,
      coordinatorId: courseEvents.shiftCoordinatorId,
      callLength: sql<number>`(select coalesce(sum(${scenarioComponents.duration}), 0)::int from ${scenarioComponents}
        where ${scenarioComponents.courseId} = ${courseEvents.courseId})`,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .where(and(...conditions))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id))
    .limit(limit);
}

export interface InviteRowOfReport {
  eventId: number;
  inviteId: number;
  userId: number;
  name: string;
  email: string;
  status: InviteStatus;
}

/** The staff invites held on these shifts now (participants placed on a shift are not role-players), in no order. */
export async function invitesOfShifts(tx: Tx, eventIds: number[]): Promise<InviteRowOfReport[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: eventInvites.eventId,
      inviteId: eventInvites.id,
      userId: eventInvites.userId,
      name: users.name,
      email: users.email,
      status: eventInvites.status,
    })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(and(inArray(eventInvites.eventId, eventIds), arrayOverlaps(users.roles, [...STAFF_ROLES])));
}

export interface SwapRowOfReport {
  eventId: number;
  inviteId: number;
  giverId: number;
  takerId: number;
}

/**
 * Swaps taken on these shifts, from the audit trail: an invite moves to its taker, so the giver's
 * part survives only there (action 'invite_swap_taken', with the giver and the shift in its data).
 */
export async function swapsTakenOnShifts(tx: Tx, eventIds: number[]): Promise<SwapRowOfReport[]> {
  if (eventIds.length === 0) return [];
  const eventId = sql<number>`((${auditLog.data} ->> 'eventId')::int)`;
  return tx
    .select({
      eventId,
      inviteId: sql<number>`${auditLog.entityId}`,
      giverId: sql<number>`((${auditLog.data} ->> 'giverId')::int)`,
      takerId: sql<number>`((${auditLog.data} ->> 'userId')::int)`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'invite_swap_taken'), inArray(eventId, eventIds)))
    .orderBy(asc(auditLog.id));
}

/** Names and e-mail addresses of people (deleted ones too: a report names who was there). */
export async function peopleByIds(tx: Tx, ids: number[]): Promise<Array<{ id: number; name: string; email: string }>> {
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

export interface ParticipantRowOfReport {
  eventId: number;
  callId: number;
  blockNumber: number;
  name: string;
  email: string;
  managerName: string | null;
  region: string | null;
  branch: string | null;
  addedToEvent: boolean;
  /** The participant's assessment of this shift was submitted. */
  assessed: boolean;
}

/** The participants in calls of these shifts, by block, call and name, with their profile and whether they were assessed. */
export async function participantsOfShifts(tx: Tx, eventIds: number[]): Promise<ParticipantRowOfReport[]> {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: participantSlots.eventId,
      callId: participantSlots.callId,
      blockNumber: participantSlots.blockNumber,
      name: users.name,
      email: users.email,
      managerName: participantProfiles.managerName,
      region: participantProfiles.region,
      branch: participantProfiles.branch,
      addedToEvent: participantSlots.addedToEvent,
      assessed: sql<boolean>`exists (select 1 from ${participantAssessments}
        where ${participantAssessments.userId} = ${participantSlots.userId}
          and ${participantAssessments.eventId} = ${participantSlots.eventId}
          and ${participantAssessments.completedAt} is not null)`,
    })
    .from(participantSlots)
    .innerJoin(users, eq(users.id, participantSlots.userId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, participantSlots.userId))
    .where(inArray(participantSlots.eventId, eventIds))
    .orderBy(
      asc(participantSlots.blockNumber),
      asc(participantSlots.callId),
      asc(sql`lower(${users.name})`),
      asc(participantSlots.id),
    );
}

/** The role-players slotted in each call of these shifts, in the course's scenario order, joined by '; '. */
export async function roleplayersOfCalls(tx: Tx, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx
    .select({
      callId: callSlots.callId,
      names: sql<string>`string_agg(${users.name}, '; ' order by ${scenarioComponents.position}, ${scenarioComponents.id})`,
    })
    .from(callSlots)
    .innerJoin(users, eq(users.id, callSlots.userId))
    .innerJoin(scenarioComponents, eq(scenarioComponents.id, callSlots.scenarioComponentId))
    .where(and(inArray(callSlots.eventId, eventIds), isNotNull(callSlots.userId)))
    .groupBy(callSlots.callId);
  return new Map(rows.map((r) => [r.callId, r.names]));
}

// NPS and aggregate reports ---------------------------------------------------------------------

export interface NpsRowOfReport {
  cohortId: number;
  cohortName: string;
  courseName: string;
  clientName: string;
  promoters: number;
  passives: number;
  detractors: number;
}

/**
 * The NPS ratings of the cohorts (every cohort without ids) counted by group in the database: one
 * row per cohort that has a rating, by client, course and cohort name.
 */
export async function npsCountsByCohort(tx: Tx, cohortIds: number[] | undefined): Promise<NpsRowOfReport[]> {
  return tx
    .select({
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      courseName: courses.name,
      clientName: clients.orgName,
      promoters: sql<number>`(count(*) filter (where ${npsRatings.rating} >= 9))::int`,
      passives: sql<number>`(count(*) filter (where ${npsRatings.rating} between 7 and 8))::int`,
      detractors: sql<number>`(count(*) filter (where ${npsRatings.rating} <= 6))::int`,
    })
    .from(npsRatings)
    .innerJoin(cohorts, eq(cohorts.id, npsRatings.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(cohortIds ? inArray(npsRatings.cohortId, cohortIds) : undefined)
    .groupBy(cohorts.id, courses.id, clients.id)
    .orderBy(
      asc(sql`lower(${clients.orgName})`),
      asc(sql`lower(${courses.name})`),
      asc(sql`lower(${cohorts.name})`),
      asc(cohorts.id),
    );
}

export interface AggregateFilter {
  courseId: number;
  /** Shifts that begin in [start, end). */
  start?: Date | undefined;
  end?: Date | undefined;
  region?: string | undefined;
  branch?: string | undefined;
  managerName?: string | undefined;
}

/** One group of answers: to a block for a scenario, of one kind (a true/false value, a text, an answer index). */
export interface AnswerCountRow {
  assessmentPartId: number;
  scenarioComponentId: number;
  choice: string | null;
  answerIndex: number | null;
  isText: boolean;
  count: number;
}

/**
 * The answers recorded in assessments of the course's shifts, counted in the database by block,
 * scenario and answer: the answers themselves never leave it, only a few rows per block and
 * scenario. Profile filters compare whole values, case aside.
 */
export async function answerCounts(tx: Tx, filter: AggregateFilter): Promise<AnswerCountRow[]> {
  const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;
  const conditions: Array<SQL | undefined> = [
    eq(courseEvents.courseId, filter.courseId),
    filter.start ? gte(courseEvents.begins, filter.start) : undefined,
    filter.end ? lt(courseEvents.begins, filter.end) : undefined,
    filter.region ? sameText(participantProfiles.region, filter.region) : undefined,
    filter.branch ? sameText(participantProfiles.branch, filter.branch) : undefined,
    filter.managerName ? sameText(participantProfiles.managerName, filter.managerName) : undefined,
  ];
  // A short answer left blank (spaces only) is not an answer.
  const isText = sql<boolean>`(coalesce(btrim(${participantAssessmentParts.text}), '') <> '')`;
  return tx
    .select({
      assessmentPartId: participantAssessmentParts.assessmentPartId,
      scenarioComponentId: participantAssessmentParts.scenarioComponentId,
      choice: participantAssessmentParts.choice,
      answerIndex: participantAssessmentParts.answerIndex,
      isText,
      count: sql<number>`count(*)::int`,
    })
    .from(participantAssessmentParts)
    .innerJoin(participantAssessments, eq(participantAssessments.id, participantAssessmentParts.participantAssessmentId))
    .innerJoin(courseEvents, eq(courseEvents.id, participantAssessments.eventId))
    .leftJoin(participantProfiles, eq(participantProfiles.userId, participantAssessments.userId))
    .where(and(...conditions))
    .groupBy(
      participantAssessmentParts.assessmentPartId,
      participantAssessmentParts.scenarioComponentId,
      participantAssessmentParts.choice,
      participantAssessmentParts.answerIndex,
      isText,
    );
}

// Resource availability timeline ----------------------------------------------------------------

/** A page of the timeline's people by name, and how many there are in all. */
export async function timelinePeople(
  tx: Tx,
  opts: { roles: string[]; courseIds?: number[] | undefined; offset: number; limit: number },
): Promise<{ people: Array<{ id: number; name: string; roles: string[] }>; total: number }> {
  const condition = await staffForCoursesCondition(tx, opts.roles, opts.courseIds);
  if (!condition) return { people: [], total: 0 };
  const [people, [count]] = await Promise.all([
    tx
      .select({ id: users.id, name: users.name, roles: users.roles })
      .from(users)
      .where(condition)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .offset(opts.offset)
      .limit(opts.limit),
    tx.select({ n: sql<number>`count(*)::int` }).from(users).where(condition),
  ]);
  return { people, total: count?.n ?? 0 };
}

/** Availability of these people overlapping [start, end), by person and start. */
export async function availabilityOf(tx: Tx, userIds: number[], start: Date, end: Date) {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: userAvailabilities.userId, startTime: userAvailabilities.startTime, endTime: userAvailabilities.endTime })
    .from(userAvailabilities)
    .where(
      and(
        inArray(userAvailabilities.userId, userIds),
        lt(userAvailabilities.startTime, end),
        gt(userAvailabilities.endTime, start),
      ),
    )
    .orderBy(asc(userAvailabilities.userId), asc(userAvailabilities.startTime));
}

/** Shifts these people are booked on (an invite in one of `statuses`) overlapping [start, end), with course and client. */
export async function bookedShiftsOf(tx: Tx, userIds: number[], start: Date, end: Date, statuses: readonly InviteStatus[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      userId: eventInvites.userId,
      status: eventInvites.status,
      eventType: courseEvents.type,
      courseName: courses.name,
      courseId: courses.id,
      eventId: courseEvents.id,
      clientName: clients.orgName,
      startTime: courseEvents.begins,
      endTime: courseEvents.ends,
    })
    .from(eventInvites)
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(
      and(
        inArray(eventInvites.userId, userIds),
        inArray(eventInvites.status, [...statuses]),
        lt(courseEvents.begins, end),
        gt(courseEvents.ends, start),
      ),
    )
    .orderBy(asc(eventInvites.userId), asc(courseEvents.begins));
}
