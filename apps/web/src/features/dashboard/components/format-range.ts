import { format, isSameDay } from 'date-fns';

/** 'Tue Nov 24, 10:00–12:30' (or across days 'Tue Nov 24, 22:00 – Wed Nov 25, 02:00'). */
export function formatRange(start: Date | null, end: Date | null): string {
  if (!start) return '';
  const from = format(start, 'EEE MMM d, H:mm');
  if (!end) return from;
  return isSameDay(start, end) ? `${from}–${format(end, 'H:mm')}` : `${from} – ${format(end, 'EEE MMM d, H:mm')}`;
}
