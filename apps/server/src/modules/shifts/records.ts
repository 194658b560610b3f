import { ROLES, type ShiftType } from '@app/shared';
import { and, arrayContains, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clients, cohorts, courseEvents, courses, eventInvites, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fitsIntColumn, invalidField } from '../../lib/records';
import type { AttendeeRow, ShiftRecord } from './presenter';

export const SHIFT_NOT_FOUND = 'Shift not found';
export const NO_SCENARIO =
  'This course has no scenario components: add them in the Scenario Builder before planning a roleplay shift';

/** The shift with its course, client and cohort names, or undefined. `type` narrows to one kind. */
export async function loadShift(tx: Tx, id: number, type?: ShiftType): Promise<ShiftRecord | undefined> {
  if (!fitsIntColumn(id)) return undefined;
  const [row] = await tx
    .select({
      event: courseEvents,
      courseName: courses.name,
      clientId: clients.id,
      clientName: clients.orgName,
      cohortName: cohorts.name,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .where(and(eq(courseEvents.id, id), type ? eq(courseEvents.type, type) : undefined));
  return row;
}

/**
 * Locks the shift row until the transaction ends and returns it with its names; 404 when there is
 * none (of that type).
 */
export async function lockShift(tx: Tx, id: number, type?: ShiftType): Promise<ShiftRecord> {
  const [locked] = fitsIntColumn(id)
    ? await tx
        .select({ id: courseEvents.id })
        .from(courseEvents)
        .where(and(eq(courseEvents.id, id), type ? eq(courseEvents.type, type) : undefined))
        .for('update')
    : [];
  const record = locked ? await loadShift(tx, locked.id) : undefined;
  if (!record) throw notFound(SHIFT_NOT_FOUND);
  return record;
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

const ROLE_WORDS: Record<'coach' | 'sc', string> = { coach: 'is not a coach', sc: 'is not a shift coordinator' };

/**
 * 400 naming `field` unless `userId` is a live user holding `role`. Null and undefined (no choice,
 * or the choice cleared) pass.
 */
export async function assertStaffChoice(
  tx: Tx,
  field: string,
  userId: number | null | undefined,
  role: 'coach' | 'sc',
): Promise<void> {
  if (userId === undefined || userId === null) return;
  const [row] = fitsIntColumn(userId)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt), arrayContains(users.roles, [role])))
        .limit(1)
    : [];
  if (!row) throw invalidField(field, ROLE_WORDS[role]);
}

/** True when the roles include one that manages shifts (admin or sc). */
export function isManager(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('sc');
}

/** True when the roles include one that works shifts or runs the office. */
export function isStaff(roles: readonly string[]): boolean {
  return ROLES.some((role) => role !== 'participant' && roles.includes(role));
}
