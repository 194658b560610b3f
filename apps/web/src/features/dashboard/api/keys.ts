import { type CalendarRange, shiftKeys } from '../../../lib/shift-keys';

export type { CalendarRange };

/**
 * Every query key of the dashboard. What the calendar shows sits under `calendar()`, its shifts
 * under `shiftKeys.calendar()` (which an invite change refreshes): the calendar fetches again
 * whenever something under either is invalidated. Holidays never change, so they stay outside.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  calendar: () => [...dashboardKeys.all, 'calendar'] as const,
  shifts: () => shiftKeys.calendar(),
  shiftRange: (range: CalendarRange) => shiftKeys.calendarRange(range),
  availability: (userId: number) => [...dashboardKeys.calendar(), 'availability', userId] as const,
  availabilityRange: (userId: number, range: CalendarRange) => [...dashboardKeys.availability(userId), range] as const,
  holidays: (startDate: string, endDate: string, language: string) =>
    [...dashboardKeys.all, 'holidays', startDate, endDate, language] as const,
};
