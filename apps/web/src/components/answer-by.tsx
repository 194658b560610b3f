import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, type SxProps, type Theme } from '@mui/material';
import { t } from '../lib/i18n/i18n';
import { formatWeekdayDateTime } from './date-time';

const ANSWER_BY = /*i18n*/ { id: 'common.answerBy', message: 'Answer by {when}' };

const HOUR = 3_600_000;
/** An answer due within this long is highlighted. */
export const ANSWER_SOON_MS = 24 * HOUR;

/**
 * 'Answer by Tue Dec 8 2026, 14:00': when an invitation waiting for its answer lapses, with its
 * date always (a weekday alone leaves the reader to work out which one).
 */
export function answerByText(answerBy: string): string {
  return t(ANSWER_BY, { when: formatWeekdayDateTime(answerBy) });
}

/** True when the answer is due within a day (or already overdue). */
export function answerDueSoon(answerBy: string, now: Date = new Date()): boolean {
  return new Date(answerBy).getTime() - now.getTime() < ANSWER_SOON_MS;
}

/**
 * An invitation's answer-by time, on one line with a clock; in the warning colour and bold when
 * it is due within a day. Nothing when there is none.
 */
export function AnswerBy({ answerBy, sx }: { answerBy: string | null; sx?: SxProps<Theme> }) {
  if (!answerBy) return null;
  const now = new Date();
  const soon = answerDueSoon(answerBy, now);
  return (
    <Box
      component="span"
      data-testid="answer-by"
      data-soon={soon ? 'true' : undefined}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          typography: 'body2',
          color: soon ? 'warning.dark' : 'text.secondary',
          fontWeight: soon ? 600 : 400,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ScheduleIcon sx={{ fontSize: 16 }} aria-hidden />
      {answerByText(answerBy)}
    </Box>
  );
}
