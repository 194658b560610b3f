import { formatTimeRange } from '../../../../components/date-time';
import { t } from '../../../../lib/i18n/i18n';
import { CALL_TEXTS } from '../../page-messages';

/** A block's time range, 'H:mm–H:mm', from its start and the call length in minutes. */
export function blockTimeRange(startTime: string, callLength: number): string {
  const end = new Date(new Date(startTime).getTime() + callLength * 60_000);
  return formatTimeRange(startTime, end);
}

/** Block numbers are 0-based in the API; people count from 1. */
export const blockLabel = (blockNumber: number) => t(CALL_TEXTS.block, { block: blockNumber + 1 });

/** A call's name in labels ('block 1 call 2'), from its block's 0-based number and its own 0-based index. */
export const callName = (blockNumber: number, index: number) =>
  t(CALL_TEXTS.callName, { block: blockNumber + 1, call: index + 1 });
