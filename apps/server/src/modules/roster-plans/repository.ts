/**
 * The roster plans' SQL: their own table, and the read models a plan's facts need in one query each
 * (the shifts of the period with their courses, the invitations on them, who played a course before,
 * the weekly limits people set). The one busy rule, availability and qualifications are read through
 * their owners (service.ts).
 */
import { ACCEPTED_PLACE_INVITE_STATUSES } from '@app/shared';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog, courseEvents, courses, eventInvites, rosterPlans, users } from '../../db/schema';

export type RosterPlanRow = typeof rosterPlans.$inferSelect;

/** The plan, or undefined; `lock` locks its row for update. */
export async function findPlan(tx: Tx, id: number, lock = false): Promise<RosterPlanRow | undefined> {
  const query = tx.select().from(rosterPlans).where(eq(rosterPlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPlan(tx: Tx, values: typeof rosterPlans.$inferInsert): Promise<RosterPlanRow> {
  const [row] = await tx.insert(rosterPlans).values(values).returning();
  if (!row) throw new Error('roster plan insert returned no row');
  return row;
}

export async function updatePlan(tx: Tx, id: number, changes: Partial<typeof rosterPlans.$inferInsert>): Promise<RosterPlanRow> {
  const [row] = await tx.update(rosterPlans).set(changes).where(eq(rosterPlans.id, id)).returning();
  if (!row) throw new Error('roster plan update returned no row');
  return row;
}

/** A shift of the period, as the plan reads it. */
export interface PeriodShiftRow {
  id: number;
  type: 'roleplay' | 'training' | 'live';
  courseId: number;
  courseName: string;
  begins: Date;
  ends: Date;
  coachId: number | null;
  shiftCoordinatorId: number | null;
  staffingRatio: number | null;
}

/** The shifts starting in [start, end) and after `after`, of the courses (all when empty), in time order. */
export async function periodShifts(
  tx: Tx,
  opts: { start: Date; end: Date; after: Date; courseIds: number[] },
): Promise<PeriodShiftRow[]> {
  return tx
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      courseId: courseEvents.courseId,
      courseName: courses.name,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      coachId: courseEvents.coachId,
      shiftCoordinatorId: courseEvents.shiftCoordinatorId,
      staffingRatio: courseEvents.staffingRatio,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .where(
      and(
        gte(courseEvents.begins, opts.start),
        lt(courseEvents.begins, opts.end),
        gt(courseEvents.begins, opts.after),
        opts.courseIds.length > 0 ? inArray(courseEvents.courseId, opts.courseIds) : undefined,
      ),
    )
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
}

/** Every invitation on the shifts, whatever its status, with the invitee's roles. */
export async function invitesOnShifts(
  tx: Tx,
  shiftIds: number[],
): Promise<Array<{ eventId: number; userId: number; status: string; roles: string[] }>> {
  if (shiftIds.length === 0) return [];
  return tx
    .select({ eventId: eventInvites.eventId, userId: eventInvites.userId, status: eventInvites.status, roles: users.roles })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .where(inArray(eventInvites.eventId, shiftIds));
}

/** Who gave a place on one of the shifts away (a swap taken from them), from the audit trail. */
export async function giversOnShifts(tx: Tx, shiftIds: number[]): Promise<Array<{ eventId: number; userId: number }>> {
  if (shiftIds.length === 0) return [];
  const rows = await tx
    .select({ eventId: auditLog.eventId, giverId: sql<number | null>`(${auditLog.data}->>'giverId')::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'invite_swap_taken'), inArray(auditLog.eventId, shiftIds)));
  return rows.flatMap((r) => (r.eventId !== null && r.giverId !== null ? [{ eventId: r.eventId, userId: r.giverId }] : []));
}

/** The (user, course) pairs among these where the user held an accepted place on a roleplay shift of the course that has ended. */
export async function playedBefore(
  tx: Tx,
  opts: { userIds: number[]; courseIds: number[]; now: Date },
): Promise<Array<{ userId: number; courseId: number }>> {
  if (opts.userIds.length === 0 || opts.courseIds.length === 0) return [];
  return tx
    .selectDistinct({ userId: eventInvites.userId, courseId: courseEvents.courseId })
    .from(eventInvites)
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .where(
      and(
        inArray(eventInvites.userId, opts.userIds),
        inArray(courseEvents.courseId, opts.courseIds),
        eq(courseEvents.type, 'roleplay'),
        lt(courseEvents.ends, opts.now),
        inArray(eventInvites.status, [...ACCEPTED_PLACE_INVITE_STATUSES]),
      ),
    );
}

/** The weekly limits the people set (only those who set one). */
export async function weeklyLimits(tx: Tx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, max: users.maxShiftsPerWeek })
    .from(users)
    .where(and(inArray(users.id, userIds), sql`${users.maxShiftsPerWeek} is not null`));
  return new Map(rows.map((r) => [r.id, r.max as number]));
}
