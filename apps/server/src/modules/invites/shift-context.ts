import { COURSE_LANGUAGES, type CourseLanguage, SHIFT_ROUTES, type ShiftType } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { clients, cohorts, courseEvents, coursePreferences, courses } from '../../db/schema';
import { fitsIntColumn } from '../../lib/records';
import { describeShiftTime } from '../../lib/zoned-time';
import type { ShiftMailFields } from '../../mail/templates';

/** A shift with what the invite rules and e-mails need to know about it. */
export interface ShiftContext {
  id: number;
  type: ShiftType;
  begins: Date;
  ends: Date;
  courseId: number;
  courseName: string;
  clientName: string;
  cohortName: string | null;
  coachId: number | null;
  coordinatorId: number | null;
  /** The course's language: the e-mails about this shift are written in it. */
  language: CourseLanguage;
}

/**
 * The shift with its course, client, cohort and course language, or undefined. With `lock` the
 * shift row stays locked (FOR NO KEY UPDATE) until the transaction ends, so invitations to the same
 * shift are made one after the other.
 */
export async function loadShift(tx: Tx, id: number, opts: { lock?: boolean } = {}): Promise<ShiftContext | undefined> {
  if (!fitsIntColumn(id)) return undefined;
  const query = tx
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      courseId: courseEvents.courseId,
      courseName: courses.name,
      clientName: clients.orgName,
      cohortName: cohorts.name,
      coachId: courseEvents.coachId,
      coordinatorId: courseEvents.shiftCoordinatorId,
      language: coursePreferences.language,
    })
    .from(courseEvents)
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .leftJoin(coursePreferences, eq(coursePreferences.courseId, courseEvents.courseId))
    .where(eq(courseEvents.id, id));
  const [row] = opts.lock ? await query.for('no key update', { of: courseEvents }) : await query;
  if (!row) return undefined;
  const language = (COURSE_LANGUAGES as readonly string[]).includes(row.language ?? '')
    ? (row.language as CourseLanguage)
    : 'en-CA';
  return { ...row, language };
}

/** The web page of a shift, where a sign-in link from an e-mail lands. */
export function shiftPath(shift: Pick<ShiftContext, 'type' | 'id'>): string {
  return `/${SHIFT_ROUTES[shift.type]}/${shift.id}`;
}

/** The shift kinds as the e-mails name them, per language. */
const SHIFT_KIND_WORDS: Record<CourseLanguage, Record<ShiftType, string>> = {
  'en-CA': { roleplay: 'role-play', training: 'orientation', live: 'live' },
  'fr-CA': { roleplay: 'jeu de rôle', training: 'orientation', live: 'en direct' },
  'pt-PT': { roleplay: 'role-play', training: 'orientação', live: 'ao vivo' },
  'es-ES': { roleplay: 'juego de rol', training: 'orientación', live: 'en directo' },
};

/**
 * The shift as every invite and swap e-mail describes it: the date in words and the hours
 * (HH:mm–HH:mm) in the business time zone, in the course's language.
 */
export function shiftMailFields(config: Pick<Config, 'timeZone'>, shift: ShiftContext): ShiftMailFields {
  return {
    shiftType: SHIFT_KIND_WORDS[shift.language][shift.type],
    courseName: shift.courseName,
    clientName: shift.clientName,
    ...describeShiftTime(shift, { timeZone: config.timeZone, language: shift.language }),
    cohortName: shift.cohortName ?? undefined,
  };
}

/** The working roles a place on a shift can be: the shift's coach, its coordinator, or a role-player. */
export type PlaceRole = 'coach' | 'sc' | 'rp';

/**
 * Which kind of place an invite holds: the shift's coach or coordinator hold those places; every
 * other invite is a role-player's place. A swap goes only to people with that role.
 */
export function placeRole(shift: Pick<ShiftContext, 'coachId' | 'coordinatorId'>, holderId: number): PlaceRole {
  if (shift.coachId === holderId) return 'coach';
  if (shift.coordinatorId === holderId) return 'sc';
  return 'rp';
}
