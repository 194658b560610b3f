import type { InviteStatus, ShiftType } from '@app/shared';
import type { Db } from '../../db/client';
import {
  clients,
  cohorts,
  courseEvents,
  courses,
  eventInvites,
  scenarioComponents,
  userAvailabilities,
  userQualifications,
} from '../../db/schema';

/** Rows the shift tests set up directly, without the other modules' endpoints. */

/** Scenario component type ids seeded by the migrations. */
export const COMPONENT_TYPE = { Introduction: 1, Scenario: 2, Break: 3, Debrief: 4 } as const;

let counter = 0;

/** A client and a course of it; `components` become the course's scenario, in order. */
export async function insertCourse(
  db: Db,
  opts: { name?: string; components?: Array<{ type: keyof typeof COMPONENT_TYPE; duration: number }> } = {},
) {
  counter += 1;
  const [client] = await db
    .insert(clients)
    .values({ orgName: `Shift Client ${counter}` })
    .returning();
  if (!client) throw new Error('client insert failed');
  const [course] = await db
    .insert(courses)
    .values({ name: opts.name ?? `Shift Course ${counter}`, clientId: client.id, key: `shift-key-${counter}-${Date.now()}` })
    .returning();
  if (!course) throw new Error('course insert failed');
  for (const [position, component] of (opts.components ?? []).entries()) {
    await db.insert(scenarioComponents).values({
      courseId: course.id,
      scenarioComponentTypeId: COMPONENT_TYPE[component.type],
      duration: component.duration,
      position,
    });
  }
  return { course, client };
}

/** A shift of the course between two instants (ISO strings or dates). */
export async function insertShift(
  db: Db,
  courseId: number,
  opts: { type?: ShiftType; begins: string | Date; ends: string | Date; cohortName?: string; coachId?: number },
) {
  let cohortId: number | null = null;
  if (opts.cohortName) {
    const [cohort] = await db.insert(cohorts).values({ courseId, name: opts.cohortName }).returning();
    cohortId = cohort?.id ?? null;
  }
  const [row] = await db
    .insert(courseEvents)
    .values({
      courseId,
      type: opts.type ?? 'roleplay',
      begins: new Date(opts.begins),
      ends: new Date(opts.ends),
      cohortId,
      coachId: opts.coachId ?? null,
      sessions: (opts.type ?? 'roleplay') === 'roleplay' ? 2 : null,
      extensions: (opts.type ?? 'roleplay') === 'roleplay' ? 1 : null,
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

export async function invite(
  db: Db,
  eventId: number,
  userId: number,
  status: InviteStatus = 'accepted',
  swapToUserId: number | null = null,
) {
  const [row] = await db.insert(eventInvites).values({ eventId, userId, status, swapToUserId }).returning();
  if (!row) throw new Error('invite insert failed');
  return row;
}

export async function available(db: Db, userId: number, start: string | Date, end: string | Date) {
  await db.insert(userAvailabilities).values({ userId, startTime: new Date(start), endTime: new Date(end) });
}

export async function qualify(db: Db, userId: number, courseId: number) {
  await db.insert(userQualifications).values({ userId, courseId });
}
