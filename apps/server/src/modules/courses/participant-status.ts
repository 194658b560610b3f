import type { ParticipantStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { courseEvents, courseParticipants, eventInvites, participantAssessments } from '../../db/schema';

/**
 * The derived status of an enrolled participant, as one SQL expression over `course_participants`
 * (so a whole page is computed in one query): Completed when they have a completed assessment in a
 * shift of the course, else Registered when they hold an invite to a shift of the course that is
 * not rejected, else Pending.
 */
export const participantStatusSql = sql<ParticipantStatus>`case
  when exists (
    select 1 from ${participantAssessments}
    join ${courseEvents} on ${courseEvents.id} = ${participantAssessments.eventId}
    where ${courseEvents.courseId} = ${courseParticipants.courseId}
      and ${participantAssessments.userId} = ${courseParticipants.userId}
      and ${participantAssessments.completedAt} is not null
  ) then 'Completed'
  when exists (
    select 1 from ${eventInvites}
    join ${courseEvents} on ${courseEvents.id} = ${eventInvites.eventId}
    where ${courseEvents.courseId} = ${courseParticipants.courseId}
      and ${eventInvites.userId} = ${courseParticipants.userId}
      and ${eventInvites.status} <> 'rejected'
  ) then 'Registered'
  else 'Pending'
end`;
