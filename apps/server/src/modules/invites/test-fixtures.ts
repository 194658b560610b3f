import { randomBytes } from 'node:crypto';
import type { CourseLanguage, InviteStatus, ShiftType } from '@app/shared';
import { and, arrayContains, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  clients,
  cohorts,
  courseEvents,
  coursePreferences,
  courses,
  eventInvites,
  mailOutbox,
  userAvailabilities,
  userQualifications,
} from '../../db/schema';

/** Rows the invite tests set up directly, without the other modules' endpoints. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function insertCourse(db: Db, opts: { name?: string; clientName?: string; language?: CourseLanguage } = {}) {
  const suffix = randomBytes(3).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ orgName: opts.clientName ?? `Client ${suffix}` })
    .returning();
  if (!client) throw new Error('client insert failed');
  const [course] = await db
    .insert(courses)
    .values({ clientId: client.id, name: opts.name ?? `Course ${suffix}`, key: `k${suffix}${Date.now().toString(36)}` })
    .returning();
  if (!course) throw new Error('course insert failed');
  if (opts.language) await db.insert(coursePreferences).values({ courseId: course.id, language: opts.language });
  return { ...course, clientName: client.orgName };
}

/** A shift of the course; by default a three-hour roleplay shift a week from now. */
export async function insertShift(
  db: Db,
  courseId: number,
  opts: {
    type?: ShiftType;
    begins?: Date;
    daysAhead?: number;
    hours?: number;
    cohortName?: string;
    coordinatorId?: number | null;
    coachId?: number | null;
  } = {},
) {
  let cohortId: number | null = null;
  if (opts.cohortName) {
    const [cohort] = await db.insert(cohorts).values({ courseId, name: opts.cohortName }).returning();
    cohortId = cohort?.id ?? null;
  }
  const begins = opts.begins ?? new Date(Date.now() + (opts.daysAhead ?? 7) * DAY);
  const ends = new Date(begins.getTime() + (opts.hours ?? 3) * HOUR);
  const [row] = await db
    .insert(courseEvents)
    .values({
      courseId,
      type: opts.type ?? 'roleplay',
      begins,
      ends,
      cohortId,
      shiftCoordinatorId: opts.coordinatorId ?? null,
      coachId: opts.coachId ?? null,
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

export async function insertInvite(
  db: Db,
  eventId: number,
  userId: number,
  status: InviteStatus = 'invited',
  swapToUserId: number | null = null,
) {
  const [row] = await db.insert(eventInvites).values({ eventId, userId, status, swapToUserId }).returning();
  if (!row) throw new Error('invite insert failed');
  return row;
}

export async function qualify(db: Db, userId: number, courseId: number) {
  await db.insert(userQualifications).values({ userId, courseId });
}

export async function insertAvailability(db: Db, userId: number, startTime: Date, endTime: Date) {
  await db.insert(userAvailabilities).values({ userId, startTime, endTime });
}

export async function inviteRow(db: Db, id: number) {
  const [row] = await db.select().from(eventInvites).where(eq(eventInvites.id, id));
  return row;
}

/** The outbox rows queued since `since` (an outbox id) to this address, oldest first. */
export async function mailsTo(db: Db, email: string, since = 0) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, since), arrayContains(mailOutbox.to, [email])))
    .orderBy(mailOutbox.id);
  return rows;
}

/** The id of the newest outbox row (0 when empty): mails after it are the ones a step queued. */
export async function lastMailId(db: Db): Promise<number> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

/** Every outbox row after `since`. */
export async function mailsSince(db: Db, since: number) {
  return db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(mailOutbox.id);
}

/** The audit rows of one invite, oldest first. */
export async function auditOf(db: Db, inviteId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'event_invite'), eq(auditLog.entityId, inviteId)))
    .orderBy(auditLog.id);
}

export const TIMES = { HOUR, DAY };
