import { answerDisplay, type CoachingPair } from '@app/shared';
import { Box, Typography } from '@mui/material';

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
            {answerDisplay(pair.answerType, pair.answerValue, pair.answer) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
