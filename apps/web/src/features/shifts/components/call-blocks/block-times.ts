import { formatInZone } from '../../../../components/date-time';

/** 'H:mm' (second document, section 9). */
const TIME = 'H:mm';

/** A block's time range, 'H:mm – H:mm', from its start and the call length in minutes. */
export function blockTimeRange(startTime: string, callLength: number): string {
  const end = new Date(new Date(startTime).getTime() + callLength * 60_000);
  return `${formatInZone(startTime, TIME)} – ${formatInZone(end, TIME)}`;
}

/** Block numbers are 0-based in the API; people count from 1. */
export const blockLabel = (blockNumber: number) => `Block ${blockNumber + 1}`;
