import { type CalendarShift, type EventInvite, type InviteStatus, type ShiftType, shownAnswerBy } from '@app/shared';

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
  /** When the invitation lapses unanswered (see shownAnswerBy for when it is shown). */
  answerBy: Date | null;
  createdAt: Date;
  updatedAt: Date;
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
    answerBy: shownAnswerBy(row.status, row.answerBy)?.toISOString() ?? null,
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
  /** The viewer's own invitation's answer-by time, already as shown (shownAnswerBy); none when absent. */
  answerBy?: Date | null;
  /** A participant's own calls on the shift (roleplay shifts they sit in), by start; none otherwise. */
  myCalls?: MyCallRecord[];
}

/** One call of a participant, as their calendar shows it. */
export interface MyCallRecord {
  id: number;
  begins: Date;
  ends: Date;
  joinUrl: string | null;
  localNumber: string | null;
  tollFreeNumber: string | null;
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
    answerBy: row.answerBy?.toISOString() ?? null,
    myCalls: (row.myCalls ?? []).map((call) => ({ ...call, begins: call.begins.toISOString(), ends: call.ends.toISOString() })),
  };
}
