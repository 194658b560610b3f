import { MESSAGES, NPS_SCALE, type SkillsList } from '@app/shared';
import { Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { usePutNpsRating } from '../api/put-nps-rating';

/** The participant's NPS rating in the shift's cohort, 1 to 10. */
export function NpsCard({ data }: { data: SkillsList }) {
  const save = usePutNpsRating();
  const { push } = useMessages();
  const { nps } = data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="nps-title">
      <Typography id="nps-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        NPS Rating
      </Typography>
      {nps === null || data.userId === null ? (
        <Typography color="text.secondary">{MESSAGES.noCohortForNps}</Typography>
      ) : (
        <ToggleButtonGroup
          color="primary"
          exclusive
          size="small"
          value={nps.rating}
          aria-label="NPS rating"
          disabled={!data.canEdit || save.isPending}
          onChange={(_, rating: number | null) => {
            if (rating === null || rating === nps.rating || data.userId === null) return;
            save.mutate(
              { cohortId: nps.cohortId, userId: data.userId, rating, ...(nps.updatedAt ? { updatedAt: nps.updatedAt } : {}) },
              { onError: (err) => push(errorText(err, MESSAGES.couldNotUpdateNpsRating), 'warning') },
            );
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {NPS_SCALE.map((n) => (
            <ToggleButton key={n} value={n} sx={{ minWidth: 40 }}>
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Paper>
  );
}
