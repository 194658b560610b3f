import { formatDateTimeRange, formatWeekdayDateTime } from '../../../components/date-time';

/** 'Tue Nov 24 2026, 10:00–12:30' (or across days 'Tue Nov 24 2026, 22:00–Wed Nov 25 2026, 2:00'), in the business time zone. */
export function formatRange(start: Date | null, end: Date | null): string {
  if (!start) return '';
  if (!end) return formatWeekdayDateTime(start);
  return formatDateTimeRange(start, end);
}
