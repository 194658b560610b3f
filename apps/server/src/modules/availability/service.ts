import {
  type Availability,
  type availabilityWithUserSchema,
  can,
  formatWeekdayDate,
  formatWeekdayDateTime,
  MESSAGES,
  ROLES,
  type Role,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFresh, invalidField, nextStamp } from '../../lib/records';
import { startOfDayInZone } from '../../lib/zoned-time';
import type { AuthUser } from '../../plugins/types';
import { livePerson } from '../users';
import * as policy from './policy';
import { presentAvailability, presentAvailabilityWithUser } from './presenter';
import {
  type AvailabilityRow,
  availabilityInWindow,
  availabilityOfUser,
  deleteAvailabilityRow,
  firstOverlap,
  insertAvailability,
  lockAvailability,
  updateAvailabilityRow,
} from './repository';
import {
  type AvailabilitiesRangeQuery,
  MAX_AVAILABILITY_DAYS,
  type UpdateAvailabilityInput,
  type UserAvailabilitiesQuery,
} from './schemas';

type AvailabilityWithUser = z.infer<typeof availabilityWithUserSchema>;
interface Owner {
  id: number;
  name: string;
  roles: Role[];
}

const DAY_MS = 86_400_000;
/** SQLSTATE of an exclusion-constraint violation: here, two availabilities of one user overlapping. */
const EXCLUSION_VIOLATION = '23P01';
/** Whom GET /availabilities shows when the query names no roles. */
const DEFAULT_ROLES: Role[] = ['sc', 'rp', 'coach'];

const ALREADY_STARTED = 'This availability has already started; past availability cannot be changed or removed';

/** Times in the body: the refusal reads like a validation error and names the field. */
function invalidTime(field: 'startTime' | 'endTime', message: string): AppError {
  return invalidField(`userAvailability.${field}`, message);
}

/** 403 unless the policy lets the actor manage the user's availability. */
function assertMayManage(actor: AuthUser, userId: number): void {
  if (!policy.can(actor, 'manage', { userId })) throw forbidden(MESSAGES.forbidden);
}

async function liveOwner(db: Tx, userId: number): Promise<Owner> {
  const row = await livePerson(db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return { ...row, roles: ROLES.filter((r) => row.roles.includes(r)) };
}

/** Only staff who can be invited to shifts keep availability; a participant has none. */
function assertKeepsAvailability(owner: Owner): void {
  if (!can(owner, 'availability.own')) {
    throw badRequest('Only admin, shift coordinator, coach and role-player users keep availability');
  }
}

/** Never before the start of today (business time zone), end after start, at most 14 days long. */
function checkTimes(opts: { config: Config; now: Date; start: Date; end: Date }): void {
  const today = startOfDayInZone(opts.now, opts.config.timeZone);
  if (opts.start.getTime() < today.getTime()) {
    const message = `must not be before today (${formatWeekdayDate(today, opts.config.timeZone)})`;
    throw new AppError('availability_in_past', `Invalid body: userAvailability.startTime ${message}`, [
      { field: 'userAvailability.startTime', message },
    ]);
  }
  if (opts.end.getTime() <= opts.start.getTime()) throw invalidTime('endTime', 'must be after the start time');
  if (opts.end.getTime() - opts.start.getTime() > MAX_AVAILABILITY_DAYS * DAY_MS) {
    throw invalidTime('endTime', `must be at most ${MAX_AVAILABILITY_DAYS} days after the start time`);
  }
}

/** History stays as it was: an availability whose start has passed is neither moved nor removed. */
function assertNotStarted(row: AvailabilityRow, now: Date): void {
  if (row.startTime.getTime() <= now.getTime()) throw new AppError('availability_started', ALREADY_STARTED);
}

async function lockedAvailability(tx: Tx, userId: number, id: number): Promise<AvailabilityRow> {
  const row = await lockAvailability(tx, userId, id);
  if (!row) throw notFound(MESSAGES.availabilityNotFound);
  return row;
}

/**
 * The 409 for an overlap the database refused. The clash is looked up after the failed transaction
 * only to word the message; the refusal itself came from the exclusion constraint.
 */
async function overlapConflict(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  owner: Owner;
  start: Date;
  end: Date;
  exceptId?: number;
}): Promise<AppError> {
  const clash = await firstOverlap(opts.db, {
    userId: opts.owner.id,
    start: opts.start,
    end: opts.end,
    exceptId: opts.exceptId,
  });
  const whose = opts.actor.id === opts.owner.id ? 'your' : `${opts.owner.name}'s`;
  if (!clash) return new AppError('availability_overlap', `This overlaps ${whose} other availability`);
  const zone = opts.config.timeZone;
  return new AppError(
    'availability_overlap',
    `This overlaps ${whose} availability from ${formatWeekdayDateTime(clash.startTime, zone)} to ${formatWeekdayDateTime(clash.endTime, zone)}`,
    { availability: presentAvailability(clash) },
  );
}

/**
 * The availability of one user, ordered by start; with start_time and/or end_time only the items
 * that overlap that window. Own availability, or anybody's for admin and sc.
 */
