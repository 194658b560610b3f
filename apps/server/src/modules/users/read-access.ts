import { can, type Role, STAFF_ROLES } from '@app/shared';
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { courseEvents, eventInvites, participantAssessments } from '../../db/schema';
import type { AuthUser } from '../../plugins/types';

const staffInvite = alias(eventInvites, 'staff_invite');
const participantInvite = alias(eventInvites, 'participant_invite');

const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

/**
 * True when the staff member works a shift that the participant is in. The staff member is on a
 * shift as its coach, its coordinator, or by an invite they have not declined; the participant by
 * an invite they have not declined, or by an assessment in it.
 */
async function sharesShift(tx: Tx, staffId: number, participantId: number): Promise<boolean> {
  const staffPlace = tx
    .select({ one: sql`1` })
    .from(staffInvite)
    .where(and(eq(staffInvite.eventId, courseEvents.id), eq(staffInvite.userId, staffId), ne(staffInvite.status, 'rejected')));
  const participantPlace = tx
    .select({ one: sql`1` })
    .from(participantInvite)
    .where(
      and(
        eq(participantInvite.eventId, courseEvents.id),
        eq(participantInvite.userId, participantId),
        ne(participantInvite.status, 'rejected'),
      ),
    );
  const assessed = tx
    .select({ one: sql`1` })
    .from(participantAssessments)
    .where(and(eq(participantAssessments.eventId, courseEvents.id), eq(participantAssessments.userId, participantId)));
  const [shared] = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(
      and(
        or(eq(courseEvents.coachId, staffId), eq(courseEvents.shiftCoordinatorId, staffId), exists(staffPlace)),
        or(exists(participantPlace), exists(assessed)),
      ),
    )
    .limit(1);
  return shared !== undefined;
}

/**
 * The object rule of one user's details (GET /users/{id}); the caller answers 404 when it fails,
 * exactly as for an id that names nobody, so walking ids tells nothing.
 * - Everybody reads their own account; admins and coordinators read every account.
 * - Staff (coach, rp) read every staff account, as the team directory lists them, and a
 *   participant's account only when they share a shift with them (the shift page's people).
 * - A participant reads nobody else: not other participants, and not staff either (the shift page
 *   shows them the names they need, and never an e-mail address or phone number).
 * A user holding a staff role and the participant role counts as staff, as viewer and as target.
 */
export async function mayRead(tx: Tx, viewer: AuthUser, target: { id: number; roles: readonly Role[] }): Promise<boolean> {
  if (viewer.id === target.id || can(viewer, 'participants.directory')) return true;
  if (!isStaff(viewer.roles)) return false;
  if (isStaff(target.roles)) return true;
  return sharesShift(tx, viewer.id, target.id);
}
