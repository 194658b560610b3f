import { NPS_SCALE, type NpsRating, type SkillsList } from '@app/shared';
import { Alert, Button, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useMessages } from '../../../components/messages';
import { ApiError } from '../../../lib/api';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useNpsRating } from '../api/get-nps-rating';
import { usePutNpsRating } from '../api/put-nps-rating';
import { ASSESSMENTS_TEXTS as A } from '../messages';
import { CHOSEN } from './chosen';

/**
 * The participant's NPS rating in the shift's cohort, 1 to 10. The skills list names the cohort and
 * the participant; the rating itself, and the `updatedAt` a change is sent with, come from
 * GET /nps_ratings.
 */
export function NpsCard({ data }: { data: SkillsList }) {
  const participantId = data.nps === null ? null : data.userId;
  const query = useNpsRating(data.nps?.cohortId ?? null, participantId);
  const save = usePutNpsRating();
  const { push } = useMessages();
  // A viewer who may read the page but assesses none of this participant's calls is refused the
  // rating (403); the skills list already carries it for them to read.
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const current: NpsRating | undefined = query.data ?? (refused ? (data.nps ?? undefined) : undefined);

  let body: ReactNode;
  if (data.nps === null || participantId === null) {
    body = <Typography color="text.secondary">{t(A.noCohort)}</Typography>;
  } else if (query.isError && !refused) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t(A.retry)}
          </Button>
        }
      >
        {screenErrorText(query.error, t(A.npsLoadFailed))}
      </Alert>
    );
  } else {
    const { cohortId } = data.nps;
    body = (
      <ToggleButtonGroup
        color="primary"
        exclusive
        size="small"
        value={current?.rating ?? null}
        aria-label={t(A.npsLabel)}
        aria-busy={current === undefined}
        disabled={!data.permissions.edit || refused || current === undefined || save.isPending}
        onChange={(_, rating: number | null) => {
          if (rating === null || current === undefined || rating === current.rating) return;
          save.mutate(
            { cohortId, userId: participantId, rating, ...(current.updatedAt ? { updatedAt: current.updatedAt } : {}) },
            { onError: (err) => void localErrorText(err, t(A.npsSaveFailed)).then((text) => push(text, 'warning')) },
          );
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {NPS_SCALE.map((n) => (
          <ToggleButton key={n} value={n} sx={{ minWidth: 44, minHeight: 44, ...CHOSEN }}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="nps-title">
      <Typography id="nps-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(A.nps)}
      </Typography>
      {body}
    </Paper>
  );
}
