import type { ShiftType } from '@app/shared';
import { shiftKeys } from '../../../lib/shift-keys';

/** Whom the invite picker lists: role-players, coaches, shift coordinators or (orientation and live shifts) the course's participants. */
export type InviteRole = 'rp' | 'coach' | 'sc' | 'participant';

/**
 * Every query key of the shift pages, built on `shiftKeys` (which an invite change refreshes). The
 * picker's lists hang under their shift, so a change to the shift's invites refreshes the page and
 * the picker together.
 */
export const shiftsKeys = {
  detail: (type: ShiftType, id: number) => shiftKeys.detail(type, id),
  invitable: (type: ShiftType, id: number) => [...shiftKeys.detail(type, id), 'invitable'] as const,
  invitableByRole: (type: ShiftType, id: number, role: InviteRole) => [...shiftsKeys.invitable(type, id), role] as const,
  /** The shift's course resource links (one list per shift id, whatever its type). */
  resourceLinks: (shiftId: number) => ['shift-resource-links', shiftId] as const,
  /**
   * The roleplay day's call blocks. Not under the shift's key, so an invite's answer (which waits for
   * what it refreshes) does not wait for the day too; the block view reads it again when the shift changes.
   */
  calls: (shiftId: number) => ['shift-calls', shiftId] as const,
  /** A page of the shift's History (managers), under the shift so its changes refresh it. */
  history: (type: ShiftType, id: number, page: number, perPage: number) =>
    [...shiftKeys.detail(type, id), 'history', page, perPage] as const,
};
