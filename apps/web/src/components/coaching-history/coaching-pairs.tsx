import { type AnswerType, answerDisplay, type CoachingPair, SCALE_MAX } from '@app/shared';
import { Box, Typography } from '@mui/material';
import { currentLanguage, t } from '../../lib/i18n/i18n';
import { HISTORY_TEXTS as H } from './coaching-history-texts';

/** An answer as answerDisplay words it in English, in the reader's language otherwise. */
function answerText(answerType: AnswerType, answerValue: number | null, answer: string | null): string {
  if (currentLanguage() === 'en-CA' || answerType === 'comment' || answerValue == null) {
    return answerDisplay(answerType, answerValue, answer);
  }
  if (answerType === 'binary') return t(H.yesNo, { answer: answerValue === 1 ? 'yes' : 'no' });
  return t(H.outOf, { value: answerValue, max: SCALE_MAX });
}

/** A coaching record's question/answer pairs: a scale shown as 1–6, a binary as Yes/No, '—' when not answered. */
export function CoachingPairs({ pairs }: { pairs: CoachingPair[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {pairs.map((pair) => (
        <Box key={pair.questionId} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="subtitle2">
            {pair.header}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answerText(pair.answerType, pair.answerValue, pair.answer) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
