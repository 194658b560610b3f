import { formatInZone, sameDayInZone } from '../../../components/date-time';

/** 'Tue Nov 24, 10:00–12:30' (or across days 'Tue Nov 24, 22:00 – Wed Nov 25, 02:00'), in the business time zone. */
export function formatRange(start: Date | null, end: Date | null): string {
  if (!start) return '';
  const from = formatInZone(start, 'ccc LLL d, H:mm');
  if (!end) return from;
  return sameDayInZone(start, end) ? `${from}–${formatInZone(end, 'H:mm')}` : `${from} – ${formatInZone(end, 'ccc LLL d, H:mm')}`;
}
