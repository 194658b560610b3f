import type { FairShare } from '../contracts/fair-shares';
import { formatDateThisYear, type Moment } from './date-time';

/**
 * A staff member's fair share in one line, as the invite picker and the suggested dates show it:
 * '2 shifts this month · last Nov 3', '1 shift this month', 'No shifts this month · last Aug 14 2025',
 * 'No shifts yet', with '· 1 late give-up' after when there were any. The last shift's date drops its
 * year when it is the year of `now` in the zone. Dates follow format/date-time.ts.
 */
export function formatFairShare(
  share: Pick<FairShare, 'shiftsThisMonth' | 'lastShiftAt' | 'lateGiveUps'>,
  zone: string,
  now: Moment = new Date(),
): string {
  const parts: string[] = [];
  const count = share.shiftsThisMonth;
  if (count === 0 && share.lastShiftAt === null) parts.push('No shifts yet');
  else parts.push(count === 0 ? 'No shifts this month' : `${count} ${count === 1 ? 'shift' : 'shifts'} this month`);
  if (share.lastShiftAt !== null) {
    const date = formatDateThisYear(share.lastShiftAt, zone, undefined, now);
    if (date) parts.push(`last ${date}`);
  }
  if (share.lateGiveUps > 0) parts.push(`${share.lateGiveUps} late ${share.lateGiveUps === 1 ? 'give-up' : 'give-ups'}`);
  return parts.join(' · ');
}
