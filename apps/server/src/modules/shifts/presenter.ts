import {
  type Attendee,
  type Cohort,
  type CourseLanguage,
  type InviteStatus,
  ROLES,
  type Shift,
  type ShiftParticipant,
  shownAnswerBy,
} from '@app/shared';
import type { courseEvents, rooms } from '../../db/schema';
import { presentShiftRoom } from '../rooms';

type EventRow = typeof courseEvents.$inferSelect;

/** A shift row with the names its page shows beside it, as the service reads it. */
export interface ShiftRecord {
  event: EventRow;
  courseName: string;
  clientId: number;
  clientName: string;
  cohortName: string | null;
  /** The course's language (en-CA when it has none): e-mails about the shift are written in it. */
  language: CourseLanguage;
  /** The booked room (deleted since or not), and whether a call's meeting URL locks the choice. */
  room: typeof rooms.$inferSelect | null;
  roomLocked: boolean;
}

/** One invite of a shift with its holder. */
export interface AttendeeRow {
  inviteId: number;
  userId: number;
  name: string;
  email: string;
  roles: string[];
  status: InviteStatus;
  updatedAt: Date;
  swapToUserId: number | null;
  answerBy: Date | null;
}

export function presentAttendee(row: AttendeeRow, opts: { showEmail: boolean }): Attendee {
  return {
    id: row.userId,
    inviteId: row.inviteId,
    name: row.name,
    email: opts.showEmail ? row.email : '',
    roles: ROLES.filter((role) => row.roles.includes(role)),
    status: row.status,
    statusTime: row.updatedAt.toISOString(),
    swapToUserId: row.swapToUserId,
    answerBy: shownAnswerBy(row.status, row.answerBy)?.toISOString() ?? null,
  };
}

/** What a shift shows besides its row and invites: its course's facts and who sits in its calls. */
export interface ShiftExtras {
  resourcesReady: boolean;
  template: Shift['course']['roleplayerAssessmentTemplate'];
  participants: ShiftParticipant[];
  /** The names of the chosen coach and coordinator, by id. */
  chosenNames: Map<number, string>;
}

/** A shift as its page and the shift calls show it; `callLength` is null for non-roleplay shifts. */
export function presentShift(record: ShiftRecord, attendees: Attendee[], callLength: number | null, extras: ShiftExtras): Shift {
  const { event } = record;
  return {
    id: event.id,
    type: event.type,
    begins: event.begins.toISOString(),
    ends: event.ends.toISOString(),
    course: {
      id: event.courseId,
      name: record.courseName,
      client: { id: record.clientId, orgName: record.clientName },
      resourcesReady: extras.resourcesReady,
      roleplayerAssessmentTemplate: extras.template,
    },
    details: {
      id: event.id,
      attendees,
      // The specification's role-players: every attendee who is not a participant only.
      roleplayers: attendees.filter((a) => a.roles.some((role) => role !== 'participant')),
      participants: extras.participants,
      cohort: event.cohortId !== null && record.cohortName !== null ? { id: event.cohortId, name: record.cohortName } : null,
      coachId: event.coachId,
      shiftCoordinatorId: event.shiftCoordinatorId,
      coachName: event.coachId === null ? null : (extras.chosenNames.get(event.coachId) ?? null),
      shiftCoordinatorName: event.shiftCoordinatorId === null ? null : (extras.chosenNames.get(event.shiftCoordinatorId) ?? null),
      regAppVisibility: event.regAppVisibility,
      isGroupSession: event.isGroupSession,
      useGoogleCalendar: event.useGoogleCalendar,
      comments: event.comments,
    },
    sessions: event.sessions,
    extensions: event.extensions,
    staffingRatio: event.staffingRatio,
    answerByHoursBeforeStart: event.answerByHoursBeforeStart,
    backfillEnabled: event.backfillEnabled,
    callLength: event.type === 'roleplay' ? callLength : null,
    room: record.room ? presentShiftRoom(record.room) : null,
    roomLocked: record.roomLocked,
    updatedAt: event.updatedAt.toISOString(),
  };
}

export function presentCohort(row: { id: number; courseId: number; name: string; courseName: string }): Cohort {
  return { id: row.id, courseId: row.courseId, name: row.name, courseName: row.courseName };
}
