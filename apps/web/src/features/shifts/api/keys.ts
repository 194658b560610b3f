import type { ShiftType } from '@app/shared';
import { shiftKeys } from '../../../lib/shift-keys';

/** Whom the invite picker lists: role-players, coaches or shift coordinators. */
export type InviteRole = 'rp' | 'coach' | 'sc';

/**
 * Every query key of the shift pages, built on `shiftKeys` (which an invite change refreshes). The
 * picker's lists hang under their shift, so a change to the shift's invites refreshes the page and
 * the picker together.
 */
export const shiftsKeys = {
  detail: (type: ShiftType, id: number) => shiftKeys.detail(type, id),
  invitable: (type: ShiftType, id: number) => [...shiftKeys.detail(type, id), 'invitable'] as const,
  invitableByRole: (type: ShiftType, id: number, role: InviteRole) => [...shiftsKeys.invitable(type, id), role] as const,
  /** The coach or coordinator chooser's list of the people free for the shift. */
  staffChoices: (type: ShiftType, id: number, role: StaffRole) => [...shiftKeys.detail(type, id), 'staff-choices', role] as const,
  resourceLinks: (type: ShiftType, id: number) => [...shiftKeys.detail(type, id), 'resource-links'] as const,
  scheduleInfo: (id: number) => [...shiftKeys.detail('roleplay', id), 'participant-schedule'] as const,
};

/** Whom a staff chooser lists: coaches or shift coordinators. */
export type StaffRole = 'coach' | 'sc';
