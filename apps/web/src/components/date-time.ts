import { DATE_TIME_FORMAT } from '@app/shared';
import { format, isValid } from 'date-fns';

/** A timestamp in the product's display format MM-dd-yyyy HH:mm, local time; '' when absent or invalid. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '';
}
