import { blockTakesAnswer, type Calibration, RATINGS, type Rating, type SkillsList } from '@app/shared';
import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useSaveCalibration } from '../api/save-calibration';
import { CALIBRATION_TEXTS as C } from '../calibration-messages';
import { CHOSEN } from './chosen';

const RATING_LABELS: Record<Rating, string> = { [-1]: '−1', 0: '0', 1: '+1' };
const ratingText = (rating: Rating | undefined) => (rating === undefined ? '—' : RATING_LABELS[rating]);

/**
 * The viewer's own calibration rating of the participant: the skills list's rating blocks, each rated
 * −1, 0 or +1 (pressing the chosen rating again leaves the block unrated), saved together. The shift's
 * ratings are not shown here; once the viewer's own are saved, a table sets the two side by side.
 */
export function CalibrationForm({
  data,
  calibration,
  onReload,
}: {
  data: SkillsList;
  calibration: Calibration;
  onReload(): void;
}) {
  const blocks = data.parts.filter((p) => blockTakesAnswer(p.blockType));
  const [draft, setDraft] = useState(() => new Map(calibration.ratings.map((r) => [r.assessmentPartId, r.rating as Rating])));
  const save = useSaveCalibration();
  const saved = new Map(calibration.ratings.map((r) => [r.assessmentPartId, r.rating as Rating]));
  const shift = new Map(data.ratings.map((r) => [r.assessmentPartId, r.rating]));
  const changed = blocks.some((b) => draft.get(b.id) !== saved.get(b.id));

  const press = (partId: number, rating: Rating) =>
    setDraft((current) => {
      const next = new Map(current);
      if (next.get(partId) === rating) next.delete(partId);
      else next.set(partId, rating);
      return next;
    });
  const submit = () =>
    save.mutate({
      eventId: data.eventId,
      userId: calibration.userId,
      ratings: blocks.flatMap((b) => {
        const rating = draft.get(b.id);
        return rating === undefined ? [] : [{ assessmentPartId: b.id, rating }];
      }),
      updatedAt: calibration.updatedAt,
    });

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" aria-label={t(C.title)}>
        <Typography variant="h6" component="h2">
          {t(C.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(C.intro)}
          {calibration.updatedAt === null && t(C.hiddenUntilSaved)}
        </Typography>
        {blocks.length === 0 ? (
          <Alert severity="info">{t(C.nothingToRate)}</Alert>
        ) : (
          <Stack spacing={1.5}>
            {blocks.map((block) => (
              <Stack
                key={block.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{block.text}</Typography>
                <ToggleButtonGroup
                  color="primary"
                  size="small"
                  value={draft.get(block.id) ?? null}
                  aria-label={t(C.ratingOf, { block: block.text })}
                  disabled={save.isPending}
                >
                  {RATINGS.map((rating) => (
                    <ToggleButton
                      key={rating}
                      value={rating}
                      aria-label={t(C.rate, { rating: RATING_LABELS[rating] })}
                      sx={{ minWidth: 44, minHeight: 44, gap: 0.5, ...CHOSEN }}
                      onClick={() => press(block.id, rating)}
                    >
                      {draft.get(block.id) === rating && <CheckIcon sx={{ fontSize: 14 }} aria-hidden />}
                      {RATING_LABELS[rating]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
            ))}
          </Stack>
        )}
        <ConflictAlert mutation={save} onReload={onReload} sx={{ mt: 2 }} />
        {save.isError && !isConflict(save.error) && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {screenErrorText(save.error, t(C.saveFailed))}
          </Alert>
        )}
        {save.isSuccess && !changed && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t(C.saved)}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            onClick={submit}
            disabled={save.isPending || blocks.length === 0 || !changed}
            sx={{ minHeight: 44 }}
          >
            {t(C.save)}
          </Button>
        </Box>
      </Paper>
      {calibration.updatedAt !== null && (
        <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" aria-label={t(C.compared)}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(C.compared)}
          </Typography>
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(C.comparedByBlock)}>
            <Table size="small" data-testid="calibration-comparison">
              <TableHead>
                <TableRow>
                  <TableCell>{t(C.block)}</TableCell>
                  <TableCell align="right">{t(C.yours)}</TableCell>
                  <TableCell align="right">{t(C.theShifts)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {blocks.map((block) => (
                  <TableRow key={block.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{block.text}</TableCell>
                    <TableCell align="right">{ratingText(saved.get(block.id))}</TableCell>
                    <TableCell align="right">{ratingText(shift.get(block.id) as Rating | undefined)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
