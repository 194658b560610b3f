import { MESSAGES, type Role, STAFF_ROLES, type UserQualification } from '@app/shared';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { mayRead } from './policy';
import { toRoles } from './presenter';
import * as repo from './repository';

/** A user's course qualifications (course and client name), for those who may read the user. */
export async function listQualifications(opts: { db: Db; actor: AuthUser; userId: number }): Promise<UserQualification[]> {
  const user = await repo.findLiveUser(opts.db, opts.userId);
  if (!user || !(await mayRead(opts.db, opts.actor, { id: user.id, roles: toRoles(user.roles) }))) {
    throw notFound(MESSAGES.userNotFound);
  }
  const rows = await repo.listQualifications(opts.db, opts.userId);
  return rows.map((r) => ({ id: r.id, course: { id: r.courseId, name: r.courseName }, clientName: r.clientName }));
}

/**
 * Qualifies a staff member for a course (admin). From then on a course with qualifications offers
 * its places (invites, swaps, suggested dates, coach and coordinator choosers) only to the qualified.
 * A user who is only a participant cannot hold one (409); a second one for the same course is 409.
 */
export async function addQualification(opts: {
  db: Db;
  actor: AuthUser;
  userId: number;
  courseId: number;
}): Promise<UserQualification> {
  try {
    return await transaction(opts.db, async (tx) => {
      const user = await repo.findLiveUser(tx, opts.userId, true);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (!toRoles(user.roles).some((role: Role) => STAFF_ROLES.includes(role))) {
        throw new AppError('qualification_needs_staff', MESSAGES.qualificationNeedsStaff);
      }
      const added = await repo.insertQualification(tx, opts.userId, opts.courseId);
      if (!added) throw new AppError('qualification_exists', MESSAGES.qualificationExists);
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'create',
        entity: 'user_qualification',
        entityId: added.id,
        data: { userId: opts.userId, courseId: opts.courseId },
      });
      const [row] = (await repo.listQualifications(tx, opts.userId)).filter((r) => r.id === added.id);
      if (!row) throw notFound(MESSAGES.courseNotFound);
      return { id: row.id, course: { id: row.courseId, name: row.courseName }, clientName: row.clientName };
    });
  } catch (err) {
    // The course is gone (or never was): its foreign key refuses the row.
    if (pgErrorCode(err) === '23503' && pgConstraint(err)?.includes('course')) throw notFound(MESSAGES.courseNotFound);
    throw err;
  }
}

/** Removes a qualification by its id (admin). */
export async function removeQualification(opts: { db: Db; actor: AuthUser; id: number }): Promise<void> {
  await transaction(opts.db, async (tx) => {
    const removed = await repo.deleteQualification(tx, opts.id);
    if (!removed) throw notFound(MESSAGES.qualificationNotFound);
    await audit(tx, { actorId: opts.actor.id, action: 'delete', entity: 'user_qualification', entityId: opts.id, data: removed });
  });
}
