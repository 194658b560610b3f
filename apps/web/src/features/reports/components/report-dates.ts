import { DateTime } from 'luxon';

/** The start of a calendar day ('2026-03-04') in `zone`, as an ISO instant with its offset; undefined when empty or invalid. */
export function dayStart(day: string, zone: string): string | undefined {
  if (!day) return undefined;
  const dt = DateTime.fromISO(day, { zone }).startOf('day');
  return dt.isValid ? (dt.toISO() ?? undefined) : undefined;
}

/** The end of a calendar day in `zone` (the next day's start), so 'To' takes in its whole day. */
export function dayEnd(day: string, zone: string): string | undefined {
  if (!day) return undefined;
  const dt = DateTime.fromISO(day, { zone }).startOf('day').plus({ days: 1 });
  return dt.isValid ? (dt.toISO() ?? undefined) : undefined;
}
