import type { ShiftType } from '@app/shared';
import { shiftKeys } from '../../../lib/shift-keys';

/** Whom a staff chooser lists: coaches or shift coordinators. */
export type StaffRole = 'coach' | 'sc';

/**
 * The query keys of the manager's roleplay shift page, under the shift's own key: a change of the
 * shift (or a room booked on it) refreshes them with the page.
 */
export const shiftPageKeys = {
  /** The coach or coordinator chooser's list of the people free for the shift. */
  staffChoices: (type: ShiftType, id: number, role: StaffRole) => [...shiftKeys.detail(type, id), 'staff-choices', role] as const,
  /** The room, the resources flag and the participants of the schedule e-mail. */
  scheduleInfo: (id: number) => [...shiftKeys.detail('roleplay', id), 'participant-schedule'] as const,
  /** The shift's open places and their offers (backfill); an invite's change refreshes it with the page. */
  backfill: (type: ShiftType, id: number) => [...shiftKeys.detail(type, id), 'backfill'] as const,
};
