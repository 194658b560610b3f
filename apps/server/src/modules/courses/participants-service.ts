import { type CourseParticipant, type courseParticipantsQuerySchema, MESSAGES } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { presentParticipant } from './presenter';
import * as repo from './repository';
import { assertCourseExists } from './service';

export const PARTICIPANT_IN_SHIFT =
  'This participant is in a shift of this course; remove them from the shift before removing them from the course';

type ParticipantsQuery = z.infer<typeof courseParticipantsQuerySchema>;

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
  const total = await repo.countParticipants(opts.db, opts.courseId, query.search);
  const rows = await repo.listParticipants(opts.db, opts.courseId, query.search, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows.map(presentParticipant), total };
}

/**
 * Takes a participant out of a course. Refused with 409 while they are in a shift of the course
 * (an invite that is not rejected): the shift must let them go first.
 */
export async function removeParticipant(opts: { db: Db; actor: AuthUser; courseId: number; userId: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    await assertCourseExists(tx, opts.courseId);
    if (!(await repo.lockEnrolment(tx, opts.courseId, opts.userId))) throw notFound(MESSAGES.notEnrolledInCourse);
    if (await repo.isInShiftOfCourse(tx, opts.courseId, opts.userId)) {
      throw new AppError('participant_in_shift', PARTICIPANT_IN_SHIFT);
    }
    await repo.deleteEnrolment(tx, opts.courseId, opts.userId);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'remove_participant',
      entity: 'course',
      entityId: opts.courseId,
      data: { userId: opts.userId },
    });
  });
}
