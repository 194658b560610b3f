import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { screenErrorText } from '../../lib/i18n/error-text';
import { t } from '../../lib/i18n/i18n';
import { formatDateTime } from '../date-time';
import { PageLoader } from '../page-loader';
import { type HistoryKind, useCoachingHistory } from './api';
import { HISTORY_TEXTS as H } from './coaching-history-texts';
import { CoachingPairs } from './coaching-pairs';

const PER_PAGE = 10;

/**
 * A user's coaching records, newest first, ten at a time: each with its date, session and the other
 * person (the coach for a coaching history, the role-player for records created), opened to its answers.
 */
export function CoachingHistoryList({ kind, userId, enabled = true }: { kind: HistoryKind; userId: number; enabled?: boolean }) {
  const [page, setPage] = useState(1);
  const history = useCoachingHistory(kind, userId, page, enabled);
  if (history.isPending) return <PageLoader />;
  if (history.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(history.error, t(H.fetchFailed))}
      </Alert>
    );
  }
  const { data, total } = history.data;
  if (total === 0) return <Typography color="text.secondary">{t(H.none)}</Typography>;
  return (
    <Box data-testid={`coaching-history-${kind}`}>
      {data.map((record) => (
        <Accordion key={record.id} disableGutters variant="outlined" data-testid="coaching-history-record">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box>
              <Typography variant="body1" sx={{ fontWeight: 500 }}>
                {formatDateTime(record.createdAt)} · {record.sessionName || '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {kind === 'coached' ? t(H.coach, { name: record.coach.name }) : t(H.rolePlayer, { name: record.roleplayer.name })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <CoachingPairs pairs={record.pairs} />
          </AccordionDetails>
        </Accordion>
      ))}
      {total > PER_PAGE && (
        <Pagination
          sx={{ mt: 1 }}
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label={t(H.pages)}
        />
      )}
    </Box>
  );
}
