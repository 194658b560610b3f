import type { CalendarShift, EventInvite, InviteStatus, ShiftType } from '@app/shared';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseEvents, eventInvites, users } from '../../db/schema';

/** What an invite row needs to be shown: the invite, its user and its shift's type. */
export interface InviteRecord {
  id: number;
  status: InviteStatus;
  userId: number;
  userName: string;
  userEmail: string;
  eventId: number;
  eventType: ShiftType;
  swapToUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const inviteRecordFields = {
  id: eventInvites.id,
  status: eventInvites.status,
  userId: eventInvites.userId,
  userName: users.name,
  userEmail: users.email,
  eventId: eventInvites.eventId,
  eventType: courseEvents.type,
  swapToUserId: eventInvites.swapToUserId,
  createdAt: eventInvites.createdAt,
  updatedAt: eventInvites.updatedAt,
};

/** The invites matching `where`, with their users and shift types, oldest first. */
export async function inviteRecords(tx: Tx, where: SQL | undefined, limit?: number): Promise<InviteRecord[]> {
  const query = tx
    .select(inviteRecordFields)
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.userId))
    .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
    .where(where)
    .orderBy(asc(eventInvites.id));
  return limit === undefined ? query : query.limit(limit);
}

/** An invite as the API shows it. */
export function presentInvite(row: InviteRecord): EventInvite {
  return {
    id: row.id,
    status: row.status,
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    eventType: row.eventType,
    eventId: row.eventId,
    swapToUserId: row.swapToUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A calendar row as the feed and the swap lists read it. */
export interface CalendarRecord {
  id: number;
  type: ShiftType;
  begins: Date;
  ends: Date;
  courseId: number;
  courseName: string;
  clientName: string;
  cohortName: string | null;
  myStatus: InviteStatus | null;
  myInviteId: number | null;
  swapInviteId: number | null;
}

export function presentCalendarShift(row: CalendarRecord): CalendarShift {
  return {
    id: row.id,
    type: row.type,
    begins: row.begins.toISOString(),
    ends: row.ends.toISOString(),
    courseId: row.courseId,
    courseName: row.courseName,
    clientName: row.clientName,
    cohortName: row.cohortName,
    myStatus: row.myStatus,
    myInviteId: row.myInviteId,
    swapInviteId: row.swapInviteId,
  };
}