export async function listUserAvailabilities(opts: {
  db: Db;
  actor: AuthUser;
  userId: number;
  query: UserAvailabilitiesQuery;
}): Promise<Availability[]> {
  assertMayManage(opts.actor, opts.userId);
  await liveOwner(opts.db, opts.userId);
  const { start_time: from, end_time: to } = opts.query;
  const rows = await availabilityOfUser(opts.db, {
    userId: opts.userId,
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  });
  return rows.map(presentAvailability);
}

/**
 * Adds an availability for a user: not before today, at most 14 days long, and never overlapping
 * the same user's other availability (the database's exclusion constraint decides, so two requests
 * at the same moment cannot both pass; the loser gets 409).
 */
export async function createAvailability(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  userId: number;
  input: { startTime: string; endTime: string };
  now?: Date;
}): Promise<Availability> {
  const { db, actor } = opts;
  assertMayManage(actor, opts.userId);
  const owner = await liveOwner(db, opts.userId);
  assertKeepsAvailability(owner);
  const start = new Date(opts.input.startTime);
  const end = new Date(opts.input.endTime);
  checkTimes({ config: opts.config, now: opts.now ?? new Date(), start, end });
  try {
    return await transaction(db, async (tx) => {
      const row = await insertAvailability(tx, { userId: owner.id, startTime: start, endTime: end });
      await emit(tx, 'availability.changed', { availabilityId: row.id, userId: owner.id });
      await audit(tx, {
        actorId: actor.id,
        action: 'create',
        entity: 'user_availability',
        entityId: row.id,
        data: { userId: owner.id, startTime: start.toISOString(), endTime: end.toISOString() },
      });
      return presentAvailability(row);
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION)
      throw await overlapConflict({ db, config: opts.config, actor, owner, start, end });
    throw err;
  }
}

/**
 * Moves or resizes an availability of the user. It must belong to that user (404), must not have
 * started yet (400), must still be the version the caller saw when `updatedAt` is sent (409), and
 * its new times follow the rules of creation; an overlap is a 409 and leaves the row unchanged.
 */
export async function updateAvailability(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  userId: number;
  id: number;
  input: UpdateAvailabilityInput;
  now?: Date;
}): Promise<Availability> {
  const { db, actor, input } = opts;
  assertMayManage(actor, opts.userId);
  const owner = await liveOwner(db, opts.userId);
  const now = opts.now ?? new Date();
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  try {
    return await transaction(db, async (tx) => {
      const row = await lockedAvailability(tx, owner.id, opts.id);
      assertNotStarted(row, now);
      assertFresh(input.updatedAt, row.updatedAt);
      await emit(tx, 'availability.changed', { availabilityId: row.id, userId: owner.id });
      checkTimes({ config: opts.config, now, start, end });
      const updated = await updateAvailabilityRow(tx, row.id, {
        startTime: start,
        endTime: end,
        updatedAt: nextStamp(row.updatedAt),
      });
      if (!updated) throw notFound(MESSAGES.availabilityNotFound);
      await audit(tx, {
        actorId: actor.id,
        action: 'update',
        entity: 'user_availability',
        entityId: row.id,
        data: {
          userId: owner.id,
          from: { startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() },
          to: { startTime: start.toISOString(), endTime: end.toISOString() },
        },
      });
      return presentAvailability(updated);
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
      throw await overlapConflict({ db, config: opts.config, actor, owner, start, end, exceptId: opts.id });
    }
    throw err;
  }
}

/** Removes an availability of the user that has not started yet. */
export async function deleteAvailability(opts: {
  db: Db;
  actor: AuthUser;
  userId: number;
  id: number;
  now?: Date;
}): Promise<void> {
  assertMayManage(opts.actor, opts.userId);
  const owner = await liveOwner(opts.db, opts.userId);
  const now = opts.now ?? new Date();
  await transaction(opts.db, async (tx) => {
    const row = await lockedAvailability(tx, owner.id, opts.id);
    assertNotStarted(row, now);
    await deleteAvailabilityRow(tx, row.id);
    await emit(tx, 'availability.changed', { availabilityId: row.id, userId: owner.id });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'user_availability',
      entityId: row.id,
      data: { userId: owner.id, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() },
    });
  });
}

/**
 * Everybody's availability overlapping a window, for the managers' calendar and staffing: live
 * users holding any of `roles` (sc, rp and coach by default). With course_ids, only users who may
 * work on at least one of those courses: a course with qualifications accepts the users qualified
 * for it, a course without any accepts everybody. Ids of courses that do not exist are ignored; when
 * none of them exists, nobody matches.
 */
export async function listAvailabilities(opts: { db: Db; query: AvailabilitiesRangeQuery }): Promise<AvailabilityWithUser[]> {
  const { db, query } = opts;
  if (!query.start_time || !query.end_time) throw badRequest('Invalid query: start_time and end_time are required');
  const roles = query.roles ? [...new Set(query.roles.split(','))] : DEFAULT_ROLES;
  const rows = await availabilityInWindow(db, {
    start: new Date(query.start_time),
    end: new Date(query.end_time),
    roles,
    courseIds: query.course_ids,
  });
  return rows.map((r) => presentAvailabilityWithUser(r.availability, r.userName));
}
