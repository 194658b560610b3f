import type { InvitableUser, roleplayersQuerySchema } from '@app/shared';
import { MESSAGES } from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { fairSharesRanked } from '../fair-shares';
import { toRoles } from '../users';
import { courseParticipantRows, invitableRows } from './repository';
import { loadShiftContext } from './shift-context';

type RoleplayersQuery = z.infer<typeof roleplayersQuerySchema>;

/** The roles a pick list can ask for; a single user may be looked up with any of them. */
const PICKER_ROLES = ['rp', 'coach', 'sc'];

function invalidQuery(field: string, message: string) {
  return badRequest(`Invalid query: ${field} ${message}`, [{ field, message }]);
}

interface Window {
  start: Date;
  end: Date;
}

/**
 * What the picker asks about: the time (the shift's own when `event_id` is given, otherwise
 * start_time and end_time), the courses (course_ids, or the shift's course) and the shift whose
 * invite status is shown.
 */
async function resolveQuery(db: Db, query: RoleplayersQuery) {
  let window: Window | undefined;
  let courseIds = query.course_ids;
  let eventId: number | undefined;
  if (query.event_id !== undefined) {
    const shift = await loadShiftContext(db, query.event_id);
    if (!shift || (query.event_type !== undefined && shift.type !== query.event_type)) throw notFound(MESSAGES.shiftNotFound);
    window = { start: shift.begins, end: shift.ends };
    courseIds ??= [shift.courseId];
    eventId = shift.id;
  } else if (query.start_time !== undefined || query.end_time !== undefined) {
    if (query.start_time === undefined) throw invalidQuery('start_time', 'is required with end_time');
    if (query.end_time === undefined) throw invalidQuery('end_time', 'is required with start_time');
    window = { start: new Date(query.start_time), end: new Date(query.end_time) };
    if (window.end <= window.start) throw invalidQuery('end_time', 'must be after start_time');
  }
  if (query.has === 'availability' && !window) throw invalidQuery('start_time', 'is required to filter by availability');
  return { window, courseIds: courseIds ?? [], eventId };
}

/** Where the fair shares are read: the moment (now unless a test says) and the business time zone. */
interface FairShareClock {
  timeZone: string;
  now?: Date;
}

async function findInvitable(
  db: Db,
  query: RoleplayersQuery,
  only: { userId?: number; role?: string },
  clock: FairShareClock,
): Promise<InvitableUser[]> {
  const { window, courseIds, eventId } = await resolveQuery(db, query);
  const rows = await invitableRows(db, {
    window,
    courseIds,
    eventId,
    role: only.role,
    anyOfRoles: PICKER_ROLES,
    userId: only.userId,
    onlyAvailable: query.has === 'availability',
  });
  // In fair-share order (fewest hours first): the picker groups people by how suitable they are and
  // keeps this order within each group.
  const ranked = await fairSharesRanked(
    db,
    rows.map((row) => row.id),
    clock.now ?? new Date(),
    clock.timeZone,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ userId, fairShare }) => {
    const row = byId.get(userId);
    if (!row) return [];
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      roleList: toRoles(row.roles),
      qualified: row.qualified === true,
      available: row.available === true,
      busy: row.busy === true,
      inviteStatus: row.inviteStatus,
      lastCoached: row.lastCoached ? row.lastCoached.toISOString() : null,
      fairShare,
    };
  });
}

/**
 * GET /roleplayers: the live users with the role (rp unless `role` says coach or sc) with, for the
 * shift or time asked about, whether each is qualified for the courses, has availability covering
 * the whole time, is busy on another overlapping shift, and their invite status on the shift.
 * `has=availability` keeps only the available ones. One query, whatever the number of people, and
 * the fair shares of those listed (fairShare), whose order the answer takes: fewest hours first.
 */
export async function listInvitable(opts: {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  query: RoleplayersQuery;
  now?: Date;
}): Promise<InvitableUser[]> {
  if (opts.query.role === 'participant') return listCourseParticipants(opts.db, opts.query);
  return findInvitable(opts.db, opts.query, { role: opts.query.role ?? 'rp' }, { timeZone: opts.config.timeZone, now: opts.now });
}

/** GET /roleplayers/{id}: the same facts for one staff member (rp, coach or sc; any of them unless `role` is given). */
export async function getInvitable(opts: {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  userId: number;
  query: RoleplayersQuery;
}): Promise<InvitableUser> {
  const [row] = await findInvitable(
    opts.db,
    opts.query,
    { userId: opts.userId, role: opts.query.role },
    { timeZone: opts.config.timeZone },
  );
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

/**
 * GET /roleplayers?role=participant&event_id: the enrolled participants of an orientation or live
 * shift's course, with their place on it (participants of roleplay shifts sit in call slots instead).
 */
async function listCourseParticipants(db: Db, query: RoleplayersQuery): Promise<InvitableUser[]> {
  if (query.event_id === undefined) throw invalidQuery('event_id', 'is required to list participants');
  const shift = await loadShiftContext(db, query.event_id);
  if (!shift || (query.event_type !== undefined && shift.type !== query.event_type)) throw notFound(MESSAGES.shiftNotFound);
  if (shift.type === 'roleplay') throw invalidQuery('role', 'participant is for orientation and live shifts only');
  const rows = await courseParticipantRows(db, shift.courseId, shift.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    roleList: toRoles(row.roles),
    qualified: true,
    available: false,
    busy: false,
    inviteStatus: row.inviteStatus,
    lastCoached: null,
    fairShare: null,
  }));
}
