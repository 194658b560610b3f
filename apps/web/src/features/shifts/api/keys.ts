import type { ShiftType } from '@app/shared';

/** Whom the invite picker lists: role-players, coaches or shift coordinators. */
export type InviteRole = 'rp' | 'coach' | 'sc';

/**
 * Every query key of the shift pages. The picker's lists hang under their shift, so a change to
 * the shift's invites refreshes the page and the picker together.
 */
export const shiftsKeys = {
  all: ['shifts'] as const,
  details: () => [...shiftsKeys.all, 'detail'] as const,
  detail: (type: ShiftType, id: number) => [...shiftsKeys.details(), type, id] as const,
  invitable: (type: ShiftType, id: number) => [...shiftsKeys.detail(type, id), 'invitable'] as const,
  invitableByRole: (type: ShiftType, id: number, role: InviteRole) => [...shiftsKeys.invitable(type, id), role] as const,
};
