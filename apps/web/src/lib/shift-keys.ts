import type { ShiftType } from '@app/shared';

/** A visible calendar range, as FullCalendar gives it (ISO with the business zone's offset; end exclusive). */
export interface CalendarRange {
  start: string;
  end: string;
}

/**
 * The query keys of everything cached about shifts, whichever screen shows it: the dashboard
 * calendar's ranges and the shift pages (whose invite picker hangs under its shift). Features build
 * their own keys on these, so a change to an invite refreshes every view of it by invalidating
 * `shiftKeys.all`.
 */
export const shiftKeys = {
  all: ['shifts'] as const,
  calendar: () => [...shiftKeys.all, 'calendar'] as const,
  calendarRange: (range: CalendarRange) => [...shiftKeys.calendar(), range] as const,
  details: () => [...shiftKeys.all, 'detail'] as const,
  detail: (type: ShiftType, id: number) => [...shiftKeys.details(), type, id] as const,
};
