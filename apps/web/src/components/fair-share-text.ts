import { type FairShare, formatDateThisYear } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { currentLanguage, t } from '../lib/i18n/i18n';
import { businessTimeZone } from '../lib/time-zone';
import { formatFairShare } from './date-time';

/** A staff member's fair share in words (issue 40), in the shell's catalogue: the invite picker and the suggested dates say it. */
export const FAIR_SHARE_TEXTS = {
  noShiftsYet: /*i18n*/ { id: 'fairShare.noShiftsYet', message: 'No shifts yet' },
  shiftsThisMonth: /*i18n*/ {
    id: 'fairShare.shiftsThisMonth',
    message: '{count, plural, =0 {No shifts this month} one {# shift this month} other {# shifts this month}}',
  },
  lastShift: /*i18n*/ { id: 'fairShare.lastShift', message: 'last {date}' },
  lateGiveUps: /*i18n*/ {
    id: 'fairShare.lateGiveUps',
    message: '{count, plural, one {# late give-up} other {# late give-ups}}',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * A staff member's fair share in one line: in English the shared words ('2 shifts this month · last
 * Nov 3'), in another language its own ('2 quarts ce mois-ci · dernier le 3 mars'); the last shift's
 * date drops its year when it is this year's.
 */
export function fairShareText(share: FairShare): string {
  const language = currentLanguage();
  if (language === 'en-CA') return formatFairShare(share);
  const count = share.shiftsThisMonth;
  const parts = [
    count === 0 && share.lastShiftAt === null ? t(FAIR_SHARE_TEXTS.noShiftsYet) : t(FAIR_SHARE_TEXTS.shiftsThisMonth, { count }),
  ];
  if (share.lastShiftAt !== null) {
    parts.push(t(FAIR_SHARE_TEXTS.lastShift, { date: formatDateThisYear(share.lastShiftAt, businessTimeZone(), language) }));
  }
  if (share.lateGiveUps > 0) parts.push(t(FAIR_SHARE_TEXTS.lateGiveUps, { count: share.lateGiveUps }));
  return parts.join(' · ');
}
