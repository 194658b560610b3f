import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, type SxProps, type Theme } from '@mui/material';
import { formatWeekdayDateTime, formatWeekdayTime } from './date-time';

const HOUR = 3_600_000;
/** An answer due within this long is highlighted. */
export const ANSWER_SOON_MS = 24 * HOUR;
/** Within this long the weekday says which day it is ('Tue 14:00'); later ones carry their date. */
const WITHIN_A_WEEK_MS = 6 * 24 * HOUR;

/**
 * 'Answer by Tue 14:00' ('Answer by Tue Dec 8 2026, 14:00' a week or more ahead): when an
 * invitation waiting for its answer lapses.
 */
export function answerByText(answerBy: string, now: Date = new Date()): string {
  const left = new Date(answerBy).getTime() - now.getTime();
  return `Answer by ${left < WITHIN_A_WEEK_MS ? formatWeekdayTime(answerBy) : formatWeekdayDateTime(answerBy)}`;
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
      {answerByText(answerBy, now)}
    </Box>
  );
}
