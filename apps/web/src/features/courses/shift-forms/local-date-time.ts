import { addHours, addWeeks, format, isValid, parse, set } from 'date-fns';

/** The value format of an <input type="datetime-local">, to the minute. */
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A moment as a datetime-local field shows it, in the browser's time zone. */
export function toDateTimeInput(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, INPUT_FORMAT) : '';
}

/** What a datetime-local field holds, read in the browser's time zone; null when empty or invalid. */
export function fromDateTimeInput(value: string): Date | null {
  if (!value) return null;
  // Some browsers add seconds to the value; the minute is what counts.
  const date = parse(value.slice(0, 16), INPUT_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** ISO 8601 with the local offset (2025-06-10T10:00:00-04:00), as the API expects. */
export function toIsoWithOffset(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The local calendar date of a moment, YYYY-MM-DD. */
export function toDateOnly(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

const atTen = (date: Date) => set(date, { hours: 10, minutes: 0, seconds: 0, milliseconds: 0 });

/** A new roleplay shift starts two weeks ahead at 10:00 unless changed. */
export function defaultRoleplayStart(now = new Date()): Date {
  return atTen(addWeeks(now, 2));
}

/** A new orientation or live shift starts today at 10:00 and lasts two hours unless changed. */
export function defaultTimedShift(now = new Date()): { start: Date; end: Date } {
  const start = atTen(now);
  return { start, end: addHours(start, 2) };
}
