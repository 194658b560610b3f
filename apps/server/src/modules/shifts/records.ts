import { MESSAGES, ROLES, type ShiftType } from '@app/shared';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/records';
import { isLiveUserWithRole } from '../users';
import type { ShiftRecord } from './presenter';
import { loadShift, lockShiftRow } from './repository';

export const NO_SCENARIO =
  'This course has no scenario components: add them in the Scenario Builder before planning a roleplay shift';

/**
 * Locks the shift row until the transaction ends and returns it with its names; 404 when there is
 * none (of that type).
 */
export async function lockShift(tx: Tx, id: number, type?: ShiftType): Promise<ShiftRecord> {
  const locked = await lockShiftRow(tx, id, type);
  const record = locked !== undefined ? await loadShift(tx, locked) : undefined;
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  return record;
}

const ROLE_WORDS: Record<'coach' | 'sc', string> = { coach: 'is not a coach', sc: 'is not a shift coordinator' };

/**
 * 400 naming `field` unless `userId` is a live user holding `role`. Null and undefined (no choice,
 * or the choice cleared) pass.
 */
export async function assertStaffChoice(
  tx: Tx,
  field: string,
  userId: number | null | undefined,
  role: 'coach' | 'sc',
): Promise<void> {
  if (userId === undefined || userId === null) return;
  if (!(await isLiveUserWithRole(tx, userId, role))) throw invalidField(field, ROLE_WORDS[role]);
}

/** True when the roles include one that manages shifts (admin or sc). */
export function isManager(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('sc');
}

/** True when the roles include one that works shifts or runs the office. */
export function isStaff(roles: readonly string[]): boolean {
  return ROLES.some((role) => role !== 'participant' && roles.includes(role));
}
