import { Alert, Box, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { CoachingPairs } from '../../../components/coaching-history/coaching-pairs';
import { formatDateTime } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { t } from '../../../lib/i18n/i18n';
import { useArchivedRecord } from '../api/get-archived-record';
import { COACHING_TEXTS as C } from '../messages';

/** /archive/:id: session name, role-player name, coaching date, coach name, and the question/answer pairs. */
export function ArchivedRecordPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  if (!valid) return <Alert severity="error">{t(C.recordNotFound)}</Alert>;
  return <ArchivedRecord key={id} id={id} />;
}

function ArchivedRecord({ id }: { id: number }) {
  const record = useArchivedRecord(id);
  if (record.isPending) return <PageLoader />;
  if (record.isError) {
    return (
      <Alert severity="error" role="alert">
        {t(C.recordNotFound)}
      </Alert>
    );
  }
  const r = record.data;
  const facts: Array<[string, string]> = [
    [t(C.session), [r.sessionName || '—', r.sessionBegins ? formatDateTime(r.sessionBegins) : ''].filter(Boolean).join(' · ')],
    [t(C.rolePlayer), r.roleplayer.name],
    [t(C.coachingDate), formatDateTime(r.createdAt)],
    [t(C.coach), r.coach.name],
  ];
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(C.record)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 2 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        {t(C.answers)}
      </Typography>
      <CoachingPairs pairs={r.pairs} />
    </Paper>
  );
}
