import { type CourseLanguage, SHIFT_ROUTES, type ShiftType } from '@app/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { describeShiftTime } from '../../lib/zoned-time';
import type { ShiftMailFields } from '../../mail/templates';
import { loadShift } from '../shifts';

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
}

/**
 * The shift with its course, client and cohort, or undefined. With `lock` the
 * shift row stays locked (FOR NO KEY UPDATE) until the transaction ends, so invitations to the same
 * shift are made one after the other.
 */
export async function loadShiftContext(
  tx: Tx,
  shiftId: number,
  opts: { lock?: boolean } = {},
): Promise<ShiftContext | undefined> {
  const record = await loadShift(tx, shiftId, { lock: opts.lock ? 'no key update' : undefined });
  if (!record) return undefined;
  const { id, type, begins, ends, courseId, coachId, shiftCoordinatorId: coordinatorId } = record.event;
  const { courseName, clientName, cohortName } = record;
  return { id, type, begins, ends, courseId, courseName, clientName, cohortName, coachId, coordinatorId };
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
 * (HH:mm–HH:mm) in the business time zone, in the mail's language (its reader's).
 */
export function shiftMailFields(
  config: Pick<Config, 'timeZone'>,
  shift: ShiftContext,
  language: CourseLanguage,
): ShiftMailFields {
  return {
    shiftType: SHIFT_KIND_WORDS[language][shift.type],
    courseName: shift.courseName,
    clientName: shift.clientName,
    ...describeShiftTime(shift, { timeZone: config.timeZone, language }),
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
