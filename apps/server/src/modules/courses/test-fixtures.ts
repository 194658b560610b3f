import type { InviteStatus, ShiftType } from '@app/shared';
import type { Db } from '../../db/client';
import { clients, cohorts, courseEvents, courseParticipants, eventInvites, participantAssessments } from '../../db/schema';
import type { TestContext } from '../../test/harness';

/** Rows the course tests set up directly, without the other modules' endpoints. */

export async function insertClient(db: Db, orgName = `Client ${Math.random().toString(36).slice(2, 8)}`) {
  const [row] = await db.insert(clients).values({ orgName }).returning();
  if (!row) throw new Error('client insert failed');
  return row;
}

/** Creates a course through the API as `token`; returns the presented course. */
export async function createCourse(
  ctx: TestContext,
  token: string,
  course: { name?: string; clientId: number; description?: string; projectManagerId?: number | null },
) {
  const res = await ctx.api({
    method: 'POST',
    url: '/courses',
    token,
    payload: { course: { name: course.name ?? `Course ${Math.random().toString(36).slice(2, 8)}`, ...course } },
  });
  if (res.statusCode !== 201) throw new Error(`course create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; key: string; updatedAt: string; name: string };
}

export async function enrol(db: Db, courseId: number, userId: number) {
  await db.insert(courseParticipants).values({ courseId, userId });
}

/** A shift of the course, starting `daysAhead` days from now, in a cohort of that name when given. */
export async function insertShift(
  db: Db,
  courseId: number,
  opts: { type?: ShiftType; cohortName?: string; daysAhead?: number } = {},
) {
  let cohortId: number | null = null;
  if (opts.cohortName) {
    const [cohort] = await db.insert(cohorts).values({ courseId, name: opts.cohortName }).returning();
    cohortId = cohort?.id ?? null;
  }
  const begins = new Date(Date.now() + (opts.daysAhead ?? 7) * 86_400_000);
  const ends = new Date(begins.getTime() + 3 * 3_600_000);
  const [row] = await db
    .insert(courseEvents)
    .values({ courseId, type: opts.type ?? 'roleplay', begins, ends, cohortId })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

export async function invite(db: Db, eventId: number, userId: number, status: InviteStatus = 'accepted') {
  const [row] = await db.insert(eventInvites).values({ eventId, userId, status }).returning();
  if (!row) throw new Error('invite insert failed');
  return row;
}

export async function assess(db: Db, eventId: number, userId: number, completed: boolean) {
  await db.insert(participantAssessments).values({ eventId, userId, completedAt: completed ? new Date() : null });
}
