/** A visible calendar range, as FullCalendar gives it (ISO with the local offset; end exclusive). */
export interface CalendarRange {
  start: string;
  end: string;
}

/**
 * Every query key of the dashboard. What the calendar shows sits under `calendar()`: the calendar
 * fetches again whenever something under it is invalidated. Holidays never change, so they stay
 * outside it.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  calendar: () => [...dashboardKeys.all, 'calendar'] as const,
  shifts: () => [...dashboardKeys.calendar(), 'shifts'] as const,
  shiftRange: (range: CalendarRange) => [...dashboardKeys.shifts(), range] as const,
  availability: (userId: number) => [...dashboardKeys.calendar(), 'availability', userId] as const,
  availabilityRange: (userId: number, range: CalendarRange) => [...dashboardKeys.availability(userId), range] as const,
  holidays: (startDate: string, endDate: string) => [...dashboardKeys.all, 'holidays', startDate, endDate] as const,
  rolePlayers: () => [...dashboardKeys.all, 'role-players'] as const,
};
