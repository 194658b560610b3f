import type { CourseParticipant, courseParticipantsQuerySchema } from '@app/shared';
import { and, asc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courseEvents, courseParticipants, eventInvites, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { containsPattern, fitsIntColumn } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { participantStatusSql } from './participant-status';
import { presentParticipant } from './presenter';
import { assertCourseExists } from './service';

export const NOT_ENROLLED = 'This participant is not enrolled in this course';
export const PARTICIPANT_IN_SHIFT =
  'This participant is in a shift of this course; remove them from the shift before removing them from the course';

type ParticipantsQuery = z.infer<typeof courseParticipantsQuerySchema>;

/** Enrolled live participants of a course: the base of the participant list and the invitations. */
export function enrolledWhere(courseId: number, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(courseParticipants.courseId, courseId), isNull(users.deletedAt), ...more);
}

/**
 * One page of a course's participants, ordered by name, each with the derived status; the search
 * matches names and e-mail addresses.
 */
export async function listParticipants(opts: {
  db: Db;
  courseId: number;
  query: ParticipantsQuery;
}): Promise<{ data: CourseParticipant[]; total: number }> {
  const { query } = opts;
  await assertCourseExists(opts.db, opts.courseId);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = enrolledWhere(opts.courseId, pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined);
  const [counted] = await opts.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(where);
  const rows = await opts.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: participantStatusSql,
      invitationSentAt: courseParticipants.invitationSentAt,
      enrolledAt: courseParticipants.createdAt,
    })
    .from(courseParticipants)
    .innerJoin(users, eq(users.id, courseParticipants.userId))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: rows.map(presentParticipant), total: counted?.total ?? 0 };
}

/**
 * Takes a participant out of a course. Refused with 409 while they are in a shift of the course
 * (an invite that is not rejected): the shift must let them go first.
 */
export async function removeParticipant(opts: { db: Db; actor: AuthUser; courseId: number; userId: number }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    await assertCourseExists(tx, opts.courseId);
    const [enrolment] = fitsIntColumn(opts.userId)
      ? await tx
          .select({ userId: courseParticipants.userId })
          .from(courseParticipants)
          .where(and(eq(courseParticipants.courseId, opts.courseId), eq(courseParticipants.userId, opts.userId)))
          .for('update')
      : [];
    if (!enrolment) throw notFound(NOT_ENROLLED);
    const [inShift] = await tx
      .select({ id: eventInvites.id })
      .from(eventInvites)
      .innerJoin(courseEvents, eq(courseEvents.id, eventInvites.eventId))
      .where(
        and(eq(courseEvents.courseId, opts.courseId), eq(eventInvites.userId, opts.userId), ne(eventInvites.status, 'rejected')),
      )
      .limit(1);
    if (inShift) throw conflict(PARTICIPANT_IN_SHIFT);
    await tx
      .delete(courseParticipants)
      .where(and(eq(courseParticipants.courseId, opts.courseId), eq(courseParticipants.userId, opts.userId)));
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'remove_participant',
      entity: 'course',
      entityId: opts.courseId,
      data: { userId: opts.userId },
    });
  });
}
