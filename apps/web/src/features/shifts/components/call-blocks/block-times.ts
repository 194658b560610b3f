import { formatTimeRange } from '../../../../components/date-time';

/** A block's time range, 'H:mm–H:mm', from its start and the call length in minutes. */
export function blockTimeRange(startTime: string, callLength: number): string {
  const end = new Date(new Date(startTime).getTime() + callLength * 60_000);
  return formatTimeRange(startTime, end);
}

/** Block numbers are 0-based in the API; people count from 1. */
export const blockLabel = (blockNumber: number) => `Block ${blockNumber + 1}`;
