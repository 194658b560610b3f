import { MESSAGES } from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { formatDateTime } from '../date-time';
import { PageLoader } from '../page-loader';
import { type HistoryKind, useCoachingHistory } from './api';
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
        {errorText(history.error, MESSAGES.couldNotFetchCoachingRecordAnswers)}
      </Alert>
    );
  }
  const { data, total } = history.data;
  if (total === 0) return <Typography color="text.secondary">{MESSAGES.noCoachingRecords}</Typography>;
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
                {kind === 'coached' ? `Coach: ${record.coach.name}` : `Role-player: ${record.roleplayer.name}`}
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
          aria-label="Coaching records pages"
        />
      )}
    </Box>
  );
}
