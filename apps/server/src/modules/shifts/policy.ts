import { MESSAGES } from '@app/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { zonedDate } from '../../lib/zoned-time';
import type { AuthUser } from '../../plugins/types';
import { callIdsOfParticipant } from '../calls';
import type { ShiftRecord } from './presenter';
import { isManager } from './records';
import { inviteOf, viewerInviteHolders } from './repository';

export const NOT_IN_SHIFT = 'You are not part of this shift';

/**
 * The object rule of a shift page (DESIGN section 2). Admin and sc see every shift. A coach or a
 * role-player sees a shift they hold an invite for (whatever its status) or one offered to them for
 * swap (to everybody, or to them by name), and the shift's chosen coach or coordinator sees it
 * whether or not they hold an invite. A participant sees a shift they hold an invite for (an
 * orientation or live shift) or sit in a call of (a roleplay shift), on the shift's day in the
 * business time zone only. Anything else is 403. Returns whether the viewer
 * manages shifts.
 */
export async function assertMayView(
  tx: Tx,
  opts: { viewer: AuthUser; record: ShiftRecord; timeZone: string; now?: Date },
): Promise<{ manager: boolean }> {
  const { viewer, record } = opts;
  if (isManager(viewer.roles)) return { manager: true };
  if (isChosenStaff(record, viewer.id)) return { manager: false };

  const holders = await viewerInviteHolders(tx, record.event.id, viewer.id);
  const holdsInvite = holders.includes(viewer.id);
  const offeredSwap = holders.some((id) => id !== viewer.id);

  const worksShifts = viewer.roles.includes('coach') || viewer.roles.includes('rp');
  if (worksShifts && (holdsInvite || offeredSwap)) return { manager: false };
  const takesPart =
    viewer.roles.includes('participant') &&
    (holdsInvite ||
      (record.event.type === 'roleplay' && (await callIdsOfParticipant(tx, record.event.id, viewer.id)).length > 0));
  if (takesPart) {
    const today = zonedDate(opts.now ?? new Date(), opts.timeZone);
    if (zonedDate(record.event.begins, opts.timeZone) === today) return { manager: false };
    throw new AppError('shift_not_today', MESSAGES.sessionInfoOnShiftDay);
  }
  throw new AppError('not_in_shift', NOT_IN_SHIFT);
}

/** True when the user is the shift's chosen coach or shift coordinator. */
export function isChosenStaff(record: ShiftRecord, userId: number): boolean {
  return record.event.coachId === userId || record.event.shiftCoordinatorId === userId;
}

/**
 * Who reads the course's resource links from a shift page: managers, the shift's coach and
 * coordinator, and staff holding an invite of it they did not decline. On orientation and live
 * shifts (the course materials card) also the participants placed on it; a roleplay shift's
 * resources are for its staff. Anybody else gets 403.
 */
export async function assertOnShiftForMaterials(tx: Tx, opts: { viewer: AuthUser; record: ShiftRecord }): Promise<void> {
  const { viewer, record } = opts;
  if (isManager(viewer.roles) || isChosenStaff(record, viewer.id)) return;
  const worksShifts = viewer.roles.includes('coach') || viewer.roles.includes('rp');
  const learns = record.event.type !== 'roleplay' && viewer.roles.includes('participant');
  const invite = worksShifts || learns ? await inviteOf(tx, record.event.id, viewer.id) : undefined;
  if (invite && invite.status !== 'rejected') return;
  throw new AppError('not_in_shift', NOT_IN_SHIFT);
}
